import APIDocsLoader
import APIDocsSpec

/// What the swift-openapi-generator flavour's pages and README say about the API beside its
/// symbols: the document's title, version, description and servers, and the HTTP side of each
/// operation, looked up by the spec node a declaration was made from.
///
/// It exists so that rendering needs only this symbol module, never the spec model or the
/// loader's nodes (as for the SwagGen flavour, whose facts live in `APIDocsSymbols`).
public struct SOGDocumentFacts: Sendable {
    /// The OpenAPI side of one operation.
    public struct Operation: Sendable {
        /// Upper case (`GET`).
        public let method: String
        public let path: String
        public let summary: String?
        public let description: String?
    }

    public let title: String?
    public let version: String?
    public let description: String?
    public let serverURLs: [String]
    public let schemaCount: Int
    public let operationCount: Int
    private let operations: [ObjectIdentifier: Operation]

    public init(spec: APISpec) {
        title = spec.info.title
        version = spec.info.version
        description = spec.info.description
        serverURLs = spec.servers.map(\.url)
        schemaCount = spec.schemas.count
        operationCount = spec.operations.count
        var operations: [ObjectIdentifier: Operation] = [:]
        for operation in spec.operations {
            operations[ObjectIdentifier(operation.node)] = Operation(
                method: operation.method.uppercased(), path: operation.path,
                summary: operation.summary, description: operation.description
            )
        }
        self.operations = operations
    }

    /// The operation a declaration (an `Operations` namespace, a client method) was made from.
    public func operation(for source: SOGSource) -> Operation? {
        operations[ObjectIdentifier(source.node)]
    }
}

extension SOGSource {
    /// The node's `description`, when it is a mapping with a non-empty text one.
    public var description: String? {
        guard let text = node["description"]?.string, !text.isEmpty else { return nil }
        return text
    }
}
