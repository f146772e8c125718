/// What a declaration is in the scaffolding SOG writes around the document's own types.
///
/// Pages, the README and examples find `Client`, an operation's `Output` or the catch-all
/// `undocumented` case by this role, set where the translator makes the declaration, instead
/// of matching Swift names.
public enum SOGRole: Sendable, Hashable {
    /// The top-level namespaces and types.
    case client, apiProtocol, servers, components, operations
    /// `Components.Schemas`.
    case schemas
    /// An operation's `Input` and `Output`.
    case input, output
    /// The case for what the document does not list: a response's `undocumented(statusCode:_:)`,
    /// a multipart body's `undocumented(_:)` or `other(_:)`, `AcceptableContentType.other(_:)`.
    case catchAllCase
}

extension SOGDeclaration {
    /// The name without argument labels: `ok` for `ok(_:)`, `init` for `init(id:name:)`.
    public var baseName: Substring { name.prefix { $0 != "(" } }

    /// The argument labels of a function-like name (`["statusCode", "_"]` for
    /// `default(statusCode:_:)`, `[]` for `init()`); `nil` for a plain name.
    public var argumentLabels: [String]? {
        guard let open = name.firstIndex(of: "("), name.last == ")" else { return nil }
        return name[name.index(after: open)..<name.index(before: name.endIndex)].split(separator: ":").map(String.init)
    }

    /// The same declaration with a scaffolding role.
    func playing(_ role: SOGRole) -> SOGDeclaration {
        var copy = self
        copy.role = role
        return copy
    }
}
