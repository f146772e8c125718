/// Small string helpers shared by the naming functions.
///
/// Work happens on Unicode scalars where SwagGen's Foundation calls did (splitting,
/// searching for separators) and on grapheme clusters where it used `Character`s
/// (first character, one-character pieces). ASCII fast paths keep the hot paths cheap.
public enum CaseText {
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
    public static func split(_ text: String, on separator: Unicode.Scalar) -> [String] {
        text.unicodeScalars
            .split(separator: separator, omittingEmptySubsequences: false)
            .map { String(String.UnicodeScalarView($0)) }
    }

    /// `url`, `Url`, `URL` (any case): the one acronym SwagGen knows.
    static func isAcronym(_ text: String) -> Bool {
        let utf8 = text.utf8
        if utf8.count == 3 {
            var bytes = utf8.makeIterator()
            return (bytes.next()! | 0x20) == 0x75 && (bytes.next()! | 0x20) == 0x72 && (bytes.next()! | 0x20) == 0x6C
        }
        // Only non-ASCII text of another length could still uppercase to `URL`.
        return utf8.count > 3 && utf8.contains { $0 >= 0x80 } && text.uppercased() == "URL"
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

    /// `mapFirstCharacter` with upper- or lower-casing, without allocating when the first
    /// character is a plain ASCII letter (followed by ASCII, so no combining mark joins it).
    static func caseFirstCharacter(_ text: String, upper: Bool) -> String {
        var utf8 = text.utf8.makeIterator()
        guard let first = utf8.next() else { return text }
        let second = utf8.next()
        let isLetter = (first | 0x20) >= 0x61 && (first | 0x20) <= 0x7A
        guard first < 0x80, second.map({ $0 < 0x80 }) ?? true else {
            return mapFirstCharacter(text) { upper ? $0.uppercased() : $0.lowercased() }
        }
        let wanted = upper ? first & ~0x20 : first | 0x20
        guard isLetter, wanted != first else { return text }
        var bytes = Array(text.utf8)
        bytes[0] = wanted
        return String(decoding: bytes, as: UTF8.self)
    }
}
