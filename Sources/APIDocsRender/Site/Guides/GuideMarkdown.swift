import CCmarkGFM
import Foundation

/// An article's Markdown as the site shows it: the same safe renderer as spec text (GitHub's
/// flavour, raw HTML dropped, dangerous URLs emptied), with the article's own parts added.
///
/// - Headings form the page's outline under its `<h1>`, with GitHub-style ids; a `#fragment`
///   link to no heading becomes its text.
/// - Links the article's resolver rewrote to `apidocs-guide:N` get the `N`th resolved href; any
///   other relative link (into the author's own site, not ours) becomes its text.
/// - A ```` ```swift ```` block is marked for the compile check (`data-swift="snippet"`), like
///   the reference's examples; ```` ```swift skip-check ```` stays an unmarked Swift block.
enum GuideMarkdown {
    /// The scheme of the placeholders the resolver writes into link destinations.
    static let markerScheme = "apidocs-guide:"

    /// The lines (1-based, inclusive) of every code block and HTML block of `text`: where no
    /// link of an article is looked for.
    static func literalLines(_ text: String) -> [ClosedRange<Int>] {
        Markdown.lock.lock()
        defer { Markdown.lock.unlock() }
        guard let document = parse(text, options: CMARK_OPT_DEFAULT | CMARK_OPT_SOURCEPOS) else { return [] }
        defer { cmark_node_free(document.node) }
        defer { cmark_parser_free(document.parser) }
        var ranges: [ClosedRange<Int>] = []
        forEachNode(document.node) { node in
            let type = cmark_node_get_type(node)
            guard type == CMARK_NODE_CODE_BLOCK || type == CMARK_NODE_HTML_BLOCK else { return }
            let start = Int(cmark_node_get_start_line(node)), end = Int(cmark_node_get_end_line(node))
            if start > 0, end >= start { ranges.append(start...end) }
        }
        return ranges
    }

    /// `text` (with resolver placeholders) as the article's HTML; `hrefs[N]` replaces
    /// `apidocs-guide:N`. Heading ids avoid `reserved`.
    static func html(_ text: String, hrefs: [String], reserved: Set<String>) -> HTML {
        let rendered: (html: String, titles: [String]) = {
            Markdown.lock.lock()
            defer { Markdown.lock.unlock() }
            guard let document = parse(text, options: CMARK_OPT_DEFAULT) else { return ("", []) }
            defer { cmark_parser_free(document.parser) }
            defer { cmark_node_free(document.node) }
            var detached: [OpaquePointer] = []
            defer { detached.forEach { cmark_node_free($0) } }
            let titles = Markdown.adjustHeadings(document.node, .outline(under: 1), collectTitles: true, detached: &detached)
            markUncheckedSwift(document.node)
            guard let output = cmark_render_html(document.node, CMARK_OPT_DEFAULT, cmark_parser_get_syntax_extensions(document.parser)) else { return ("", []) }
            defer { free(output) }
            return (String(cString: output), titles)
        }()
        var html = Markdown.tableCellsFixed(rendered.html)
        html = LinkFilter.apply(html, keepFragments: true, keepPrefix: markerScheme)
        html = replacingMarkers(html, hrefs: hrefs)
        html = markSwiftBlocks(html)
        let ids = HeadingID.unique(rendered.titles, reserved: reserved)
        html = HeadingID.insert(ids, into: html)
        html = HeadingID.unlinkMissingFragments(html, ids: Set(ids).union(reserved))
        return HTML(trusted: Markdown.focusableCode(html))
    }

    /// The info string a ```` ```swift skip-check ```` block is given before rendering, so that
    /// its `<code>` can be told from a checked block's.
    static let uncheckedInfo = "swift-unchecked"

    /// Renames the info string of Swift blocks that opt out of the compile check.
    private static func markUncheckedSwift(_ root: OpaquePointer) {
        forEachNode(root) { node in
            guard cmark_node_get_type(node) == CMARK_NODE_CODE_BLOCK, let info = cmark_node_get_fence_info(node) else { return }
            let words = String(cString: info).split(whereSeparator: { $0 == " " || $0 == "\t" })
            if words.first == "swift", words.dropFirst().contains("skip-check") {
                cmark_node_set_fence_info(node, uncheckedInfo)
            }
        }
    }

    /// Checked Swift blocks carry the compile check's marks; unchecked ones are plain Swift blocks.
    static func markSwiftBlocks(_ html: String) -> String {
        var result = Markdown.replacing(html, "<code class=\"language-swift\">", with: "<code class=\"language-swift\" data-lang=\"swift\" data-swift=\"snippet\">")
        result = Markdown.replacing(result, "<code class=\"language-\(uncheckedInfo)\">", with: "<code class=\"language-swift\">")
        return result
    }

    /// Every `href="apidocs-guide:N"` replaced by `hrefs[N]`, escaped.
    static func replacingMarkers(_ html: String, hrefs: [String]) -> String {
        let opener = "href=\"" + markerScheme
        guard ByteSearch.contains(html, opener) else { return html }
        var result = ""
        var cursor = html.startIndex
        while let start = html[cursor...].firstRange(of: opener), let quote = html[start.upperBound...].firstIndex(of: "\"") {
            result += html[cursor..<start.lowerBound]
            let href = Int(html[start.upperBound..<quote]).flatMap { hrefs.indices.contains($0) ? hrefs[$0] : nil } ?? "#"
            result += "href=\"" + HTML.escape(href) + "\""
            cursor = html.index(after: quote)
        }
        return result + html[cursor...]
    }

    private struct Parsed {
        var parser: OpaquePointer
        var node: OpaquePointer
    }

    /// A parser with GitHub's extensions and its document; the caller frees both. Call with the lock held.
    private static func parse(_ text: String, options: Int32) -> Parsed? {
        cmark_gfm_core_extensions_ensure_registered()
        guard let parser = cmark_parser_new(options) else { return nil }
        for name in Markdown.extensionNames {
            if let syntax = cmark_find_syntax_extension(name) { cmark_parser_attach_syntax_extension(parser, syntax) }
        }
        var source = text
        source.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { cmark_parser_feed(parser, $0.baseAddress, $0.count) }
        }
        guard let node = cmark_parser_finish(parser) else {
            cmark_parser_free(parser)
            return nil
        }
        return Parsed(parser: parser, node: node)
    }

    private static func forEachNode(_ root: OpaquePointer, _ body: (OpaquePointer) -> Void) {
        guard let iterator = cmark_iter_new(root) else { return }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            if event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) { body(node) }
        }
    }
}
