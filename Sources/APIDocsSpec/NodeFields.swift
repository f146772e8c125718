import APIDocsLoader

/// Typed field reads that turn a wrong type into a located `SpecError`.
///
/// SwagGen silently ignores a name of the wrong type; apidocs reports it instead, because a
/// silently missing operationId or tag changes every generated name.
extension SpecNode {
    /// The mapping under `key`, `nil` when absent or null, an error for any other type.
    func mappingField(_ key: String, in file: String) throws(SpecError) -> Mapping? {
        guard let node = self[key], !node.isNull else { return nil }
        guard let mapping = node.mapping else {
            throw SpecError("'\(key)' must be a mapping, found \(node.kindName)", node: node)
        }
        return mapping
    }

    /// The sequence under `key`, `nil` when absent or null, an error for any other type.
    func sequenceField(_ key: String, in file: String) throws(SpecError) -> [SpecNode]? {
        guard let node = self[key], !node.isNull else { return nil }
        guard let items = node.sequence else {
            throw SpecError("'\(key)' must be a list, found \(node.kindName)", node: node)
        }
        return items
    }

    /// The text of the scalar under `key` (any scalar type: numbers and bools give their text),
    /// `nil` when absent or null; an error for a mapping or list.
    func textField(_ key: String) throws(SpecError) -> String? {
        guard let node = self[key], !node.isNull else { return nil }
        guard let text = node.text else {
            throw SpecError("'\(key)' must be a string, found \(node.kindName)", node: node)
        }
        return text
    }

    /// A name: the scalar under `key` must be a string when present.
    func nameField(_ key: String) throws(SpecError) -> String? {
        guard let node = self[key], !node.isNull else { return nil }
        guard let text = node.scalar?.text, node.scalar?.style == .quoted || node.string != nil else {
            throw SpecError("'\(key)' must be a string, found \(node.kindName)", node: node)
        }
        return text
    }

    /// A list of names under `key` (e.g. `tags`, `required`).
    func namesField(_ key: String, in file: String) throws(SpecError) -> [String]? {
        guard let items = try sequenceField(key, in: file) else { return nil }
        var names: [String] = []
        names.reserveCapacity(items.count)
        for item in items {
            guard let text = item.scalar?.text, !item.isNull else {
                throw SpecError("'\(key)' must be a list of strings, found \(item.kindName) in it", node: item)
            }
            names.append(text)
        }
        return names
    }

    /// A boolean under `key`; `false` when absent or null. Quoted `"true"` and `"false"` count
    /// too (SwagGen reads them); `nil` for any other value, which the caller reports.
    func flagValue(_ key: String) -> Bool? {
        guard let node = self[key], !node.isNull else { return false }
        if let bool = node.bool { return bool }
        switch node.scalar?.text {
        case "true": return true
        case "false": return false
        default: return nil
        }
    }

    /// A short name of the node's type for error messages.
    var kindName: String {
        switch value {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar:
            if isNull { return "null" }
            if bool != nil { return "a boolean" }
            if isNumber { return "a number" }
            return "a string"
        }
    }
}

extension SpecReader {
    /// The `description` of an object: its text, or the Markdown file (or YAML string) that a
    /// `description: {$ref: intro.md}` names (Redocly's convention), which the loader read.
    func description(of node: SpecNode) throws(SpecError) -> String? {
        if let value = node["description"], let text = documents.linkedDescription(value) {
            return text
        }
        return try node.textField("description")
    }
}
