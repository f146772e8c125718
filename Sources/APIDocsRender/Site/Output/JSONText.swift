/// JSON string literals written by hand, so files come out byte for byte the same every time.
///
/// Foundation's encoder may change its escaping between versions; the symbol map and search
/// index are committed and compared, so their bytes are decided here: `"` and `\` escaped,
/// control characters (C0, DEL and C1) as `\n`, `\t`... or `\u00XX`, `<` as `\u003c` (the text can never close
/// a `<script>` element it is pasted into), and U+2028/U+2029 escaped so the text is also a
/// valid JavaScript literal in older engines. Everything else is copied as UTF-8.
public enum JSONText {
    public static func quote(_ text: String, into bytes: inout [UInt8]) {
        var text = text
        bytes.append(0x22)
        text.withUTF8 { source in
            // Most texts (paths, names, URLs) need no escape: copied in one go. (The table is
            // read once here: a global read in the closure checks its initialisation per byte.)
            let needsLook = mayNeedEscape.withUnsafeBufferPointer { table in source.contains { table[Int($0)] } }
            if !needsLook {
                bytes.append(contentsOf: source)
                return
            }
            var index = 0
            while index < source.count {
                let byte = source[index]
                switch byte {
                case 0x22: bytes.append(0x5C); bytes.append(0x22)
                case 0x5C: bytes.append(0x5C); bytes.append(0x5C)
                case 0x0A: bytes.append(0x5C); bytes.append(0x6E)
                case 0x0D: bytes.append(0x5C); bytes.append(0x72)
                case 0x09: bytes.append(0x5C); bytes.append(0x74)
                case 0x3C: appendEscape(0x3C, to: &bytes)
                case 0x00..<0x20, 0x7F: appendEscape(UInt32(byte), to: &bytes)
                case 0xC2 where index + 1 < source.count && (0x80...0x9F).contains(source[index + 1]):
                    // C1 controls (U+0080–U+009F), which no file of the site carries raw.
                    appendEscape(UInt32(source[index + 1]), to: &bytes)
                    index += 1
                case 0xE2 where index + 2 < source.count && source[index + 1] == 0x80
                    && (source[index + 2] == 0xA8 || source[index + 2] == 0xA9):
                    appendEscape(source[index + 2] == 0xA8 ? 0x2028 : 0x2029, to: &bytes)
                    index += 2
                default: bytes.append(byte)
                }
                index += 1
            }
        }
        bytes.append(0x22)
    }

    /// The bytes where `quote` may write something else: `"`, `\`, `<`, C0 controls, DEL, and
    /// the lead bytes of C1 controls (0xC2) and of U+2028/U+2029 (0xE2).
    private static let mayNeedEscape: [Bool] = (0...255).map { byte in
        byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x3C || byte == 0x7F || byte == 0xC2 || byte == 0xE2
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
