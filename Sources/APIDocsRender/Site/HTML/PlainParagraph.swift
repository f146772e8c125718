/// The HTML cmark-gfm makes of a description that is one line of plain words, written without
/// running cmark.
///
/// Most spec descriptions are such a line ("The unique identifier of the repository."), and a
/// big spec has tens of thousands of them; cmark is serialised behind a lock and costs far more
/// than the text is worth. A line qualifies only when nothing in it can mean anything to
/// Markdown or to GitHub's autolinks, so the result is byte for byte what cmark-gfm writes:
/// `<p>`, the text with `"` escaped, `</p>` and a newline.
enum PlainParagraph {
    /// The paragraph's HTML, or `nil` when `text` needs cmark.
    static func html(_ text: String) -> String? {
        let bytes = text.utf8
        guard let first = bytes.first, let last = bytes.last, isLetter(first), last != 0x20 else { return nil }
        var quotes = 0
        var previous: UInt8 = 0
        for byte in bytes {
            switch byte {
            case 0x41...0x5A, 0x61...0x7A, 0x30...0x39:
                break
            case 0x20:
                if previous == 0x20 { return nil }
            case 0x22:
                quotes += 1
            // , . ; ? ' / % ( ) : = + - { } ^ $
            case 0x2C, 0x2E, 0x3B, 0x3F, 0x27, 0x2F, 0x25, 0x28, 0x29, 0x3A, 0x3D, 0x2B, 0x2D, 0x7B, 0x7D, 0x5E, 0x24:
                break
            default:
                // Markdown syntax (`*_[]<>&#!|~\` and backticks), `@` (email autolinks), control
                // characters and anything beyond ASCII: left to cmark.
                return nil
            }
            previous = byte
        }
        // GitHub's extended autolinks: `www.` and `scheme://`.
        if ByteSearch.contains(text, "://") || ByteSearch.contains(text, "www.") || ByteSearch.contains(text, "WWW.") || ByteSearch.contains(text, "Www.") {
            return nil
        }
        var html = "<p>"
        html.reserveCapacity(text.utf8.count + 10 + quotes * 5)
        if quotes == 0 {
            html += text
        } else {
            for character in text.unicodeScalars {
                if character == "\"" { html += "&quot;" } else { html.unicodeScalars.append(character) }
            }
        }
        return html + "</p>\n"
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}
