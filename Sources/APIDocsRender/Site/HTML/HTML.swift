import Mustache

/// A piece of markup that is already safe to put into a page as it is.
///
/// Only two things make one: cmark-gfm (spec Markdown, rendered without raw HTML) and the
/// site's own builders, which escape every piece of spec text they use. Templates print it
/// with `{{{x}}}`; everything else in a view model is a plain `String` that `{{x}}` escapes.
/// Keeping it a distinct type means a spec string cannot become markup by accident.
public struct HTML: Sendable, Equatable, MustacheCustomRenderable, CustomStringConvertible {
    /// The markup.
    public let markup: String

    /// Wraps markup that the caller produced safely. Internal: the only producers are this module's.
    init(trusted markup: String) {
        self.markup = markup
    }

    /// Plain text made safe: every `<`, `>`, `&`, `"` and `'` escaped.
    public init(text: String) {
        markup = HTML.escape(text)
    }

    public static let empty = HTML(trusted: "")

    public var isEmpty: Bool { markup.isEmpty }
    public var renderText: String { markup }
    public var isNull: Bool { markup.isEmpty }
    public var description: String { markup }

    /// Joins fragments.
    public static func + (lhs: HTML, rhs: HTML) -> HTML { HTML(trusted: lhs.markup + rhs.markup) }

    /// `text` escaped for HTML text and for quoted attribute values.
    public static func escape(_ text: String) -> String {
        var needsWork = false
        for byte in text.utf8 where byte == 0x3C || byte == 0x3E || byte == 0x26 || byte == 0x22 || byte == 0x27 {
            needsWork = true
            break
        }
        guard needsWork else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            switch byte {
            case 0x3C: bytes.append(contentsOf: [0x26, 0x6C, 0x74, 0x3B])  // &lt;
            case 0x3E: bytes.append(contentsOf: [0x26, 0x67, 0x74, 0x3B])  // &gt;
            case 0x26: bytes.append(contentsOf: [0x26, 0x61, 0x6D, 0x70, 0x3B])  // &amp;
            case 0x22: bytes.append(contentsOf: [0x26, 0x71, 0x75, 0x6F, 0x74, 0x3B])  // &quot;
            case 0x27: bytes.append(contentsOf: [0x26, 0x23, 0x33, 0x39, 0x3B])  // &#39;
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `<a href="href">text</a>`, with `href` (one of our own relative links) and `text` escaped
    /// (and breakable, see `breakable(_:)`).
    static func link(_ text: String, href: String) -> HTML {
        HTML(trusted: "<a href=\"\(escape(href))\">\(breakable(text).markup)</a>")
    }
}

extension HTML {
    /// `text` escaped, or nothing.
    static func optional(_ text: String?) -> HTML {
        text.map { HTML(text: $0) } ?? .empty
    }
}
