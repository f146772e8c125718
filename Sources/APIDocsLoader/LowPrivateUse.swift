/// Scalars U+E000…U+E03F, the start of the Private Use Area: later stages put the marks they
/// carry through rendered text there (README link marks, blank-line marks), so the loader
/// records whether the spec's own text holds any (`SpecDocumentSet.holdsLowPrivateUse`).
enum LowPrivateUse {
    /// Whether UTF-8 `bytes` encode such a scalar (`EE 80 xx`).
    static func occurs(inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= 3 else { return false }
        for index in 0..<(bytes.count - 2) where bytes[index] == 0xEE && bytes[index + 1] == 0x80 { return true }
        return false
    }

    static func occurs(in text: String) -> Bool {
        var text = text
        return text.withUTF8 { occurs(inUTF8: $0) }
    }
}
