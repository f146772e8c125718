import APIDocsLoader

/// Reading one schema node into a `Schema`, classified as SwagGen does.
extension SpecReader {
    /// Reads a schema. `asParameter` skips `required` (a Swagger 2.0 parameter's own flag).
    func readSchema(_ node: SpecNode, in file: String, asParameter: Bool = false) throws(SpecError) -> Schema {
        guard node.mapping != nil else {
            if node.bool == true || node.isNull { return Schema(kind: .any, node: node) }
            throw SpecError("a schema must be a mapping, found \(node.kindName)", node: node)
        }
        let description = try description(of: node)
        if let refNode = node["$ref"], detail == .allComponents, Self.isSchemaReferenceOpenAPIKitSkips(refNode) {
            schemaNodesReadAsKeywords.insert(ObjectIdentifier(node))
        } else if let refNode = node["$ref"] {
            guard let ref = refNode.scalar?.text else {
                throw SpecError("'$ref' must be a string, found \(refNode.kindName)", node: refNode)
            }
            return Schema(
                kind: .reference(try reference(ref, at: refNode, in: file)),
                nullable: nullableFlag(node),
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
        let enumValues = try readEnum(node, in: file)
        var properties: [SchemaProperty] = []
        for entry in propertyEntries(try node.mappingField("properties", in: file)) {
            properties.append(SchemaProperty(name: entry.key, schema: try readSchema(entry.value, in: file)))
        }
        return Schema(
            kind: kind,
            format: try node.textField("format") ?? (node["type"]?.text == "file" ? "binary" : nil),
            enumValues: enumValues,
            enumNames: readEnumNames(node, valueCount: enumValues?.count),
            properties: properties,
            required: asParameter ? [] : (try requiredNames(node, in: file)),
            items: try readItems(node, in: file),
            additionalProperties: try readAdditionalProperties(node, in: file),
            nullable: nullableFlag(node) || typeInfo.nullable,
            discriminator: try readDiscriminator(node, in: file),
            title: try node.textField("title"),
            description: description,
            defaultValue: node["default"],
            example: node["example"] ?? node["examples"]?.sequence?.first,
            readOnly: flag(node, "readOnly"),
            deprecated: flag(node, "deprecated"),
            node: node
        )
    }

    /// `nullable` (3.0) or SwagGen's `x-nullable` extension.
    func nullableFlag(_ node: SpecNode) -> Bool {
        let nullable = flag(node, "nullable")
        let extensionFlag = flag(node, "x-nullable")
        return nullable || extensionFlag
    }

    /// `type` as a single name or, from 3.1 on, a list of names. SwagGen reads OpenAPI 3.0
    /// only, so a 3.1 list is read as its 3.0 counterpart: `[T, "null"]` (or `[T]`) is
    /// `type: T` with `nullable: true`, the spelling SwagGen generates an enum or nested type
    /// from. A list of several types has no 3.0 counterpart and classifies like a schema without
    /// `type` (by `items`, `properties`, else *any*); a `null` in the list still marks the
    /// schema nullable. Before 3.1 a list, or the name `null`, is a common mistake read with a
    /// warning: the facts read it as 3.1 does, the Swift type is what SwagGen makes of a `type`
    /// it cannot read (classified by `items`, `properties`, else *any*; not nullable). A name
    /// no version defines is an error.
    func readType(_ node: SpecNode) throws(SpecError) -> (kind: Schema.Kind?, nullable: Bool) {
        guard let typeNode = node["type"], !typeNode.isNull else { return (nil, false) }
        if let items = typeNode.sequence {
            var names: [String] = []
            for item in items {
                if item.isNull {
                    // `[string, null]`: YAML reads the bare word as its null value, but the
                    // author plainly means the JSON type `null`.
                    warnUnquotedNullType(at: item)
                    names.append("null")
                    continue
                }
                guard let name = item.string else {
                    let expected = version.hasTypeLists ? "a string or a list of strings" : "a string"
                    throw SpecError("'type' must be \(expected), found \(item.kindName) in it", node: item)
                }
                try checkTypeName(name, at: item, allowingNull: true)
                names.append(name)
            }
            guard version.hasTypeLists else {
                warnTypeList(names, at: typeNode)
                return (nil, false)
            }
            let nullable = names.contains("null")
            let types = names.filter { $0 != "null" }
            if types.count == 1 { return (kind(forType: types[0]), nullable) }
            return (nil, nullable)
        }
        guard let name = typeNode.string else {
            let expected = version.hasTypeLists ? "a string or a list of strings" : "a string"
            throw SpecError("'type' must be \(expected), found \(typeNode.kindName)", node: typeNode)
        }
        try checkTypeName(name, at: typeNode, allowingNull: true)
        if name == "null", !version.hasTypeLists {
            warnNullType(at: typeNode)
            return (nil, false)
        }
        return (kind(forType: name), name == "null")
    }

    /// The type names of the version's schema object (with `allowingNull`, `null` too, which
    /// earlier versions read with a warning).
    func checkTypeName(_ name: String, at node: SpecNode, allowingNull: Bool = false) throws(SpecError) {
        let known = version.typeNames
        guard !known.contains(name), !(allowingNull && name == "null") else { return }
        throw SpecError("unknown type '\(name)': it must be one of \(known.joined(separator: ", "))", node: node)
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

    /// Whether swift-openapi-generator's reader takes a schema's `$ref` for no reference at all:
    /// OpenAPIKit parses a `#/components/…` ref as a schema reference only when it is
    /// `#/components/schemas/<name>`, and when it cannot, its schema decoder reads the object's
    /// other keywords instead (a lone `$ref`, such as Supabase Auth's to
    /// `#/components/responses/…`, is then any JSON value). With `.allComponents` such a
    /// schema is read that way, and its target is never read.
    static func isSchemaReferenceOpenAPIKitSkips(_ refNode: SpecNode) -> Bool {
        guard let ref = refNode.scalar?.text, ref.hasPrefix("#/components") else { return false }
        let fragment = ref.dropFirst()
        return !fragment.hasPrefix("/components/schemas") || fragment.split(separator: "/").count != 3
    }

    func reference(_ ref: String, at node: SpecNode, in file: String) throws(SpecError) -> SchemaReference {
        let resolved = try resolveRef(ref, from: file, at: node.location)
        let target = try follow(resolved.node, in: resolved.file)
        // A chain of refs ends at the first component it meets, or at its final target.
        let directKey = key(of: resolved)
        let finalKey = target.node === resolved.node ? directKey : key(of: target)
        let key = componentNameByKey[CodePointKey(directKey)] != nil ? directKey : finalKey
        if schemasByKey[CodePointKey(key)] == nil, !queuedKeys.contains(CodePointKey(key)) {
            queuedKeys.insert(CodePointKey(key))
            let source = key == directKey ? resolved : target
            pendingSchemas.append((key, source.node, source.file))
        }
        return SchemaReference(ref: ref, componentName: componentNameByKey[CodePointKey(key)], key: key)
    }

    /// `enum` members SwagGen can make cases of: scalars. A `null` member is left out without a
    /// word (it is what makes the enum nullable, not a case); a list or mapping member cannot
    /// be a case and is left out with a warning.
    func readEnum(_ node: SpecNode, in file: String) throws(SpecError) -> [EnumValue]? {
        guard let items = try node.sequenceField("enum", in: file) else { return nil }
        var values: [EnumValue] = []
        for item in items {
            guard let scalar = item.scalar else {
                warn("enum member left out: \(item.kindName) cannot be an enum case", at: item)
                continue
            }
            if item.isNull { continue }
            if scalar.style == .quoted || item.string != nil {
                values.append(EnumValue(text: scalar.text, isString: true))
            } else {
                values.append(EnumValue(text: EnumValue.printed(scalar.text), isString: false))
            }
        }
        return values
    }

    /// `x-enum-names`: case names, used only when they are strings, one per enum value (nulls
    /// not counted), as SwagGen does; otherwise a warning says they were ignored.
    func readEnumNames(_ node: SpecNode, valueCount: Int?) -> [String]? {
        guard let namesNode = node["x-enum-names"] else { return nil }
        guard let items = namesNode.sequence else {
            warn("'x-enum-names' is ignored: it must be a list of strings, found \(namesNode.kindName)", at: namesNode)
            return nil
        }
        var names: [String] = []
        for item in items {
            guard let text = item.scalar?.text, !item.isNull else {
                warn("'x-enum-names' is ignored: it must be a list of strings, found \(item.kindName) in it", at: item)
                return nil
            }
            names.append(text)
        }
        guard let valueCount else {
            warn("'x-enum-names' is ignored: the schema has no 'enum'", at: namesNode)
            return nil
        }
        guard names.count == valueCount else {
            let values = "\(valueCount) enum value\(valueCount == 1 ? "" : "s")"
            warn("'x-enum-names' is ignored: it has \(names.count) name\(names.count == 1 ? "" : "s") for \(values)", at: namesNode)
            return nil
        }
        return names
    }

    /// `required` of an object schema: a list of property names. A boolean (draft-3 style,
    /// inside a property schema) is ignored with a warning.
    func requiredNames(_ node: SpecNode, in file: String) throws(SpecError) -> [String] {
        if let value = node["required"], let flag = value.bool {
            warnRequiredFlag(flag, at: value)
            return []
        }
        return try node.namesField("required", in: file) ?? []
    }

    func readItems(_ node: SpecNode, in file: String) throws(SpecError) -> Schema? {
        guard let items = node["items"], !items.isNull else { return nil }
        // OpenAPI wants one schema here (a list of schemas is 3.1's `prefixItems`), but
        // SwagGen reads a list as its first member, and its own test spec has one.
        if let list = items.sequence {
            if list.count > 1 {
                warn("'items' is a list: only its first schema is read, as SwagGen does (\(list.count - 1) more ignored)", at: items)
            }
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

    /// `discriminator`: a property name (Swagger 2.0 writes it alone) or a mapping with
    /// `propertyName` and an optional `mapping`. A mapping entry whose target does not resolve
    /// is left out with a warning: the other cases are still generated.
    func readDiscriminator(_ node: SpecNode, in file: String) throws(SpecError) -> Discriminator? {
        guard let value = node["discriminator"], !value.isNull else { return nil }
        if let name = value.string { return Discriminator(propertyName: name, mapping: []) }
        guard value.mapping != nil else {
            throw SpecError("'discriminator' must be a mapping with a 'propertyName', found \(value.kindName)", node: value)
        }
        guard let name = try value.nameField("propertyName") else {
            throw SpecError("'discriminator' must have a 'propertyName'", node: value)
        }
        var mapping: [DiscriminatorMapping] = []
        for entry in try value.mappingField("mapping", in: file)?.entries ?? [] {
            guard let ref = entry.value.string else {
                throw SpecError("discriminator mapping '\(entry.key)' must be a string, found \(entry.value.kindName)", node: entry.value)
            }
            let target = ref.hasPrefix("#") || ref.contains("/") || ref.contains(".") ? ref : "#" + componentSchemasPointer + "/" + ref
            do {
                let component = try reference(target, at: entry.value, in: file)
                mapping.append(DiscriminatorMapping(value: entry.key, ref: ref, componentName: component.componentName))
            } catch {
                warn("discriminator mapping '\(entry.key)' is ignored: \(error.message)", at: entry.value)
            }
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
