/// A stable 128-bit content hash: XXH64 of the bytes with two seeds, computed in one pass.
///
/// It names file contents in the output manifest and makes build fingerprints. It is not
/// cryptographic, only stable (same bytes, same hash, on every machine and in every version)
/// and fast: about a millisecond per megabyte or better in a release build. Each half is
/// plain XXH64 (seed 0 for `low`, `secondSeed` for `high`), so it can be checked against any
/// other XXH64 implementation.
public struct ContentHash: Hashable, Sendable, CustomStringConvertible {
    public var high: UInt64
    public var low: UInt64

    /// The seed of the `high` half (the `low` half uses 0).
    public static let secondSeed: UInt64 = 0x9E37_79B9_7F4A_7C15

    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// The hash of `bytes`.
    public init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBytes { ContentHash($0) }
    }

    /// The hash of the UTF-8 bytes of `text`.
    public init(text: String) {
        var text = text
        self = text.withUTF8 { ContentHash(UnsafeRawBufferPointer($0)) }
    }

    /// The hash of the bytes in `buffer`.
    public init(_ buffer: UnsafeRawBufferPointer) {
        let pair = XXH64Pair.hash(buffer, seeds: (0, ContentHash.secondSeed))
        self.init(high: pair.1, low: pair.0)
    }

    /// 32 lowercase hex digits, `high` first.
    public var hex: String { Self.hex(high) + Self.hex(low) }

    public var description: String { hex }

    /// Reads the `hex` form back; `nil` unless it is exactly 32 hex digits.
    public init?(hex: some StringProtocol) {
        let digits = Array(hex.utf8)
        guard digits.count == 32, let high = Self.word(digits[0..<16]), let low = Self.word(digits[16..<32]) else {
            return nil
        }
        self.init(high: high, low: low)
    }

    static func hex(_ word: UInt64) -> String {
        let text = String(word, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }

    static func word(_ digits: ArraySlice<UInt8>) -> UInt64? {
        var value: UInt64 = 0
        for digit in digits {
            let nibble: UInt8
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = digit - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = digit - UInt8(ascii: "a") + 10
            default: return nil
            }
            value = value << 4 | UInt64(nibble)
        }
        return value
    }
}

/// XXH64 (Yann Collet's xxHash, 64-bit) for two seeds at once: the two sets of four lanes are
/// independent, so running them in the same loop costs little more than one.
enum XXH64Pair {
    static let p1: UInt64 = 0x9E37_79B1_85EB_CA87
    static let p2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    static let p3: UInt64 = 0x1656_67B1_9E37_79F9
    static let p4: UInt64 = 0x85EB_CA77_C2B2_AE63
    static let p5: UInt64 = 0x27D4_EB2F_1656_67C5

    @inline(__always) static func rotl(_ x: UInt64, _ r: UInt64) -> UInt64 { (x << r) | (x >> (64 - r)) }

    @inline(__always) static func round(_ acc: UInt64, _ input: UInt64) -> UInt64 {
        rotl(acc &+ input &* p2, 31) &* p1
    }

    @inline(__always) static func merge(_ acc: UInt64, _ value: UInt64) -> UInt64 {
        (acc ^ round(0, value)) &* p1 &+ p4
    }

    @inline(__always) static func load64(_ base: UnsafeRawPointer, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    @inline(__always) static func load32(_ base: UnsafeRawPointer, _ offset: Int) -> UInt64 {
        UInt64(UInt32(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
    }

    static func hash(_ buffer: UnsafeRawBufferPointer, seeds: (UInt64, UInt64)) -> (UInt64, UInt64) {
        let length = buffer.count
        guard let base = buffer.baseAddress, length > 0 else {
            return (finish(seeds.0 &+ p5, nil, 0, 0), finish(seeds.1 &+ p5, nil, 0, 0))
        }
        var offset = 0
        var hashA: UInt64
        var hashB: UInt64
        if length >= 32 {
            var a1 = seeds.0 &+ p1 &+ p2, a2 = seeds.0 &+ p2, a3 = seeds.0, a4 = seeds.0 &- p1
            var b1 = seeds.1 &+ p1 &+ p2, b2 = seeds.1 &+ p2, b3 = seeds.1, b4 = seeds.1 &- p1
            let limit = length - 32
            while offset <= limit {
                let w1 = load64(base, offset), w2 = load64(base, offset + 8)
                let w3 = load64(base, offset + 16), w4 = load64(base, offset + 24)
                a1 = round(a1, w1); a2 = round(a2, w2); a3 = round(a3, w3); a4 = round(a4, w4)
                b1 = round(b1, w1); b2 = round(b2, w2); b3 = round(b3, w3); b4 = round(b4, w4)
                offset += 32
            }
            hashA = rotl(a1, 1) &+ rotl(a2, 7) &+ rotl(a3, 12) &+ rotl(a4, 18)
            hashA = merge(merge(merge(merge(hashA, a1), a2), a3), a4)
            hashB = rotl(b1, 1) &+ rotl(b2, 7) &+ rotl(b3, 12) &+ rotl(b4, 18)
            hashB = merge(merge(merge(merge(hashB, b1), b2), b3), b4)
        } else {
            hashA = seeds.0 &+ p5
            hashB = seeds.1 &+ p5
        }
        return (finish(hashA, base, offset, length), finish(hashB, base, offset, length))
    }

    /// Adds the length and the last `length - offset` (< 32) bytes, then avalanches.
    static func finish(_ start: UInt64, _ base: UnsafeRawPointer?, _ offset: Int, _ length: Int) -> UInt64 {
        var hash = start &+ UInt64(length)
        var offset = offset
        if let base {
            while offset + 8 <= length {
                hash ^= round(0, load64(base, offset))
                hash = rotl(hash, 27) &* p1 &+ p4
                offset += 8
            }
            if offset + 4 <= length {
                hash ^= load32(base, offset) &* p1
                hash = rotl(hash, 23) &* p2 &+ p3
                offset += 4
            }
            while offset < length {
                hash ^= UInt64(base.load(fromByteOffset: offset, as: UInt8.self)) &* p5
                hash = rotl(hash, 11) &* p1
                offset += 1
            }
        }
        hash ^= hash >> 33
        hash = hash &* p2
        hash ^= hash >> 29
        hash = hash &* p3
        hash ^= hash >> 32
        return hash
    }
}
