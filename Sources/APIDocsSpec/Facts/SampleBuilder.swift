import APIDocsLoader

/// A JSON value built for a sample body.
indirect enum JSONSample: Sendable {
    case object([(key: String, value: JSONSample)])
    case array([JSONSample])
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    /// A value the spec wrote itself (an `example`, `default`, `enum` member or `const`).
    case raw(SpecValue)
}

extension JSONSample {
    /// How many values the sample holds, itself included (a value from the spec counts once).
    var valueCount: Int {
        switch self {
        case .object(let entries): return entries.reduce(1) { $0 + $1.value.valueCount }
        case .array(let items): return items.reduce(1) { $0 + $1.valueCount }
        default: return 1
        }
    }
}

/// Builds a JSON sample from a schema: the schema's own example, default or first enum value
/// where it has one, else a value of its type that keeps to its format and bounds.
///
/// Every walk is bounded, whatever the spec: a schema met again on the way down yields its
/// smallest value (required properties only, empty arrays), a schema met a third time — a
/// cycle through required properties or `allOf`/`oneOf`/`anyOf`, which no finite JSON value
/// satisfies — ends the cycle with an empty object or array, and so does any value past the
/// node budget (a fan-out of compositions) or the maximum depth (a chain of compositions), so
/// a sample stays small for big specs.
struct SampleBuilder {
    let reader: FactsReader
    /// Nesting beyond this yields the smallest valid value.
    static let depthLimit = 4
    /// Values one sample may hold before the rest end with their empty value.
    static let nodeBudget = 4_096
    /// Nesting beyond this (through properties, items or compositions) ends with the empty
    /// value: no real schema nests this deep, and a chain of thousands of `allOf` parents
    /// would otherwise walk the whole chain for every model of it.
    static let maximumDepth = 64
    /// How many times each schema is on the current path down (a count per schema rather than
    /// the path itself: an `allOf` chain thousands of schemas deep made every step scan it).
    /// A reference, so the recursion through closures never copies the table.
    private let onPath = PathCounts()
    private var built = 0

    init(reader: FactsReader) { self.reader = reader }

    mutating func sample(_ node: SpecNode) -> JSONSample? {
        value(node, depth: 0)
    }

    private mutating func value(_ given: SpecNode, depth: Int) -> JSONSample {
        let node = reader.resolve(given)
        if node.bool == true || node.mapping == nil { return .null }
        let id = ObjectIdentifier(node)
        let visits = onPath.counts[id] ?? 0
        built += 1
        if visits >= 2 || built > SampleBuilder.nodeBudget || depth > SampleBuilder.maximumDepth { return cycleEnd(node) }
        let minimal = visits > 0 || depth >= SampleBuilder.depthLimit
        onPath.counts[id] = visits + 1
        defer { onPath.counts[id] = visits == 0 ? nil : visits }

        if let given = writtenValue(node) { return given }
        if let value = node["default"], !value.isNull { return .raw(SpecValue(value)) }
        if let members = node["allOf"]?.sequence, !members.isEmpty {
            return merged(members.map { value($0, depth: depth + 1) } + [ownPart(node, depth: depth, minimal: minimal)])
        }
        for key in ["oneOf", "anyOf"] {
            guard let members = node[key]?.sequence else { continue }
            let candidates = members.filter { !FactsReader.jsonTypes(reader.resolve($0)).elementsEqual(["null"]) }
            guard let first = candidates.first else { continue }
            if key == "oneOf", candidates.count > 1 {
                // `oneOf` wants exactly one match: the first alternative whose sample no other
                // alternative surely accepts (else the first, as for `anyOf`).
                for candidate in candidates {
                    let sample = value(candidate, depth: depth + 1)
                    if !candidates.contains(where: { $0 !== candidate && SampleMatcher(reader: reader).mayAccept($0, sample) }) { return sample }
                }
            }
            return value(first, depth: depth + 1)
        }
        return ownPart(node, depth: depth, minimal: minimal)
    }

    /// The schema's own `example` (or first of `examples`), `const` or first non-null `enum` value.
    private func writtenValue(_ node: SpecNode) -> JSONSample? {
        if let example = node["example"] ?? node["examples"]?.sequence?.first { return .raw(SpecValue(example)) }
        if let constant = node["const"] { return .raw(SpecValue(constant)) }
        if let first = node["enum"]?.sequence?.first(where: { !$0.isNull }) { return .raw(SpecValue(first)) }
        return nil
    }

    /// The value that ends a cycle: the schema's own scalar value, else an empty object or
    /// array (nothing below it is visited).
    private func cycleEnd(_ node: SpecNode) -> JSONSample {
        if let given = writtenValue(node) { return given }
        let types = FactsReader.jsonTypes(node).filter { $0 != "null" }
        switch types.first ?? (node["items"] != nil ? "array" : "object") {
        case "array": return .array([])
        case "string": return .string(string(node))
        case "integer": return .integer(Int(bounded(node, integer: true)))
        case "number": return .number(bounded(node, integer: false))
        case "boolean": return .bool(true)
        default: return .object([])
        }
    }

