import APIDocsSpec

/// Type matching: which schemas map to an existing type (built-in, runtime or a component)
/// and which need a declaration of their own (SOG's "referenceable" versus "inlinable").
extension SOGTranslator {
    /// The type of a schema that needs no declaration of its own, or `nil` when it does.
    func referenceableType(_ schema: Schema) -> SOGTypeUsage? {
        switch schema.sogShape {
        case .reference(let reference):
            return SOGTypeUsage(schemaTypeName(reference))
        case .boolean:
            return SOGTypeUsage(builtin: "Swift.Bool")
        case .number:
            return SOGTypeUsage(builtin: schema.format == "float" ? "Swift.Float" : "Swift.Double")
        case .integer:
            guard !schema.hasWrittenAllowedValues(readsConst: readsConst) else { return nil }
            switch schema.format {
            case "int32": return SOGTypeUsage(builtin: "Swift.Int32")
            case "int64": return SOGTypeUsage(builtin: "Swift.Int64")
            default: return SOGTypeUsage(builtin: "Swift.Int")
            }
        case .string:
            guard !schema.hasWrittenAllowedValues(readsConst: readsConst) else { return nil }
            switch stringEncoding(schema) {
            case .binary: return SOGTypeUsage(builtin: "OpenAPIRuntime.HTTPBody")
            case .base64: return SOGTypeUsage(builtin: "OpenAPIRuntime.Base64EncodedData")
            case nil: return SOGTypeUsage(builtin: schema.format == "date-time" ? "Foundation.Date" : "Swift.String")
            }
        case .fragment:
            return SOGTypeUsage(builtin: "OpenAPIRuntime.OpenAPIValueContainer")
        case .object:
            // OpenAPIKit adds a required name that no property declares as a property of its
            // own (which SOG then leaves out of the struct): such an object is a struct, empty
            // or not, never the free-form container.
            guard schema.properties.isEmpty, schema.required.isEmpty, case .absent = schema.additionalProperties else { return nil }
            return SOGTypeUsage(builtin: "OpenAPIRuntime.OpenAPIObjectContainer")
        case .array:
            guard let items = schema.items else { return SOGTypeUsage(builtin: "OpenAPIRuntime.OpenAPIArrayContainer") }
            guard let element = referenceableType(items) else { return nil }
            return element.optional(items.sogNullable).wrapped(.array)
        case .allOf, .anyOf, .oneOf, .unsupported:
            return nil
        }
    }

    /// Whether the schema needs a declaration of its own.
    func isInlinable(_ schema: Schema) -> Bool { referenceableType(schema) == nil }

    /// `Components.Schemas.<Name>` for a reference to a component schema.
    func schemaTypeName(_ reference: SchemaReference) -> SOGTypeName {
        componentTypeName("Schemas", reference.componentName ?? reference.ref)
    }

    /// `Components.<Section>.<Name>`.
    func componentTypeName(_ section: String, _ key: String) -> SOGTypeName {
        let sectionKey = section.prefix(1).lowercased() + section.dropFirst()
        return SOGTypeName.component(section: section, sectionKey: sectionKey, name: swiftTypeName(key), key: key)
    }

    /// The type of a value named `hint` inside `parent`: its referenceable type, or a new
    /// `<Hint>Payload` type nested in `parent`.
    func valueType(named hint: String, schema: Schema, in parent: SOGTypeName, json: String? = nil) -> SOGTypeUsage {
        if let type = referenceableType(schema) { return type }
        return SOGTypeUsage(parent.appending(swiftTypeName(hint) + "Payload", json: json ?? hint))
    }

    /// Whether SOG can generate a schema; unsupported ones are skipped with a warning.
    ///
    /// `visiting` holds every reference met during one check, and a reference met again counts
    /// as supported: a schema is unsupported exactly when an unsupported schema can be reached
    /// from it, and reaching needs each reference once, so a check takes one visit per schema
    /// (a dense web of references, every member naming every other, would otherwise be walked
    /// path by path, exponentially).
    func isSupported(_ schema: Schema, visiting: inout Set<String>) -> Bool {
        switch schema.sogShape {
        case .string, .integer, .number, .boolean, .object, .fragment:
            return true
        case .unsupported:
            return false
        case .reference(let reference):
            guard visiting.insert(reference.key).inserted else { return true }
            guard let target = spec.target(of: reference) else { return true }
            return isSupported(target, visiting: &visiting)
        case .array:
            guard let items = schema.items else { return true }
            return isSupported(items, visiting: &visiting)
        case .allOf(let members), .anyOf(let members):
            return !members.isEmpty && members.allSatisfy { isSupported($0, visiting: &visiting) }
        case .oneOf(let members):
            guard !members.isEmpty else { return false }
            guard schema.discriminator != nil else { return members.allSatisfy { isSupported($0, visiting: &visiting) } }
            return members.filter { $0.reference != nil }.allSatisfy { isObjectishReference($0, visiting: &visiting) }
        }
    }

    /// A `$ref` to an object, allOf/anyOf/oneOf of such, or a chain of refs to one (SOG's rule
    /// for the members of a oneOf with a discriminator).
    private func isObjectishReference(_ schema: Schema, visiting: inout Set<String>) -> Bool {
        guard let reference = schema.reference else { return false }
        // Its own entries: the same reference may be met by both questions.
        guard visiting.insert("objectish\u{0}" + reference.key).inserted else { return true }
        guard let target = spec.target(of: reference) else { return true }
        return isObjectish(target, visiting: &visiting)
    }

    private func isObjectish(_ schema: Schema, visiting: inout Set<String>) -> Bool {
        switch schema.sogShape {
        case .object: return isSupported(schema, visiting: &visiting)
        case .reference: return isObjectishReference(schema, visiting: &visiting)
        case .allOf(let members), .anyOf(let members), .oneOf(let members):
            return members.allSatisfy { isObjectish($0, visiting: &visiting) }
        default: return false
        }
    }

    /// `isSupported`, with a warning when not. A top-level `$ref` (of a body or parameter) is
    /// accepted as it is, as SOG does; property schemas are followed (`followingReference`).
    func checkSupported(_ schema: Schema?, at place: SpecPlace, followingReference: Bool = false) -> Bool {
        guard let schema else { return true }
        if schema.reference != nil && !followingReference { return true }
        var visiting: Set<String> = []
        if isSupported(schema, visiting: &visiting) { return true }
        skipped("this schema is not supported (not, null, or an empty allOf/anyOf/oneOf)", at: place)
        return false
    }
}

/// How SOG carries a string's bytes, when not as text.
enum SOGStringEncoding {
    /// Raw bytes: `OpenAPIRuntime.HTTPBody` (a body or a multipart part; left out of a struct).
    case binary
    /// Base64 text: `OpenAPIRuntime.Base64EncodedData`.
    case base64
}

extension SOGTranslator {
    /// A string schema's encoding as OpenAPIKit reads it: in 3.0, `format: binary` or `byte`
    /// (its 3.0 reader turns them into content encodings); in 3.1, `contentEncoding: binary`
    /// or `base64`, while `format: binary` and `byte` are formats like any other (text).
    func stringEncoding(_ schema: Schema) -> SOGStringEncoding? {
        if readsConst {
            switch schema.contentEncoding {
            case "binary": return .binary
            case "base64": return .base64
            default: return nil
            }
        }
        switch schema.format {
        case "binary": return .binary
        case "byte": return .base64
        default: return nil
        }
    }
}
