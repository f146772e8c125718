import APIDocsDiagnostics
import APIDocsSOG
import APIDocsSymbols

/// The SOG flavour's facts as HTML, written with the SwagGen flavour's `FactsHTML` views:
/// a member row's schema or parameter facts, and the OpenAPI section of a page (an operation's
/// security, body, responses, callbacks and HTTP request; a component's facts).
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

    /// The OpenAPI section of a page.
    func section(_ sitePage: SOGSitePlan.Page) -> HTML {
        let declaration = sitePage.main.declaration
        guard let source = declaration.source else { return .empty }
        if sitePage.section == .operation, let operation = facts.operationFacts(for: source) {
            return self.operation(operation, namespace: sitePage.main)
        }
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

    private func operation(_ operation: SOGOperationFacts, namespace: SOGSitePlan.Placed) -> HTML {
        let spec = operation.facts
        var html = "<section class=\"openapi\" aria-labelledby=\"section-openapi\"><h2 id=\"section-openapi\">OpenAPI</h2><dl class=\"facts\">"
        if let id = spec.operationId { html += "<dt>Operation id</dt><dd>" + FactsHTML.code(id) + "</dd>" }
        if !operation.tags.isEmpty {
            html += "<dt>Tags</dt><dd>" + operation.tags.map { tag in
                "<a href=\"" + HTML.escape(SitePaths.relativePath(from: page, to: SOGSitePlan.homePage)) + "#" + (builder.tagAnchors[tag] ?? "") + "\">" + FactsHTML.text(tag) + "</a>"
            }.joined(separator: ", ") + "</dd>"
        }
        html += "<dt>Security</dt><dd>"
        if spec.security.isEmpty {
            html += "none"
        } else {
            let home = HTML.escape(SitePaths.relativePath(from: page, to: SOGSitePlan.homePage))
            html += spec.security.map { requirement in
                "<a href=\"" + home + "#" + FactsHTML.securityAnchor(requirement.name) + "\"><code>" + FactsHTML.text(requirement.name) + "</code></a>"
                    + (requirement.scopes.isEmpty ? "" : " (" + FactsHTML.text(requirement.scopes.joined(separator: ", ")) + ")")
            }.joined(separator: " ")
            if spec.securityOptional { html += " (or none: the operation also accepts no credentials)" }
        }
        html += "</dd>"
        if let docs = spec.externalDocs { html += "<dt>External docs</dt><dd>" + FactsHTML.externalLink(docs.url, text: docs.description ?? docs.url) + "</dd>" }
        html += "</dl>"
        if spec.deprecated { html += "<p class=\"deprecated\"><strong>Deprecated.</strong></p>" }
        if let body = operation.endpoint.requestBody {
            html += "<section class=\"request-details\"><h3 id=\"section-request-body\">Request body" + (body.required ? " (required)" : " (optional)") + " <code>"
                + FactsHTML.text(namespace.path + ".Input.body") + "</code></h3>"
            html += Markdown.html(body.description ?? "").markup + views.mediaTypes(body.mediaTypes, kind: "request").markup + "</section>"
        }
        var shownSchemas: [String: String] = [:]
        for response in operation.endpoint.responses {
            html += "<section class=\"response-details\" data-status=\"" + FactsHTML.text(response.code) + "\"><h3>Status " + FactsHTML.text(response.code) + "</h3>"
            html += Markdown.html(response.description ?? "").markup + views.response(response, shownSchemas: &shownSchemas).markup + "</section>"
        }
        for (index, callback) in spec.callbacks.enumerated() {
            html += views.endpoint(callback, id: "callback-\(index + 1)", headingLevel: 3)
        }
        return HTML(trusted: html + "</section>")
    }

    /// The operation's plain HTTP request, shown beside the page's lead (see `SOGPageView`).
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
            accept: endpoint.responses.first { $0.code.hasPrefix("2") }?.mediaTypes.first?.mediaType
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
