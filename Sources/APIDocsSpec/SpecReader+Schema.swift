import APIDocsLoader

/// Reading one schema node into a `Schema`, classified as SwagGen does.
extension SpecReader {
    /// Reads a schema. `asParameter` skips `required` (a Swagger 2.0 parameter's own flag).
    func readSchema(_ node: SpecNode, in file: String, asParameter: Bool = false) throws(SpecError) -> Schema {
        guard node.mapping != nil else {
            if node.bool == true || node.isNull { return Schema(kind: .any, node: node) }
            throw SpecError("a schema must be a mapping, found \(node.kindName)", node: node)
        }
        let description = try node.textField("description")
        if let refNode = node["$ref"] {
            guard let ref = refNode.scalar?.text else {
                throw SpecError("'$ref' must be a string, found \(refNode.kindName)", node: refNode)
            }
            return Schema(
                kind: .reference(try reference(ref, at: refNode, in: file)),
                nullable: node.flag("nullable") || node.flag("x-nullable"),
                description: description,
                node: node
            )
        }
        let typeInfo = try readType(node)
        let kind: Schema.Kind
        if let members = try node.sequenceField("allOf", in: file) {
            kind = .allOf(try members.map { (member) throws(SpecError) in try readSchema(member, in: file) })
        } else if let members = try node.sequenceField("anyOf", in: file) {
            kind = .anyOf(try members.map { (member) throws(SpecError) in try readSchema(member, in: file) })
        } else if let members = try node.sequenceField("oneOf", in: file) {
            kind = .oneOf(try members.map { (member) throws(SpecError) in try readSchema(member, in: file) })
        } else if let type = typeInfo.kind {
            kind = type
        } else if node["items"] != nil {
            kind = .array
        } else if node["properties"] != nil {
            kind = .object
        } else {
            kind = .any
        }
        var properties: [SchemaProperty] = []
        for entry in try node.mappingField("properties", in: file)?.entries ?? [] {
            properties.append(SchemaProperty(name: entry.key, schema: try readSchema(entry.value, in: file)))
        }
        return Schema(
            kind: kind,
            format: try node.textField("format") ?? (node["type"]?.text == "file" ? "binary" : nil),
            enumValues: try readEnum(node, in: file),
            enumNames: try? node.namesField("x-enum-names", in: file),
            properties: properties,
            required: asParameter ? [] : (try requiredNames(node, in: file)),
            items: try readItems(node, in: file),
            additionalProperties: try readAdditionalProperties(node, in: file),
            nullable: typeInfo.nullable || node.flag("nullable") || node.flag("x-nullable"),
            discriminator: try readDiscriminator(node, in: file),
            title: try node.textField("title"),
            description: description,
            defaultValue: node["default"],
            example: node["example"] ?? node["examples"]?.sequence?.first,
            readOnly: node.flag("readOnly"),
            deprecated: node.flag("deprecated"),
            node: node
        )
    }

    /// `type` as a single name or, in 3.1, a list. SwagGen reads OpenAPI 3.0 only, so a 3.1
    /// document is read as its 3.0 counterpart: `[T, "null"]` (or `[T]`) is `type: T` with
    /// `nullable: true`, the spelling SwagGen generates an enum or nested type from. A list of
    /// several types has no 3.0 counterpart and classifies like a schema without `type` (by
    /// `items`, `properties`, else *any*), as it does in any version SwagGen reads; a `null`
    /// in the list still marks the schema nullable.
    func readType(_ node: SpecNode) throws(SpecError) -> (kind: Schema.Kind?, nullable: Bool) {
        guard let typeNode = node["type"] else { return (nil, false) }
        if let items = typeNode.sequence {
            let nullable = items.contains { $0.text == "null" }
            let names = items.compactMap(\.text).filter { $0 != "null" }
            if version == .openAPI31, names.count == 1, items.count == names.count + (nullable ? 1 : 0) {
                return (kind(forType: names[0]), nullable)
            }
            return (nil, nullable)
        }
        guard let name = typeNode.text else {
            throw SpecError("'type' must be a string, found \(typeNode.kindName)", node: typeNode)
        }
        return (kind(forType: name), name == "null")
    }

