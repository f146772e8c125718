import APIDocsConcurrency
import CCmarkGFM
import Foundation

/// Spec Markdown (descriptions, the README) to HTML with cmark-gfm.
///
/// GitHub's flavour (tables, strikethrough, autolinks, tag filter) with cmark's default,
/// safe options: raw HTML is dropped (`<!-- raw HTML omitted -->`) and `javascript:`,
/// `vbscript:`, `file:` and `data:` link targets become empty. A description's headings must
/// fit the page's outline (one `<h1>`, no skipped levels), so they are either renumbered under
/// the enclosing heading or, where a heading makes no sense (table cells), turned into bold
/// paragraphs; see `Headings`. cmark-gfm keeps some tables in globals (extension registry, inline special
/// characters), so calls are serialised; rendering every description of a large spec takes
/// tens of milliseconds.
public enum Markdown {
    static let lock = NSLock()
    static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter"]

    /// What becomes of Markdown headings.
    public enum Headings: Sendable, Equatable {
        /// Renumbered as an outline below a heading of this level: the first heading gets
        /// `level + 1`, and none skips a level (capped at `<h6>`).
        case outline(under: Int)
        /// Turned into `<p><strong>…</strong></p>`.
        case bold
    }

    /// `text` as HTML; headings become bold paragraphs unless `headings` says otherwise.
    public static func html(_ text: String, headings: Headings = .bold) -> HTML {
        if text.isEmpty { return .empty }
        guard headings == .bold else { return HTML(trusted: converted(text, headings: headings)) }
        return boldHeadingTexts.value(text) { HTML(trusted: converted(text, headings: .bold)) }
    }

    /// Descriptions repeat across a spec (a shared parameter on hundreds of operations, the
    /// properties of a type every resource embeds), so each distinct text is converted once.
    private static let boldHeadingTexts = SharedMemo<String, HTML>(limit: 50_000)

    private static func converted(_ text: String, headings: Headings) -> String {
        if let plain = PlainParagraph.html(text) { return plain }
        return render(text, headings: headings, collectTitles: false).html
    }

    /// `text` through cmark-gfm always (tests compare `PlainParagraph` with it).
    static func cmarkHTML(_ text: String) -> String {
        render(text, headings: .bold, collectTitles: false).html
    }

    /// `text` as HTML with GitHub-style `id`s on headings (`## Request Behaviour` → `request-behaviour`),
    /// so the README's own `#fragment` links work. Ids are unique among the ones returned and
    /// never equal one of `reserved`; a `#fragment` link to no heading and no reserved id
    /// becomes plain text.
    static func htmlWithHeadingIDs(_ text: String, under level: Int, reserved: Set<String>) -> HTML {
        let rendered = render(text, headings: .outline(under: level), collectTitles: true)
        let ids = HeadingID.unique(rendered.headings, reserved: reserved)
        let html = HeadingID.insert(ids, into: rendered.html)
        return HTML(trusted: HeadingID.unlinkMissingFragments(html, ids: Set(ids).union(reserved)))
    }

    private static func render(_ text: String, headings: Headings, collectTitles: Bool) -> (html: String, headings: [String]) {
        lock.lock()
        defer { lock.unlock() }
        do {
            cmark_gfm_core_extensions_ensure_registered()
            let options = CMARK_OPT_DEFAULT
            guard let parser = cmark_parser_new(options) else { return ("", []) }
            defer { cmark_parser_free(parser) }
            for name in extensionNames {
                if let syntax = cmark_find_syntax_extension(name) {
                    cmark_parser_attach_syntax_extension(parser, syntax)
                }
            }
            var source = text
            source.withUTF8 { buffer in
                buffer.withMemoryRebound(to: CChar.self) { cmark_parser_feed(parser, $0.baseAddress, $0.count) }
            }
            guard let document = cmark_parser_finish(parser) else { return ("", []) }
            defer { cmark_node_free(document) }
            var detached: [OpaquePointer] = []
            defer { detached.forEach { cmark_node_free($0) } }
            let titles = adjustHeadings(document, headings, collectTitles: collectTitles, detached: &detached)
            guard let rendered = cmark_render_html(document, options, cmark_parser_get_syntax_extensions(parser)) else {
                return ("", [])
            }
            defer { free(rendered) }
            let html = LinkFilter.apply(tableCellsFixed(String(cString: rendered)), keepFragments: collectTitles)
            return (focusableCode(html), titles)
        }
    }

