/// RFC 8259 `\u` escapes that libyaml's scanner does not take: UTF-16 surrogate pairs.
///
/// JSON writes a character outside the Basic Multilingual Plane as two escapes, a high and a
/// low surrogate (`"\ud83d\udc4d"` for 👍). libyaml reads JSON as YAML, whose `\u` must be a
/// scalar value, so it refuses each half. Before parsing, each pair is rewritten as YAML's
/// `\U0001F44D` — the same scalar — and the two characters saved are put back as spaces after
/// the string's closing quote, so that every later line and column stays where it was written.
/// A surrogate without its partner is no character at all: a located error.
enum JSONEscapes {
    /// `bytes` with every surrogate pair inside a string rewritten, from `first`, the offset
    /// `firstSurrogateEscape` found.
    static func yamlEscapes(_ bytes: [UInt8], file: String, from first: Int) throws(SpecError) -> [UInt8] {
        var output = Array(bytes[..<first])
        output.reserveCapacity(bytes.count)
        var index = first
        var inString = true
        var padding = 0
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        // `first` is inside a string: the scan to it tracked quotes.
        while index < bytes.count {
            let byte = bytes[index]
            if !inString {
                if byte == quote { inString = true }
                output.append(byte)
                index += 1
                continue
            }
            if byte == quote {
                inString = false
                output.append(byte)
                output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: padding))
                padding = 0
                index += 1
                continue
            }
            guard byte == backslash, index + 1 < bytes.count else {
                output.append(byte)
                index += 1
                continue
            }
            guard bytes[index + 1] == UInt8(ascii: "u"), let unit = hexUnit(bytes, at: index + 2) else {
                output.append(byte)
                output.append(bytes[index + 1])
                index += 2
                continue
            }
            switch unit {
            case 0xD800...0xDBFF:
                guard index + 7 < bytes.count, bytes[index + 6] == backslash, bytes[index + 7] == UInt8(ascii: "u"),
                      let low = hexUnit(bytes, at: index + 8), (0xDC00...0xDFFF).contains(low) else {
                    throw loneSurrogate(unit, bytes: bytes, offset: index, file: file, high: true)
                }
                let scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                output.append(contentsOf: Array("\\U".utf8) + hexDigits(scalar, count: 8))
                padding += 2
                index += 12
            case 0xDC00...0xDFFF:
                throw loneSurrogate(unit, bytes: bytes, offset: index, file: file, high: false)
            default:
                output.append(contentsOf: bytes[index..<(index + 6)])
                index += 6
            }
        }
        return output
    }

    /// The offset of the first `\u` escape of a surrogate (`\ud800`-`\udfff`) inside a string,
    /// `nil` when there is none: most files are then parsed as they are, without a copy.
    /// UTF-16 and UTF-32 files (a zero byte or a byte-order mark at the start) are not scanned.
    static func firstSurrogateEscape(_ bytes: [UInt8]) -> Int? {
        if bytes.prefix(4).contains(0) || bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            return nil
        }
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        var inString = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == backslash {
                    if index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "u"),
                       let unit = hexUnit(bytes, at: index + 2), (0xD800...0xDFFF).contains(unit) {
                        return index
                    }
                    index += 1
                } else if byte == quote {
                    inString = false
                }
            } else if byte == quote {
                inString = true
            }
            index += 1
        }
        return nil
    }

    private static func hexUnit(_ bytes: [UInt8], at start: Int) -> Int? {
        guard start + 4 <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[start..<(start + 4)] {
            guard let digit = hexValue(byte) else { return nil }
            value = value * 16 + digit
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(byte - UInt8(ascii: "A")) + 10
        default: return nil
        }
    }

    private static func hexDigits(_ value: Int, count: Int) -> [UInt8] {
        let digits = Array("0123456789ABCDEF".utf8)
        return (0..<count).reversed().map { digits[(value >> ($0 * 4)) & 0xF] }
    }

    private static func loneSurrogate(_ unit: Int, bytes: [UInt8], offset: Int, file: String, high: Bool) -> SpecError {
        let location = bytes.withUnsafeBufferPointer { LibYAMLProblem.location(ofByte: offset, in: $0, file: file) }
        let escape = "\\u" + String(decoding: hexDigits(unit, count: 4), as: UTF8.self).lowercased()
        let why = high ? "a high surrogate must be followed by a low one (\\udc00-\\udfff)" : "a low surrogate must follow a high one (\\ud800-\\udbff)"
        return SpecError("JSON escape '\(escape)' is a lone UTF-16 surrogate, not a character: \(why)", at: location)
    }
}
