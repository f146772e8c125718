import APIDocsDiagnostics
import APIDocsGuides

/// The guides as DocC articles (`Articles/<name>.md`, so `<doc:name>` names the same article
/// in the site and in DocC), their links rewritten to DocC's: a symbol, pointer or
/// `operationId:` link becomes a link to the symbol's DocC path, an article link by path
/// becomes `doc:name`. Front matter goes; the title becomes the article's `# ` heading.
///
/// The links are the site's (`GuideSite`, resolved once against the site's link table), and so
/// are their problems: an unresolved link is reported at its line and column, as `build`
/// reports it (an error, a warning with `--lenient-links`), and with `--lenient-links` it is
/// written as text (a symbol link as code), never as a link DocC cannot resolve.
struct DocCArticles {
    var names: [String] = []
    var files: [DocCCatalog.File] = []

    init() {}

    init(site: GuideSite, module: String, diagnostics: DiagnosticCollector) {
        let table = site.table
        // URL → the shortest Swift path documented there, for links that name a place.
        var paths: [String: String] = [:]
        for (path, places) in table.symbols.sorted(by: { $0.key.count != $1.key.count ? $0.key.count < $1.key.count : $0.key < $1.key }) {
            for place in places where paths[place.url] == nil { paths[place.url] = path }
        }
        for page in site.pages {
            let article = page.article
            for problem in page.problems { diagnostics.report(problem) }
            // Each link's bytes and what replaces them, applied from the end so earlier ranges
            // keep their offsets (a link's brackets enclose the links of its text).
            var edits: [(range: Range<Int>, text: String)] = []
            for (link, destination) in page.links {
                switch destination {
                case .reference(let url)?:
                    var path = paths[url]
                    if case .symbol(let written) = link.target {
                        path = GuideSymbolPath(written).candidates.first { table.symbols[$0] != nil } ?? path
                    }
                    if let path, DocCText.isInSymbolGraph(path) {
                        let text = link.isDestination ? "doc:" + module + "/" + DocCText.components(path).joined(separator: "/") : DocCText.link(module: module, swiftPath: path)
                        edits.append((link.range, text))
                    }
                case .article(let index, _)?:
                    let name = site.pages[index].article.name
                    edits.append((link.range, link.isDestination ? "doc:" + name : "<doc:" + name + ">"))
                case nil:
                    // As the site shows it (`--lenient-links`): a symbol link as code, a
                    // `<doc:…>` as its text, a `[text](…)` as its text.
                    if let brackets = link.brackets {
                        edits += [(brackets.open..<(brackets.open + 1), ""), (brackets.close, "")]
                    } else if !link.isDestination {
                        edits.append((link.range, link.target.isSymbol ? "`" + link.target.name + "`" : GuideMarkdownText.escaped(link.target.name)))
                    }
                }
            }
            var bytes = Array(article.body.utf8)
            for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
                bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
            }
            let body = String(decoding: bytes, as: UTF8.self)
                .split(separator: "\n", omittingEmptySubsequences: false)
                .map { line in line.trimmingPrefix(while: { $0 == " " }).hasPrefix("```swift ") ? Substring(line.replacingOccurrences(of: "skip-check", with: "")).trimmingSuffix() : line }
                .joined(separator: "\n")
                .trimmingCharacters(in: .newlines)
            names.append(article.name)
            files.append(DocCCatalog.File(path: DocCCatalog.articlesFolder + "/" + article.name + ".md", text: "# " + article.title + "\n\n" + body + "\n"))
        }
    }
}

private extension Substring {
    func trimmingSuffix() -> Substring {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
