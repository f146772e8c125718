/// JSON rules that libyaml does not enforce, checked on files whose name ends in `.json`.
///
/// libyaml reads JSON as YAML flow syntax, which allows a comma after the last member of an
/// object or array (`{"a": 1,}`). JSON does not, and a spec that other tools reject must not
/// pass here silently. The check is one linear scan of the bytes, bounded on any input; it runs
/// while libyaml parses the same bytes, and its answer counts only once libyaml has accepted
/// the file (so strings are known to be terminated).
enum JSONStrictCheck {
    /// True for paths that must hold strict JSON.
    static func applies(to path: String) -> Bool {
        path.utf8.count >= 5 && path.lowercased().hasSuffix(".json")
    }

    /// The error at the first trailing comma (a `,` followed, after optional whitespace, by `]`
    /// or `}`), or nil when there is none.
    static func problem(_ bytes: [UInt8], file: String) -> SpecError? {
        guard let offset = trailingCommaOffset(bytes) else { return nil }
        let location = bytes.withUnsafeBufferPointer { buffer in
            LibYAMLProblem.location(ofByte: offset, in: buffer, file: file)
        }
        return SpecError("JSON does not allow a comma after the last member of an object or array", at: location)
    }

    /// Byte offset of the first trailing comma outside strings, if any. UTF-16 and UTF-32 input
    /// (a NUL or UTF-16 byte order mark in the first bytes) is not scanned.
    static func trailingCommaOffset(_ bytes: [UInt8]) -> Int? {
        if bytes.prefix(4).contains(0) || bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            return nil
        }
        return bytes.withUnsafeBufferPointer(trailingCommaOffset)
    }

    private static func trailingCommaOffset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), comma = UInt8(ascii: ",")
        let closeBrace = UInt8(ascii: "}"), closeBracket = UInt8(ascii: "]")
        var inString = false
        var pendingComma: Int?
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if inString {
                if byte == backslash {
                    index += 1
                } else if byte == quote {
                    inString = false
                }
            } else {
                switch byte {
                case quote:
                    inString = true
                    pendingComma = nil
                case comma:
                    pendingComma = index
                case closeBrace, closeBracket:
                    if let pendingComma { return pendingComma }
                case 0x20, 0x09, 0x0A, 0x0D:
                    break
                default:
                    pendingComma = nil
                }
            }
            index += 1
        }
        return nil
    }
}
