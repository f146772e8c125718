import APIDocsDiagnostics
import APIDocsGuides

/// The guides of one API's site, resolved against its link table: a page per article with its
/// Markdown ready to render, where each of its links goes, the problems each article's links
/// have, and the reverse index the reference pages' "Mentioned in" lists come from.
///
/// Built once per site, after the flavour's plan (the link table needs it) and before any page
/// renders (every reference page's chrome asks it for mentions). The DocC catalog's articles
/// are written from the same resolution (`DocCArticles`), so the catalog and the site agree on
/// every link and report the same problems.
struct GuideSite: Sendable {
    /// One article's page.
    struct Page: Sendable {
        var article: GuideArticle
        /// Relative to the API folder (`guides/getting-started.html`).
        var path: String
        /// The article's Markdown with every resolved link pointing at a placeholder.
        var markdown: String
        /// The placeholders' hrefs, relative to `path`.
        var hrefs: [String]
        /// Unresolved links, reported when the page renders.
        var problems: [Diagnostic]
        /// Every link of the article in text order, with where it goes (`nil`: unresolved).
        var links: [(link: GuideLinkScanner.Link, destination: GuideLinkResolver.Destination?)]
    }

    static let folder = "guides"

    private(set) var pages: [Page] = []
    let groups: [GuideGroup]
    /// What the links were resolved against.
    let table: GuideLinkTable
    /// Page (relative to the API folder) → the articles that link to it, in guide order, each once.
    private(set) var mentions: [String: [(title: String, page: String)]] = [:]

    init(input: GuideInput, table: GuideLinkTable) {
        let set = input.set
        groups = set.groups
        self.table = table
        var slugs = SlugAllocator()
        let paths = set.articles.map { Self.folder + "/" + slugs.allocate($0.name) + ".html" }
        let resolver = GuideLinkResolver(table: table, set: set, severity: input.lenientLinks ? .warning : .error)
        for (index, article) in set.articles.enumerated() {
            let path = paths[index]
            let links = GuideLinkScanner(text: article.body, literalLines: GuideMarkdown.literalLines(article.body)).links()
            var problems: [Diagnostic] = []
            var hrefs: [String] = []
            var bytes = Array(article.body.utf8)
            var mentioned: Set<String> = []
            var resolved: [(link: GuideLinkScanner.Link, destination: GuideLinkResolver.Destination?)] = []
            // From the end, so earlier ranges keep their offsets.
            for link in links.reversed() {
                let destination = resolver.resolve(link, in: article, problems: &problems)
                resolved.append((link, destination))
                guard let destination else {
                    // Unresolved (a warning with --lenient-links): a symbol link stays code, a
                    // `<doc:…>` shows its text, and the link filter drops a destination.
                    if !link.isDestination, !link.target.isSymbol {
                        bytes.replaceSubrange(link.range, with: Array(GuideMarkdownText.escaped(link.target.name).utf8))
                    }
                    continue
                }
                let href: String
                let text: String
                switch destination {
                case .reference(let url):
                    let target = SiteLocation(url: url)
                    href = SitePaths.relativeHref(from: path, to: target)
                    if mentioned.insert(target.page).inserted { mentions[target.page, default: []].append((article.title, path)) }
                    text = Self.linkText(link.target)
                case .article(let other, let fragment):
                    href = SitePaths.relativePath(from: path, to: paths[other]) + (fragment.map { "#" + $0 } ?? "")
                    text = GuideMarkdownText.escaped(set.articles[other].title)
                }
                let marker = GuideMarkdown.markerScheme + String(hrefs.count)
                hrefs.append(href)
                let replacement = link.isDestination ? marker : "[" + text + "](" + marker + ")"
                bytes.replaceSubrange(link.range, with: Array(replacement.utf8))
            }
            pages.append(Page(
                article: article, path: path, markdown: String(decoding: bytes, as: UTF8.self), hrefs: hrefs,
                problems: problems.reversed(), links: resolved.reversed()
            ))
        }
    }

    /// The text a whole-span link shows: a symbol's Swift spelling as code, an operation's id as code.
    private static func linkText(_ target: GuideLinkScanner.Target) -> String {
        switch target {
        case .symbol(let written):
            let path = GuideSymbolPath(written)
            return "`" + path.candidates[0] + "`"
        case .operationID(let id): return "`" + id + "`"
        case .article(let name), .file(let name): return GuideMarkdownText.escaped(name)
        case .pointer(let pointer): return "`" + pointer + "`"
        }
    }

    /// The "Mentioned in" block of the reference page at `page`: a titled list of links to the
    /// articles that link to it, or nothing.
    func mentionsBlock(for page: String) -> HTML {
        guard let articles = mentions[page], !articles.isEmpty else { return .empty }
        var markup = "<section class=\"mentioned-in\" aria-labelledby=\"mentioned-in\">\n<h2 id=\"mentioned-in\">Mentioned in</h2>\n<ul>\n"
        for article in articles {
            markup += "<li><a href=\"" + HTML.escape(SitePaths.relativePath(from: page, to: article.page)) + "\">" + HTML.escape(article.title) + "</a></li>\n"
        }
        return HTML(trusted: markup + "</ul>\n</section>\n")
    }
}

extension SiteLocation {
    /// The location a `symbols.json` URL (`page` or `page#anchor`) names.
    init(url: String) {
        if let hash = url.firstIndex(of: "#") {
            self.init(page: String(url[..<hash]), anchor: String(url[url.index(after: hash)...]))
        } else {
            self.init(page: url)
        }
    }
}

/// Text put into an article's Markdown by the resolver, made literal.
enum GuideMarkdownText {
    /// `text` with every ASCII punctuation character backslash-escaped, so Markdown reads it as
    /// the characters themselves.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            // CommonMark's ASCII punctuation: ! to /, : to @, [ to `, { to ~.
            switch scalar.value {
            case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: result.append("\\")
            default: break
            }
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}
