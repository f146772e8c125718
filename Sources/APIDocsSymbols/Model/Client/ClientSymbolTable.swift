import APIDocsSpec

/// The symbols a client's documentation lists: every (path, kind) that the site's
/// `symbols.json` keys, and the spec places whose declarations it leaves out.
///
/// The client model (`ClientDeclarationTree`) holds every declaration the generated code has;
/// the site documents fewer (no page for scaffolding such as SwagGen's API namespace or a
/// request's `Options`, none for parts marked `x-internal` or `x-hidden`). The site plan of
/// each flavour decides which, and this table is its answer, made by the same plan that writes
/// `symbols.json`: what compares two clients (`apidocs diff`) reads it, so a symbol it names
/// as added or removed is one `symbols.json` gains or loses.
public struct ClientSymbolTable: Sendable {
    /// One listed symbol.
    public struct Key: Hashable, Sendable {
        public var path: String
        public var kind: ClientSymbolKind

        public init(path: String, kind: ClientSymbolKind) {
            self.path = path
            self.kind = kind
        }
    }

    /// Each listed path (a key of `symbols.json`) with the kinds of declaration listed at it,
    /// sorted (a path names two where swift-openapi-generator declares a throwing property and
    /// a static property of one name).
    public let kindsByPath: [String: [ClientSymbolKind]]
    /// The spec places (operations, component schemas) whose declarations are left out, with
    /// everything nested in them.
    public let leftOut: Set<SpecPlace>

    public init(keys: some Sequence<Key>, leftOut: Set<SpecPlace> = []) {
        var kinds: [String: [ClientSymbolKind]] = [:]
        // Appended in place: one hash of the path per key. A second kind at a path is rare.
        for key in keys { kinds[key.path, default: []].append(key.kind) }
        let several = kinds.filter { $0.value.count > 1 }
        for (path, list) in several { kinds[path] = Array(Set(list)).sorted() }
        self.kindsByPath = kinds
        self.leftOut = leftOut
    }

    /// A table that lists every declaration of `tree`: the documentation of a client that
    /// leaves nothing out.
    public static func everything(in tree: ClientDeclarationTree) -> ClientSymbolTable {
        ClientSymbolTable(keys: tree.symbols.map { Key(path: $0.path, kind: $0.kind) })
    }

    public func lists(_ path: String, _ kind: ClientSymbolKind) -> Bool {
        kindsByPath[path]?.contains(kind) ?? false
    }

    /// The kinds listed at `path`, sorted; empty where the table does not list it.
    public func kinds(at path: String) -> [ClientSymbolKind] {
        kindsByPath[path] ?? []
    }
}
