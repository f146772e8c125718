import APIDocsDiagnostics
import APIDocsGuides

/// The guides as DocC articles (`Articles/<name>.md`, so `<doc:name>` names the same article
/// in the site and in DocC), their links rewritten to DocC's: a symbol, pointer or
/// `operationId:` link becomes a link to the symbol's DocC path, an article link by path
/// becomes `doc:name`. A link the site could not resolve (its build reports it) is left as
/// text. Front matter goes; the title becomes the article's `# ` heading.
struct DocCArticles {
    var names: [String] = []
    var files: [DocCCatalog.File] = []

    init() {}

    init(guides: GuideInput, module: String, table: GuideLinkTable) {
        let set = guides.set
        let resolver = GuideLinkResolver(table: table, set: set, severity: .warning)
        // URL → the shortest Swift path documented there, for links that name a place.
        var paths: [String: String] = [:]
        for (path, places) in table.symbols.sorted(by: { $0.key.count != $1.key.count ? $0.key.count < $1.key.count : $0.key < $1.key }) {
            for place in places where paths[place.url] == nil { paths[place.url] = path }
        }
        for article in set.articles {
            let links = GuideLinkScanner(text: article.body, literalLines: GuideMarkdown.literalLines(article.body)).links()
            var bytes = Array(article.body.utf8)
            var ignored: [Diagnostic] = []
            for link in links.reversed() {
                let replacement: String?
                switch resolver.resolve(link, in: article, problems: &ignored) {
                case .reference(let url)?:
                    var path = paths[url]
                    if case .symbol(let written) = link.target {
                        path = GuideSymbolPath(written).candidates.first { table.symbols[$0] != nil } ?? path
                    }
                    replacement = path.flatMap { DocCText.isInSymbolGraph($0) ? $0 : nil }.map { path in
                        link.isDestination ? "doc:" + module + "/" + DocCText.components(path).joined(separator: "/") : DocCText.link(module: module, swiftPath: path)
                    }
                case .article(let index, _)?:
                    let name = set.articles[index].name
                    replacement = link.isDestination ? "doc:" + name : "<doc:" + name + ">"
                case nil:
                    replacement = link.isDestination || link.target.isSymbol ? nil : GuideMarkdownText.escaped(link.target.name)
                }
                if let replacement { bytes.replaceSubrange(link.range, with: Array(replacement.utf8)) }
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
