/// A Swift type expression as the generated client declares it, keeping what each name refers to.
///
/// README lines only need the text; the site needs to link every model name inside `[T]`,
/// `[String: T]` and `T?`, so the structure is kept instead of a flat string.
public indirect enum SwiftType: Sendable, Hashable, CustomStringConvertible {
    /// A name, with the declaration it denotes when that is one of the client's documented
    /// types. The symbol stage first records the declaration SwagGen meant, then
    /// `TypeReferenceResolver` replaces it with the one Swift's name lookup finds.
    case named(String, target: DeclarationID?)
    case array(SwiftType)
    case dictionary(SwiftType)
    /// `T?` (the swift-openapi-generator flavour writes optionality into the type; SwagGen's
    /// members carry it beside the type).
    case optional(SwiftType)
    /// `Base<T>`, such as `OpenAPIRuntime.MultipartPart<Part>`.
    case generic(String, SwiftType)

    public var description: String {
        switch self {
        case .named(let name, _): return name
        case .array(let element): return "[\(element)]"
        case .dictionary(let value): return "[String: \(value)]"
        case .optional(let wrapped): return "\(wrapped)?"
        case .generic(let base, let argument): return "\(base)<\(argument)>"
        }
    }

    /// A plain name that refers to nothing the site documents (`Int`, `String`, `Any`...).
    public static func builtin(_ name: String) -> SwiftType { .named(name, target: nil) }

    /// Every name in the expression, outermost first (`[String: Pet]` has `Pet`; a generic's
    /// base comes before its argument).
    public var names: [String] {
        switch self {
        case .named(let name, _): return [name]
        case .array(let element), .dictionary(let element), .optional(let element): return element.names
        case .generic(let base, let argument): return [base] + argument.names
        }
    }

    /// Every declaration this type refers to, outermost first.
    public var targets: [DeclarationID] {
        switch self {
        case .named(_, let target): return target.map { [$0] } ?? []
        case .array(let element), .dictionary(let element), .optional(let element), .generic(_, let element): return element.targets
        }
    }

    /// The expression with each name that denotes a client declaration written as that
    /// declaration's path (`[EnumArrays.ArrayEnum]?` for SwagGen's `[ArrayEnum]?` inside
    /// `EnumArrays`, `API.Pets.ListPets.Request.Options` for `Options`), so that it means the
    /// same type outside the declaration that names it (a diff's declaration, a caller probe).
    public var qualified: SwiftType {
        switch self {
        case .named(let name, let target): return .named(target?.swiftPath ?? name, target: target)
        case .array(let element): return .array(element.qualified)
        case .dictionary(let value): return .dictionary(value.qualified)
        case .optional(let wrapped): return .optional(wrapped.qualified)
        case .generic(let base, let argument): return .generic(base, argument.qualified)
        }
    }

    /// The same expression with every name's target replaced by `resolve(name, target)`.
    func mapTargets(_ resolve: (String, DeclarationID?) -> DeclarationID?) -> SwiftType {
        switch self {
        case .named(let name, let target): return .named(name, target: resolve(name, target))
        case .array(let element): return .array(element.mapTargets(resolve))
        case .dictionary(let value): return .dictionary(value.mapTargets(resolve))
        case .optional(let wrapped): return .optional(wrapped.mapTargets(resolve))
        case .generic(let base, let argument): return .generic(base, argument.mapTargets(resolve))
        }
    }
}
