import APIDocsLoader
import Stencil

/// A spec node seen from a Stencil template (`raw` in SwagGen's context), converted on access.
///
/// Converting a 3 MB spec to dictionaries up front would cost more than the whole README, so
/// templates get this lazy view: mappings answer `raw.key`, sequences become arrays, scalars
/// become strings, numbers and booleans as YAML reads them.
public struct RawValue: DynamicMemberLookup, CustomStringConvertible {
    let node: SpecNode

    public init(_ node: SpecNode) { self.node = node }

    public subscript(dynamicMember member: String) -> Any? {
        guard let child = node[member] else { return nil }
        return RawValue.value(of: child)
    }

    /// The template value of a node: a `RawValue` for mappings, arrays and scalars converted.
    public static func value(of node: SpecNode) -> Any? {
        switch node.value {
        case .mapping: return RawValue(node)
        case .sequence(let items): return items.compactMap(value(of:))
        case .scalar(let scalar):
            if node.isNull { return nil }
            if scalar.style == .quoted { return scalar.text }
            if let bool = node.bool { return bool }
            if let int = Int(scalar.text) { return int }
            if node.isNumber, let double = Double(scalar.text) { return double }
            return scalar.text
        }
    }

    public var description: String {
        guard let mapping = node.mapping else { return "" }
        let pairs = mapping.entries.map { "\"\($0.key)\": \(RawValue.value(of: $0.value).map { "\($0)" } ?? "nil")" }
        return "[" + pairs.joined(separator: ", ") + "]"
    }
}
