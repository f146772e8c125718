import APIDocsDiagnostics
import APIDocsSpec
import APIDocsSymbols

/// What the swift-openapi-generator flavour's pages and README say about the API beside its
/// symbols: the document's title, version, description and servers, and the HTTP side of each
/// operation, looked up by the spec place a declaration was made from.
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
    private let operations: [SpecPlace: Operation]
    /// Info, contact, license, terms, external docs, security schemes, tags and webhooks.
    public let api: APIFacts
    /// The document's servers with their `Servers.ServerN` symbols.
    public let servers: [SOGServerFacts]
    /// The operations and component schemas marked `x-internal` or `x-hidden`, by the place
    /// their declarations are made from: the site has no page for them.
    public let hidden: [SpecPlace: SOGHiddenPart]
    private let table: SOGFactsTable

    /// The facts of the place `source` names: a schema's, a parameter's, a header's, a
    /// response's or a request body's.
    public func facts(for source: SpecPlace) -> SOGNodeFactsKind? {
        table.byPlace[source]
    }

    /// The `description` of the place a declaration was made from (a `{$ref: file.md}` read as
    /// the Markdown it names), `nil` when it has none or an empty one.
    public func description(for source: SpecPlace?) -> String? {
        source.flatMap { table.descriptions[$0] }
    }

    /// A JSON value of the component schema a declaration was made from (objects, arrays and
    /// compositions), for the schema's page.
    public func jsonSample(for source: SpecPlace?) -> String? {
        source.flatMap { table.jsonSamples[$0] }
    }

    /// The endpoint and operation facts of the operation a declaration was made from.
    public func operationFacts(for source: SpecPlace) -> SOGOperationFacts? {
        table.operations[source]
    }

    /// Every media type the site shows (operation bodies and responses, callbacks, webhooks,
    /// component bodies and responses) with a label saying where, sorted by label: for
    /// checking each generated sample against its schema.
    public var allMediaTypes: [(label: String, media: MediaTypeFacts)] {
        var result: [(label: String, media: MediaTypeFacts)] = []
        func add(_ label: String, _ endpoint: EndpointFacts) {
            for media in endpoint.requestBody?.mediaTypes ?? [] { result.append((label + " request " + media.mediaType, media)) }
            for response in endpoint.responses {
                for media in response.mediaTypes { result.append((label + " " + response.code + " " + media.mediaType, media)) }
            }
        }
        for operation in table.operations.values {
            let label = operation.endpoint.method + " " + operation.endpoint.expression
            add(label, operation.endpoint)
            for callback in operation.facts.callbacks { add(label + " callback " + callback.name, callback) }
        }
        for hook in api.webhooks { add("webhook " + hook.name, hook) }
        for facts in table.byPlace.values {
            switch facts {
            case .response(let response):
                for media in response.mediaTypes { result.append(("response " + response.code + " " + media.mediaType + " " + (media.schemaPointer ?? ""), media)) }
            case .requestBody(let body):
                for media in body.mediaTypes { result.append(("request body " + media.mediaType + " " + (media.schemaPointer ?? ""), media)) }
            default:
                break
            }
        }
        return result.sorted { $0.label < $1.label }
    }

    /// Reads every fact the pages of `graph` show, once, before rendering.
    public init(spec: APISpec, graph: ClientDeclarationTree, diagnostics: DiagnosticCollector) {
        let reader = PlaceFactsReader(spec: spec, diagnostics: diagnostics)
        api = reader.api()
        servers = spec.servers.enumerated().map { index, server in
            SOGServerFacts(
                swiftPath: "Servers.Server\(index + 1)", url: server.url, description: server.description,
                variables: server.variables.map { .init(name: $0.name, defaultValue: $0.defaultValue, enumValues: $0.enumValues ?? [], description: $0.description) }
            )
        }
        table = SOGFactsTable(spec: spec, graph: graph, reader: reader)
        title = spec.info.title
        version = spec.info.version
        description = spec.info.description
        serverURLs = spec.servers.map(\.url)
        schemaCount = spec.schemas.count
        operationCount = spec.operations.count
        var operations: [SpecPlace: Operation] = [:]
        for operation in spec.operations {
            operations[operation.place] = Operation(
                method: operation.method.uppercased(), path: operation.path,
                summary: operation.summary, description: operation.description
            )
        }
        self.operations = operations
        var hidden: [SpecPlace: SOGHiddenPart] = [:]
        for operation in spec.operations {
            if let mark = table.operations[operation.place]?.facts.hidden {
                hidden[operation.place] = SOGHiddenPart(kind: "operation", name: operation.operationId ?? operation.method.uppercased() + " " + operation.path, mark: mark)
            }
        }
        for named in spec.schemas {
            if let mark = reader.hiddenMark(at: named.schema.place) { hidden[named.schema.place] = SOGHiddenPart(kind: "schema", name: named.name, mark: mark) }
        }
        self.hidden = hidden
    }

    /// The operation a declaration (an `Operations` namespace, a client method) was made from.
    public func operation(for source: SpecPlace) -> Operation? {
        operations[source]
    }
}

/// An operation or component schema the site leaves out (`x-internal`, `x-hidden`), named as
/// the document names it, for the note a verbose build prints.
public struct SOGHiddenPart: Sendable {
    /// `operation` or `schema`.
    public let kind: String
    /// The operation id (else method and path), or the component name.
    public let name: String
    public let mark: HiddenMark
}
