import APIDocsLoader

/// Reads options files and `key:value` arguments, checks them, and merges them over the defaults.
///
/// Unknown keys and values of the wrong type are errors with a location: a misspelt option
/// would otherwise silently change every name in the output.
public enum OptionsReader {
    /// Options SwagGen's Swift template and the PACE fork know, with the type each must have.
    public enum Kind: Sendable { case string, bool, map, list, any }

    public static let known: [String: Kind] = [
        "name": .string, "tagPrefix": .string, "tagSuffix": .string, "modelPrefix": .string,
        "modelSuffix": .string, "modelNames": .map, "enumNames": .map, "propertyNames": .map,
        "mutableModels": .bool, "modelType": .string, "modelInheritance": .bool, "modelProtocol": .string,
        "anyType": .string, "numberType": .string, "doubleType": .string, "floatType": .string,
        "decimalType": .string, "fixedWidthIntegers": .bool, "typeAliases": .map,
        "splitRequestSchemas": .bool, "safeOptionalDecoding": .bool, "safeArrayDecoding": .bool,
        "enumUndecodableCase": .bool, "codableResponses": .bool, "dependencies": .list,
        "requestPrefix": .string, "baseURL": .string,
    ]

    /// The defaults of SwagGen's Swift template.
    public static let defaults: [OptionEntry] = [
        OptionEntry(key: "name", value: .string("API")),
        OptionEntry(key: "fixedWidthIntegers", value: .bool(false)),
        OptionEntry(key: "mutableModels", value: .bool(true)),
        OptionEntry(key: "safeOptionalDecoding", value: .bool(false)),
        OptionEntry(key: "safeArrayDecoding", value: .bool(false)),
        OptionEntry(key: "modelPrefix", value: .null),
        OptionEntry(key: "modelSuffix", value: .null),
        OptionEntry(key: "modelType", value: .string("class")),
        OptionEntry(key: "modelInheritance", value: .bool(true)),
        OptionEntry(key: "modelProtocol", value: .string("APIModel")),
        OptionEntry(key: "modelNames", value: .map([])),
        OptionEntry(key: "enumNames", value: .map([])),
        OptionEntry(key: "enumUndecodableCase", value: .bool(false)),
        OptionEntry(key: "codableResponses", value: .bool(false)),
        OptionEntry(key: "propertyNames", value: .map([])),
        OptionEntry(key: "anyType", value: .string("Any")),
        OptionEntry(key: "numberType", value: .string("Double")),
        OptionEntry(key: "typeAliases", value: .map([
            OptionEntry(key: "ID", value: .string("UUID")),
            OptionEntry(key: "DateTime", value: .string("Date")),
            OptionEntry(key: "File", value: .string("Data")),
        ])),
    ]

    /// Reads an options mapping (the `options:` of `apidocs.yml`, or a whole options file).
    public static func read(_ node: SpecNode) throws(SpecError) -> [OptionEntry] {
        if node.isNull { return [] }
        guard let mapping = node.mapping else {
            throw SpecError("options must be a mapping, found \(describe(node))", at: node.location)
        }
        var entries: [OptionEntry] = []
        for entry in mapping.entries {
            guard let kind = known[entry.key] else {
                throw SpecError(unknownOptionMessage(entry.key), at: entry.keyLocation)
            }
            let value = convert(entry.value)
            try check(value, kind: kind, key: entry.key, at: entry.value.location)
            entries.append(OptionEntry(key: entry.key, value: value))
        }
        return entries
    }

    /// What is wrong with the form of a `key:value` argument (`key.subkey:value` for a key of
    /// a mapping option), or nil when its form is right. The command line checks this before
    /// anything runs, so a malformed `--option` is a usage error.
    public static func formProblem(_ argument: String) -> String? {
        guard let colon = argument.firstIndex(of: ":") else {
            return "option '\(argument)' must be written key:value"
        }
        let key = argument[..<colon]
        if key.isEmpty {
            return "option '\(argument)' has no key before ':' (write key:value)"
        }
        if let dot = key.firstIndex(of: "."), dot == key.startIndex || key.index(after: dot) == key.endIndex {
            return "option '\(argument)' has an empty key around '.' (write key.subkey:value)"
        }
        return nil
    }

    /// Reads `key:value` arguments as SwagGen does: values stay strings; `a.b:c` sets a nested key.
    public static func read(arguments: [String]) throws(SpecError) -> [OptionEntry] {
        var entries: [OptionEntry] = []
        for argument in arguments {
            if let problem = formProblem(argument) { throw SpecError(problem, at: nil) }
            guard let colon = argument.firstIndex(of: ":") else { continue }
            let key = String(argument[..<colon])
            let value = String(argument[argument.index(after: colon)...])
            let parts = key.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard let kind = known[parts[0]] else {
                throw SpecError(unknownOptionMessage(parts[0]), at: nil)
            }
            if parts.count == 2 {
                guard kind == .map else { throw SpecError("option '\(parts[0])' is not a mapping", at: nil) }
                entries = entries.merging([OptionEntry(key: parts[0], value: .map([OptionEntry(key: parts[1], value: .string(value))]))])
            } else {
                guard kind != .map, kind != .list else { throw SpecError("option '\(key)' is a mapping: set its keys as \(key).KEY:VALUE", at: nil) }
                entries = entries.merging([OptionEntry(key: key, value: .string(value))])
            }
        }
        return entries
    }

    /// `unknown option 'modelPrefx' (did you mean 'modelPrefix'?); known options: …`.
    static func unknownOptionMessage(_ key: String) -> String {
        let names = known.keys.sorted()
        let hint = NearestName.suggestion(for: key, among: names).map { " (did you mean '\($0)'?)" } ?? ""
        return "unknown option '\(key)'\(hint); known options: \(names.joined(separator: ", "))"
    }

    static func convert(_ node: SpecNode) -> OptionValue {
        switch node.value {
        case .mapping(let mapping):
            return .map(mapping.entries.map { OptionEntry(key: $0.key, value: convert($0.value)) })
        case .sequence(let items):
            return .list(items.map(convert))
        case .scalar(let scalar):
            if node.isNull { return .null }
            if let bool = node.bool { return .bool(bool) }
            if node.isNumber { return .number(scalar.text) }
            return .string(scalar.text)
        }
    }

    static func check(_ value: OptionValue, kind: Kind, key: String, at location: SourceLocation) throws(SpecError) {
        if value == .null { return }
        let matches: Bool
        switch (kind, value) {
        case (.any, _), (.string, .string), (.string, .number), (.string, .bool), (.bool, .bool), (.map, .map), (.list, .list): matches = true
        case (.bool, .string(let text)): matches = ["true", "false", "yes", "no"].contains(text)
        default: matches = false
        }
        guard matches else {
            throw SpecError("option '\(key)' must be \(name(of: kind))", at: location)
        }
        if kind == .map, case .map(let entries) = value {
            for entry in entries where entry.value.stringValue == nil && entry.value != .null {
                throw SpecError("option '\(key).\(entry.key)' must be a string", at: location)
            }
        }
    }

    static func name(of kind: Kind) -> String {
        switch kind {
        case .string: return "a string"
        case .bool: return "true or false"
        case .map: return "a mapping"
        case .list: return "a list"
        case .any: return "a value"
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
