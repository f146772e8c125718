import APIDocsDiagnostics
import APIDocsLoader

/// The YAML block between `---` lines at the top of an article: its `title` and `order`.
///
/// A block that cannot be read as a whole (never closed, not YAML, not a mapping) is an error:
/// what the author meant by it is unknown, and its text would otherwise reach the page. Each
/// key in it only decorates the article, so a key apidocs does not read (a typo, or another
/// tool's `layout:`) and a value of the wrong kind are warnings at their place, and the article
/// is built without them (title from its heading or file name, no `order`); `--strict` makes
/// them errors. None is ignored in silence.
struct GuideFrontMatter: Equatable {
    var title: String?
    var order: Int?
    /// How many lines of the file the block takes, fences included (0 without a block).
    var lineCount = 0

    static let keys = ["title", "order"]

    /// The front matter at the start of `lines` (the file's lines, no line breaks), parsed with
    /// locations in `file`; a key that is left out is reported into `diagnostics`.
    static func read(_ lines: [Substring], file: String, diagnostics: DiagnosticCollector) throws(SpecError) -> GuideFrontMatter {
        guard let first = lines.first, first.trimmingTrailingSpaces == "---" else { return GuideFrontMatter() }
        guard let end = lines.indices.dropFirst().first(where: { lines[$0].trimmingTrailingSpaces == "---" || lines[$0].trimmingTrailingSpaces == "..." }) else {
            throw SpecError("front matter opened with '---' is never closed (a line of '---' or '...' ends it)", at: SourceLocation(file: file, line: 1, column: 1))
        }
        // Blank lines in place of the fence keep libyaml's lines those of the file.
        let yaml = "\n" + lines[1..<end].joined(separator: "\n") + "\n"
        let root = try YAMLTreeParser.parse(yaml, file: file)
        var matter = GuideFrontMatter(lineCount: end + 1)
        if root.isNull { return matter }
        guard let mapping = root.mapping else {
            throw SpecError("front matter must be a mapping of keys (\(keys.joined(separator: ", ")))", at: root.location)
        }
        for entry in mapping.entries {
            switch entry.key {
            case "title":
                guard let title = entry.value.text, !title.isEmpty else {
                    diagnostics.warning("front matter 'title' is ignored: it must be a non-empty string, found \(entry.value.kindLabel)", at: entry.value.location)
                    continue
                }
                matter.title = title
            case "order":
                guard let order = entry.value.int else {
                    diagnostics.warning("front matter 'order' is ignored: it must be an integer, found \(entry.value.kindLabel)", at: entry.value.location)
                    continue
                }
                matter.order = order
            default:
                diagnostics.warning("unknown front matter key '\(entry.key)' is ignored; known keys: \(keys.joined(separator: ", "))", at: entry.keyLocation)
            }
        }
        return matter
    }
}

extension SpecNode {
    /// What a front matter value is, for a warning about it: `a list`, `a number`, `null`….
    fileprivate var kindLabel: String {
        if mapping != nil { return "a mapping" }
        if sequence != nil { return "a list" }
        if isNull { return "null" }
        if bool != nil { return "a boolean" }
        if isNumber { return "a number" }
        return text.map { $0.isEmpty ? "an empty string" : "a string" } ?? "a string"
    }
}

extension Substring {
    var trimmingTrailingSpaces: Substring {
        var text = self
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text.removeLast() }
        return text
    }
}
