import APIDocsDiagnostics
import APIDocsSpec

/// The Swift client SwagGen would generate, as a tree of named symbols.
///
/// This is the symbol stage's output: README contexts and site pages are built from it alone,
/// so every name, order and type on them is the client's.
public struct SymbolGraph: Sendable {
    public var options: GeneratorOptions
    /// `options.name`: the `public struct` that namespaces the client.
    public var namespace: String
    /// Info, contact, license, terms, security schemes, tag docs, webhooks.
    public var api: APIFacts
    public var servers: [ServerSymbol]
    /// The README's Models list, in its order.
    public var models: [ModelSymbol]
    /// Global enums (from reusable parameters), sorted by name.
    public var enums: [EnumSymbol]
    /// Operations ordered by path, then method.
    public var operations: [OperationSymbol]
    /// The README's Requests list: groups sorted by lower-cased tag, `""` for untagged.
    public var operationsByTag: [TagGroup]
    /// Every tag of every operation, sorted.
    public var tags: [TagSymbol]
    /// The Swift type of each composition member the pages list (empty without page facts).
    public var alternativeTypes = AlternativeTypes.none
    /// The spec the graph was built from (for the symbol stage's own checks).
    var spec: APISpec
    /// Warnings about the client SwagGen would generate: names it declares twice, and names
    /// that find another declaration than the one meant. In print order.
    public var diagnostics: [Diagnostic] = []
}

/// An empty `public enum` inside the API namespace, one per tag.
public struct TagSymbol: Sendable {
    public var name: String
    public var swiftName: String
    public var swiftPath: String
}

/// A group of the README's Requests list.
public struct TagGroup: Sendable {
    /// The raw tag, or `""` for untagged operations.
    public var name: String
    public var operations: [OperationSymbol]
}

/// A `Name.Server` member.
public struct ServerSymbol: Sendable {
    public var swiftName: String
    public var swiftPath: String
    public var url: String
    public var description: String?
    public var variables: [ServerVariableSymbol]
}

/// A variable of a templated server URL.
public struct ServerVariableSymbol: Sendable {
    public var name: String
    public var defaultValue: String?
    public var enumValues: [String]?
    public var description: String?
}
