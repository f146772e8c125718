import APIDocsLoader

/// The spec model: what apidocs needs from an OpenAPI 2.0, 3.0, 3.1 or 3.2 document, in one shape.
///
/// It is the output of the spec stage and the only input of the symbol stage. Lists keep the
/// document's order; sorting is the symbol stage's job because SwagGen's orders are part of its
/// naming rules.
public struct APISpec: Sendable {
    public var version: SpecVersion
    public var info: Info
    public var servers: [Server]
    /// `components.schemas` (or Swagger `definitions`) in document order.
    public var schemas: [NamedSchema]
    /// `components.parameters` (or Swagger top-level `parameters`) in document order.
    public var parameters: [NamedParameter]
    /// Every operation SwagGen generates (`get`, `put`, `post`, `delete`, `options`, `head`,
    /// `patch`), in document order (path by path, method by method).
    public var operations: [Operation]
    /// Operations the document defines under a method SwagGen does not generate: `trace`,
    /// 3.2's `query` and `additionalOperations`. Read so that leaving them out is said, not silent.
    public var ungeneratedOperations: [Operation] = []
    /// The top-level `tags` declarations, in document order (SwagGen ignores them; names come
    /// from each operation's `tags`); the pages show their descriptions (`APIFacts.tags`).
    public var tags: [TagDeclaration] = []
    /// `components.securitySchemes` (or Swagger `securityDefinitions`) names and nodes.
    public var securitySchemes: [SecurityScheme]
    /// Every schema reachable through a `$ref`, by canonical `file#pointer` key.
    public var schemasByKey: [CodePointKey: Schema]
    /// Canonical key of each component schema, by component name.
    public var componentKeys: [CodePointKey: String]
    /// `components.requestBodies`, `components.responses` and `components.headers`, in
    /// document order. Read only with `SpecReadDetail.allComponents` (the
    /// swift-openapi-generator flavour); empty otherwise.
    public var requestBodyComponents: [NamedRequestBody] = []
    public var responseComponents: [NamedResponse] = []
    public var headerComponents: [NamedHeader] = []
    /// The root document as loaded, for the spec stage's own readers (facts, the written
    /// form); later stages get typed fields and `SpecPlace`s, never the node.
    var root: SpecNode
    /// Every loaded file, for the spec stage's fact reader to follow `$ref`s and read
    /// `{$ref: file.md}` descriptions; no later stage reads the files.
    var documents: SpecDocumentSet?
    public var rootFile: String
    /// The schema nodes whose `$ref` was not read as a reference, as swift-openapi-generator
    /// reads them (`SpecReader.isSchemaReferenceOpenAPIKitSkips`; `.allComponents` only): the
    /// fact reader reads them as written rather than following the `$ref`.
    var schemaNodesReadAsKeywords: Set<ObjectIdentifier> = []

    /// The component schema with this name.
    public func component(named name: String) -> Schema? {
        componentKeys[CodePointKey(name)].flatMap { schemasByKey[CodePointKey($0)] }
    }

    /// The schema a reference points to.
    public func target(of reference: SchemaReference) -> Schema? {
        schemasByKey[CodePointKey(reference.key)]
    }
}

/// Which specification the document follows.
public enum SpecVersion: String, Sendable {
    case swagger2 = "2.0"
    case openAPI30 = "3.0"
    case openAPI31 = "3.1"
    /// Read as 3.1 plus what changes the docs: the `query` method, `additionalOperations` and
    /// tag `summary`/`parent`/`kind` (see `SpecReader+OpenAPI32`).
    case openAPI32 = "3.2"

    /// Schemas are JSON Schema 2020-12 (from 3.1 on): `const`, `contentEncoding`, numeric
    /// `exclusiveMinimum`/`exclusiveMaximum`, boolean schemas.
    public var hasJSONSchema2020: Bool { self == .openAPI31 || self == .openAPI32 }

    /// A schema may be `true` or `false` (JSON Schema 2020-12, from 3.1 on).
    public var hasBooleanSchemas: Bool { hasJSONSchema2020 }

    /// `type` may be a list of names (from 3.1 on).
    public var hasTypeLists: Bool { hasBooleanSchemas }

    /// The names `type` may take in a schema of this version.
    public var typeNames: [String] {
        switch self {
        case .swagger2: return ["array", "boolean", "file", "integer", "number", "object", "string"]
        case .openAPI30: return ["array", "boolean", "integer", "number", "object", "string"]
        case .openAPI31, .openAPI32: return ["array", "boolean", "integer", "null", "number", "object", "string"]
        }
    }
}

/// One entry of the top-level `tags` list.
public struct TagDeclaration: Sendable {
    public var name: String
    /// 3.2: a short summary for lists of tags.
    public var summary: String?
    public var description: String?
    /// 3.2: the name of the tag this one is nested under (a declared tag).
    public var parent: String?
    /// 3.2: what kind of tag this is (`nav`, `badge`, `audience`, or another value).
    public var kind: String?
    public var externalDocs: ExternalDocsFacts?
    public var location: SourceLocation
}

/// `info` of the document.
public struct Info: Sendable {
    public var title: String?
    public var summary: String?
    public var description: String?
    public var version: String?
}

/// One entry of `servers` (Swagger 2.0: built from `schemes`, `host` and `basePath`).
public struct Server: Sendable {
    public var url: String
    public var description: String?
    /// `x-name`, or `name` where a spec gives one.
    public var name: String?
    public var variables: [ServerVariable]
}

/// A variable of a templated server URL.
public struct ServerVariable: Sendable {
    public var name: String
    public var defaultValue: String?
    public var enumValues: [String]?
    public var description: String?
}

/// A named component schema.
public struct NamedSchema: Sendable {
    public var name: String
    public var schema: Schema
}

/// A named reusable parameter.
public struct NamedParameter: Sendable {
    public var name: String
    public var parameter: Parameter
}

/// A security scheme's name and definition node.
public struct SecurityScheme: Sendable {
    public var name: String
    public var type: String?
    public var node: SpecNode
}

/// A named reusable request body (`components.requestBodies`).
public struct NamedRequestBody: Sendable {
    public var name: String
    public var body: RequestBody
}

/// A named reusable response (`components.responses`).
public struct NamedResponse: Sendable {
    public var name: String
    public var response: Response
}

/// A named reusable header (`components.headers`).
public struct NamedHeader: Sendable {
    public var name: String
    public var header: Header
}

/// A response header (or a reusable one): its schema, or the media types of its `content`.
public struct Header: Sendable {
    /// The `components.headers` name when the header is a `$ref` to one.
    public var componentName: String?
    public var required: Bool
    public var description: String?
    /// `schema`, or the schema of the chosen entry of `content`.
    public var schema: Schema?
    /// The media types of `content`, in document order (empty with `schema`).
    public var content: [MediaContent]
    public var node: SpecNode
}

/// How much of the document the reader reads.
public enum SpecReadDetail: Sendable {
    /// What SwagGen's names need (the default).
    case swagGen
    /// Also every component section, response headers and range responses (`2XX`): what
    /// swift-openapi-generator's names need.
    case allComponents
}
