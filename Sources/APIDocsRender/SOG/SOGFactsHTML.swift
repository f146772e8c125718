import APIDocsDiagnostics
import APIDocsSOG
import APIDocsSymbols

/// The SOG flavour's facts as HTML, written with the views both flavours share (`FactsHTML`):
/// a member block's schema or parameter facts, a component's facts and an operation's HTTP
/// request.
struct SOGFactsHTML {
    let builder: SOGPageBuilder
    let page: String

    var facts: SOGDocumentFacts { builder.facts }

    var views: FactsHTML {
        FactsHTML(shapeType: { _ in nil })
    }

    /// The Swift type SOG declares for each member of a composition, linked.
    func memberTypes(_ holders: [Int: SOGAlternativeHolder]) -> [Int: HTML] {
        holders.mapValues { holder in
            let type = builder.typeHTML(holder.type, from: page).markup
            let markup = holder.isCase ? HTML.escape("." + holder.name) + "(" + type + ")" : HTML.escape(holder.name) + ": " + type
            return HTML(trusted: markup)
        }
    }

    /// What a member's row shows beside its type: the facts of the schema (a property, a
    /// payload) or parameter it was made from. Headers, bodies and responses are shown once,
    /// in the page's OpenAPI section.
    func row(_ declaration: ClientDeclaration) -> HTML {
        guard let source = declaration.source, let kind = facts.facts(for: source) else { return .empty }
        switch kind {
        case .schema(let schema, let required, let alternativeTypes):
            switch declaration.kind {
            case .property, .struct, .enum, .typealias: return views.schema(schema, required: required, memberTypes: memberTypes(alternativeTypes))
            default: return .empty
            }
        case .parameter(let parameter):
            return views.parameter(parameter.facts, required: parameter.required)
        case .header, .response, .requestBody:
            return .empty
        }
    }

    /// A component's OpenAPI facts, for its page's lead.
    func componentFacts(_ sitePage: SOGSitePlan.Page) -> HTML {
        let declaration = sitePage.main.declaration
        guard let source = declaration.source else { return .empty }
        guard let kind = facts.facts(for: source) else { return .empty }
        var shown: [String: String] = [:]
        switch kind {
        case .schema(let schema, _, let alternativeTypes): return views.schema(schema, memberTypes: memberTypes(alternativeTypes))
        case .parameter(let parameter):
            return HTML(trusted: "<p>Parameter " + FactsHTML.code(parameter.name) + " in " + FactsHTML.text(parameter.location)
                + (parameter.required ? ", required" : ", optional") + "</p>") + views.parameter(parameter.facts, required: parameter.required)
        case .header(let header): return views.headers([header])
        case .response(let response): return views.response(response, shownSchemas: &shown)
        case .requestBody(let body):
            return HTML(trusted: "<p>" + (body.required ? "Required" : "Optional") + " request body</p>") + views.mediaTypes(body.mediaTypes, kind: "request")
        }
    }

    /// The operation's plain HTTP request, shown in its page's code panel (see `SOGOperationPage`).
    func httpSample(_ operation: SOGOperationFacts) -> String {
        let endpoint = operation.endpoint
        let schemes = facts.api.securitySchemes
        return HTTPSample.text(
            method: endpoint.method, path: endpoint.expression, server: facts.servers.first?.defaultURL ?? "",
            parameters: endpoint.parameters.map {
                HTTPSample.Parameter(key: $0.name, location: $0.location, required: $0.required, value: HTTPSample.sampleValue(key: $0.name, facts: $0.facts))
            },
            scheme: operation.facts.security.first.flatMap { requirement in schemes.first { $0.name == requirement.name } },
            body: endpoint.requestBody?.mediaTypes.first,
            accept: HTTPSample.accept(endpoint.responses)
        )
    }

    /// The anchor of each tag's group on the home page (`tag-pets`), distinct although
    /// slugs of two tags may coincide: declared tags first, then the operations' own, in order.
    static func tagAnchors(_ facts: SOGDocumentFacts, operations: [SOGOperationFacts]) -> (anchors: [String: String], order: [String]) {
        var allocator = SlugAllocator()
        var anchors: [String: String] = [:]
        var order: [String] = []
        for tag in facts.api.tags.map(\.name) + operations.flatMap(\.tags) where anchors[tag] == nil {
            anchors[tag] = "tag-" + allocator.allocate(tag)
            order.append(tag)
        }
        return (anchors, order)
    }
}
