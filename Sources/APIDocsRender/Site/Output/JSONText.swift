/// JSON string literals written by hand, so files come out byte for byte the same every time.
///
/// Foundation's encoder may change its escaping between versions; the symbol map and search
/// index are committed and compared, so their bytes are decided here: `"` and `\` escaped,
/// control characters (C0, DEL and C1) as `\n`, `\t`... or `\u00XX`, `<` as `\u003c` (the text can never close
/// a `<script>` element it is pasted into), and U+2028/U+2029 escaped so the text is also a
/// valid JavaScript literal in older engines. Everything else is copied as UTF-8.
enum JSONText {
    static func quote(_ text: String, into bytes: inout [UInt8]) {
        var text = text
        bytes.append(0x22)
        text.withUTF8 { source in
            // Runs of bytes that need no escape are copied whole.
            var runStart = 0
            var index = 0
            func flush() {
                if runStart < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<index])) }
            }
            while index < source.count {
                let byte = source[index]
                var consumed = 1
                switch byte {
                case 0x22: flush(); bytes.append(0x5C); bytes.append(0x22)
                case 0x5C: flush(); bytes.append(0x5C); bytes.append(0x5C)
                case 0x0A: flush(); bytes.append(0x5C); bytes.append(0x6E)
                case 0x0D: flush(); bytes.append(0x5C); bytes.append(0x72)
                case 0x09: flush(); bytes.append(0x5C); bytes.append(0x74)
                case 0x3C: flush(); appendEscape(0x3C, to: &bytes)
                case 0x00..<0x20, 0x7F: flush(); appendEscape(UInt32(byte), to: &bytes)
                case 0xC2 where index + 1 < source.count && (0x80...0x9F).contains(source[index + 1]):
                    // C1 controls (U+0080–U+009F), which no file of the site carries raw.
                    flush()
                    appendEscape(UInt32(source[index + 1]), to: &bytes)
                    consumed = 2
                case 0xE2 where index + 2 < source.count && source[index + 1] == 0x80
                    && (source[index + 2] == 0xA8 || source[index + 2] == 0xA9):
                    flush()
                    appendEscape(source[index + 2] == 0xA8 ? 0x2028 : 0x2029, to: &bytes)
                    consumed = 3
                default:
                    index += 1
                    continue
                }
                index += consumed
                runStart = index
            }
            flush()
        }
        bytes.append(0x22)
    }

    /// `\uXXXX` with four lower-case hex digits.
    private static func appendEscape(_ value: UInt32, to bytes: inout [UInt8]) {
        let digits: [UInt8] = Array("0123456789abcdef".utf8)
        bytes.append(0x5C)
        bytes.append(0x75)
        for shift in stride(from: 12, through: 0, by: -4) {
            bytes.append(digits[Int((value >> UInt32(shift)) & 0xF)])
        }
    }
}
