import APIDocsLoader

/// One JSON Schema as the generator reads it, for OpenAPI 2.0, 3.0 and 3.1 alike.
///
/// SwagGen's names depend on how a schema is classified (reference, group, object, enum...),
/// so the classification is decided once here and the symbol stage only switches on `kind`.
public final class Schema: Sendable {
    public enum Kind: Sendable {
        case reference(SchemaReference)
        case allOf([Schema])
        case anyOf([Schema])
        case oneOf([Schema])
        case object
        case array
        case string
        case number
        case integer
        case boolean
        /// No usable type: a bare `{}`, or a 3.1 `type` list (SwagGen reads only single names).
        case any
    }

    public let kind: Kind
    public let format: String?
    /// Members of `enum` without nulls, in spec order; `nil` when there is no `enum`.
    public let enumValues: [EnumValue]?
    /// `x-enum-names`, used for case names when it has as many entries as `enum`.
    public let enumNames: [String]?
    /// Properties in spec order.
    public let properties: [SchemaProperty]
    /// `required` in spec order (may name missing properties or repeat names).
    public let required: [String]
    public let items: Schema?
    public let additionalProperties: AdditionalProperties
    public let nullable: Bool
    public let discriminator: Discriminator?
    public let title: String?
    public let description: String?
    public let defaultValue: SpecNode?
    public let example: SpecNode?
    public let readOnly: Bool
    public let deprecated: Bool
    /// The schema's own node (for `raw` in templates and for locations).
    public let node: SpecNode

    public init(
        kind: Kind, format: String? = nil, enumValues: [EnumValue]? = nil, enumNames: [String]? = nil,
        properties: [SchemaProperty] = [], required: [String] = [], items: Schema? = nil,
        additionalProperties: AdditionalProperties = .absent, nullable: Bool = false,
        discriminator: Discriminator? = nil, title: String? = nil, description: String? = nil,
        defaultValue: SpecNode? = nil, example: SpecNode? = nil, readOnly: Bool = false,
        deprecated: Bool = false, node: SpecNode
    ) {
        self.kind = kind
        self.format = format
        self.enumValues = enumValues
        self.enumNames = enumNames
        self.properties = properties
        self.required = required
        self.items = items
        self.additionalProperties = additionalProperties
        self.nullable = nullable
        self.discriminator = discriminator
        self.title = title
        self.description = description
        self.defaultValue = defaultValue
        self.example = example
        self.readOnly = readOnly
        self.deprecated = deprecated
        self.node = node
    }

    public var location: SourceLocation { node.location }

    /// The schema as written, as data (README templates' `raw`).
    public var raw: SpecValue { SpecValue(node) }

    /// The referenced component's name when this schema is a `$ref` to a component.
    public var reference: SchemaReference? {
        if case .reference(let reference) = kind { return reference }
        return nil
    }
}

/// A `$ref` from one schema to another.
///
/// `componentName` is set when the target is an entry of `components.schemas` (or Swagger
/// `definitions`), whichever file it was written in; other targets are looked up by `key`.
public struct SchemaReference: Sendable {
    public let ref: String
    public let componentName: String?
    /// Canonical `file#pointer` of the target; index into `APISpec.schemasByKey`.
    public let key: String
}

/// A property of an object schema, with its raw JSON name.
public struct SchemaProperty: Sendable {
    public let name: String
    public let schema: Schema
}

/// An `enum` member: its text as SwagGen prints it, and whether the value was a string.
public struct EnumValue: Sendable, Equatable {
    public let text: String
    public let isString: Bool
}

/// The three meanings of `additionalProperties`.
public enum AdditionalProperties: Sendable {
    case absent
    case forbidden
    /// `true`: any value.
    case any
    case schema(Schema)
}

/// `discriminator` of a oneOf/anyOf/allOf.
public struct Discriminator: Sendable {
    public let propertyName: String
    /// `mapping` entries in spec order: discriminator value → `$ref` string.
    public let mapping: [DiscriminatorMapping]
}

/// One `discriminator.mapping` entry: a discriminator value and the `$ref` it selects.
public struct DiscriminatorMapping: Sendable {
    public let value: String
    public let ref: String
    /// The referenced component, when the ref names one.
    public let componentName: String?
}
