import APIDocsLoader

/// A conservative check of whether a schema may accept a built sample: `false` only when the
/// schema's type, required keys, property types, closed properties or enum rule it out.
///
/// It lets `SampleBuilder` pick, for a `oneOf`, an alternative whose sample the others reject,
/// so the sample matches exactly one alternative. Anything it does not understand (a nested
/// composition, `not`, a raw value from the spec) counts as "may accept".
struct SampleMatcher {
    let reader: FactsReader

    func mayAccept(_ given: SpecNode, _ sample: JSONSample) -> Bool {
        let node = reader.resolve(given)
        guard node.mapping != nil else { return true }
        for key in ["oneOf", "anyOf", "allOf", "not", "if"] where node[key] != nil { return true }
        let types = FactsReader.jsonTypes(node)
        if let values = node["enum"]?.sequence, case .string(let text) = sample {
            if !values.contains(where: { $0.string == text }) { return false }
        }
        switch sample {
        case .raw, .null:
            return true
        case .object(let entries):
            if !types.isEmpty && !types.contains("object") { return false }
            let required = node["required"]?.sequence?.compactMap(\.string) ?? []
            let keys = Set(entries.map(\.key))
            if required.contains(where: { !keys.contains($0) }) { return false }
            let properties = node["properties"]?.mapping
            for entry in entries {
                if let property = properties?[entry.key] {
                    if !mayAccept(property, entry.value) { return false }
                } else if node["additionalProperties"]?.bool == false {
                    return false
                }
            }
            return true
        case .array:
            return types.isEmpty || types.contains("array")
        case .string:
            return types.isEmpty || types.contains("string")
        case .integer:
            return types.isEmpty || types.contains("integer") || types.contains("number")
        case .number:
            return types.isEmpty || types.contains("number") || types.contains("integer")
        case .bool:
            return types.isEmpty || types.contains("boolean")
        }
    }
}
