import Stencil

/// One object of the README context (a schema, an operation, a property...), computed per key.
///
/// Two reasons: Stencil deep-copies every `[String: Any]` it looks a key up in ("normalising"
/// it), which made a README for a big spec quadratic; and a README template reads a handful of
/// keys out of dozens, so values are computed only when a template asks for them. Objects read
/// through `DynamicMemberLookup` are neither copied nor built ahead.
///
/// A struct of three words, so that it sits inside an `Any` without a box: Stencil casts every
/// object it reads a key from to six types before it finds `DynamicMemberLookup`, and a failed
/// cast of a class instance costs the runtime a search for a boxed Swift value that a struct's
/// does not (the whole chain takes under half as long).
public struct TemplateObject: DynamicMemberLookup, CustomStringConvertible {
    let keys: [String]
    let value: (String) -> Any?

    /// An object whose `keys` are answered by `value`.
    public init(keys: [String], value: @escaping (String) -> Any?) {
        self.keys = keys
        self.value = value
    }

    /// An object over fixed values.
    public init(_ values: [String: Any]) {
        self.init(keys: values.keys.sorted()) { values[$0] }
    }

    public subscript(dynamicMember member: String) -> Any? {
        if member == "count", !keys.contains("count") { return keys.count }
        return value(member)
    }

    public var description: String {
        "[" + keys.compactMap { key in value(key).map { "\"\(key)\": \($0)" } }.joined(separator: ", ") + "]"
    }
}
