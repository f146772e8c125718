/// Everything the "Try it" panel of one operation page needs to build and send its request,
/// and everything `apidocs serve --mock` needs to answer it, in either client flavour.
///
/// It is made from the same facts the page shows (servers, parameters, body samples, the
/// operation's security, responses) and written into the page as JSON (`json`), so the panel's
/// script reads exactly what the page documents and nothing is fetched to build a form.
public struct TryItRequest: Sendable, Equatable {
    /// A server of the spec: its URL template and variables.
    public struct Server: Sendable, Equatable {
        public var url: String
        public var description: String?
        public var variables: [Variable]
    }

    /// A server variable: its default and, when the spec lists them, its allowed values.
    public struct Variable: Sendable, Equatable {
        public var name: String
        public var defaultValue: String
        public var values: [String]
    }

    /// A parameter as the request carries it, typed from its schema.
    public struct Parameter: Sendable, Equatable {
        public var name: String
        /// `path`, `query`, `header`, `cookie`, or `form` (a Swagger 2 form field).
        public var location: String
        public var required: Bool
        /// The schema's JSON type (`string`, `integer`, `number`, `boolean`, `array`, `object`).
        public var type: String
        public var format: String?
        /// Allowed values (an enum), as they go on the wire.
        public var values: [String]
        /// A value to start from: the spec's example, else its default.
        public var example: String?
        public var description: String?
        /// The Swift name of the argument that sets it (the request option, or SOG's property).
        public var swiftName: String?
        /// That argument's Swift type as the flavour's client declares it (`Int?`,
        /// `Swift.Int32?`), for the DocC catalog's parameters table; not in the panel's JSON.
        public var swiftType: String? = nil
    }

    /// A media type of the request body with the sample the page shows for it.
    public struct Body: Sendable, Equatable {
        public var mediaType: String
        public var sample: String?
        /// The Swift type the client decodes the body into, for the Swift call.
        public var swiftType: String?
    }

    /// Where a credential of the operation's security goes.
    public struct Credential: Sendable, Equatable {
        /// The security scheme's name in the spec.
        public var scheme: String
        /// `apiKey`, `basic`, `bearer` (also for OAuth 2 and OpenID Connect: a pasted token),
        /// or `unsupported` (another HTTP scheme, mutual TLS).
        public var kind: String
        /// For `apiKey`: `header`, `query` or `cookie`, and the name there.
        public var location: String?
        public var name: String?
    }

    /// A documented response, for the mock: status, media type and a sample body.
    public struct Response: Sendable, Equatable {
        public var status: String
        public var mediaType: String?
        public var sample: String?
    }

    /// How the page's client sends this request, for the Swift call the panel shows.
    public struct SwiftCall: Sendable, Equatable {
        /// `swaggen` or `swift-openapi-generator`.
        public var flavour: String
        /// SwagGen: the request type (`Kennel.Pets.ListPets.Request`); SOG: the `Client` method's base name (`listPets`).
        public var target: String
        /// SwagGen: the client expression (`APIClient.default`).
        public var client: String?
        /// SOG: whether the operation's `Input` has a part of each kind (`path`, `query`, `headers`, `cookies`, `body`).
        public var inputParts: [String] = []
    }

    public var operationID: String
    /// Upper case.
    public var method: String
    public var path: String
    public var servers: [Server]
    public var parameters: [Parameter]
    public var bodyRequired: Bool
    public var bodies: [Body]
    /// The schemes of the operation's first security requirement (empty: none needed).
    public var credentials: [Credential]
    /// The media type sent as `Accept` (`HTTPSample.accept`: the first success response with
    /// content, in the spec's order).
    public var accept: String?
    public var responses: [Response]
    public var swift: SwiftCall
}
