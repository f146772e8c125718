import APIDocsDiagnostics
import APIDocsLoader
import APIDocsSymbols

/// Reads an options mapping from a loaded YAML or JSON file (the `options:` of `apidocs.yml`,
/// or a whole options file) into the symbol stage's checked option entries.
///
/// It sits here, where configuration files are loaded, so that the symbol stage never sees the
/// loader's tree: it gets each entry's value and the places of its key and value.
public enum OptionsFile {
    public static func read(_ node: SpecNode) throws(SpecError) -> [OptionEntry] {
        if node.isNull { return [] }
        guard let mapping = node.mapping else {
            throw SpecError("options must be a mapping, found \(describe(node))", at: node.location)
        }
        return try OptionsReader.read(mapping.entries.map {
            (key: $0.key, keyLocation: $0.keyLocation, value: value(of: $0.value), valueLocation: $0.value.location)
        })
    }

    /// The option value a node holds, scalars read as YAML 1.2's core schema reads them.
    static func value(of node: SpecNode) -> OptionValue {
        switch node.value {
        case .mapping(let mapping):
            return .map(mapping.entries.map { OptionEntry(key: $0.key, value: value(of: $0.value)) })
        case .sequence(let items):
            return .list(items.map(value(of:)))
        case .scalar(let scalar):
            if node.isNull { return .null }
            if let bool = node.bool { return .bool(bool) }
            if node.isNumber { return .number(scalar.text) }
            return .string(scalar.text)
        }
    }

    static func describe(_ node: SpecNode) -> String {
        switch node.value {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar: return "a scalar"
        }
    }
}
