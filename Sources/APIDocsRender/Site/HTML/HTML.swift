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
        // The entities' extra bytes, counted first: most text needs none and is returned as
        // it is, and escaped text is written once into a string of its exact size.
        var extra = 0
        for byte in text.utf8 {
            switch byte {
            case 0x3C, 0x3E: extra += 3
            case 0x26, 0x27: extra += 4
            case 0x22: extra += 5
            default: break
            }
        }
        guard extra > 0 else { return text }
        var text = text
        return text.withUTF8 { source in
            String(unsafeUninitializedCapacity: source.count + extra) { output in
                var count = 0
                func put(_ byte: UInt8) { output[count] = byte; count += 1 }
                for byte in source {
                    switch byte {
                    case 0x3C: put(0x26); put(0x6C); put(0x74); put(0x3B)  // &lt;
                    case 0x3E: put(0x26); put(0x67); put(0x74); put(0x3B)  // &gt;
                    case 0x26: put(0x26); put(0x61); put(0x6D); put(0x70); put(0x3B)  // &amp;
                    case 0x22: put(0x26); put(0x71); put(0x75); put(0x6F); put(0x74); put(0x3B)  // &quot;
                    case 0x27: put(0x26); put(0x23); put(0x33); put(0x39); put(0x3B)  // &#39;
                    default: put(byte)
                    }
                }
                return count
            }
        }
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
