/// One media type of a request body or response, with its samples.
public struct MediaTypeFacts: Sendable {
    public var mediaType: String
    public var schema: SchemaFacts?
    /// The spec's own examples (named ones with their summaries), in spec order.
    public var examples: [ExampleFacts]
    /// A sample built from the schema, for JSON media types without an example of their own.
    public var generatedSample: String?
    /// The JSON pointer of the schema (`#/...`, in the root document), for validation.
    public var schemaPointer: String?
    /// The file the schema is written in, as the loader names it.
    public var schemaFile: String?

    /// JSON text of the first example, or the generated sample.
    public var firstSample: String? { examples.first?.json ?? generatedSample }
}

/// One example of a body, parameter or header.
public struct ExampleFacts: Sendable {
    /// The key in `examples`, `nil` for a single `example`.
    public var name: String?
    public var summary: String?
    public var description: String?
    /// The value as JSON text, or nil for an `externalValue`.
    public var json: String?
    public var externalValue: String?
}

/// A response header.
public struct HeaderFacts: Sendable {
    public var name: String
    public var required: Bool
    public var description: String?
    public var deprecated: Bool
    public var schema: SchemaFacts
    public var examples: [ExampleFacts]
}

/// Everything a parameter says besides its Swift member.
public struct ParameterFacts: Sendable {
    public var deprecated = false
    public var allowEmptyValue = false
    public var style: String?
    public var explode: Bool?
    public var examples: [ExampleFacts] = []
    public var schema = SchemaFacts()

    /// No facts beyond those of `schema` (a form field of a Swagger 2.0 body).
    public init(schema: SchemaFacts = SchemaFacts()) {
        self.schema = schema
    }
}

/// The spec side of a response: its headers and every media type.
public struct ResponseFacts: Sendable {
    /// `200`, `404`, `default`.
    public var code: String
    public var description: String?
    public var headers: [HeaderFacts]
    public var mediaTypes: [MediaTypeFacts]
    public var links: [String]

    public init(code: String, description: String?, headers: [HeaderFacts], mediaTypes: [MediaTypeFacts], links: [String]) {
        self.code = code
        self.description = description
        self.headers = headers
        self.mediaTypes = mediaTypes
        self.links = links
    }
}

/// The spec side of a request body: every media type.
public struct RequestBodyFacts: Sendable {
    public var required: Bool
    public var description: String?
    public var mediaTypes: [MediaTypeFacts]
}

/// An operation the client has no request for but the API documents: a callback of an
/// operation, or a 3.1 webhook.
public struct EndpointFacts: Sendable {
    /// The callback's or webhook's name.
    public var name: String
    /// The callback URL expression (`{$request.body#/callbackUrl}`), or the webhook name.
    public var expression: String
    /// Upper case.
    public var method: String
    public var operationId: String?
    public var summary: String?
    public var description: String?
    public var deprecated: Bool
    public var parameters: [NamedParameterFacts]
    public var requestBody: RequestBodyFacts?
    public var responses: [ResponseFacts]
}

/// A parameter of an endpoint that has no Swift request.
public struct NamedParameterFacts: Sendable {
    public var name: String
    public var location: String
    public var required: Bool
    public var description: String?
    public var facts: ParameterFacts
}

/// The operation-level facts that are not names: summary, security, external docs, callbacks.
public struct OperationFacts: Sendable {
    /// The spec's own `operationId`; `nil` when the client's id was made from method and path.
    public var operationId: String?
    public var summary: String?
    public var description: String?
    public var deprecated: Bool
    public var externalDocs: ExternalDocsFacts?
    public var security: [SecurityRequirementFacts]
    /// `security: []` on the operation: explicitly no authentication.
    public var securityOptional: Bool
    public var requestBody: RequestBodyFacts?
    public var callbacks: [EndpointFacts]
    public var raw: SpecValue
    /// `x-codeSamples` (Redoc): code in other languages, for the site's code panel.
    public var codeSamples: [CodeSampleFacts] = []
    /// `x-internal` or `x-hidden` on the operation or its path item: no page for it.
    public var hidden: HiddenMark? = nil
    /// GitHub's `x-github.category` and `subcategory`.
    public var gitHubCategory: GitHubCategoryFacts? = nil
}

/// One requirement of an operation's `security`: scheme name and scopes.
public struct SecurityRequirementFacts: Sendable {
    public var name: String
    public var scopes: [String]
}
