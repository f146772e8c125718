import Mustache

/// An operation page (`operations/<stem>.html`) of either client flavour: the lead, the
/// Swift request type with its parameters and the body's media types, the response type with
/// its cases and each response's details, callbacks, and beside them an example call and the
/// HTTP request.
public struct OperationPageView: Sendable, MustacheParent {
    public var chrome: PageChrome
    /// A class naming the flavour's own page style (`sog`), if it has one.
    var flavourClass: String? = nil
    /// Kind, name, HTTP line and the operation's facts.
    var lead: PageLeadView
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
    /// The request type's parameters (SwagGen: its initializer's, the options then the body;
    /// swift-openapi-generator: everything `Input` declares), under `parametersTitle`.
    public var parameters: [MemberBlockView]
    var parametersTitle: String
    public var enums: [TypeSectionView]
    public var requestTypes: [TypeSectionView]
    public var responseID: String?
    public var responsePath: String
    /// The type a successful response carries, where the client declares one.
    public var successType: HTML
    /// The response type's cases (and, in the swift-openapi-generator flavour, what else it
    /// declares), under `responsesTitle`.
    public var responses: [MemberBlockView]
    var responsesTitle: String
    public var responseTypes: [TypeSectionView]
    /// Swift code, plain text.
    public var example: String?
    /// The spec's code samples in other languages (`x-codeSamples`), shown beside `example`.
    var codeSamples: [CodeSampleView] = []
    /// The client's methods that call the operation (swift-openapi-generator flavour).
    var calls: [MemberBlockView] = []
    /// What else the operation's namespace declares (its id, acceptable content types).
    var members: [MemberBlockView] = []
    /// The "Try it" panel's request (its JSON is written into the page for the panel's script).
    var tryIt: TryItRequest?

    private enum Field: String, CaseIterable, Sendable {
        case lead, flavourClass, parametersTitle, responsesTitle, calls, hasCalls, members
        case hasMembers, requestDetails, responseDetails, callbacks, httpSample, httpSampleHasBody
        case hasLeadCode, requestID, requestPath, parameters, hasParameters, enums, hasEnums
        case requestTypes, hasRequestTypes, responseID, responsePath, successType, responses
        case hasResponses, responseTypes, hasResponseTypes, example, codeSamples, hasCodeSamples
        case parametersBlocks, responsesBlocks, membersBlocks, callsBlocks, tryItData
    }

    private static let fields = TemplateFields<Field>()

    public func child(named name: String) -> Any? {
        guard let field = Self.fields[name] else { return chrome.child(named: name) }
        switch field {
        case .lead: return TemplateNode(lead)
        case .flavourClass: return templateText(flavourClass)
        case .parametersTitle: return templateText(parametersTitle)
        case .responsesTitle: return templateText(responsesTitle)
        case .calls: return TemplateNode.list(calls)
        case .hasCalls: return !calls.isEmpty
        case .members: return TemplateNode.list(members)
        case .hasMembers: return !members.isEmpty
        case .requestDetails: return requestDetails
        case .responseDetails: return responseDetails
        case .callbacks: return callbacks
        case .httpSample: return templateText(httpSample)
        case .httpSampleHasBody: return httpSampleHasBody
        case .hasLeadCode: return true  // every operation has its HTTP request
        case .requestID: return templateText(requestID)
        case .requestPath: return templateText(requestPath)
        case .parameters: return TemplateNode.list(parameters)
        case .hasParameters: return !parameters.isEmpty
        case .enums: return TemplateNode.list(enums)
        case .hasEnums: return !enums.isEmpty
        case .requestTypes: return TemplateNode.list(requestTypes)
        case .hasRequestTypes: return !requestTypes.isEmpty
        case .responseID: return templateText(responseID)
        case .responsePath: return templateText(responsePath)
        case .successType: return successType
        case .responses: return TemplateNode.list(responses)
        case .hasResponses: return !responses.isEmpty
        case .responseTypes: return TemplateNode.list(responseTypes)
        case .hasResponseTypes: return !responseTypes.isEmpty
        case .example: return templateText(example)
        case .codeSamples: return codeSamples
        case .hasCodeSamples: return !codeSamples.isEmpty
        case .parametersBlocks: return MemberBlockView.blocks(parameters)
        case .responsesBlocks: return MemberBlockView.blocks(responses)
        case .membersBlocks: return MemberBlockView.blocks(members)
        case .callsBlocks: return MemberBlockView.blocks(calls)
        case .tryItData: return tryIt.map { HTML(trusted: $0.json) }
        }
    }
}
