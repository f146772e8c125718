import APIDocsSymbols

/// The Swift blocks a built-in README template's text shows, as the home page shows them.
///
/// SwagGen's README text is older than the client its templates generate: it names
/// `SessionManager`, `queue:` and `Request?`, and its usage example switches over the
/// `APIResponse` struct as if it were an enum. README.md must keep that text byte for byte,
/// but every Swift line on the site must compile against the user's client. So a built-in
/// template may come with `Themes/readme/<name>.home-swift.md`: one fenced block per Swift
/// block of the template's text, in the same order, holding what the generated client really
/// declares, marked for the compile test (` ```swift members APIClient `,
/// ` ```swift declaration APIClientError `); ` ```swift usage ` stands for the example of
/// the API's own first operation. The home page shows these in place of the text's blocks.
/// A template without such a file (a user's, or one whose client we cannot compile against)
/// keeps its blocks as written.
public struct ReadmeSwiftOverlay: Sendable, Equatable {
    /// One block of the overlay.
    public enum Block: Sendable, Equatable {
        /// Code checked as `kind` (`members`, `declaration`, `snippet`) of the type at `path`.
        case code(kind: String, path: String?, text: String)
        /// The usage example of the API's first operation that needs no placeholder.
        case usage
    }

    public let blocks: [Block]

    /// The file name of the overlay of built-in template `name`.
    static func fileName(forTemplate name: String) -> String { name + ".home-swift.md" }

    /// The overlay of the README template the job renders (`nil` is the default template), if
    /// it is a built-in one that has an overlay.
    public static func builtIn(readmeTemplate template: String?) -> ReadmeSwiftOverlay? {
        let name = template ?? ReadmeTemplate.defaultName
        guard ReadmeTemplate.builtInNames.contains(name),
              let bytes = ThemeFiles.builtIn("readme").files[fileName(forTemplate: name)] else { return nil }
        return parse(String(decoding: bytes, as: UTF8.self))
    }

    /// The fenced ` ```swift ` blocks of `text`; prose between them is documentation.
    static func parse(_ text: String) -> ReadmeSwiftOverlay {
        var blocks: [Block] = []
        var open: (kind: String, path: String?)? = nil
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let current = open {
                if line == "```" {
                    blocks.append(current.kind == "usage"
                        ? .usage
                        : .code(kind: current.kind, path: current.path, text: lines.joined(separator: "\n")))
                    open = nil
                    lines = []
                } else {
                    lines.append(line)
                }
            } else if line.hasPrefix("```swift") {
                let words = line.dropFirst(3).split(separator: " ").map(String.init)
                open = (words.count > 1 ? words[1] : "snippet", words.count > 2 ? words[2] : nil)
            }
        }
        return ReadmeSwiftOverlay(blocks: blocks)
    }

    /// How cmark-gfm renders a fenced Swift block of the README (see `Markdown`).
    static let renderedOpener = "<pre tabindex=\"0\"><code class=\"language-swift\">"
    static let renderedCloser = "</code></pre>"

    /// `html` (the README as the home page renders it) with its Swift blocks replaced by the
    /// overlay's, in order; `usage` is the code of the usage block (`nil`: the API has no
    /// operation to show, and the block is left out). When the counts differ the template is
    /// not the text the overlay was written for, and `html` comes back unchanged.
    func apply(to html: String, usage: String?) -> String {
        // On the UTF-8 bytes (`ByteSearch`): Foundation's `range(of:)` bridged the rest of a
        // long README to UTF-16 for every block.
        let bytes = Array(html.utf8)
        let opener = Array(Self.renderedOpener.utf8), closer = Array(Self.renderedCloser.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 8)
        var position = 0
        var replaced = 0
        while let start = ByteSearch.offset(of: opener, in: bytes, from: position),
              let end = ByteSearch.offset(of: closer, in: bytes, from: start + opener.count) {
            guard replaced < blocks.count else { return html }
            output.append(contentsOf: bytes[position..<start])
            output.append(contentsOf: markup(blocks[replaced], usage: usage).utf8)
            replaced += 1
            position = end + closer.count
        }
        guard replaced == blocks.count else { return html }
        output.append(contentsOf: bytes[position...])
        return String(decoding: output, as: UTF8.self)
    }

    private func markup(_ block: Block, usage: String?) -> String {
        switch block {
        case .usage:
            guard let usage else { return "" }
            return Self.codeMarkup(kind: "snippet", path: nil, text: usage)
        case .code(let kind, let path, let text):
            return Self.codeMarkup(kind: kind, path: path, text: text)
        }
    }

    static func codeMarkup(kind: String, path: String?, text: String) -> String {
        "<pre tabindex=\"0\"><code class=\"language-swift\" data-lang=\"swift\" data-swift=\"" + HTML.escape(kind) + "\""
            + (path.map { " data-swift-path=\"" + HTML.escape($0) + "\"" } ?? "") + ">"
            + HTML.escape(text) + "\n" + renderedCloser
    }
}
