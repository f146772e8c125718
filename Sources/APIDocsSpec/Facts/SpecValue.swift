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
/// element): a big spec writes hundreds of thousands of samples' values.
struct JSONWriter {
    var pretty = true
    var text = ""

    mutating func write(_ value: SpecValue, indent: Int) {
        let node = value.node
        switch node.value {
        case .mapping(let mapping):
            guard !mapping.entries.isEmpty else { text += "{}"; return }
            text += "{"
            for (offset, entry) in mapping.entries.enumerated() {
                member(offset, key: entry.key, indent: indent)
                write(SpecValue(entry.value), indent: indent + 1)
            }
            close("}", indent: indent)
        case .sequence(let items):
            guard !items.isEmpty else { text += "[]"; return }
            text += "["
            for (offset, item) in items.enumerated() {
                element(offset, indent: indent)
                write(SpecValue(item), indent: indent + 1)
            }
            close("]", indent: indent)
        case .scalar:
            writeScalar(value.value)
        }
    }

    mutating func write(_ value: JSONSample, indent: Int) {
        switch value {
        case .object(let entries):
            guard !entries.isEmpty else { text += "{}"; return }
            text += "{"
            for (offset, entry) in entries.enumerated() {
                member(offset, key: entry.key, indent: indent)
                write(entry.value, indent: indent + 1)
            }
            close("}", indent: indent)
        case .array(let items):
            guard !items.isEmpty else { text += "[]"; return }
            text += "["
            for (offset, item) in items.enumerated() {
                element(offset, indent: indent)
                write(item, indent: indent + 1)
            }
            close("]", indent: indent)
        case .null: text += "null"
        case .bool(let bool): text += bool ? "true" : "false"
        case .integer(let int): text += String(int)
        case .number(let double): text += JSONWriter.number(double)
        case .string(let string): appendQuoted(string)
        case .raw(let value): write(value, indent: indent)
        }
    }

    /// A scalar `SpecValue` (containers are written by `write`).
    private mutating func writeScalar(_ value: SpecValue.Value) {
        switch value {
        case .mapping, .sequence: break
        case .null: text += "null"
        case .bool(let bool): text += bool ? "true" : "false"
        case .integer(let int): text += String(int)
        case .number(let double): text += JSONWriter.number(double)
        case .string(let string): appendQuoted(string)
        }
    }

    /// What goes before an object's member: a comma after the first, the line break and
    /// indentation, the quoted key and the colon.
    private mutating func member(_ offset: Int, key: String, indent: Int) {
        element(offset, indent: indent)
        appendQuoted(key)
        text += pretty ? ": " : ":"
    }

    /// What goes before a container's element: a comma after the first, then the line break.
    private mutating func element(_ offset: Int, indent: Int) {
        if offset > 0 { text += "," }
        newline(indent + 1)
    }

    private mutating func close(_ bracket: String, indent: Int) {
        newline(indent)
        text += bracket
    }

    private mutating func newline(_ indent: Int) {
        guard pretty else { return }
        text += "\n"
        for _ in 0..<indent { text += "  " }
    }

    private mutating func appendQuoted(_ string: String) {
        if JSONWriter.needsEscape(string) {
            text += JSONWriter.quoted(string)
        } else {
            text += "\""
            text += string
            text += "\""
        }
    }

    /// Whether `string` holds `"`, `\` or a control character. They are single bytes in UTF-8
    /// and never part of a longer character, so the bytes tell.
    static func needsEscape(_ string: String) -> Bool {
        string.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C })
    }

    static func number(_ double: Double) -> String {
        guard double.isFinite else { return "0" }
        if double == double.rounded(), abs(double) < 1e15 { return String(Int(double)) }
        return String(double)
    }

    static func quoted(_ string: String) -> String {
        if !needsEscape(string) {
            return "\"" + string + "\""
        }
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
