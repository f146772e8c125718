import CLibYAML

/// Reads a strict JSON file into `TreeBuilder`'s events without libyaml.
///
/// libyaml reads JSON as YAML flow syntax, and for a big JSON spec (Kubernetes' is 4 MB) its
/// scanner is most of the loading cost. JSON's grammar is small enough to read directly: this
/// reader hands the builder the events libyaml would have made for the same bytes (same order,
/// same scalar text and style, same line and column), so the tree is the same.
///
/// It only takes what it knows libyaml reads that way: strict RFC 8259 JSON with a mapping or
/// sequence at the top, in UTF-8 without a byte order mark, whose strings hold no character
/// libyaml treats specially (line breaks other than `\n` and `\r`, U+FEFF, anything libyaml's
/// reader refuses), no `\u` surrogate escape (see `JSONEscapes`), and whose keys are followed
/// by their `:` on the same line within 1,024 bytes (libyaml's limit for an implicit key is
/// 1,024 characters), and with no tab before or after the top-level value.
/// Anything else, and any error the builder raises, gives `nil`: the caller then parses the
/// file with libyaml, which reports whatever is wrong exactly as before.
struct JSONEventReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var builder: TreeBuilder
    private var position = 0
    /// libyaml's mark at `markPosition`: 0-based line and column (in characters).
    private var line = 0
    private var column = 0
    private var markPosition = 0
    /// Decoded text of a string with escapes (the builder copies it before the next event).
    private var scratch: [UInt8] = []

    /// The parsed document, or `nil` when the bytes are not JSON this reader takes (see above).
    static func parseDocument(_ input: UnsafeBufferPointer<UInt8>, file: String) -> ParsedDocument? {
        guard input.count >= 2, input[0] != 0xEF, input[0] != 0xFE, input[0] != 0xFF else { return nil }
        var reader = JSONEventReader(bytes: input, builder: TreeBuilder(file: file))
        do {
            guard try reader.readDocument() else { return nil }
        } catch {
            return nil
        }
        return reader.builder.finish()
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, builder: TreeBuilder) {
        self.bytes = bytes
        self.builder = builder
    }

    private enum Container {
        case mapping
        case sequence
    }

    /// Reads the whole input; false at the first thing this reader does not take.
    private mutating func readDocument() throws(SpecError) -> Bool {
        guard skipWhitespace(tabs: false), position < bytes.count else { return false }
        let first = bytes[position]
        guard first == Byte.openBrace || first == Byte.openBracket else { return false }
        _ = try emit(YAML_STREAM_START_EVENT)
        _ = try emit(YAML_DOCUMENT_START_EVENT)
        var stack: [Container] = []
        // true: a value is expected next (after `[`, `,` or `:`); false: `,` or a close.
        var expectsValue = true
        while !stack.isEmpty || expectsValue {
            guard skipWhitespace(), position < bytes.count else { return false }
            let byte = bytes[position]
            if expectsValue {
                switch byte {
                case Byte.openBrace, Byte.openBracket:
                    let isMapping = byte == Byte.openBrace
                    try emitMark(isMapping ? YAML_MAPPING_START_EVENT : YAML_SEQUENCE_START_EVENT)
                    position += 1
                    stack.append(isMapping ? .mapping : .sequence)
                    guard skipWhitespace(), position < bytes.count else { return false }
                    if bytes[position] == (isMapping ? Byte.closeBrace : Byte.closeBracket) {
                        // An empty collection.
                        position += 1
                        _ = try emit(isMapping ? YAML_MAPPING_END_EVENT : YAML_SEQUENCE_END_EVENT)
                        stack.removeLast()
                        expectsValue = false
                    } else if isMapping {
                        guard try readKey() else { return false }
                    }
                    continue
                case Byte.quote:
                    guard try readString() else { return false }
                case Byte.minus, Byte.zero...Byte.nine:
                    guard try readNumber() else { return false }
                case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                    guard try readLiteral() else { return false }
                default:
                    return false
                }
                expectsValue = false
                continue
            }
            switch (byte, stack[stack.count - 1]) {
            case (Byte.comma, .mapping):
                position += 1
                guard skipWhitespace(), try readKey() else { return false }
                expectsValue = true
            case (Byte.comma, .sequence):
                position += 1
                expectsValue = true
                // `[1,]` is not JSON: what follows a comma must be a value.
                guard skipWhitespace(), position < bytes.count, bytes[position] != Byte.closeBracket else { return false }
            case (Byte.closeBrace, .mapping):
                position += 1
                _ = try emit(YAML_MAPPING_END_EVENT)
                stack.removeLast()
            case (Byte.closeBracket, .sequence):
                position += 1
                _ = try emit(YAML_SEQUENCE_END_EVENT)
                stack.removeLast()
            default:
                return false
            }
        }
        // Only whitespace may follow the top-level value.
        guard skipWhitespace(tabs: false), position == bytes.count else { return false }
        _ = try emit(YAML_DOCUMENT_END_EVENT)
        return try emit(YAML_STREAM_END_EVENT)
    }

    /// A mapping key (a string at `position`), then its `:` on the same line within 1,024
    /// bytes; leaves `position` after the `:`.
    private mutating func readKey() throws(SpecError) -> Bool {
        guard position < bytes.count, bytes[position] == Byte.quote else { return false }
        let keyLine = line, keyPosition = position
        guard try readString(), skipWhitespace(), position < bytes.count, bytes[position] == Byte.colon else { return false }
        guard line == keyLine, position - keyPosition <= 1024 else { return false }
        position += 1
        return true
    }

    // MARK: - Scalars

    /// A string at `position`; emits it as a double-quoted scalar.
    private mutating func readString() throws(SpecError) -> Bool {
        advanceMark(to: position)
        let start = position + 1
        var index = start
        var escaped = false
        while true {
            guard index < bytes.count else { return false }
            let byte = bytes[index]
            if byte == Byte.quote { break }
            if byte == Byte.backslash {
                escaped = true
                index += 2
                continue
            }
            if byte < 0x20 || byte == 0x7F { return false }
            if byte >= 0x80 {
                guard let length = JSONEventReader.characterLength(bytes, at: index) else { return false }
                index += length
            } else {
                index += 1
            }
        }
        let end = index
        position = end + 1
        if !escaped {
            return try emitScalar(UnsafeBufferPointer(rebasing: bytes[start..<end]), style: YAML_DOUBLE_QUOTED_SCALAR_STYLE)
        }
        guard decodeEscapes(start..<end) else { return false }
        let text = scratch
        return try text.withUnsafeBufferPointer { buffer throws(SpecError) in
            try emitScalar(buffer, style: YAML_DOUBLE_QUOTED_SCALAR_STYLE)
        }
    }

    /// The text of a string with escapes into `scratch`; false for an escape JSON does not
    /// have, or a `\u` surrogate (`JSONEscapes` rewrites those before libyaml reads them).
    private mutating func decodeEscapes(_ range: Range<Int>) -> Bool {
        scratch.removeAll(keepingCapacity: true)
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            guard byte == Byte.backslash else {
                scratch.append(byte)
                index += 1
                continue
            }
            guard index + 1 < range.upperBound else { return false }
            switch bytes[index + 1] {
            case Byte.quote, Byte.backslash, UInt8(ascii: "/"): scratch.append(bytes[index + 1])
            case UInt8(ascii: "b"): scratch.append(0x08)
            case UInt8(ascii: "f"): scratch.append(0x0C)
            case UInt8(ascii: "n"): scratch.append(0x0A)
            case UInt8(ascii: "r"): scratch.append(0x0D)
            case UInt8(ascii: "t"): scratch.append(0x09)
            case UInt8(ascii: "u"):
                guard index + 6 <= range.upperBound, let unit = JSONEventReader.hexUnit(bytes, at: index + 2),
                      !(0xD800...0xDFFF).contains(unit), let scalar = Unicode.Scalar(unit) else { return false }
                scratch.append(contentsOf: UTF8.encode(scalar)!)
                index += 6
                continue
            default:
                return false
            }
            index += 2
        }
        return true
    }

    /// A JSON number at `position`, emitted as a plain scalar.
    private mutating func readNumber() throws(SpecError) -> Bool {
        advanceMark(to: position)
        let start = position
        var index = position
        if bytes[index] == Byte.minus { index += 1 }
        guard index < bytes.count else { return false }
        if bytes[index] == Byte.zero {
            index += 1
        } else {
            guard JSONEventReader.digits(bytes, from: &index) else { return false }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard JSONEventReader.digits(bytes, from: &index) else { return false }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == Byte.minus { index += 1 }
            guard JSONEventReader.digits(bytes, from: &index) else { return false }
        }
        guard endsPlainScalar(at: index) else { return false }
        position = index
        return try emitScalar(UnsafeBufferPointer(rebasing: bytes[start..<index]), style: YAML_PLAIN_SCALAR_STYLE)
    }

    /// `true`, `false` or `null` at `position`, emitted as a plain scalar.
    private mutating func readLiteral() throws(SpecError) -> Bool {
        advanceMark(to: position)
        for word in JSONEventReader.literals {
            let end = position + word.count
            guard end <= bytes.count, bytes[position..<end].elementsEqual(word), endsPlainScalar(at: end) else { continue }
            let start = position
            position = end
            return try emitScalar(UnsafeBufferPointer(rebasing: bytes[start..<end]), style: YAML_PLAIN_SCALAR_STYLE)
        }
        return false
    }

    private static let literals: [[UInt8]] = [Array("true".utf8), Array("false".utf8), Array("null".utf8)]

    /// Whether a plain scalar ending at `index` ends there for libyaml too: at the end, JSON
    /// whitespace or a flow indicator that may follow a value.
    private func endsPlainScalar(at index: Int) -> Bool {
        guard index < bytes.count else { return true }
        switch bytes[index] {
        case Byte.space, Byte.tab, Byte.newline, Byte.carriageReturn, Byte.comma, Byte.closeBrace, Byte.closeBracket: return true
        default: return false
        }
    }

    // MARK: - Position

    /// Skips JSON whitespace, counting lines as libyaml does (`\r\n` is one break). False at
    /// a tab when `tabs` is false: outside a collection libyaml does not take every tab as
    /// whitespace.
    private mutating func skipWhitespace(tabs: Bool = true) -> Bool {
        while position < bytes.count {
            switch bytes[position] {
            case Byte.space:
                position += 1
            case Byte.tab:
                guard tabs else { return false }
                position += 1
            case Byte.newline:
                position += 1
                newLine()
            case Byte.carriageReturn:
                position += 1
                if position < bytes.count, bytes[position] == Byte.newline { position += 1 }
                newLine()
            default:
                return true
            }
        }
        return true
    }

    /// The mark after a line break ending at `position`.
    private mutating func newLine() {
        markPosition = position
        line += 1
        column = 0
    }

    /// Moves libyaml's mark to `target` on the same line, counting characters (UTF-8 lead
    /// bytes) on the way.
    private mutating func advanceMark(to target: Int) {
        var count = 0
        var index = markPosition
        while index < target {
            if bytes[index] & 0xC0 != 0x80 { count += 1 }
            index += 1
        }
        column += count
        markPosition = target
    }

    // MARK: - Events

    private mutating func emit(_ type: yaml_event_type_t) throws(SpecError) -> Bool {
        var event = yaml_event_t()
        event.type = type
        return try builder.handle(event)
    }

    /// An event carrying the mark at `position`.
    private mutating func emitMark(_ type: yaml_event_type_t) throws(SpecError) {
        advanceMark(to: position)
        var event = yaml_event_t()
        event.type = type
        event.start_mark = currentMark
        _ = try builder.handle(event)
    }

    /// A scalar at the current mark (set where the scalar began: nothing moves it before the
    /// scalar is emitted).
    private mutating func emitScalar(_ text: UnsafeBufferPointer<UInt8>, style: yaml_scalar_style_t) throws(SpecError) -> Bool {
        var event = yaml_event_t()
        event.type = YAML_SCALAR_EVENT
        event.start_mark = currentMark
        event.data.scalar.value = UnsafeMutablePointer(mutating: text.baseAddress)
        event.data.scalar.length = text.count
        event.data.scalar.style = style
        event.data.scalar.plain_implicit = style == YAML_PLAIN_SCALAR_STYLE ? 1 : 0
        event.data.scalar.quoted_implicit = style == YAML_PLAIN_SCALAR_STYLE ? 0 : 1
        _ = try builder.handle(event)
        return true
    }

    /// The builder reads a mark's line and column only.
    private var currentMark: yaml_mark_t {
        yaml_mark_t(index: 0, line: line, column: column)
    }
}

