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
    public var options: [OptionRowView]
    public var body: BodyView?
    public var enums: [TypeSectionView]
    public var requestTypes: [TypeSectionView]
    public var responseID: String?
    public var responsePath: String
    public var successType: HTML
    public var responses: [ResponseCaseView]
    public var responseTypes: [TypeSectionView]
    /// Swift code, plain text.
    public var example: String

    /// Whether the parameters table has a column for the name in the request.
    private var showsWireName: Bool {
        options.contains { $0.key != $0.name }
    }

    /// `rows`, each answering `showsWireName` with the page's value, as the body does. A row's
    /// template asks for it in every row; left to the page, each answer walked up to it and
    /// scanned all the options again.
    private func rowsAnsweringFlag(_ rows: [OptionRowView]) -> [OptionRowView] {
        let flag = showsWireName
        return rows.map { row in
            var row = row
            row.showsWireName = flag
            return row
        }
    }

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
        case "requestID": return templateText(requestID)
        case "requestPath": return templateText(requestPath)
        case "options": return rowsAnsweringFlag(options)
        case "hasOptions": return !options.isEmpty
        case "showsWireName": return showsWireName
        case "body": return present(body.map { body in
            var body = body
            body.showsWireName = showsWireName
            return body
        })
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

/// A parameter of the `Request` initializer (a member of `Request.Options`).
public struct OptionRowView: Sendable, MustacheParent {
    public var id: String?
    public var name: String
    public var type: HTML
    /// `path`, `query`, `header`, `form` or `cookie`.
    public var location: String
    /// The name sent on the wire.
    public var key: String
    public var required: Bool
    public var description: HTML
    /// The page's `showsWireName`, set on the rows the page hands to a template; `nil` until
    /// then (the name is looked up further out).
    var showsWireName: Bool? = nil

    public func child(named name: String) -> Any? {
        switch name {
        case "id": return templateText(id)
        case "name": return HTML.breakable(self.name)
        case "type": return type
        case "location": return templateText(location)
        case "key": return key != self.name ? HTML.breakable(key) : Absent.value
        case "required": return required
        case "requirement": return templateText(required ? "required" : "optional")
        case "description": return description
        case "showsWireName": return showsWireName
        default: return nil
        }
    }
}

/// `Request.body`.
public struct BodyView: Sendable, MustacheParent {
    public var id: String?
    public var type: HTML
    public var required: Bool
    public var description: HTML
    /// The media types the spec lists, comma separated.
    public var mediaTypes: String
    /// The page's `showsWireName`, set when the page hands the body to a template.
    var showsWireName: Bool? = nil

    public func child(named name: String) -> Any? {
        switch name {
        case "id": return templateText(id)
        case "type": return type
        case "required": return required
        case "requirement": return templateText(required ? "required" : "optional")
        case "description": return description
        case "mediaTypes": return templateText(mediaTypes)
        case "showsWireName": return showsWireName
        default: return nil
        }
    }
}

/// A case of `Response`.
public struct ResponseCaseView: Sendable, MustacheParent {
    public var id: String?
    public var name: String
    /// `200`, or `default`.
    public var status: String
    /// The payload type, linked; empty when the response has no body.
    public var type: HTML
    public var success: Bool
    public var description: HTML
    /// The case as the client declares it, payload linked: `status200(Pet)`,
    /// `defaultResponse(statusCode: Int, ErrorType)`, `status204`.
    public var declaration: HTML = .empty

    public func child(named name: String) -> Any? {
        switch name {
        case "id": return templateText(id)
        case "name": return HTML.breakable(self.name)
        case "declaration": return declaration
        case "status": return templateText(status)
        case "type": return type
        case "success": return success
        case "description": return description
        default: return nil
        }
    }
}
