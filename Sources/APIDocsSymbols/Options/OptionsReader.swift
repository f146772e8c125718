import APIDocsDiagnostics

/// Reads options files and `key:value` arguments, checks them, and merges them over the defaults.
///
/// Unknown keys and values of the wrong type are errors with a location: a misspelt option
/// would otherwise silently change every name in the output.
public enum OptionsReader {
    /// The option names with their types (from `OptionTable`).
    public static var known: [String: OptionTable.ValueType] { OptionTable.byName.mapValues(\.type) }

    /// The defaults of SwagGen's Swift template (from `OptionTable`).
    public static var defaults: [OptionEntry] { OptionTable.defaults }

    /// One entry of an options mapping as written, with where its key and value are.
    public typealias Field = (key: String, keyLocation: SourceLocation, value: OptionValue, valueLocation: SourceLocation)

    /// Reads the entries of an options mapping (the `options:` of `apidocs.yml`, or a whole
    /// options file), each checked against its option's type.
    public static func read(_ fields: [Field]) throws(SpecError) -> [OptionEntry] {
        var entries: [OptionEntry] = []
        for field in fields {
            guard let row = OptionTable.row(field.key) else {
                throw SpecError(unknownOptionMessage(field.key), at: field.keyLocation)
            }
            entries.append(OptionEntry(key: field.key, value: try typed(field.value, row: row, at: field.valueLocation)))
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

    /// Reads `key:value` arguments: `a.b:c` sets a nested key; each value is read by its
    /// option's type, as in a file (`mutableModels:false` is the boolean false, `modelType:enum`
    /// is an error listing `class` and `struct`).
    public static func read(arguments: [String]) throws(SpecError) -> [OptionEntry] {
        var entries: [OptionEntry] = []
        for argument in arguments {
            if let problem = formProblem(argument) { throw SpecError(problem, at: nil) }
            guard let colon = argument.firstIndex(of: ":") else { continue }
            let key = String(argument[..<colon])
            let value = String(argument[argument.index(after: colon)...])
            let parts = key.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard let row = OptionTable.row(parts[0]) else {
                throw SpecError(unknownOptionMessage(parts[0]), at: nil)
            }
            if parts.count == 2 {
                guard row.type == .map else { throw SpecError("option '\(parts[0])' is not a mapping", at: nil) }
                entries = entries.merging([OptionEntry(key: parts[0], value: .map([OptionEntry(key: parts[1], value: .string(value))]))])
            } else {
                guard row.type != .map, row.type != .list else { throw SpecError("option '\(key)' is a mapping: set its keys as \(key).KEY:VALUE", at: nil) }
                let typed = try typed(.string(value), row: row, at: nil, argument: argument)
                entries = entries.merging([OptionEntry(key: key, value: typed)])
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

    /// `value` checked against the option's type and converted to it: a boolean written as a
    /// string (`"no"`, `--option x:false`) becomes a boolean, a number given for a string
    /// option stays its text. Anything else of the wrong type is an error at `location` (or,
    /// for `--option`, naming the argument).
    static func typed(_ value: OptionValue, row: OptionTable.Row, at location: SourceLocation?, argument: String? = nil) throws(SpecError) -> OptionValue {
        if value == .null { return value }
        func fail(_ expected: String) -> SpecError {
            let found = value.stringValue.map { " '\($0)'" } ?? ""
            let message = "option '\(row.name)' must be \(expected), found\(found.isEmpty ? " " + kindName(value) : found)"
            return location.map { SpecError(message, at: $0) } ?? SpecError(message + (argument.map { " (in --option \($0))" } ?? ""), at: nil)
        }
        switch (row.type, value) {
        case (.string, .string), (.string, .number), (.string, .bool), (.map, .map), (.list, .list):
            break
        case (.bool, .bool):
            break
        case (.bool, .string(let text)):
            guard let flag = OptionTable.bool(text) else { throw fail("true or false (also yes/no, on/off)") }
            return .bool(flag)
        case (.choice(let allowed), _):
            guard let text = value.stringValue, allowed.contains(text) else {
                throw fail("one of " + allowed.joined(separator: ", "))
            }
            return .string(text)
        default:
            throw fail(typeName(row.type))
        }
        if row.type == .map, case .map(let entries) = value {
            for entry in entries where entry.value.stringValue == nil && entry.value != .null {
                let message = "option '\(row.name).\(entry.key)' must be a string"
                throw location.map { SpecError(message, at: $0) } ?? SpecError(message, at: nil)
            }
        }
        return value
    }

    static func typeName(_ type: OptionTable.ValueType) -> String {
        switch type {
        case .string: return "a string"
        case .bool: return "true or false"
        case .choice(let allowed): return "one of " + allowed.joined(separator: ", ")
        case .map: return "a mapping"
        case .list: return "a list"
        }
    }

    static func kindName(_ value: OptionValue) -> String {
        switch value {
        case .map: return "a mapping"
        case .list: return "a list"
        case .null: return "null"
        default: return "a scalar"
        }
    }
}
