/// Typed reading of nodes, as the spec model needs it.
extension SpecNode {
    public var mapping: Mapping? {
        if case .mapping(let mapping) = value { return mapping }
        return nil
    }

    public var sequence: [SpecNode]? {
        if case .sequence(let items) = value { return items }
        return nil
    }

    public var scalar: Scalar? {
        if case .scalar(let scalar) = value { return scalar }
        return nil
    }

    /// The value for `key` when this node is a mapping.
    public subscript(key: String) -> SpecNode? { mapping?[key] }

    /// True for an explicit null (`~`, `null`, `Null`, `NULL` or empty, unquoted).
    public var isNull: Bool {
        guard let scalar, scalar.style == .plain else { return false }
        // Each spelling is empty, `~`, or four letters: longer scalars need no comparison.
        guard scalar.text.utf8.count <= 4 else { return false }
        switch scalar.text {
        case "", "~", "null", "Null", "NULL": return true
        default: return false
        }
    }

    /// The text of a scalar that is not null, whatever its resolved type.
    /// `nil` for mappings, sequences and nulls.
    public var text: String? {
        guard let scalar, !isNull else { return nil }
        return scalar.text
    }

    /// A string value: a quoted scalar, or a plain one that YAML would not read as null,
    /// bool or number. (Names in specs must be strings; SwagGen ignores other types.)
    public var string: String? {
        guard let scalar else { return nil }
        if scalar.style == .quoted { return scalar.text }
        if isNull || bool != nil || ScalarResolution.isNumber(scalar.text) { return nil }
        return scalar.text
    }

    /// A boolean, with the YAML 1.1 spellings Yams (and so SwagGen) accepts: `true`, `yes`, `on`
    /// and their negations, in three cases each; `y` and `n` stay strings. Plain scalars only.
    public var bool: Bool? {
        guard let scalar, scalar.style == .plain else { return nil }
        return ScalarResolution.bool(scalar.text)
    }

    /// An integer from a plain scalar.
    public var int: Int? {
        guard let scalar, scalar.style == .plain else { return nil }
        return Int(scalar.text)
    }

    /// True when the scalar resolves to a number (plain and numeric).
    public var isNumber: Bool {
        guard let scalar, scalar.style == .plain else { return false }
        return ScalarResolution.isNumber(scalar.text)
    }
}

/// YAML 1.1 plain-scalar resolution, the subset that changes meaning in specs.
public enum ScalarResolution {
    public static func bool(_ text: String) -> Bool? {
        // Every spelling below is 2 to 5 ASCII letters starting with t, y, o, f or n: most
        // scalars are ruled out before any comparison.
        let utf8 = text.utf8
        guard (2...5).contains(utf8.count), let first = utf8.first else { return nil }
        switch first | 0x20 {  // ASCII letters to lower case; no other byte lands on these
        case UInt8(ascii: "t"), UInt8(ascii: "y"), UInt8(ascii: "o"), UInt8(ascii: "f"), UInt8(ascii: "n"): break
        default: return nil
        }
        switch text {
        case "true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON": return true
        case "false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF": return false
        default: return nil
        }
    }

    public static func isNumber(_ text: String) -> Bool {
        // Every number (decimal, hex, octal, `.inf`, `.nan`) starts with a sign, a dot or a digit.
        guard let first = text.unicodeScalars.first, first == "-" || first == "+" || first == "." || ("0"..."9").contains(first) else {
            return false
        }
        if Int(text) != nil { return true }
        if text.hasPrefix("0x") || text.hasPrefix("0o") { return Int(text.dropFirst(2), radix: text.hasPrefix("0x") ? 16 : 8) != nil }
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "-.inf", "+.Inf", "-.Inf", ".nan", ".NaN", ".NAN": return true
        default: break
        }
        return Double(text) != nil
    }
}
