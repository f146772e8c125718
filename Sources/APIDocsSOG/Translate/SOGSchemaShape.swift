import APIDocsSpec

/// How SOG (through OpenAPIKit) sees a schema: its JSON Schema type, with the spec model's
/// classification corrected where the two differ.
///
/// The spec model reads a 3.1 `type` list as "any" (SwagGen's view); OpenAPIKit reads
/// `[string, "null"]` as a nullable string. Everything else is the spec model's kind.
enum SOGSchemaShape {
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
    /// No type: any JSON value.
    case fragment
    /// `type: null` alone, or `not`: SOG does not support them.
    case unsupported

    init(_ schema: Schema) {
        switch schema.kind {
        case .reference(let reference): self = .reference(reference)
        case .allOf(let members): self = .allOf(members)
        case .anyOf(let members): self = .anyOf(members)
        case .oneOf(let members): self = .oneOf(members)
        case .object where schema.writtenType == nil, .array where schema.writtenType == nil: self = SOGSchemaShape.untyped(schema)
        case .object: self = .object
        case .array: self = .array
        case .string: self = .string
        case .number: self = .number
        case .integer: self = .integer
        case .boolean: self = .boolean
        case .any: self = SOGSchemaShape.untyped(schema)
        }
    }

    /// A schema the spec model left untyped, or typed only from its keywords: a 3.1 type list,
    /// `type: null`, `not`, or no `type`.
    private static func untyped(_ schema: Schema) -> SOGSchemaShape {
        if schema.hasNot { return .unsupported }
        let names: [String]
        switch schema.writtenType {
        case nil:
            // OpenAPIKit infers a type from the keywords (`{required: [id]}` is an object).
            switch schema.keywordInferredType {
            case "number": return .number
            case "string": return .string
            case "array": return .array
            case "object": return .object
            default: return .fragment
            }
        case .single(let name): names = [name].compactMap { $0 }
        case .list(let list): names = list
        }
        let concrete = names.filter { $0 != "null" }
        if concrete.isEmpty { return names.isEmpty ? .fragment : .unsupported }
        guard concrete.count == 1 else { return .fragment }
        switch concrete[0] {
        case "object": return .object
        case "array": return .array
        case "string": return .string
        case "number": return .number
        case "integer": return .integer
        case "boolean": return .boolean
        default: return .fragment
        }
    }
}

extension Schema {
    var sogShape: SOGSchemaShape { SOGSchemaShape(self) }

    /// Whether `null` is allowed: `nullable: true` or `null` in a 3.1 type list.
    var sogNullable: Bool {
        if nullable { return true }
        if case .list(let names) = writtenType { return names.contains("null") }
        return false
    }
}
