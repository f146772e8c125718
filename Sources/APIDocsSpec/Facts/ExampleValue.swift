import APIDocsLoader

/// A value the spec gives for a parameter, body or property (its `example`, first named
/// example, or `default`), as plain typed data.
///
/// It exists so the site can show Swift arguments with the API's own values
/// (`LineGet.Request(ids: ["victoria"])`) without reaching into the spec: the spec stage reads
/// the value once, and the symbol stage hands it on with the symbol it belongs to.
public indirect enum ExampleValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([ExampleValue])
    /// A mapping's entries in document order.
    case object([ExampleEntry])

    /// The value of `key` in an object, `nil` for anything else or a missing key.
    public subscript(key: String) -> ExampleValue? {
        guard case .object(let entries) = self else { return nil }
        return entries.first { $0.key == key }?.value
    }
}

/// One entry of an object example.
public struct ExampleEntry: Sendable, Equatable {
    public var key: String
    public var value: ExampleValue

    public init(key: String, value: ExampleValue) {
        self.key = key
        self.value = value
    }
}

extension ExampleValue {
    /// Depth limit: examples nested deeper than this are cut (a hostile spec can nest
    /// thousands of levels; no Swift argument needs more than a few).
    static let maxDepth = 16

    /// The node's value with scalars read the way YAML 1.2's core schema reads them
    /// (a quoted scalar is always a string).
    init(_ node: SpecNode, depth: Int = 0) {
        guard depth < Self.maxDepth else {
            self = .null
            return
        }
        switch node.value {
        case .mapping(let mapping):
            self = .object(mapping.entries.map { ExampleEntry(key: $0.key, value: ExampleValue($0.value, depth: depth + 1)) })
        case .sequence(let items):
            self = .array(items.map { ExampleValue($0, depth: depth + 1) })
        case .scalar(let scalar):
            if node.isNull {
                self = .null
            } else if scalar.style == .quoted {
                self = .string(scalar.text)
            } else if let bool = node.bool {
                self = .bool(bool)
            } else if let int = Int(scalar.text) {
                self = .integer(int)
            } else if node.isNumber, let double = Double(scalar.text) {
                self = .number(double)
            } else {
                self = .string(scalar.text)
            }
        }
    }
}

extension ExampleValue {
    /// `examples: {name: {value: …}}` (an Example Object map): the first entry that has an
    /// inline `value` (references and `externalValue` give nothing to show).
    static func firstNamed(_ node: SpecNode?) -> ExampleValue? {
        guard let entries = node?.mapping?.entries else { return nil }
        for entry in entries {
            if let value = entry.value["value"] { return ExampleValue(value) }
        }
        return nil
    }
}

extension Parameter {
    /// The parameter's own value: its `example`, else its first named example with a value.
    public var exampleValue: ExampleValue? {
        if let example { return ExampleValue(example) }
        return ExampleValue.firstNamed(node["examples"])
    }
}

extension MediaContent {
    /// The media type's own value: its `example`, else its first named example with a value.
    public var exampleValue: ExampleValue? {
        guard let node else { return nil }
        if let example = node["example"] { return ExampleValue(example) }
        return ExampleValue.firstNamed(node["examples"])
    }
}

extension Schema {
    /// The schema's own value: its `example`, else its `default`.
    public var exampleValue: ExampleValue? {
        (example ?? defaultValue).map { ExampleValue($0) }
    }
}