    /// Renumbers or flattens every heading; returns their plain-text titles in document order
    /// when asked (only outlines keep headings, so only they have titles worth an id).
    static func adjustHeadings(
        _ document: OpaquePointer, _ style: Headings, collectTitles: Bool, detached: inout [OpaquePointer]
    ) -> [String] {
        var nodes: [OpaquePointer] = []
        if let iterator = cmark_iter_new(document) {
            while true {
                let event = cmark_iter_next(iterator)
                if event == CMARK_EVENT_DONE { break }
                if event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
                   cmark_node_get_type(node) == CMARK_NODE_HEADING {
                    nodes.append(node)
                }
            }
            cmark_iter_free(iterator)
        }
        var titles: [String] = []
        switch style {
        case .outline(let base):
            // (original level, new level) of the open headings.
            var open: [(original: Int, level: Int)] = []
            for node in nodes {
                let original = Int(cmark_node_get_heading_level(node))
                while let last = open.last, last.original >= original { open.removeLast() }
                let level = min(6, (open.last?.level ?? base) + 1)
                open.append((original, level))
                cmark_node_set_heading_level(node, Int32(level))
                if collectTitles { titles.append(plainText(of: node)) }
            }
        case .bold:
            for node in nodes { flatten(heading: node, detached: &detached) }
        }
        return titles
    }

    /// Replaces a heading node by a paragraph holding a strong node with its inlines. The
    /// heading is only detached: its inlines' text still lives in its buffer until the document
    /// is rendered, so the caller frees it afterwards.
    private static func flatten(heading node: OpaquePointer, detached: inout [OpaquePointer]) {
        guard let paragraph = cmark_node_new(CMARK_NODE_PARAGRAPH), let strong = cmark_node_new(CMARK_NODE_STRONG) else { return }
        while let child = cmark_node_first_child(node) {
            cmark_node_unlink(child)
            cmark_node_append_child(strong, child)
        }
        cmark_node_append_child(paragraph, strong)
        cmark_node_insert_before(node, paragraph)
        cmark_node_unlink(node)
        detached.append(node)
    }

    /// The concatenated text and code literals under `node`.
    private static func plainText(of node: OpaquePointer) -> String {
        var text = ""
        guard let iterator = cmark_iter_new(node) else { return text }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let child = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(child)
            if type == CMARK_NODE_TEXT || type == CMARK_NODE_CODE, let literal = cmark_node_get_literal(child) {
                text += String(cString: literal)
            }
        }
        return text
    }

    /// cmark-gfm's table cells made valid HTML5: header cells get `scope="col"` and column
    /// alignment moves from the obsolete `align` attribute to a style. Each table goes into a
    /// box of its own that scrolls sideways (focusable, for keyboards), so a wide table in a
    /// description never makes the page wider than the screen. Raw HTML is dropped, so every
    /// `<table>` here is one cmark-gfm made.
    static func tableCellsFixed(_ html: String) -> String {
        guard ByteSearch.contains(html, "<table") else { return html }
        var result = replacing(html, "<table>", with: "<div class=\"md-table\" tabindex=\"0\"><table>")
        result = replacing(result, "</table>", with: "</table></div>")
        result = replacing(result, "<th>", with: "<th scope=\"col\">")
        for alignment in ["left", "center", "right"] {
            result = replacing(result, "<th align=\"\(alignment)\">", with: "<th scope=\"col\" style=\"text-align: \(alignment)\">")
            result = replacing(result, "<td align=\"\(alignment)\">", with: "<td style=\"text-align: \(alignment)\">")
        }
        return result
    }

    /// `text.replacing(pattern, with: replacement)`, on bytes where that gives the same text.
    static func replacing(_ text: String, _ pattern: String, with replacement: String) -> String {
        ByteSearch.replacingASCII(text, pattern, with: replacement) ?? text.replacing(pattern, with: replacement)
    }

    /// Code blocks scroll sideways rather than wrap, so keyboard users must be able to focus
    /// them: `<pre>` gets `tabindex="0"`.
    static func focusableCode(_ html: String) -> String {
        guard ByteSearch.contains(html, "<pre>") else { return html }
        return replacing(html, "<pre>", with: "<pre tabindex=\"0\">")
    }
}