    /// The value of the schema's own `type` and keywords.
    private mutating func ownPart(_ node: SpecNode, depth: Int, minimal: Bool) -> JSONSample {
        let types = FactsReader.jsonTypes(node).filter { $0 != "null" }
        let type = types.first ?? (node["properties"] != nil || node["additionalProperties"] != nil ? "object" : node["items"] != nil ? "array" : "")
        switch type {
        case "object":
            let required = Set(node["required"]?.sequence?.compactMap(\.string) ?? [])
            var entries: [(key: String, value: JSONSample)] = []
            for entry in node["properties"]?.mapping?.entries ?? [] where !minimal || required.contains(entry.key) {
                entries.append((entry.key, value(entry.value, depth: depth + 1)))
            }
            return .object(entries)
        case "array":
            let count = max(node["minItems"]?.int ?? 0, minimal ? 0 : 1)
            guard count > 0, let items = node["items"] else { return .array([]) }
            let item = value(items, depth: depth + 1)
            // The copies count against the budget too: arrays of arrays with `minItems` would
            // otherwise multiply into a sample far bigger than anything built.
            let size = item.valueCount
            let copies = min(count, 64, max(1, (SampleBuilder.nodeBudget - built) / size))
            built += size * (copies - 1)
            return .array(Array(repeating: item, count: copies))
        case "string": return .string(string(node))
        case "integer": return .integer(Int(bounded(node, integer: true)))
        case "number": return .number(bounded(node, integer: false))
        case "boolean": return .bool(true)
        default: return .object([])
        }
    }

    private func merged(_ parts: [JSONSample]) -> JSONSample {
        var entries: [(key: String, value: JSONSample)] = []
        var seen = Set<String>()
        var other: JSONSample?
        for part in parts {
            switch part {
            case .object(let items):
                for item in items where seen.insert(item.key).inserted { entries.append(item) }
            case .raw(let value) where { if case .mapping = value.value { return true }; return false }():
                for item in value.entries where seen.insert(item.key).inserted { entries.append((item.key, .raw(item.value))) }
            default:
                if other == nil { other = part }
            }
        }
        if entries.isEmpty, let other { return other }
        return .object(entries)
    }

    /// A number inside `minimum`/`maximum` (exclusive ones too) and a multiple of `multipleOf`.
    private func bounded(_ node: SpecNode, integer: Bool) -> Double {
        let step = integer ? 1.0 : 0.5
        var low = -Double.infinity, high = Double.infinity
        if let minimum = node["minimum"]?.text.flatMap(Double.init) {
            low = node["exclusiveMinimum"]?.bool == true ? minimum + step : minimum
        }
        if let exclusive = node["exclusiveMinimum"]?.text.flatMap(Double.init) { low = max(low, exclusive + step) }
        if let maximum = node["maximum"]?.text.flatMap(Double.init) {
            high = node["exclusiveMaximum"]?.bool == true ? maximum - step : maximum
        }
        if let exclusive = node["exclusiveMaximum"]?.text.flatMap(Double.init) { high = min(high, exclusive - step) }
        var value = low.isFinite ? low : (high.isFinite && high < 0 ? high : 0)
        if let multiple = node["multipleOf"]?.text.flatMap(Double.init), multiple > 0 {
            value = (value / multiple).rounded(.up) * multiple
        }
        if integer { value = value.rounded(.up) }
        return value
    }

    private func string(_ node: SpecNode) -> String {
        var text: String
        switch node["format"]?.text {
        case "date-time": text = "2024-01-01T12:00:00Z"
        case "date": text = "2024-01-01"
        case "time": text = "12:00:00Z"
        case "email": text = "user@example.com"
        case "uri", "url": text = "https://example.com"
        case "uri-reference": text = "/example"
        case "hostname": text = "example.com"
        case "uuid": text = "3fa85f64-5717-4562-b3fc-2c963f66afa6"
        case "ipv4": text = "192.0.2.1"
        case "ipv6": text = "2001:db8::1"
        case "byte": text = "ZXhhbXBsZQ=="
        case "binary": text = "<binary>"
        case "password": text = "********"
        default: text = "string"
        }
        if let minimum = node["minLength"]?.int, text.count < minimum {
            text += String(repeating: "x", count: minimum - text.count)
        }
        if let maximum = node["maxLength"]?.int, text.count > maximum { text = String(text.prefix(maximum)) }
        return text
    }
}

/// The schemas on a `SampleBuilder`'s current path, each with how often it is there.
private final class PathCounts {
    var counts: [ObjectIdentifier: Int] = [:]
}
