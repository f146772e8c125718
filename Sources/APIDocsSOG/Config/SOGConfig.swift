/// The settings of `openapi-generator-config.yaml` that change the generated surface.
///
/// Read from the team's own file, so the docs show the names their build produces.
public struct SOGConfig: Sendable {
    public var namingStrategy: SOGNamingStrategy = .defensive
    /// Documented name → Swift name, applied before the naming strategy.
    public var nameOverrides: [String: String] = [:]
    /// `typeOverrides.schemas`: schema name → fully qualified Swift type replacing it.
    public var typeOverrides: [String: String] = [:]
    /// `filter`: when set, only the selected operations and what they need are generated.
    public var filter: SOGFilter?
    public var accessModifier: SOGAccessModifier = .internal
    /// `additionalImports`: modules the generated files import.
    public var additionalImports: [String] = []

    public init() {}
}

/// The access level of the generated declarations (`accessModifier`).
public enum SOGAccessModifier: String, Sendable, CaseIterable {
    case `public`
    case package
    case `internal`
}

/// `filter` of the generator config: what to keep of the document.
public struct SOGFilter: Sendable {
    public var operations: [String] = []
    public var tags: [String] = []
    public var paths: [String] = []
    public var schemas: [String] = []

    public init(operations: [String] = [], tags: [String] = [], paths: [String] = [], schemas: [String] = []) {
        self.operations = operations
        self.tags = tags
        self.paths = paths
        self.schemas = schemas
    }
}
