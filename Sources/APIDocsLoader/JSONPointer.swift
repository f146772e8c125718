/// RFC 6901 JSON pointers and the percent-encoding of `$ref` fragments.
///
/// It exists so that the parser (which builds pointers), the resolver (which walks them) and
/// error messages (which print them) all escape tokens the same way.
public enum JSONPointer {
    /// Escapes one reference token: `~` → `~0`, `/` → `~1`.
    public static func escape(_ token: String) -> String {
        guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else {
            return token
        }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(token.utf8.count + 8)
        appendEscaped(token, to: &escaped)
        return String(decoding: escaped, as: UTF8.self)
    }

    /// Appends `token`'s UTF-8 bytes escaped as `escape` escapes them (for writers that build a
    /// whole pointer as bytes).
    static func appendEscaped(_ token: String, to bytes: inout [UInt8]) {
        for byte in token.utf8 {
            switch byte {
            case UInt8(ascii: "~"): bytes.append(UInt8(ascii: "~")); bytes.append(UInt8(ascii: "0"))
            case UInt8(ascii: "/"): bytes.append(UInt8(ascii: "~")); bytes.append(UInt8(ascii: "1"))
            default: bytes.append(byte)
            }
        }
    }

    /// Undoes `escape`: `~1` → `/`, then `~0` → `~` (in that order, as RFC 6901 requires).
    public static func unescape(_ token: Substring) -> String {
        guard token.utf8.contains(UInt8(ascii: "~")) else { return String(token) }
        var unescaped = ""
        var scalars = token.unicodeScalars.makeIterator()
        while let character = scalars.next() {
            guard character == "~" else {
                unescaped.unicodeScalars.append(character)
                continue
            }
            switch scalars.next() {
            case "0": unescaped += "~"
            case "1": unescaped += "/"
            case let other?: unescaped += "~" + String(other)
            case nil: unescaped += "~"
            }
        }
        return unescaped
    }

    /// Splits a pointer into its unescaped tokens. `""` has none; a pointer must start with `/`.
    public static func tokens(_ pointer: String) -> [String]? {
        if pointer.isEmpty { return [] }
        guard pointer.hasPrefix("/") else { return nil }
        return pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map(unescape)
    }

    /// Decodes `%XX` escapes (as written in URI fragments and paths). Malformed escapes stay as is.
    public static func percentDecoded(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        let bytes = Array(text.utf8)
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
               let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) {
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
