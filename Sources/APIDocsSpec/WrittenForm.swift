import APIDocsLoader

/// How a field is written in the document, where that matters beyond what it means.
///
/// The spec model reads a document the lenient way SwagGen does (a `type` list is "any", a
/// non-boolean `deprecated` is false). swift-openapi-generator reads some of the same fields
/// differently or refuses them, so its flavour needs the written form: these typed facts give
/// it that without a later stage reading the loader's nodes.

/// A key of a mapping as written: its text, where the key is, and its JSON pointer.
public struct WrittenKey: Sendable {
    public let name: String
    public let location: SourceLocation
    /// `/components/schemas/a b`: the pointer of the entry (without `#`).
    public let pointer: String
}

/// The kind of a JSON value, for messages about a field of the wrong kind.
public enum WrittenKind: String, Sendable {
    case mapping = "an object"
    case list = "a list"
    case string = "a string"
    case scalar = "a scalar"

    init(_ node: SpecNode) {
        if node.mapping != nil { self = .mapping } else if node.sequence != nil { self = .list } else if node.string != nil { self = .string } else { self = .scalar }
    }
}

/// A schema's `type` as written: one name, or a 3.1 list of names.
public enum WrittenType: Sendable {
    /// `type: string`; `nil` when the value is not a name (a mapping, a null).
    case single(String?)
    /// `type: [string, "null"]`, the names that are text, in order.
    case list([String])
}

/// One member of an `enum` as written, with its place (a case is located at its value).
public struct WrittenEnumValue: Sendable {
    /// The scalar's text whatever YAML reads it as; `nil` for null, a list or a mapping.
    public let text: String?
    /// The value when it is a string (quoted, or plain and not null, bool or number).
    public let string: String?
    public let place: SpecPlace
    /// The scalar's text as written, null spellings (`null`, `~`) included; `nil` for a list
    /// or a mapping.
    public var scalarText: String? = nil
    /// Whether the value is a null.
    public var isNull = false
}

/// A keyword's value as a decoder of numbers and flags reads it (`maximum: 1.5`, `minLength: 3`).
public struct WrittenNumber: Sendable {
    public enum Kind: Sendable {
        /// A plain integer literal that fits in 64 bits.
        case integer
        /// A plain number with no fractional part that fits in 64 bits (`1.0`).
        case wholeNumber
        /// Any other plain number (`1.5`, or an integer too large for 64 bits).
        case fraction
        /// A plain boolean.
        case flag
        /// A string, a list, a mapping.
        case other
    }

    public let kind: Kind
    /// The scalar's text (empty for a list or a mapping).
    public let text: String
    public let place: SpecPlace
}

extension WrittenEnumValue {
    init(node: SpecNode) {
        self.init(text: node.text, string: node.string, place: SpecPlace(node), scalarText: node.scalar?.text, isNull: node.isNull)
    }
}

/// A Media Type Object's `encoding` entry for one part of a multipart body.
public struct PartEncoding: Sendable {
    /// `contentType` as written (a comma-separated list is allowed).
    public let contentType: String?
}

extension SpecNode {
    /// The place of a `deprecated` here that is not a boolean.
    var nonBooleanDeprecated: SpecPlace? {
        guard let flag = self["deprecated"], flag.bool == nil else { return nil }
        return SpecPlace(flag)
    }
}

extension Schema {
    /// `type` as written, `nil` when absent.
    public var writtenType: WrittenType? {
        guard let typeNode = node["type"] else { return nil }
        if let list = typeNode.sequence { return .list(list.compactMap(\.text)) }
        return .single(typeNode.text)
    }

    /// Where `type` is written, `nil` when absent.
    public var writtenTypePlace: SpecPlace? { node["type"].map { SpecPlace($0) } }

    /// Whether the schema has a `not`.
    public var hasNot: Bool { node["not"] != nil }

    /// `enum` as written, nulls and non-strings included; `nil` without `enum`.
    public var writtenEnum: [WrittenEnumValue]? {
        node["enum"]?.sequence?.map(WrittenEnumValue.init(node:))
    }

    /// Whether `enum` is written as a list (of any values, nulls included).
    public var hasWrittenEnum: Bool { node["enum"]?.sequence != nil }

    /// The values a schema allows as OpenAPIKit reads them: `enum` as written, else, with
    /// `readsConst` (a 3.1 document; 3.0 has no `const`), a `const` as a one-value list;
    /// `nil` without either.
    public func writtenAllowedValues(readsConst: Bool) -> [WrittenEnumValue]? {
        if let values = writtenEnum { return values }
        guard readsConst, let constant = node["const"] else { return nil }
        return [WrittenEnumValue(node: constant)]
    }

    /// Whether `writtenAllowedValues` has a list.
    public func hasWrittenAllowedValues(readsConst: Bool) -> Bool {
        hasWrittenEnum || (readsConst && node["const"] != nil)
    }

