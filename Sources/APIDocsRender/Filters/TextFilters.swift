import Foundation

/// The remaining StencilSwiftKit string filters (rules doc §9.2): `replace`, `basename`,
/// `dirname`, `removeNewlines` and the boolean `contains` / `hasPrefix` / `hasSuffix`.
enum TextFilters {
    /// Plain replacement of every occurrence, or a regular-expression replacement
    /// (`$1`-style templates) when `regex` is set.
    static func replace(_ text: String, _ target: String, with replacement: String, regex: Bool) throws -> String {
        guard regex else {
            return target.isEmpty ? text : text.replacingOccurrences(of: target, with: replacement)
        }
        let expression = try NSRegularExpression(pattern: target)
        let range = NSRange(text.startIndex..., in: text)
        return expression.stringByReplacingMatches(in: text, range: range, withTemplate: replacement)
    }

    /// The last path component; trailing slashes ignored (`a/b/` → `b`, `/` → `/`).
    static func basename(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        if trimmed == "/" { return "/" }
        guard let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// The path without its last component; `.` when nothing is left (`a/b/c` → `a/b`,
    /// `/a` → `/`, `file` → `.`).
    static func dirname(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        if trimmed == "/" { return "/" }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        var parent = trimmed[..<slash]
        while parent.count > 1, parent.hasSuffix("/") { parent = parent.dropLast() }
        return parent.isEmpty ? "/" : String(parent)
    }

    /// `all`: remove every whitespace and newline character; `leading`: remove the newlines
    /// and each line's leading whitespace, then trim the ends.
    static func removeNewlines(_ text: String, mode: String) -> String {
        if mode == "all" {
            return String(String.UnicodeScalarView(text.unicodeScalars.filter { !$0.properties.isWhitespace }))
        }
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var atLineStart = true
        for scalar in text.unicodeScalars {
            if isNewline(scalar) {
                lines.append(String(current))
                current = String.UnicodeScalarView()
                atLineStart = true
            } else if atLineStart, isSpace(scalar) {
                continue
            } else {
                atLineStart = false
                current.append(scalar)
            }
        }
        lines.append(String(current))
        let joined = lines.joined().unicodeScalars
        guard let start = joined.firstIndex(where: { !isSpace($0) }),
              let last = joined.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(joined[start...last])
    }

    private static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// Spaces and tabs in the Unicode sense (general category Zs, plus TAB).
    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }
}
