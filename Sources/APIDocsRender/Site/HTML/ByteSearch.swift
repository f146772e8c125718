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
                guard let first = pattern.first else { return true }
                guard pattern.count <= haystack.count else { return false }
                var index = 0
                let last = haystack.count - pattern.count
                while index <= last {
                    if haystack[index] == first {
                        var matched = 1
                        while matched < pattern.count, haystack[index + matched] == pattern[matched] { matched += 1 }
                        if matched == pattern.count { return true }
                    }
                    index += 1
                }
                return false
            }
        }
    }

    /// The offset of the first `pattern` in `bytes` at or after `from`, if any.
    static func offset(of pattern: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        guard let first = pattern.first, pattern.count <= bytes.count else { return nil }
        let last = bytes.count - pattern.count
        var index = from
        while index <= last {
            if bytes[index] == first {
                var matched = 1
                while matched < pattern.count, bytes[index + matched] == pattern[matched] { matched += 1 }
                if matched == pattern.count { return index }
            }
            index += 1
        }
        return nil
    }
}
