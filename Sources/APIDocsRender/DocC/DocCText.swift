/// Markdown for a DocC catalog, made safe for DocC: spec text never becomes a link DocC would
/// try to resolve (a `` ``x`` `` or `<doc:x>` in a description would be a warning), table cells
/// stay on one line, and symbol links always name the module.
enum DocCText {
    /// ```` ``Module/Kennel/Pets/ListPets`` ````: a link to the symbol at the dotted `swiftPath`.
    static func link(module: String, swiftPath: String) -> String {
        "``" + module + "/" + components(swiftPath).joined(separator: "/") + "``"
    }

    /// Whether DocC knows the symbol at `swiftPath`: Swift's symbol graph leaves out every
    /// declaration whose name (or an enclosing one's) starts with `_` (`_200Response`,
    /// `Components.Schemas._Error`), so the catalog neither extends nor links those.
    static func isInSymbolGraph(_ swiftPath: String) -> Bool {
        !components(swiftPath).contains { $0.hasPrefix("_") || $0.hasPrefix("`_") }
    }

    /// The parts of a dotted Swift path (`Client.listPets(_:)` → `Client`, `listPets(_:)`): dots
    /// inside parentheses belong to the part.
    static func components(_ swiftPath: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in swiftPath {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if character == ".", depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts
    }

    /// Spec Markdown as DocC prose: double backticks and `<doc:` escaped, so DocC reads them as
    /// the author's text, not as links to resolve.
    static func prose(_ text: String) -> String {
        text.replacingOccurrences(of: "``", with: "\\`\\`").replacingOccurrences(of: "<doc:", with: "\\<doc:")
    }

    /// Text for one table cell: one line, `|` escaped, prose rules applied.
    static func cell(_ text: String?) -> String {
        guard let text, !text.isEmpty else { return "" }
        let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        return prose(line).replacingOccurrences(of: "|", with: "\\|")
    }

    /// `text` as an inline code span. A double-backtick span is a symbol link to DocC, so the
    /// span is always single-backticked and Swift's escaping backticks (`` `class` ``) are left
    /// out of it: the name reads the same.
    static func code(_ text: String) -> String {
        "`" + text.replacingOccurrences(of: "`", with: "").replacingOccurrences(of: "|", with: "\\|") + "`"
    }

    /// A fenced code block in `language` that `text` cannot close.
    static func block(_ text: String, language: String) -> String {
        var fence = "```"
        while text.contains(fence) { fence += "`" }
        return fence + language + "\n" + text + "\n" + fence
    }

    /// A GitHub-flavoured table.
    static func table(_ header: [String], _ rows: [[String]]) -> String {
        var lines = ["| " + header.joined(separator: " | ") + " |", "|" + header.map { _ in "---" }.joined(separator: "|") + "|"]
        for row in rows { lines.append("| " + row.joined(separator: " | ") + " |") }
        return lines.joined(separator: "\n")
    }
}
