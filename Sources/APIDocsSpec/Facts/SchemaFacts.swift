/// What a schema says about its values beyond the Swift type: the documentation facts a page
/// shows next to a property, parameter, header, body or model.
///
/// Every field is read from the spec once, in the symbol stage, so pages never look at the spec.
public struct SchemaFacts: Sendable {
    /// The JSON type(s) the schema names (`string`, `integer`, `null`...), in spec order.
    public var jsonTypes: [String] = []
    public var title: String?
    public var format: String?
    /// Validation keywords as `keyword → value text`, in a fixed order (see `Constraint`).
    public var constraints: [Constraint] = []
    public var defaultValue: SpecValue?
    /// `example` and the members of `examples` (JSON Schema's list).
    public var examples: [SpecValue] = []
    /// Allowed values (`enum`, or a single `const`) as JSON text.
    public var allowedValues: [String] = []
    /// `nullable: true` (3.0), `x-nullable` (2.0), or `null` in a 3.1 type list.
    public var nullable = false
    public var readOnly = false
    public var writeOnly = false
    public var deprecated = false
    public var externalDocs: ExternalDocsFacts?
    /// `oneOf`/`anyOf`/`allOf`, with each alternative's Swift type.
    public var composition: CompositionFacts?
    /// The component the schema is a `$ref` to, when it is one.
    public var componentName: String?
    /// For an array: the facts of its items.
    public var itemFacts: ItemFacts?
    /// `x-internal` or `x-hidden` on the schema: a component schema so marked has no page.
    public var hidden: HiddenMark?

    public init() {}

    /// Nothing beyond the type to say.
    public var isEmpty: Bool {
        title == nil && format == nil && constraints.isEmpty && defaultValue == nil && examples.isEmpty
            && allowedValues.isEmpty && !nullable && !readOnly && !writeOnly && !deprecated && externalDocs == nil
            && composition == nil && itemFacts == nil
    }
}

/// The facts of an array's items, boxed so that `SchemaFacts` can hold them.
public final class ItemFacts: Sendable {
    public let facts: SchemaFacts
    init(_ facts: SchemaFacts) { self.facts = facts }
}

/// One validation keyword and its value.
public struct Constraint: Sendable, Equatable {
    /// The JSON Schema keyword: `minimum`, `maxLength`, `pattern`, `uniqueItems`...
    public var keyword: String
    /// The value as written (`true` for `uniqueItems`; a number; a pattern).
    public var value: String

    public init(keyword: String, value: String) {
        self.keyword = keyword
        self.value = value
    }

    /// The keywords read, in the order pages list them.
    public static let keywords = [
        "minimum", "exclusiveMinimum", "maximum", "exclusiveMaximum", "multipleOf",
        "minLength", "maxLength", "pattern", "minItems", "maxItems", "uniqueItems",
        "minProperties", "maxProperties",
    ]
}

/// `externalDocs`: a link with an optional description.
public struct ExternalDocsFacts: Sendable {
    public var url: String
    public var description: String?
}

/// A composition member as far as Swift types go, without naming the Swift type (that is each
/// client flavour's namer's job).
public indirect enum AlternativeShape: Sendable, Hashable {
    /// A component schema; `otherwise` is what it reads as when the client has no type for the
    /// component (an array's items are typed by what they resolve to).
    case component(String, otherwise: AlternativeShape?)
    case string(format: String?)
    case integer(format: String?)
    case number(format: String?)
    case boolean
    case array(AlternativeShape)
}

/// A `oneOf`, `anyOf` or `allOf`: what the JSON may be, alternative by alternative.
public struct CompositionFacts: Sendable {
    public enum Kind: String, Sendable { case oneOf, anyOf, allOf }
    public var kind: Kind
    public var alternatives: [Alternative]
    /// `discriminator.propertyName`, when there is one.
    public var discriminator: String?

    /// One member of the composition.
    public struct Alternative: Sendable {
        /// A short label: the component name, the title, or the JSON type.
        public var label: String
        /// What the alternative is, for the client flavour's namer to give it a Swift type: a
        /// component, a scalar, an array of one; `nil` for an inline object or enum.
        public var shape: AlternativeShape?
        /// The JSON type(s) of the alternative.
        public var jsonTypes: [String]
        public var description: String?
    }
}
