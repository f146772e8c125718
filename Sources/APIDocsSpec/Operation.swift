import APIDocsLoader

/// One HTTP operation of the API with everything resolved that the naming rules read.
public struct Operation: Sendable {
    public var path: String
    /// Lower case, as written in the spec: `get`, `put`, `post`, `delete`, `options`, `head`, `patch`.
    public var method: String
    public var operationId: String?
    public var tags: [String]?
    public var summary: String?
    public var description: String?
    public var deprecated: Bool
    /// Path-item parameters not redeclared (by name) at operation level, then the operation's own.
    public var parameters: [Parameter]
    /// Path-item parameters then the operation's own, none dropped (OpenAPI 3 matches them by
    /// name *and* location); read only with `SpecReadDetail.allComponents`.
    public var declaredParameters: [Parameter] = []
    public var requestBody: RequestBody?
    /// Responses whose key is an integer or `default`, in document order.
    public var responses: [Response]
    /// Every response, range keys (`2XX`) included, in document order; read only with
    /// `SpecReadDetail.allComponents`, empty otherwise.
    public var allResponses: [Response] = []
    /// The operation's `security`, or the document's when the operation has none.
    public var security: [SecurityRequirement]
    public var node: SpecNode
    /// The path item the operation is written in (its `x-internal` hides every operation of it).
    public var pathItem: SpecNode? = nil

    public var location: SourceLocation { node.location }
}

/// Where a parameter goes on the wire.
public enum ParameterLocation: String, Sendable {
    case path, query, header, cookie
}

/// A request parameter (not a body: Swagger 2.0 `body` and `formData` become a `RequestBody`).
public struct Parameter: Sendable {
    public var name: String
    /// The `components.parameters` name when the parameter is a `$ref` to one.
    public var componentName: String?
    public var location: ParameterLocation
    public var required: Bool
    public var description: String?
    public var deprecated: Bool
    public var schema: Schema
    /// The media types of `content` (instead of `schema`); read only with
    /// `SpecReadDetail.allComponents`.
    public var content: [MediaContent] = []
    public var example: SpecNode?
    public var node: SpecNode
}

/// A request body with its media types.
public struct RequestBody: Sendable {
    /// The `components.requestBodies` name when the body is a `$ref` to one.
    public var componentName: String?
    public var required: Bool
    public var description: String?
    public var content: [MediaContent]
    public var node: SpecNode
}

/// A response of an operation.
public struct Response: Sendable {
    /// `"200"`, `"404"`, ... or `"default"`.
    public var code: String
    public var componentName: String?
    public var description: String?
    public var content: [MediaContent]
    /// `headers` by name, in document order; read only with `SpecReadDetail.allComponents`.
    public var headers: [NamedHeader] = []
    public var node: SpecNode

    /// The numeric status code, `nil` for `default`.
    public var statusCode: Int? { Int(code) }
}

/// One media type of a body or response and its schema.
public struct MediaContent: Sendable {
    public var mediaType: String
    public var schema: Schema?
    /// The media type object itself (for `encoding`), when read from an OpenAPI 3 document.
    public var node: SpecNode? = nil
    /// `encoding.<part>.headers` of a multipart body, by part name; read only with
    /// `SpecReadDetail.allComponents`.
    public var partHeaders: [String: [NamedHeader]] = [:]
}

/// One requirement of an operation's `security`: scheme name and scopes.
public struct SecurityRequirement: Sendable {
    public var name: String
    public var scopes: [String]
}