    func kind(forType name: String) -> Schema.Kind? {
        switch name {
        case "object": return .object
        case "array": return .array
        case "string", "file": return .string
        case "number": return .number
        case "integer": return .integer
        case "boolean": return .boolean
        default: return nil
        }
    }

    func reference(_ ref: String, at node: SpecNode, in file: String) throws(SpecError) -> SchemaReference {
        let resolved = try resolveRef(ref, from: file, at: node.location)
        let target = try follow(resolved.node, in: resolved.file)
        // A chain of refs ends at the first component it meets, or at its final target.
        let directKey = key(of: resolved)
        let finalKey = target.node === resolved.node ? directKey : key(of: target)
        let key = componentNameByKey[directKey] != nil ? directKey : finalKey
        if schemasByKey[key] == nil, !queuedKeys.contains(key) {
            queuedKeys.insert(key)
            let source = key == directKey ? resolved : target
            pendingSchemas.append((key, source.node, source.file))
        }
        return SchemaReference(ref: ref, componentName: componentNameByKey[key], key: key)
    }

    func readEnum(_ node: SpecNode, in file: String) throws(SpecError) -> [EnumValue]? {
        guard let items = try node.sequenceField("enum", in: file) else { return nil }
        return items.compactMap { item in
            guard let scalar = item.scalar, !item.isNull else { return nil }
            if scalar.style == .quoted || item.string != nil { return EnumValue(text: scalar.text, isString: true) }
            return EnumValue(text: EnumValue.printed(scalar.text), isString: false)
        }
    }

    func requiredNames(_ node: SpecNode, in file: String) throws(SpecError) -> [String] {
        guard let requiredNode = node["required"], requiredNode.sequence != nil else { return [] }
        return try node.namesField("required", in: file) ?? []
    }

    func readItems(_ node: SpecNode, in file: String) throws(SpecError) -> Schema? {
        guard let items = node["items"] else { return nil }
        if let list = items.sequence {
            return try list.first.map { (first) throws(SpecError) in try readSchema(first, in: file) }
        }
        return try readSchema(items, in: file)
    }

    func readAdditionalProperties(_ node: SpecNode, in file: String) throws(SpecError) -> AdditionalProperties {
        guard let value = node["additionalProperties"] else { return .absent }
        if let bool = value.bool { return bool ? .any : .forbidden }
        if value.mapping != nil {
            if value.mapping?.entries.isEmpty == true { return .any }
            return .schema(try readSchema(value, in: file))
        }
        throw SpecError("'additionalProperties' must be a boolean or a schema, found \(value.kindName)", node: value)
    }

    func readDiscriminator(_ node: SpecNode, in file: String) throws(SpecError) -> Discriminator? {
        guard let value = node["discriminator"] else { return nil }
        if let name = value.string { return Discriminator(propertyName: name, mapping: []) }
        guard let name = try value.nameField("propertyName") else { return nil }
        var mapping: [DiscriminatorMapping] = []
        for entry in try value.mappingField("mapping", in: file)?.entries ?? [] {
            guard let ref = entry.value.text else { continue }
            let component = try? reference(ref.hasPrefix("#") || ref.contains("/") || ref.contains(".") ? ref : "#" + componentSchemasPointer + "/" + ref, at: entry.value, in: file)
            mapping.append(DiscriminatorMapping(value: entry.key, ref: ref, componentName: component?.componentName))
        }
        return Discriminator(propertyName: name, mapping: mapping)
    }
}

extension EnumValue {
    /// A number as Swift prints it after YAML decoding (`1.10` → `1.1`, `1e2` → `100.0`).
    static func printed(_ text: String) -> String {
        if let int = Int(text) { return String(int) }
        if let double = Double(text) { return String(double) }
        return text
    }
}
