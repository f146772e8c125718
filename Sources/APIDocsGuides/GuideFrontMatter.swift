import APIDocsDiagnostics
import APIDocsLoader

/// The YAML block between `---` lines at the top of an article: its `title` and `order`.
///
/// Only the keys apidocs uses are allowed: a mistyped key would otherwise be ignored in
/// silence and the article would land in the wrong place with the wrong title.
struct GuideFrontMatter: Equatable {
    var title: String?
    var order: Int?
    /// How many lines of the file the block takes, fences included (0 without a block).
    var lineCount = 0

    static let keys = ["title", "order"]

    /// The front matter at the start of `lines` (the file's lines, no line breaks), parsed with
    /// locations in `file`.
    static func read(_ lines: [Substring], file: String) throws(SpecError) -> GuideFrontMatter {
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
                    throw SpecError("'title' must be a non-empty string", at: entry.value.location)
                }
                matter.title = title
            case "order":
                guard let order = entry.value.int else {
                    throw SpecError("'order' must be an integer", at: entry.value.location)
                }
                matter.order = order
            default:
                throw SpecError("unknown front matter key '\(entry.key)'; known keys: \(keys.joined(separator: ", "))", at: entry.keyLocation)
            }
        }
        return matter
    }
}

extension Substring {
    var trimmingTrailingSpaces: Substring {
        var text = self
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text.removeLast() }
        return text
    }
}
