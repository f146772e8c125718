import APIDocsSymbols

/// Options as templates see them: SwagGen passes the merged option tree, minus null values.
enum TemplateOptions {
    static func dictionary(_ entries: [OptionEntry]) -> [String: Any] {
        var result: [String: Any] = [:]
        for entry in entries {
            if let value = value(entry.value) { result[entry.key] = value }
        }
        return result
    }

    static func value(_ option: OptionValue) -> Any? {
        switch option {
        case .string(let text): return text
        case .bool(let flag): return flag
        case .number(let text): return Int(text) ?? Double(text) ?? text
        case .null: return nil
        case .list(let items): return items.compactMap(value)
        case .map(let entries): return dictionary(entries)
        }
    }
}
