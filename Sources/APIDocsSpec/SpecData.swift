import APIDocsLoader

/// A piece of the spec as plain data (a mapping, a list or a scalar), for readers that need
/// what the model has no field for: SwagGen's README templates see it as `raw`.
///
/// It wraps a loaded node and converts nothing up front (a 3 MB spec converted eagerly would
/// cost more than the whole README), so later stages read raw spec data without depending
/// on the loader's tree types.
public struct SpecData: Sendable {
    let node: SpecNode

    init(_ node: SpecNode) { self.node = node }

    /// What a value is, with scalars resolved the way YAML 1.2's core schema reads them.
    public enum Value {
        case mapping
        case sequence([SpecData])
        case null
        case bool(Bool)
        case integer(Int)
        case number(Double)
        case string(String)
    }

    public var value: Value {
        switch node.value {
        case .mapping: return .mapping
        case .sequence(let items): return .sequence(items.map(SpecData.init))
        case .scalar(let scalar):
            if node.isNull { return .null }
            if scalar.style == .quoted { return .string(scalar.text) }
            if let bool = node.bool { return .bool(bool) }
            if let int = Int(scalar.text) { return .integer(int) }
            if node.isNumber, let double = Double(scalar.text) { return .number(double) }
            return .string(scalar.text)
        }
    }

    /// The value under `key` of a mapping.
    public subscript(key: String) -> SpecData? {
        node[key].map(SpecData.init)
    }

    /// A mapping's entries in document order; empty for anything else.
    public var entries: [(key: String, value: SpecData)] {
        node.mapping?.entries.map { ($0.key, SpecData($0.value)) } ?? []
    }
}

extension APISpec {
    /// The whole document as data.
    public var rootData: SpecData { SpecData(root) }
}

extension Schema {
    public var data: SpecData { SpecData(node) }
}

extension Operation {
    public var data: SpecData { SpecData(node) }
}

extension Parameter {
    public var data: SpecData { SpecData(node) }
}

extension SecurityScheme {
    public var data: SpecData { SpecData(node) }
}
