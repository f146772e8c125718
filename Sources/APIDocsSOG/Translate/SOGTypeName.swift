import APIDocsSymbols
/// A fully qualified Swift type name of the generated module, with the spec-side path SOG
/// tracks beside it.
///
/// Each step has a Swift name, a JSON name, or both (`Input` has no JSON name; a response's
/// `content` has no Swift name). The Swift names give the declaration's path; the JSON names
/// give SOG's "Generated from" remark and the key of `typeOverrides.schemas`.
struct SOGTypeName: Sendable, Hashable {
    struct Step: Sendable, Hashable {
        var swift: String?
        var json: String?
    }

    var steps: [Step]

    init(steps: [Step]) { self.steps = steps }

    /// A name outside the spec (`Swift.String`, `OpenAPIRuntime.HTTPBody`).
    init(builtin: String) { self.steps = [Step(swift: builtin, json: nil)] }

    /// `Components.<Section>.<Name>`, from `#/components/<sectionKey>/<key>`.
    static func component(section: String, sectionKey: String, name: String, key: String) -> SOGTypeName {
        SOGTypeName(steps: [
            Step(swift: nil, json: "#"), Step(swift: "Components", json: "components"),
            Step(swift: section, json: sectionKey), Step(swift: name, json: key),
        ])
    }

    /// The Swift path components.
    var components: [String] { steps.compactMap(\.swift) }

    /// The name the type is declared with.
    var shortName: String { components.last ?? "" }

    var fullName: String { components.joined(separator: ".") }

    /// The last spec-side name on the way to this type (a component key, a property name...).
    var jsonName: String? { steps.last(where: { $0.json != nil })?.json }

    /// SOG's remark path (`#/components/schemas/Pet`), when the last step has a JSON name.
    var jsonPath: String? {
        guard steps.last?.json != nil else { return nil }
        return steps.compactMap(\.json).joined(separator: "/")
    }

    /// A nested type, or (without a Swift name) a deeper spec place of the same type.
    func appending(_ swift: String?, json: String? = nil) -> SOGTypeName {
        SOGTypeName(steps: steps + [Step(swift: swift, json: json)])
    }

    /// The remark path of a place below this type (`…/query/limit`).
    func jsonPath(below json: String) -> String? { appending(nil, json: json).jsonPath }

    /// The enclosing type (one step up).
    var parent: SOGTypeName { SOGTypeName(steps: Array(steps.dropLast())) }
}

/// The Swift type of a property or payload as SOG writes it (`[Components.Schemas.Pet]?`).
///
/// Carried for the symbol model's `swiftType`; naming never depends on it.
struct SOGTypeUsage: Sendable, Hashable {
    /// The named type at the core (`Components.Schemas.Pet`, `Swift.String`).
    var name: SOGTypeName
    /// Wrappers from the inside out.
    var wrappers: [Wrapper] = []
    var isOptional = false

    enum Wrapper: Sendable, Hashable {
        case array, optionalElement, dictionaryValue
        /// `Base<T>`: `OpenAPIRuntime.AcceptHeaderContentType<T>`.
        case generic(String)
    }

    init(_ name: SOGTypeName) { self.name = name }

    init(builtin: String) { self.name = SOGTypeName(builtin: builtin) }

    func optional(_ flag: Bool) -> SOGTypeUsage {
        var copy = self
        copy.isOptional = flag
        return copy
    }

    func wrapped(_ wrapper: Wrapper) -> SOGTypeUsage {
        var copy = self
        if copy.isOptional && wrapper == .array {
            copy.wrappers.append(.optionalElement)
        }
        copy.isOptional = false
        copy.wrappers.append(wrapper)
        return copy
    }

    /// The component schema this type is, when it is one directly (optional or not).
    var directSchemaReference: String? {
        guard wrappers.isEmpty, name.components.count == 3, name.components[0] == "Components", name.components[1] == "Schemas" else { return nil }
        return name.components[2]
    }

    /// The expression as the symbol model keeps it.
    var swiftType: SwiftType {
        var type = SwiftType.builtin(name.fullName)
        for wrapper in wrappers {
            switch wrapper {
            case .array: type = .array(type)
            case .optionalElement: type = .optional(type)
            case .dictionaryValue: type = .dictionary(type)
            case .generic(let base): type = .generic(base, type)
            }
        }
        return isOptional ? .optional(type) : type
    }
}
