/// An option's value as given in an options file or on the command line.
///
/// Options reach two places: the naming rules (typed, through `GeneratorOptions`) and the
/// README template (as SwagGen passes them, e.g. a command-line `false` stays the string
/// `"false"`). This tree keeps the given value so both can be derived from it.
public indirect enum OptionValue: Sendable, Equatable {
    case string(String)
    case bool(Bool)
    case number(String)
    case null
    case list([OptionValue])
    case map([OptionEntry])

    /// The value as a string, for string-typed options.
    public var stringValue: String? {
        switch self {
        case .string(let text), .number(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        default: return nil
        }
    }

    /// SwagGen's reading of a boolean option: `true`, or the strings `true`/`yes`.
    public var boolValue: Bool? {
        switch self {
        case .bool(let flag): return flag
        case .string(let text): return text == "true" || text == "yes"
        case .number: return false
        case .null: return nil
        default: return nil
        }
    }

    public var entries: [OptionEntry]? {
        if case .map(let entries) = self { return entries }
        return nil
    }
}

/// One key of an option mapping.
public struct OptionEntry: Sendable, Equatable {
    public var key: String
    public var value: OptionValue

    public init(key: String, value: OptionValue) {
        self.key = key
        self.value = value
    }
}

extension Array where Element == OptionEntry {
    public subscript(key: String) -> OptionValue? {
        first { $0.key == key }?.value
    }

    /// Lays `overlay` over `self` key by key; mappings on both sides merge one level deep.
    public func merging(_ overlay: [OptionEntry]) -> [OptionEntry] {
        var result = self
        for entry in overlay {
            if let index = result.firstIndex(where: { $0.key == entry.key }) {
                if case .map(let base) = result[index].value, case .map(let top) = entry.value {
                    var merged = base
                    for sub in top {
                        if let subIndex = merged.firstIndex(where: { $0.key == sub.key }) {
                            merged[subIndex] = sub
                        } else {
                            merged.append(sub)
                        }
                    }
                    result[index].value = .map(merged)
                } else {
                    result[index] = entry
                }
            } else {
                result.append(entry)
            }
        }
        return result
    }
}
