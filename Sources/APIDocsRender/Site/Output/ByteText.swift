/// Prefix, suffix and split tests on a string's UTF-8 bytes, for the data files.
///
/// The search index compares hundreds of thousands of labels and URLs; String's own
/// `hasPrefix` and `split` compare by Character (grapheme clusters), which cost most of
/// writing the index. Labels are Swift paths and URLs are percent-encoded, so their
/// separators (`.`, `#`) are ASCII and bytes say the same.
enum ByteText {
    /// The text before the first `separator` byte and the text after it ("" when absent).
    static func split(_ text: String, atFirst separator: UInt8) -> (String, String) {
        let bytes = text.utf8
        guard let index = bytes.firstIndex(of: separator) else { return (text, "") }
        return (String(text[..<index]), String(text[bytes.index(after: index)...]))
    }

    /// What follows `prefix` in `text`, from the `separator` byte that must come right after it
    /// on (`Pet.Owner` after `Pet` then `.` is `.Owner`); nil when `text` does not go on so.
    static func remainder(of text: String, after prefix: String, then separator: UInt8) -> String? {
        let bytes = text.utf8, head = prefix.utf8
        guard bytes.count > head.count, bytes.starts(with: head) else { return nil }
        let index = bytes.index(bytes.startIndex, offsetBy: head.count)
        guard bytes[index] == separator else { return nil }
        return String(text[index...])
    }

    /// True when `text` ends with the `separator` byte followed by `suffix`.
    static func hasSuffix(_ text: String, _ suffix: String, after separator: UInt8) -> Bool {
        let bytes = text.utf8, tail = suffix.utf8
        guard bytes.count > tail.count, bytes.reversed().starts(with: tail.reversed()) else { return false }
        return bytes[bytes.index(bytes.endIndex, offsetBy: -tail.count - 1)] == separator
    }

    /// How many times `byte` occurs in `text`.
    static func count(of byte: UInt8, in text: String) -> Int {
        text.utf8.reduce(0) { $0 + ($1 == byte ? 1 : 0) }
    }

    /// The last non-empty part of `text` split at `separator` bytes ("" when there is none),
    /// as `split(separator:).last` gives it.
    static func lastPart(of text: String, separatedBy separator: UInt8) -> Substring {
        let bytes = text.utf8
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == separator { end = bytes.index(before: end) }
        var start = end
        while start > bytes.startIndex, bytes[bytes.index(before: start)] != separator { start = bytes.index(before: start) }
        return text[start..<end]
    }
}
