/// Small string helpers shared by the naming functions.
///
/// Work happens on Unicode scalars where SwagGen's Foundation calls did (splitting,
/// searching for separators) and on grapheme clusters where it used `Character`s
/// (first character, one-character pieces). ASCII fast paths keep the hot paths cheap.
enum CaseText {
    /// The separators, in the order the separator pass applies them.
    static let separators: [Unicode.Scalar] = [" ", "_", "-", "."]

    static func contains(_ text: String, _ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let byte = UInt8(scalar.value)
            return text.utf8.contains(byte)
        }
        return text.unicodeScalars.contains(scalar)
    }

    static func containsSeparator(_ text: String) -> Bool {
        for byte in text.utf8 where byte == 0x20 || byte == 0x5F || byte == 0x2D || byte == 0x2E {
            return true
        }
        return false
    }

    /// Split on one scalar, keeping empty pieces (`a__b` → `a`, ``, `b`).
    static func split(_ text: String, on separator: Unicode.Scalar) -> [String] {
        text.unicodeScalars
            .split(separator: separator, omittingEmptySubsequences: false)
            .map { String(String.UnicodeScalarView($0)) }
    }

    /// `url`, `Url`, `URL` (any case): the one acronym SwagGen knows.
    static func isAcronym(_ text: String) -> Bool {
        guard text.utf8.count == 3 else { return text.utf8.count > 3 && text.uppercased() == "URL" }
        let bytes = Array(text.utf8)
        return (bytes[0] | 0x20) == 0x75 && (bytes[1] | 0x20) == 0x72 && (bytes[2] | 0x20) == 0x6C
    }

    /// "T equals its own uppercasing": true for text without letters too (`1.1`, `-1`).
    static func isAllUpper(_ text: String) -> Bool {
        var ascii = true
        for byte in text.utf8 {
            if byte >= 0x80 { ascii = false; break }
            if byte >= 0x61 && byte <= 0x7A { return false }
        }
        return ascii || text == text.uppercased()
    }

    /// Apply `transform` to the first grapheme cluster only.
    static func mapFirstCharacter(_ text: String, _ transform: (String) -> String) -> String {
        guard let first = text.first else { return text }
        return transform(String(first)) + text.dropFirst()
    }
}
