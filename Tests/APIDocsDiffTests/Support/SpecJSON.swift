import APIDocsLoader

/// A spec document as a value a test can change and write back as JSON: objects keep their
/// key order (the generators follow it), scalars keep their text.
///
/// The property tests of `apidocs diff` read the conformance specs (YAML or JSON) with the
/// loader, change them (`SpecMutation`) and write each version as a JSON spec.
indirect enum SpecJSON: Equatable {
    /// One key of an object.
    struct Member: Equatable {
        var key: String
        var value: SpecJSON
    }

    case object([Member])
    case array([SpecJSON])
    case string(String)
    /// A number, a bool or null, as its JSON text.
    case literal(String)

    /// The loaded node as a value (YAML 1.1 plain scalars resolved as the loader resolves them).
    init(_ node: SpecNode) {
        switch node.value {
        case .mapping(let mapping):
            self = .object(mapping.entries.map { Member(key: $0.key, value: SpecJSON($0.value)) })
        case .sequence(let items):
            self = .array(items.map(SpecJSON.init))
        case .scalar(let scalar):
            if node.isNull {
                self = .literal("null")
            } else if scalar.style == .plain, let flag = ScalarResolution.bool(scalar.text) {
                self = .literal(flag ? "true" : "false")
            } else if scalar.style == .plain, let number = Self.jsonNumber(scalar.text) {
                self = .literal(number)
            } else {
                self = .string(scalar.text)
            }
        }
    }

    /// A plain scalar's JSON number text, when it is a decimal number JSON can write.
    static func jsonNumber(_ text: String) -> String? {
        if let integer = Int(text) { return String(integer) }
        guard ScalarResolution.isNumber(text), let double = Double(text), double.isFinite else { return nil }
        return String(double)
    }

    /// The member `key` of an object.
    subscript(key: String) -> SpecJSON? {
        get {
            guard case .object(let members) = self else { return nil }
            return members.first { $0.key == key }?.value
        }
        set {
            guard case .object(var members) = self else { return }
            if let index = members.firstIndex(where: { $0.key == key }) {
                if let newValue { members[index].value = newValue } else { members.remove(at: index) }
            } else if let newValue {
                members.append(Member(key: key, value: newValue))
            }
            self = .object(members)
        }
    }

    /// The keys of an object, in order (`[]` for anything else).
    var keys: [String] {
        guard case .object(let members) = self else { return [] }
        return members.map(\.key)
    }

    var items: [SpecJSON] {
        guard case .array(let items) = self else { return [] }
        return items
    }

    var text: String? {
        guard case .string(let text) = self else { return nil }
        return text
    }

    /// The value at `path` (object keys), when every step exists.
    func at(_ path: [String]) -> SpecJSON? {
        path.reduce(Optional(self)) { $0?[$1] }
    }

    /// Sets (or with `nil` removes) the value at `path`; the objects on the way must exist.
    mutating func set(_ path: [String], _ value: SpecJSON?) {
        guard let first = path.first else { return }
        if path.count == 1 {
            self[first] = value
            return
        }
        guard var child = self[first] else { return }
        child.set(Array(path.dropFirst()), value)
        self[first] = child
    }

    /// The document as JSON text.
    var json: String {
        var out = ""
        write(into: &out)
        return out
    }

    private func write(into out: inout String) {
        switch self {
        case .object(let members):
            out += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { out += "," }
                Self.quote(member.key, into: &out)
                out += ":"
                member.value.write(into: &out)
            }
            out += "}"
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                item.write(into: &out)
            }
            out += "]"
        case .string(let text):
            Self.quote(text, into: &out)
        case .literal(let text):
            out += text
        }
    }

    private static func quote(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
