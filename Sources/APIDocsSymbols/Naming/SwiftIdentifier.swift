/// SwagGen's identifier escaping for the Swift template (rules doc §4).
///
/// Names that come out of the case conversion may still contain symbols, start with a
/// digit or collide with a Swift keyword. SwagGen repairs them in a fixed way, and the
/// repaired spelling is what appears in the README and the generated client, so the docs
/// must repair them identically.
public enum SwiftIdentifier {
    /// The name used when escaping leaves nothing usable.
    static let unknownName = "UNKNOWN234"

    /// Symbol words, deletion of non-alphanumerics, `_` before a leading digit, `UNKNOWN234`
    /// for an empty result: `$special[model.name]` → `dollarspecialmodelname`, `2fa` → `_2fa`.
    public static func escapeString(_ s: String) -> String {
        var out = String.UnicodeScalarView()
        var iterator = s.unicodeScalars.makeIterator()
        var pending = iterator.next()
        while let scalar = pending {
            pending = iterator.next()
            switch scalar {
            case ">", "<":
                let isGreater = scalar == ">"
                var word = isGreater ? "greaterThan" : "lessThan"
                if pending == "=" {
                    word += "OrEqualTo"
                    pending = iterator.next()
                }
                out.append(contentsOf: word.unicodeScalars)
            case "$": out.append(contentsOf: "dollar".unicodeScalars)
            case "%": out.append(contentsOf: "percent".unicodeScalars)
            case "#": out.append(contentsOf: "hash".unicodeScalars)
            case "@": out.append(contentsOf: "alpha".unicodeScalars)
            case "&": out.append(contentsOf: "and".unicodeScalars)
            default:
                if UnicodeClass.isAlphanumeric(scalar) { out.append(scalar) }
            }
        }
        guard let first = out.first else { return unknownName }
        var result = String(out)
        if UnicodeClass.isDecimalDigit(first) { result = "_" + result }
        return result == "_" ? unknownName : result
    }

    /// escapeString, then `Error` → `ErrorType`, `Data` → `DataType`, other keywords in backticks.
    public static func escapeType(_ s: String) -> String {
        let escaped = escapeString(s)
        guard keywords.contains(escaped) else { return escaped }
        switch escaped {
        case "Error", "Data": return escaped + "Type"
        default: return "`" + escaped + "`"
        }
    }

    /// escapeString, then keywords in backticks (`` `class` ``, `` `default` ``).
    public static func escapeName(_ s: String) -> String {
        let escaped = escapeString(s)
        return keywords.contains(escaped) ? "`" + escaped + "`" : escaped
    }

    /// The name of every member (property, parameter, enum case, server): a leading `-` before
    /// a digit becomes `_negative`, then lowerCamelCased, then escapeName (`-1.2` → `negative12`).
    public static func getName(_ raw: String) -> String {
        var name = raw
        let scalars = raw.unicodeScalars
        if scalars.first == "-", scalars.count > 1,
           UnicodeClass.isDecimalDigit(scalars[scalars.index(after: scalars.startIndex)]) {
            name = "_negative" + String(scalars.dropFirst())
        }
        return escapeName(SwagGenCase.lowerCamelCased(name))
    }
}
