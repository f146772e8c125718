import APIDocsLoader

/// Common authoring mistakes whose meaning is clear, read as their authors meant with a
/// located warning (`--strict` makes each an error). The "Common mistakes" table of
/// docs/diagnostics.md lists them; each reading is also what SwagGen makes of the mistake, so
/// its README stays the same.
extension SpecReader {
    /// The entries of a components map (`components/parameters`, Swagger's `definitions`…)
    /// that are mappings. Any other entry (a bare string, a number, a list, null) describes
    /// nothing: it is left out with a warning, as SwagGen leaves it out.
    func componentEntries(_ mapping: Mapping?, section: String) -> [MappingEntry] {
        (mapping?.entries ?? []).filter { entry in
            if entry.value.mapping != nil { return true }
            warn("'\(section)' entry '\(entry.key)' is \(entry.value.kindName), not a mapping: it is left out", at: entry.value)
            return false
        }
    }

    /// The components maps this reading does not otherwise read (`responses`, `requestBodies`,
    /// `headers`; Swagger's `responses`): an entry that is not a mapping is still reported,
    /// so nothing is left out without a word. The maps' own type is checked where they are read.
    func checkOtherComponentEntries(_ root: SpecNode) {
        if version == .swagger2 {
            _ = componentEntries(root["responses"]?.mapping, section: "responses")
            return
        }
        for section in ["responses", "requestBodies", "headers"] {
            _ = componentEntries(root["components"]?[section]?.mapping, section: "components/" + section)
        }
    }

    /// The property schemas of `properties`: a value that is not a schema (a string such as a
    /// `$ref` written in place of the properties, a number, a list) is left out with a warning,
    /// as SwagGen leaves it out. A boolean or null keeps the meaning `readSchema` gives it.
    func propertyEntries(_ mapping: Mapping?) -> [MappingEntry] {
        (mapping?.entries ?? []).filter { entry in
            let value = entry.value
            if value.mapping != nil || value.bool != nil || value.isNull { return true }
            warn("property '\(entry.key)' is \(value.kindName), not a schema: it is left out", at: value)
            return false
        }
    }

    /// `type: "null"` before OpenAPI 3.1, where `null` is not a type name (3.0 writes
    /// `nullable: true`): read as 3.1 reads it. SwagGen knows no such type, so its client
    /// classifies the schema by `items` or `properties`, else as any value.
    /// `type: [string, null]`: an unquoted `null` in a type list is YAML's null value, not a
    /// name; swift-openapi-generator's parser reads it as the type `null`, as its authors mean.
    func warnUnquotedNullType(at node: SpecNode) {
        warn("an unquoted null in a 'type' list is YAML's null value, not a type name; read as the type 'null' (write \"null\" in quotes)", at: node)
    }

    func warnNullType(at node: SpecNode) {
        warn("type 'null' is OpenAPI 3.1 syntax; a \(version.rawValue) document writes '\(nullableKey): true'. Read as 3.1 reads it (only null); SwagGen's client types the schema by its 'items' or 'properties', else as any value", at: node)
    }

    /// A list of type names before OpenAPI 3.1: read as 3.1 reads it (the facts list each
    /// type, `null` among them makes the value nullable). SwagGen reads `type` only as one
    /// name, so its client classifies the schema by `items` or `properties`, else as any value.
    func warnTypeList(_ names: [String], at node: SpecNode) {
        let list = names.map { "'\($0)'" }.joined(separator: ", ")
        warn("a list of types [\(list)] is OpenAPI 3.1 syntax; a \(version.rawValue) document names one type (and writes '\(nullableKey): true' for null). Read as 3.1 reads it; SwagGen's client types the schema by its 'items' or 'properties', else as any value", at: node)
    }

    /// How the version marks a nullable value.
    private var nullableKey: String { version == .swagger2 ? "x-nullable" : "nullable" }

    /// `required: true|false` inside a schema (draft-3 JSON Schema, which OpenAPI never used):
    /// ignored, as SwagGen ignores it, so the property stays optional in the generated client.
    func warnRequiredFlag(_ value: Bool, at node: SpecNode) {
        let advice = value ? "; to make the property required, list its name in the parent schema's 'required'" : ""
        warn("'required: \(value)' inside a schema is ignored: 'required' of a schema is a list of property names\(advice)", at: node)
    }
}
