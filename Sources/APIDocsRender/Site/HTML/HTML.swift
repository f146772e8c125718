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

    /// A list printed whole, as the default templates print lists: each item's `block`
    /// markup, one per line (a template then looks up one name, not one or two per item).
    static func lines<Item>(_ items: [Item], _ block: (Item) -> String) -> HTML {
        HTML(trusted: items.map(block).joined(separator: "\n"))
    }

    /// `text` escaped for HTML text and for quoted attribute values.
    public static func escape(_ text: String) -> String {
        escapingEntities(text, quotes: true)
    }

    /// The entity that stands for `byte` in element text (`<`, `>`, `&`) and, with `quotes`,
    /// in a quoted attribute value (`"`, `'`); `nil` for any other byte.
    static func entity(for byte: UInt8, quotes: Bool) -> StaticString? {
        switch byte {
        case 0x3C: return "&lt;"
        case 0x3E: return "&gt;"
        case 0x26: return "&amp;"
        case 0x22 where quotes: return "&quot;"
        case 0x27 where quotes: return "&#39;"
        default: return nil
        }
    }

    /// `text` with every byte `entity(for:quotes:)` names replaced by its entity. The
    /// entities' extra bytes are counted first: most text needs none and is returned as it is,
    /// and escaped text is written once into a string of its exact size.
    static func escapingEntities(_ text: String, quotes: Bool) -> String {
        // The bytes `entity(for:quotes:)` names, as bits of one word (all are below 0x40).
        let named: UInt64 = (1 << 0x3C) | (1 << 0x3E) | (1 << 0x26) | (quotes ? (1 << 0x22) | (1 << 0x27) : 0)
        var text = text
        let extra = text.withUTF8 { source in
            var extra = 0
            for byte in source where byte < 0x40 && (named >> byte) & 1 != 0 {
                extra += entity(for: byte, quotes: quotes)!.utf8CodeUnitCount - 1
            }
            return extra
        }
        guard extra > 0 else { return text }
        return text.withUTF8 { source in
            String(unsafeUninitializedCapacity: source.count + extra) { output in
                var count = 0
                for byte in source {
                    guard let entity = entity(for: byte, quotes: quotes) else {
                        output[count] = byte
                        count += 1
                        continue
                    }
                    entity.withUTF8Buffer { bytes in
                        for entityByte in bytes {
                            output[count] = entityByte
                            count += 1
                        }
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
