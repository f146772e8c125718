/// Characters an HTML document may not contain, and the pass that takes them out of a page.
///
/// Spec text reaches pages through escaping (`{{x}}`, `HTML.escape`) and through cmark-gfm,
/// neither of which removes control characters: a NUL or an ESC in a description would make
/// the page an invalid document (and a character reference such as `&#0;` is no better). So
/// every rendered page goes through `replacingForbidden` once, whatever path its text took.
enum HTMLCharacters {
    /// U+FFFD, the character HTML parsers put in place of what they cannot accept.
    static let replacement: Unicode.Scalar = "\u{FFFD}"

    /// True for the code points HTML calls errors in the input stream: C0 controls other than
    /// tab, line feed, form feed and carriage return; DEL and the C1 controls; noncharacters.
    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        switch value {
        case 0x09, 0x0A, 0x0C, 0x0D: return false
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0xFDD0...0xFDEF: return true
        default: return value & 0xFFFE == 0xFFFE
        }
    }

    /// `text` with every forbidden character replaced by U+FFFD. Text without any (nearly every
    /// page) is returned as it is after one byte scan.
    static func replacingForbidden(_ text: String) -> String {
        // The byte scan only suspects (any `©`, emoji or U+FFFD makes it); the scalar scan
        // decides, and a page is rebuilt only when it does hold a forbidden character.
        guard mayContainForbidden(text), text.unicodeScalars.contains(where: isForbidden) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(isForbidden(scalar) ? replacement : scalar)
        }
        return String(scalars)
    }

    /// A cheap over-approximation on UTF-8 bytes: a byte below 0x20 other than the allowed
    /// whitespace, DEL, or the lead byte of a sequence that may encode a C1 control (0xC2) or a
    /// noncharacter (0xEF, 0xF0…0xF4).
    private static func mayContainForbidden(_ text: String) -> Bool {
        var text = text
        return suspect.withUnsafeBufferPointer { table in
            text.withUTF8 { bytes in
                // Eight bytes at a time: a word of printable ASCII (0x20…0x7E, most of a page)
                // holds no suspect byte; any other word is looked at byte by byte.
                let raw = UnsafeRawBufferPointer(bytes)
                var offset = 0
                while offset + 8 <= raw.count {
                    let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    if !isPrintableASCII(word) {
                        for index in offset..<(offset + 8) where table[Int(bytes[index])] { return true }
                    }
                    offset += 8
                }
                for index in offset..<bytes.count where table[Int(bytes[index])] { return true }
                return false
            }
        }
    }

    /// Whether all eight bytes of `word` lie in 0x20…0x7E: none below 0x20 (subtracting 0x20
    /// from a byte below it borrows into its top bit) and none above 0x7E (adding 1 to 0x7F
    /// or more sets or keeps its top bit).
    private static func isPrintableASCII(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        let below = (word &- ones &* 0x20) & ~word & high
        let above = ((word &+ ones) | word) & high
        return below | above == 0
    }

    /// The bytes `mayContainForbidden` stops at, as a table (one lookup a byte of every page).
    private static let suspect: [Bool] = (0...255).map { byte in
        switch byte {
        case 0x09, 0x0A, 0x0C, 0x0D: return false
        case 0x00...0x1F, 0x7F, 0xC2, 0xEF, 0xF0...0xF4: return true
        default: return false
        }
    }
}