    /// The JSON type OpenAPIKit gives a schema written without `type`, from the first group of
    /// keywords it has, in the order OpenAPIKit tries them: numbers (`multipleOf`, `maximum`,
    /// `minimum` and their exclusive forms), strings (`maxLength`, `minLength`, `pattern`,
    /// `contentMediaType`, `contentEncoding`), arrays (`items`, `maxItems`, `minItems`,
    /// `uniqueItems`, `prefixItems`), objects (`properties`, `required`, `additionalProperties`,
    /// `maxProperties`, `minProperties`, `patternProperties`); `nil` when it has none. (Four of
    /// these keywords exist only in 3.1, whose reader is the one that knows them; a 3.0
    /// document rarely writes them.)
    public var keywordInferredType: String? {
        guard let mapping = node.mapping else { return nil }
        let groups: [(type: String, keywords: [String])] = [
            ("number", ["multipleOf", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum"]),
            ("string", ["maxLength", "minLength", "pattern", "contentMediaType", "contentEncoding"]),
            ("array", ["items", "maxItems", "minItems", "uniqueItems", "prefixItems"]),
            ("object", ["maxProperties", "minProperties", "properties", "patternProperties", "additionalProperties", "required"]),
        ]
        for group in groups where group.keywords.contains(where: { mapping.entry($0) != nil }) {
            return group.type
        }
        return nil
    }

    /// The names of `required` that no entry of `properties` declares, each with its place in
    /// the list, in order (OpenAPIKit gives each a property of any type, which SOG leaves out).
    public var requiredNamesWithoutProperty: [(name: String, place: SpecPlace)] {
        guard let list = node["required"]?.sequence else { return [] }
        let declared = node["properties"]?.mapping
        return list.compactMap { entry in
            guard let name = entry.text, declared?.entry(name) == nil else { return nil }
            return (name, SpecPlace(entry))
        }
    }

    /// `keyword`'s value as a number or flag reader sees it; `nil` when absent or null.
    public func writtenNumber(_ keyword: String) -> WrittenNumber? {
        guard let value = node[keyword], !value.isNull else { return nil }
        let place = SpecPlace(value)
        guard let scalar = value.scalar, scalar.style == .plain else { return WrittenNumber(kind: .other, text: value.text ?? "", place: place) }
        let text = scalar.text
        if value.bool != nil { return WrittenNumber(kind: .flag, text: text, place: place) }
        if Int(text) != nil { return WrittenNumber(kind: .integer, text: text, place: place) }
        guard value.isNumber, let number = Double(text) else { return WrittenNumber(kind: .other, text: text, place: place) }
        let whole = number.rounded() == number && abs(number) < 9.2e18
        return WrittenNumber(kind: whole ? .wholeNumber : .fraction, text: text, place: place)
    }

    /// 3.1 `contentMediaType` of a string.
    public var contentMediaType: String? { node["contentMediaType"]?.text }

    /// 3.1 `contentEncoding` of a string.
    public var contentEncoding: String? { node["contentEncoding"]?.text }

    /// `additionalProperties` when written as a boolean (the model reads `true` and `{}` alike).
    public var additionalPropertiesFlag: Bool? { node["additionalProperties"]?.bool }

    /// Where `items` is written as a list (the model reads its first schema).
    public var itemsListPlace: SpecPlace? {
        guard let items = node["items"], items.sequence != nil else { return nil }
        return SpecPlace(items)
    }

    /// Where the `$ref` of a reference is written (the schema's place otherwise).
    public var referencePlace: SpecPlace { SpecPlace(node["$ref"] ?? node) }

    /// The place of a `deprecated` that is not a boolean (the model reads it as false).
    public var nonBooleanDeprecated: SpecPlace? { node.nonBooleanDeprecated }

    /// A schema that allows any value, at `place` (JSON content written without a schema).
    public static func anyValue(at place: SpecPlace) -> Schema { Schema(kind: .any, node: place.node) }
}

extension Operation {
    public var nonBooleanDeprecated: SpecPlace? { node.nonBooleanDeprecated }
}

extension Parameter {
    public var place: SpecPlace { SpecPlace(node) }
    public var nonBooleanDeprecated: SpecPlace? { node.nonBooleanDeprecated }
    /// `style` as written.
    public var style: String? { node["style"]?.text }
    /// `explode` as written.
    public var explode: Bool? { node["explode"]?.bool }
    /// Whether `schema` is written (else the schema comes from `content`, or Swagger 2.0 fields).
    public var declaresSchema: Bool { node["schema"] != nil }
    /// Whether `schema` or `content` is written (OpenAPI 3 requires one).
    public var declaresSchemaOrContent: Bool { node["schema"] != nil || node["content"] != nil }

    /// Keys that are neither a fixed field of a Parameter Object nor an `x-` extension.
    public var unknownFields: [WrittenKey] {
        (node.mapping?.entries ?? []).filter { !Self.fixedFields.contains($0.key) && !$0.key.hasPrefix("x-") }.map {
            WrittenKey(name: $0.key, location: $0.keyLocation, pointer: node.pointer + "/" + JSONPointer.escape($0.key))
        }
    }

    static let fixedFields: Set<String> = [
        "name", "in", "description", "required", "deprecated", "allowEmptyValue", "style", "explode",
        "allowReserved", "schema", "example", "examples", "content", "$ref",
    ]
}

extension Header {
    public var place: SpecPlace { SpecPlace(node) }
    /// Whether `schema` is written (else the schema comes from `content`).
    public var declaresSchema: Bool { node["schema"] != nil }
    /// Whether `schema` or `content` is written (OpenAPI 3 requires one).
    public var declaresSchemaOrContent: Bool { node["schema"] != nil || node["content"] != nil }
}

extension Response {
    /// Whether `description` is written (a Response Object requires it).
    public var declaresDescription: Bool { node["description"] != nil }
}

extension RequestBody {
    public var place: SpecPlace { SpecPlace(node) }
}

extension MediaContent {
    /// The Media Type Object's place; `nil` for a Swagger 2.0 body, which has none.
    public var place: SpecPlace? { node.map(SpecPlace.init) }

    /// `encoding`, by part name.
    public var encoding: [String: PartEncoding] {
        var parts: [String: PartEncoding] = [:]
        for entry in node?["encoding"]?.mapping?.entries ?? [] {
            parts[entry.key] = PartEncoding(contentType: entry.value["contentType"]?.text)
        }
        return parts
    }
}
