import APIDocsSpec

/// One declaration of a generated Swift client, with the declarations nested in it, in either
/// client flavour.
///
/// Both namers produce this tree: the SwagGen namer from its symbol graph
/// (`SymbolGraph.client`), the swift-openapi-generator translator directly. Whatever walks or
/// compares "the client" (the symbol map, the Swift changes between two spec versions) is
/// written once against it, with structured types, not against either flavour's own shapes.
/// Symbol paths come from the nesting, never from string concatenation, so a type declared in
/// an unexpected place gets the path the compiler gives it.
public struct ClientDeclaration: Sendable {
    public var kind: ClientSymbolKind
    /// The path component: a name, plus argument labels for functions, initializers and
    /// cases with associated values (`init(id:name:)`, `ok(_:)`, `default(statusCode:_:)`).
    public var name: String
    /// Where in the spec it comes from; `nil` for fixed scaffolding.
    public var source: SpecPlace?
    /// The Swift type of a property, case payload, method result or typealias target (a
    /// class's superclass, an enum's raw type), as the generated code writes it.
    public var swiftType: SwiftType?
    /// `swiftType` is written with `?` (SwagGen keeps optionality beside the type; the
    /// swift-openapi-generator flavour writes it into the type as `.optional`).
    public var isOptional = false
    /// A stored property whose parameter in the memberwise initializer has a default value
    /// (`= nil`, `= .init()`, `= [:]`): code that calls the initializer without it compiles.
    public var hasDefaultValue = false
    /// An enum case's raw value as the code writes it (`"available"`, `1`), when the flavour keeps it.
    public var rawValue: String?
    public var members: [ClientDeclaration]
    /// The name in the spec the Swift name was made from (a property, schema or parameter
    /// name, an enum value, an operationId), when there is one.
    public var documentedName: String?
    /// The generator's own note of the spec place in its doc comment (swift-openapi-generator
    /// writes "Generated from `#/components/schemas/Pet/id`"); `nil` where it writes none.
    public var remark: String?
    /// Its part in the client's structure, for the declarations pages and tools look for
    /// without knowing their Swift names.
    public var role: ClientRole?
    /// The component schema this declaration's type names directly (not through an array or
    /// dictionary); the swift-openapi-generator translator finds the types it must box by it.
    public var directSchemaReference: String?
    /// An initializer's or method's parameters, in order, where the namer records them
    /// (swift-openapi-generator flavour); `nil` for other declarations and where unknown.
    public var parameters: [ClientParameter]?

    public init(_ kind: ClientSymbolKind, _ name: String, source: SpecPlace? = nil, swiftType: SwiftType? = nil, members: [ClientDeclaration] = []) {
        self.kind = kind
        self.name = name
        self.source = source
        self.swiftType = swiftType
        self.members = members
    }

    /// The name without argument labels: `ok` for `ok(_:)`, `init` for `init(id:name:)`.
    public var baseName: Substring { name.prefix { $0 != "(" } }

    /// The argument labels of a function-like name (`["statusCode", "_"]` for
    /// `default(statusCode:_:)`, `[]` for `init()`); `nil` for a plain name.
    public var argumentLabels: [String]? {
        guard let open = name.firstIndex(of: "("), name.last == ")" else { return nil }
        return name[name.index(after: open)..<name.index(before: name.endIndex)].split(separator: ":").map(String.init)
    }

    /// The type as declared: `swiftType`, with `?` when `isOptional`.
    public var declaredType: SwiftType? {
        guard let swiftType else { return nil }
        return isOptional ? .optional(swiftType) : swiftType
    }

    /// The same declaration with its parameters.
    public func taking(_ parameters: [ClientParameter]) -> ClientDeclaration {
        var copy = self
        copy.parameters = parameters
        return copy
    }

    /// The same declaration with a role.
    public func playing(_ role: ClientRole) -> ClientDeclaration {
        var copy = self
        copy.role = role
        return copy
    }

    /// The same declaration, noting the spec name its Swift name was made from.
    public func named(from documented: String?) -> ClientDeclaration {
        var copy = self
        copy.documentedName = documented
        return copy
    }

    /// A function-like name with its argument labels: `url(version:space:)`, `init()`.
    public static func labelled(_ base: String, _ labels: [String]) -> String {
        base + "(" + labels.map { $0 + ":" }.joined() + ")"
    }
}
