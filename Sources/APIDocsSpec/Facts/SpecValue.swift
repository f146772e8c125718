import APIDocsLoader

/// A piece of the spec as plain JSON-like data, for what the symbol model has no field for.
///
/// README templates read it as SwagGen's `raw`, and pages show defaults and examples from it.
/// It wraps a loaded node and converts on access, so a 3 MB spec costs nothing until a template
/// asks; later stages read it without depending on the loader's or the spec stage's types.
public struct SpecValue: Sendable {
    let node: SpecNode

    init(_ node: SpecNode) { self.node = node }

    /// What a value is, with scalars resolved the way YAML 1.2's core schema reads them.
    public enum Value {
        case mapping
        case sequence([SpecValue])
        case null
        case bool(Bool)
        case integer(Int)
        case number(Double)
        case string(String)
    }

    public var value: Value {
        switch node.value {
        case .mapping: return .mapping
        case .sequence(let items): return .sequence(items.map(SpecValue.init))
        case .scalar(let scalar):
            if node.isNull { return .null }
            if scalar.style == .quoted { return .string(scalar.text) }
            if let bool = node.bool { return .bool(bool) }
            if let int = Int(scalar.text) { return .integer(int) }
            if node.isNumber, Double(scalar.text) != nil { return .number(Double(scalar.text)!) }
            return .string(scalar.text)
        }
    }

    /// The value under `key` of a mapping.
    public subscript(key: String) -> SpecValue? {
        node[key].map(SpecValue.init)
    }

    /// A mapping's entries in document order; empty for anything else.
    public var entries: [(key: String, value: SpecValue)] {
        node.mapping?.entries.map { ($0.key, SpecValue($0.value)) } ?? []
    }

    /// The JSON pointer of the value in its file (`""` for a root).
    public var pointer: String { node.pointer }

    /// The value as JSON text: indented two spaces per level, keys in document order.
    public var json: String {
        var writer = JSONWriter()
        writer.write(self, indent: 0)
        return writer.text
    }

    /// The value as one short line of JSON (scalars as JSON literals).
    public var inlineJSON: String {
        var writer = JSONWriter(pretty: false)
        writer.write(self, indent: 0)
        return writer.text
    }
}

/// Writes `SpecValue`s (and generated samples) as JSON text.
///
/// Containers are written by walking their elements in place (no closure or array per
/// element), into UTF-8 bytes turned into text once at the end: a big spec writes hundreds of
/// thousands of samples' values, and appending to a `String` piece by piece cost several
/// times more.
struct JSONWriter {
    var pretty = true
    private var bytes: [UInt8] = []

    init(pretty: Bool = true) {
        self.pretty = pretty
    }

    /// What was written, as text.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func write(_ value: SpecValue, indent: Int) {
        let node = value.node
        switch node.value {
        case .mapping(let mapping):
            guard !mapping.entries.isEmpty else { put("{}"); return }
            bytes.append(UInt8(ascii: "{"))
            for (offset, entry) in mapping.entries.enumerated() {
                member(offset, key: entry.key, indent: indent)
                write(SpecValue(entry.value), indent: indent + 1)
            }
            close(UInt8(ascii: "}"), indent: indent)
        case .sequence(let items):
            guard !items.isEmpty else { put("[]"); return }
            bytes.append(UInt8(ascii: "["))
            for (offset, item) in items.enumerated() {
                element(offset, indent: indent)
                write(SpecValue(item), indent: indent + 1)
            }
            close(UInt8(ascii: "]"), indent: indent)
        case .scalar:
            writeScalar(value.value)
        }
    }

    mutating func write(_ value: JSONSample, indent: Int) {
        switch value {
        case .object(let entries):
            guard !entries.isEmpty else { put("{}"); return }
            bytes.append(UInt8(ascii: "{"))
            for (offset, entry) in entries.enumerated() {
                member(offset, key: entry.key, indent: indent)
                write(entry.value, indent: indent + 1)
            }
            close(UInt8(ascii: "}"), indent: indent)
        case .array(let items):
            guard !items.isEmpty else { put("[]"); return }
            bytes.append(UInt8(ascii: "["))
            for (offset, item) in items.enumerated() {
                element(offset, indent: indent)
                write(item, indent: indent + 1)
            }
            close(UInt8(ascii: "]"), indent: indent)
        case .null: put("null")
        case .bool(let bool): put(bool ? "true" : "false")
        case .integer(let int): put(String(int))
        case .number(let double): put(JSONWriter.number(double))
        case .string(let string): appendQuoted(string)
        case .raw(let value): write(value, indent: indent)
        }
    }

    /// A scalar `SpecValue` (containers are written by `write`).
    private mutating func writeScalar(_ value: SpecValue.Value) {
        switch value {
        case .mapping, .sequence: break
        case .null: put("null")
        case .bool(let bool): put(bool ? "true" : "false")
        case .integer(let int): put(String(int))
        case .number(let double): put(JSONWriter.number(double))
        case .string(let string): appendQuoted(string)
        }
    }

    /// What goes before an object's member: a comma after the first, the line break and
    /// indentation, the quoted key and the colon.
    private mutating func member(_ offset: Int, key: String, indent: Int) {
        element(offset, indent: indent)
        appendQuoted(key)
        bytes.append(UInt8(ascii: ":"))
        if pretty { bytes.append(UInt8(ascii: " ")) }
    }

    /// What goes before a container's element: a comma after the first, then the line break.
    private mutating func element(_ offset: Int, indent: Int) {
        if offset > 0 { bytes.append(UInt8(ascii: ",")) }
        newline(indent + 1)
    }

    private mutating func close(_ bracket: UInt8, indent: Int) {
        newline(indent)
        bytes.append(bracket)
    }

    private mutating func newline(_ indent: Int) {
        guard pretty else { return }
        bytes.append(UInt8(ascii: "\n"))
        for _ in 0..<(2 * indent) { bytes.append(UInt8(ascii: " ")) }
    }

    private mutating func put(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// `string` in quotes, with `"`, `\` and control characters escaped (`\n`, `\r`, `\t`, else
    /// `\u00XX`). They are single bytes in UTF-8 and never part of a longer character, so the
    /// bytes tell.
    private mutating func appendQuoted(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { source in
            for byte in source {
                switch byte {
                case 0x22: bytes.append(0x5C); bytes.append(0x22)
                case 0x5C: bytes.append(0x5C); bytes.append(0x5C)
                case 0x0A: bytes.append(0x5C); bytes.append(UInt8(ascii: "n"))
                case 0x0D: bytes.append(0x5C); bytes.append(UInt8(ascii: "r"))
                case 0x09: bytes.append(0x5C); bytes.append(UInt8(ascii: "t"))
                case 0..<0x20:
                    bytes.append(contentsOf: [0x5C, UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
                    bytes.append(JSONWriter.hexDigits[Int(byte >> 4)])
                    bytes.append(JSONWriter.hexDigits[Int(byte & 0xF)])
                default: bytes.append(byte)
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    static func number(_ double: Double) -> String {
        guard double.isFinite else { return "0" }
        if double == double.rounded(), abs(double) < 1e15 { return String(Int(double)) }
        return String(double)
    }
}
