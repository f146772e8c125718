import APIDocsSymbols
import Stencil

/// A piece of the spec seen from a Stencil template (`raw` in SwagGen's context), converted on
/// access: mappings answer `raw.key`, sequences become arrays, scalars become strings, numbers
/// and booleans as YAML reads them.
public struct RawValue: DynamicMemberLookup, CustomStringConvertible {
    let data: SpecValue

    public init(_ data: SpecValue) { self.data = data }

    public subscript(dynamicMember member: String) -> Any? {
        guard let child = data[member] else { return nil }
        return RawValue.value(of: child)
    }

    /// The template value of a piece of data: a `RawValue` for mappings, arrays and scalars converted.
    public static func value(of data: SpecValue) -> Any? {
        switch data.value {
        case .mapping: return RawValue(data)
        case .sequence(let items): return items.compactMap(value(of:))
        case .null: return nil
        case .bool(let bool): return bool
        case .integer(let int): return int
        case .number(let double): return double
        case .string(let text): return text
        }
    }

    public var description: String {
        guard case .mapping = data.value else { return "" }
        let pairs = data.entries.map { "\"\($0.key)\": \(RawValue.value(of: $0.value).map { "\($0)" } ?? "nil")" }
        return "[" + pairs.joined(separator: ", ") + "]"
    }
}
