import APIDocsSpec

/// Schema facts as one short line for a DocC table cell: JSON type and format, constraints,
/// allowed values, default, flags.
enum DocCFacts {
    static func line(_ facts: SchemaFacts) -> String {
        var parts: [String] = []
        let type = facts.jsonTypes.filter { $0 != "null" }.joined(separator: " or ")
        if !type.isEmpty { parts.append(facts.format.map { type + " (" + $0 + ")" } ?? type) }
        for constraint in facts.constraints { parts.append(constraint.keyword + " " + constraint.value) }
        if !facts.allowedValues.isEmpty { parts.append("one of " + facts.allowedValues.prefix(12).joined(separator: ", ") + (facts.allowedValues.count > 12 ? "…" : "")) }
        if let value = facts.defaultValue { parts.append("default " + value.inlineJSON) }
        if facts.nullable { parts.append("nullable") }
        if facts.readOnly { parts.append("read-only") }
        if facts.writeOnly { parts.append("write-only") }
        if facts.deprecated { parts.append("deprecated") }
        return parts.joined(separator: "; ")
    }
}
