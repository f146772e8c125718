#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A mapping key compared as what YAML and JSON say a key is: a sequence of code points.
///
/// It exists because Swift's `String` compares, hashes and orders by canonical equivalence:
/// `"é"` (U+00E9) and `"e\u{301}"` are `==` and hash alike, so a dictionary keyed by `String`
/// silently merges two distinct keys of a spec (two schemas, one page). Every map that a spec's
/// keys index — the loader's mappings, the spec model's component maps — uses this instead.
/// Ordering is by code point (UTF-8 byte order is code point order), so it is total and stable.
public struct CodePointKey: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let text: String

    public init(_ text: String) {
        self.text = text
    }

    public var description: String { text }

    public static func == (lhs: CodePointKey, rhs: CodePointKey) -> Bool {
        same(lhs.text, rhs.text)
    }

    public func hash(into hasher: inout Hasher) {
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        if done == nil {
            for byte in text.utf8 { hasher.combine(byte) }
        }
        hasher.combine(0xFF as UInt8)
    }

    public static func < (lhs: CodePointKey, rhs: CodePointKey) -> Bool {
        lhs.text.utf8.lexicographicallyPrecedes(rhs.text.utf8)
    }

    /// True when two strings are the same code points (not merely canonically equivalent).
    /// `String ==` first, as a fast filter: it is false for most different keys. Then the
    /// bytes, compared in one go where both strings store them contiguously (they almost
    /// always do; a byte-by-byte walk was a tenth of reading a big spec).
    @inline(__always)
    public static func same(_ first: String, _ second: String) -> Bool {
        guard first.utf8.count == second.utf8.count, first == second else { return false }
        let bytesEqual = first.utf8.withContiguousStorageIfAvailable { left in
            second.utf8.withContiguousStorageIfAvailable { right in
                left.count == 0 || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
            }
        }
        if let bytesEqual, let bytesEqual { return bytesEqual }
        return first.utf8.elementsEqual(second.utf8)
    }
}
