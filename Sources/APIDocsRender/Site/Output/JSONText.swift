/// JSON string literals written by hand, so files come out byte for byte the same every time.
///
/// Foundation's encoder may change its escaping between versions; the symbol map and search
/// index are committed and compared, so their bytes are decided here: `"` and `\` escaped,
/// control characters as `\n`, `\t`... or `\u00XX`, and U+2028/U+2029 escaped so the text
/// is also a valid JavaScript literal in older engines. Everything else is kept as UTF-8.
enum JSONText {
    static func quote(_ text: String, into bytes: inout [UInt8]) {
        bytes.append(0x22)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: bytes.append(contentsOf: [0x5C, 0x22])
            case 0x5C: bytes.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: bytes.append(contentsOf: [0x5C, 0x6E])
            case 0x0D: bytes.append(contentsOf: [0x5C, 0x72])
            case 0x09: bytes.append(contentsOf: [0x5C, 0x74])
            case 0x00..<0x20, 0x2028, 0x2029:
                bytes.append(contentsOf: Array("\\u".utf8))
                let hex = String(scalar.value, radix: 16, uppercase: false)
                bytes.append(contentsOf: Array((String(repeating: "0", count: 4 - hex.count) + hex).utf8))
            case 0x3C:
                // `<` as an escape: the text can never close a <script> element it is pasted into.
                bytes.append(contentsOf: Array("\\u003c".utf8))
            case 0x20..<0x80:
                bytes.append(UInt8(scalar.value))
            default:
                UTF8.encode(scalar) { bytes.append($0) }
            }
        }
        bytes.append(0x22)
    }

    static func quote(_ text: String) -> String {
        var bytes: [UInt8] = []
        quote(text, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
