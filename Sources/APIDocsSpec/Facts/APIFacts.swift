/// What the spec says about the API as a whole: info, contact, license, terms, external docs,
/// servers, security schemes, tags and webhooks.
public struct APIFacts: Sendable {
    public var title: String?
    public var summary: String?
    public var description: String?
    public var version: String?
    public var termsOfService: String?
    public var contact: ContactFacts?
    public var license: LicenseFacts?
    public var externalDocs: ExternalDocsFacts?
    /// The spec version (`2.0`, `3.0`, `3.1`, `3.2`) and the version line as written.
    public var specVersion: String
    public var securitySchemes: [SecuritySchemeFacts]
    /// The top-level tag declarations, in document order.
    public var tags: [TagFacts]
    /// 3.1 webhooks, one endpoint per webhook and method.
    public var webhooks: [EndpointFacts]
    /// The whole document, for README templates (`raw`).
    public var raw: SpecValue
    /// The root `x-tagGroups` (Redoc), for the site's navigation.
    public var tagGroups: [TagGroupFacts] = []
    /// `info.x-logo` (Redoc), for the site's header.
    public var logo: LogoFacts?
}

public struct ContactFacts: Sendable {
    public var name: String?
    public var url: String?
    public var email: String?
}

public struct LicenseFacts: Sendable {
    public var name: String?
    public var identifier: String?
    public var url: String?
}

/// A declared tag: its description and external docs.
public struct TagFacts: Sendable {
    public var name: String
    public var summary: String?
    public var description: String?
    public var externalDocs: ExternalDocsFacts?
    /// `x-displayName` (Redoc): the tag's label on pages; Swift names stay the tag's.
    public var displayName: String? = nil
    /// `x-traitTag: true` (Redoc): a tag that describes something operations share (its page
    /// shows its description) and groups no operations.
    public var isTrait = false

    /// What pages call the tag: its display name, else its name.
    public var label: String { displayName ?? name }
}

/// A security scheme as a reader needs it to authenticate.
public struct SecuritySchemeFacts: Sendable {
    public var name: String
    /// `apiKey`, `http`, `oauth2`, `openIdConnect`, `mutualTLS` (2.0 `basic` reads as `http`).
    public var type: String
    public var description: String?
    /// apiKey: where and under which name the key goes.
    public var location: String?
    public var parameterName: String?
    /// http: `bearer`, `basic`...
    public var scheme: String?
    public var bearerFormat: String?
    public var flows: [OAuthFlowFacts]
    public var openIdConnectUrl: String?
    /// For README templates (`securityDefinitions[].raw`).
    public var raw: SpecValue

    /// Where a request carries the credentials, as an HTTP line or a sentence.
    public var credentialHeader: (name: String, value: String)? {
        switch type {
        case "apiKey" where location == "header": return (parameterName ?? "X-API-Key", "<API key>")
        case "http" where scheme?.lowercased() == "basic": return ("Authorization", "Basic <credentials>")
        case "http": return ("Authorization", (scheme.map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? "Bearer") + " <token>")
        case "oauth2", "openIdConnect": return ("Authorization", "Bearer <access token>")
        default: return nil
        }
    }
}

/// One OAuth2 flow.
public struct OAuthFlowFacts: Sendable {
    /// `implicit`, `password`, `clientCredentials`, `authorizationCode`, `deviceAuthorization`.
    public var kind: String
    public var authorizationUrl: String?
    public var tokenUrl: String?
    public var refreshUrl: String?
    public var deviceAuthorizationUrl: String?
    /// Scope name → description, in spec order.
    public var scopes: [(name: String, description: String)]
}
