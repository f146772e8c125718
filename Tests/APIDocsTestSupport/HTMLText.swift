import Foundation

/// Reading rendered HTML in tests: the page text without the build-time Swift colouring, and
/// the values of one attribute.
public enum HTMLText {
    /// `html` without the build-time Swift colouring (`<span class="sx-…">…</span>`), so the
    /// Swift text of a block can be compared whole; the colouring has its own tests.
    public static func uncoloured(_ html: String) -> String {
        html.replacingOccurrences(of: #"<span class="sx-[a-z]+">"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: "</span>", with: "")
    }
}

extension HTMLText {
    /// The values of every `NAME="…"` attribute written after a space, tab or line break, in
    /// order: what the pattern `\sNAME="([^"]*)"` finds in the ASCII markup apidocs writes,
    /// scanned over UTF-8 bytes (a regex over a whole site is most of a test's time).
    public static func attributeValues(_ name: String, in html: String) -> [String] {
        let needle = Array((name + "=\"").utf8)
        var values: [String] = []
        var html = html
        html.withUTF8 { bytes in
            let count = bytes.count
            // Where the next match may start (its whitespace byte included): after the last one.
            var start = 0
            var index = 1
            while index + needle.count <= count {
                guard bytes[index] == needle[0], isSpace(bytes[index - 1]), index - 1 >= start,
                      bytes[index..<(index + needle.count)].elementsEqual(needle) else {
                    index += 1
                    continue
                }
                let valueStart = index + needle.count
                var end = valueStart
                while end < count, bytes[end] != UInt8(ascii: "\"") { end += 1 }
                guard end < count else { break }
                values.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[valueStart..<end]), as: UTF8.self))
                start = end + 1
                index = start + 1
            }
        }
        return values
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B
    }
}
