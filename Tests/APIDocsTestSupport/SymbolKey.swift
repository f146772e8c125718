/// A Swift symbol's identity where symbol inventories are compared: its path and its symbol
/// graph kind (`swift.property`...).
public struct SymbolKey: Hashable, Comparable, Sendable {
    public let path: String
    public let kind: String

    public init(path: String, kind: String) {
        self.path = path
        self.kind = kind
    }

    /// `kind path`, for failure messages.
    public var text: String { kind + " " + path }

    public static func < (lhs: SymbolKey, rhs: SymbolKey) -> Bool {
        lhs.path != rhs.path ? lhs.path < rhs.path : lhs.kind < rhs.kind
    }
}