extension JSONEventReader {
    fileprivate enum Byte {
        static let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}")
        static let openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")
        static let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        static let comma = UInt8(ascii: ","), colon = UInt8(ascii: ":"), minus = UInt8(ascii: "-")
        static let zero = UInt8(ascii: "0"), nine = UInt8(ascii: "9")
        static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
        static let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
    }

    /// One or more decimal digits from `index`, which ends after them.
    fileprivate static func digits(_ bytes: UnsafeBufferPointer<UInt8>, from index: inout Int) -> Bool {
        let start = index
        while index < bytes.count, bytes[index] >= Byte.zero, bytes[index] <= Byte.nine { index += 1 }
        return index > start
    }

    /// Four hex digits at `index` as a number.
    fileprivate static func hexUnit(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for byte in bytes[index..<(index + 4)] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// The length of the well-formed UTF-8 character at `index` (a byte of 0x80 or more), if it
    /// is one that libyaml reads as an ordinary character: not a C1 control, not NEL, U+2028,
    /// U+2029 (line breaks to YAML), U+FEFF, U+FFFE or U+FFFF.
    fileprivate static func characterLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let lead = bytes[index]
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07)
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        switch value {
        case 0xA0...0xD7FF where value != 0x2028 && value != 0x2029: break
        case 0xE000...0xFFFD where value != 0xFEFF: break
        case 0x10000...0x10FFFF: break
        default: return nil
        }
        // Overlong forms: the value must need the length it was written in.
        if length == 3 && value < 0x800 || length == 4 && value < 0x10000 { return nil }
        return length
    }
}
