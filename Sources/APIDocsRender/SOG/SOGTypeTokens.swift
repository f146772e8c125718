/// A SOG Swift type as its runs of identifier and punctuation bytes: `[Components.Schemas.Pet]?`
/// is `[`, `Components.Schemas.Pet`, `]?`. Identifier bytes are letters, digits, `_`, `.` and
/// any non-ASCII byte, so a dotted type path is one run; pages link the identifier runs.
enum SOGTypeTokens {
    /// Each run of `type`, in order, with whether it is an identifier.
    static func runs(_ type: String) -> [(bytes: ArraySlice<UInt8>, isIdentifier: Bool)] {
        let bytes = Array(type.utf8)
        var runs: [(bytes: ArraySlice<UInt8>, isIdentifier: Bool)] = []
        var start = 0
        while start < bytes.count {
            var end = start
            let identifier = isIdentifier(bytes[start])
            while end < bytes.count && isIdentifier(bytes[end]) == identifier { end += 1 }
            runs.append((bytes[start..<end], identifier))
            start = end
        }
        return runs
    }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x41...0x5A, 0x61...0x7A, 0x30...0x39, 0x5F, 0x2E, 0x80...0xFF: return true
        default: return false
        }
    }
}
