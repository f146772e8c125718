import Mustache

/// An operation page (`operations/<stem>.html`): the request enum with its `Request` and
/// `Response`, and an example call.
public struct OperationPageView: Sendable, MustacheParent {
    public var chrome: PageChrome
    public var name: String
    public var swiftPath: String
    public var method: String
    public var path: String
    public var operationId: String
    /// Whether the spec gives no `operationId`, so `operationId` is the one SwagGen makes up.
    public var operationIdIsGenerated: Bool = false
    public var summary: String?
    public var description: HTML
    public var deprecated: Bool
    public var tags: [LinkView]
    public var security: [SecurityView]
    /// `security: []`: the operation may be called without credentials.
    public var securityOptional: Bool
    public var externalDocs: HTML
    /// The request body's media types, schema facts and samples.
    public var requestDetails: HTML
    /// Each response's headers, media types and samples.
    public var responseDetails: HTML
    /// The operation's callbacks.
    public var callbacks: HTML
    /// A plain HTTP request (request line and headers), plain text.
    public var httpSample: String
    /// Whether the HTTP request has a body: the first sample under "Request body", which the
    /// page points to rather than repeating.
    public var httpSampleHasBody: Bool = false
    public var requestID: String?
    public var requestPath: String
    /// The `Request` initializer's parameters: the options, then the body.
    public var parameters: [MemberBlockView]
    public var enums: [TypeSectionView]
    public var requestTypes: [TypeSectionView]
    public var responseID: String?
    public var responsePath: String
    public var successType: HTML
    /// The cases of `Response`.
    public var responses: [MemberBlockView]
    public var responseTypes: [TypeSectionView]
    /// Swift code, plain text.
    public var example: String

    public func child(named name: String) -> Any? {
        switch name {
        case "name": return templateText(self.name)
        case "breakableName": return HTML.breakable(self.name)
        case "swiftPath": return templateText(swiftPath)
        case "breakableSwiftPath": return HTML.breakable(swiftPath)
        case "method": return templateText(method)
        case "methodClass": return templateText(method.lowercased())
        case "path": return templateText(path)
        case "operationId": return templateText(operationId)
        case "operationIdIsGenerated": return operationIdIsGenerated
        case "summary": return templateText(summary)
        case "description": return description
        case "deprecated": return deprecated
        case "tags": return tags
        case "hasTags": return !tags.isEmpty
        case "security": return security
        case "hasSecurity": return !security.isEmpty
        case "securityOptional": return securityOptional
        case "externalDocs": return externalDocs
        case "requestDetails": return requestDetails
        case "responseDetails": return responseDetails
        case "callbacks": return callbacks
        case "httpSample": return templateText(httpSample)
        case "httpSampleHasBody": return httpSampleHasBody
        case "hasLeadCode": return true
        case "requestID": return templateText(requestID)
        case "requestPath": return templateText(requestPath)
        case "parameters": return parameters
        case "hasParameters": return !parameters.isEmpty
        case "enums": return enums
        case "hasEnums": return !enums.isEmpty
        case "requestTypes": return requestTypes
        case "hasRequestTypes": return !requestTypes.isEmpty
        case "responseID": return templateText(responseID)
        case "responsePath": return templateText(responsePath)
        case "successType": return successType
        case "responses": return responses
        case "hasResponses": return !responses.isEmpty
        case "responseTypes": return responseTypes
        case "hasResponseTypes": return !responseTypes.isEmpty
        case "example": return templateText(example)
        default: return chrome.child(named: name)
        }
    }
}

/// A security requirement: scheme name and scopes.
public struct SecurityView: Sendable, MustacheParent {
    public var name: String
    /// Comma separated; `nil` when the scheme takes none.
    public var scopes: String?
    /// The scheme's description in the Authentication section.
    public var href: String

    public func child(named name: String) -> Any? {
        switch name {
        case "name": return templateText(self.name)
        case "scopes": return templateText(scopes)
        case "href": return templateText(href)
        default: return nil
        }
    }
}
