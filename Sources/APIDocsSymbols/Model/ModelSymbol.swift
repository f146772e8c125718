import APIDocsSpec

/// A generated type: a component model, or a type nested in a model, request or response.
public struct ModelSymbol: Sendable {
    public enum Kind: String, Sendable {
        case `class`, `struct`, `enum`, discriminatedEnum, `typealias`
    }

    /// The component name (or raw property/parameter name for nested types).
    public var name: String
    public var swiftName: String
    public var swiftPath: String
    /// This declaration, distinct from any other with the same `swiftPath`.
    public var id: DeclarationID
    public var kind: Kind
    public var description: String?
    /// `allOf` parent (a model's `swiftPath`).
    public var superclass: SwiftType?
    public var aliasOf: SwiftType?
    public var properties: [PropertySymbol]
    /// Properties of every ancestor, nearest last, for the memberwise init.
    public var inheritedProperties: [PropertySymbol]
    public var additionalPropertiesType: SwiftType?
    /// Nested enums (not global ones).
    public var enums: [EnumSymbol]
    /// Nested inline classes and discriminated enums.
    public var nestedTypes: [ModelSymbol]
    /// For `kind == .enum`: the enum itself.
    public var enumSymbol: EnumSymbol?
    /// For `kind == .discriminatedEnum`.
    public var discriminator: DiscriminatedEnumSymbol?
    /// What the schema says beyond the Swift declaration (title, constraints, composition...).
    public var facts = SchemaFacts()
    /// A JSON value of a component model (class, struct or discriminated enum), built from its
    /// schema for its page; `nil` for other kinds and nested types.
    public var jsonSample: String?
    var schema: Schema?

    /// The schema as data, for README templates (`raw`).
    public var raw: SpecValue? { schema.map { $0.raw } }
}

/// A stored property of a model.
public struct PropertySymbol: Sendable {
    /// The JSON key.
    public var name: String
    public var swiftName: String
    public var swiftPath: String
    public var type: SwiftType
    /// Declared with `?`.
    public var optional: Bool
    /// An init argument without default.
    public var required: Bool
    public var description: String?
    public var facts = SchemaFacts()
    var schema: Schema
    /// The value the spec gives for it (example, default), for Swift examples.
    public var example: ExampleValue? = nil

    public var raw: SpecValue { schema.raw }

    /// The type as declared: `T` or `T?`.
    public var declaredType: SwiftType { optional ? .optional(type) : type }
}

/// A Swift enum with raw values.
public struct EnumSymbol: Sendable {
    /// The raw name the enum was named from.
    public var name: String
    public var swiftName: String
    public var swiftPath: String
    /// This declaration, distinct from any other with the same `swiftPath`.
    public var id: DeclarationID
    public var rawType: SwiftType
    public var cases: [EnumCaseSymbol]
    public var isGlobal: Bool
    public var description: String?
    public var facts = SchemaFacts()
    var schema: Schema

    public var raw: SpecValue { schema.raw }
}

/// One case of an enum.
public struct EnumCaseSymbol: Sendable {
    public var swiftName: String
    public var swiftPath: String
    public var rawValue: String
    /// The raw value is a string (quoted in Swift).
    public var isString: Bool
}

/// A oneOf/anyOf enum with associated values.
public struct DiscriminatedEnumSymbol: Sendable {
    public var propertyName: String?
    public var cases: [DiscriminatedCaseSymbol]
    /// Discriminator value → case name.
    public var mapping: [(value: String, caseName: String)]
}

/// One case of a discriminated enum.
public struct DiscriminatedCaseSymbol: Sendable {
    public var swiftName: String
    public var swiftPath: String
    public var associatedType: SwiftType
}
