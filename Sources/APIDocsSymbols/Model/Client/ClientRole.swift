import APIDocsSpec

/// What a declaration is in the structure of a generated client.
///
/// Pages, the README, examples and the changelog find a client's scaffolding (its `Client`,
/// an operation's request or `Output`, a catch-all case) and the declarations the document
/// names (a schema's type, an operation) by this role, set where the namer makes the
/// declaration, instead of matching Swift names. Roles a flavour has no such declaration for
/// are never set in it.
public enum ClientRole: Sendable, Hashable {
    /// The type that sends requests (swift-openapi-generator's `Client`).
    case client
    /// swift-openapi-generator's `APIProtocol`.
    case apiProtocol
    /// The namespace of the server URLs (`Servers`, SwagGen's `<Name>.Server`).
    case servers
    /// swift-openapi-generator's `Components` and `Operations` namespaces.
    case components, operations
    /// swift-openapi-generator's `Components.Schemas`.
    case schemas
    /// An operation's `Input` (SwagGen: its `Request` class) and `Output` (SwagGen: its
    /// `Response` enum).
    case input, output
    /// The case for what the document does not list: a response's `undocumented(statusCode:_:)`,
    /// a multipart body's `undocumented(_:)` or `other(_:)`, `AcceptableContentType.other(_:)`.
    case catchAllCase
    /// swift-openapi-generator: an `APIProtocol` method its extension defines over a
    /// requirement (taking the input's parts): conforming types get it without writing it.
    case protocolExtensionMethod
    /// SwagGen: the `public struct` named after the API that holds tags and operations.
    case namespace
    /// SwagGen: a tag's empty namespace enum.
    case tag
    /// SwagGen: one server constant or function.
    case server
    /// SwagGen: a type made from a `components.schemas` entry, or a global enum made from
    /// `components.parameters`.
    case model, globalEnum
    /// SwagGen: an operation's enum, its request's `Options` struct and its `body` property.
    /// `requestBody` is also swift-openapi-generator's inline `Input.Body` enum (a case per
    /// media type).
    case operation, requestOptions, requestBody
    /// swift-openapi-generator: the struct of an operation's parameters in one location
    /// (`Input.Path`, `Input.Query`, `Input.Headers`, `Input.Cookies`), with that location, so
    /// that what needs a parameter's Swift property (Try it) finds it without the struct's name.
    case parameters(ParameterLocation)
    /// SwagGen: the request initializer a call passes each option (and the body) to directly:
    /// the convenience `init(petId:name:)` when the request has `Options`, else the designated
    /// `init()` or `init(body:encoder:)`.
    case requestInitializer
    /// SwagGen: the designated `init(options:)` (or `init(body:options:encoder:)`) of a request
    /// that has `Options`.
    case requestOptionsInitializer
    /// SwagGen: a model's `additionalProperties` dictionary, for the keys its schema does not list.
    case additionalProperties
}
