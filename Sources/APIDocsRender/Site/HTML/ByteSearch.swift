#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Substring tests on UTF-8 bytes.
///
/// Foundation's `String.contains` goes through `NSString` and was a tenth of the site's
/// rendering time; post-processing cmark output only needs to know whether a few short ASCII
/// markers occur at all, which a plain scan of the bytes answers quickly.
enum ByteSearch {
    static func contains(_ text: String, _ needle: String) -> Bool {
        var text = text
        var needle = needle
        return text.withUTF8 { haystack in
            needle.withUTF8 { pattern in
                pattern.isEmpty || find(pattern, in: haystack, from: 0) != nil
            }
        }
    }

    /// Whether every byte of `text` is ASCII: Character and byte operations on it then agree
    /// (splitting at an ASCII character, counting, dropping a prefix).
    static func isASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in bytes.allSatisfy { $0 < 0x80 } }
    }

    /// The offset of the first `pattern` in `bytes` at or after `from`, if any.
    static func offset(of pattern: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        bytes.withUnsafeBufferPointer { haystack in
            pattern.withUnsafeBufferPointer { needle in
                find(needle, in: haystack, from: from)
            }
        }
    }

    /// Every `pattern` in `text` replaced, done on UTF-8 bytes for an ASCII `pattern`. Where
    /// every match has an ASCII byte or an end of the text on both sides, a match of bytes is a
    /// match of characters (`String.replacing`) and of canonically equal text (Foundation's
    /// `replacingOccurrences`), so all three give the same text. Nil for a pattern that is not
    /// ASCII or a match that borders a byte that is not (it might combine with the match): the
    /// caller then replaces the slow way. (`String.replacing` compares `Character`s one by one
    /// and `replacingOccurrences` goes through `NSString`; either cost more than cmark's parse.)
    static func replacingASCII(_ text: String, _ pattern: String, with replacement: String) -> String? {
        let bytes = Array(text.utf8), needle = Array(pattern.utf8)
        guard needle.allSatisfy({ $0 < 0x80 }) else { return nil }
        guard var found = offset(of: needle, in: bytes, from: 0) else { return text }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 64)
        var position = 0
        while true {
            let end = found + needle.count
            if found > 0 && bytes[found - 1] >= 0x80 || end < bytes.count && bytes[end] >= 0x80 { return nil }
            output.append(contentsOf: bytes[position..<found])
            output.append(contentsOf: replacement.utf8)
            position = end
            guard let next = offset(of: needle, in: bytes, from: position) else { break }
            found = next
        }
        output.append(contentsOf: bytes[position...])
        return String(decoding: output, as: UTF8.self)
    }

    /// The first `pattern` in `haystack` at or after `from`: a long pattern by `horspool`, a
    /// short one by libc's vectorised `memchr` for each candidate first byte and `memcmp` for
    /// the rest (`memmem` is not in Swift's Glibc).
    private static func find(_ pattern: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        guard !pattern.isEmpty, from >= 0, from < haystack.count, pattern.count <= haystack.count - from,
              let base = haystack.baseAddress, let needle = pattern.baseAddress else { return nil }
        if pattern.count >= horspoolLength { return horspool(pattern, in: haystack, from: from) }
        let last = haystack.count - pattern.count
        var index = from
        while index <= last {
            guard let hit = memchr(base + index, Int32(needle[0]), last - index + 1) else { return nil }
            let offset = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
            if memcmp(base + offset, needle, pattern.count) == 0 { return offset }
            index = offset + 1
        }
        return nil
    }

    /// Patterns at least this long are searched with `horspool`.
    static let horspoolLength = 8

    /// Boyer–Moore–Horspool: compares the window's last byte and skips by how far that byte is
    /// from the pattern's end. A long pattern such as `<code class="language-swift"` moves
    /// most of its length at a time, where a search for its first byte stops at every `<`.
    private static func horspool(_ pattern: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        let length = pattern.count
        // The shift table lives on the stack: a page search runs several times per page.
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 256) { shift in
            shift.initialize(repeating: length)
            for index in 0..<(length - 1) { shift[Int(pattern[index])] = length - 1 - index }
            let lastByte = pattern[length - 1]
            var start = from
            while start + length <= haystack.count {
                let byte = haystack[start + length - 1]
                if byte == lastByte, memcmp(haystack.baseAddress! + start, pattern.baseAddress!, length - 1) == 0 { return start }
                start += shift[Int(byte)]
            }
            return nil
        }
    }
}
