import APIDocsSpec

/// The Swift type SwagGen's client uses for a value of each composition member a page lists:
/// the SwagGen flavour's namer applied to the flavour-neutral `AlternativeShape` the spec stage
/// reads, so the facts stay free of Swift types and each flavour types them its own way.
public struct AlternativeTypes: Sendable {
    /// Each component schema the client declares a type for, with that type.
    let components: [String: SwiftType]
    let options: GeneratorOptions

    /// No member has a type (a graph built without page facts).
    public static let none = AlternativeTypes(components: [:], options: GeneratorOptions())

    /// The Swift type of a member of this shape, `nil` when the client declares none for it.
    public func swiftType(_ shape: AlternativeShape) -> SwiftType? {
        switch shape {
        case .component(let name, let otherwise):
            if let type = components[name] { return type }
            return otherwise.flatMap(swiftType)
        case .string(let format): return .builtin(options.stringType(format))
        case .integer(let format): return .builtin(options.integerType(format))
        case .number(let format): return .builtin(options.numberType(format))
        case .boolean: return .builtin("Bool")
        case .array(let element): return swiftType(element).map { .array($0) }
        }
    }
}
