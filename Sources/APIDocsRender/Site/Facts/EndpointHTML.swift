import APIDocsSymbols

/// Renders endpoints the client has no request for (callbacks, webhooks) and the API's
/// security schemes.
extension FactsHTML {
    func endpoint(_ endpoint: EndpointFacts, id: String, headingLevel: Int, showsHeading: Bool = true) -> String {
        let heading = "h\(headingLevel)"
        var html = "<section class=\"endpoint-facts\" id=\"\(FactsHTML.text(id))\">"
        if showsHeading {
            html += "<\(heading)>" + FactsHTML.text(endpoint.name)
                + " <span class=\"method method-\(endpoint.method.lowercased())\">\(FactsHTML.text(endpoint.method))</span> <code class=\"path\">"
                + FactsHTML.text(endpoint.expression) + "</code></\(heading)>"
        }
        if endpoint.deprecated { html += "<p class=\"deprecated\"><strong>Deprecated.</strong></p>" }
        if let operationId = endpoint.operationId { html += "<p>Operation id " + FactsHTML.code(operationId) + "</p>" }
        if let summary = endpoint.summary { html += "<p class=\"summary\">" + FactsHTML.text(summary) + "</p>" }
        html += Markdown.html(endpoint.description ?? "").markup
        if !endpoint.parameters.isEmpty {
            html += "<p class=\"list-title\">Parameters</p><ul class=\"member-list\">"
            for parameter in endpoint.parameters {
                var block = MemberBlockView(name: HTML.breakable(parameter.name))
                block.required = parameter.required
                block.details = [.text("In", parameter.location)]
                block.description = Markdown.html(parameter.description ?? "")
                block.facts = self.parameter(parameter.facts, required: parameter.required)
                html += block.block.markup
            }
            html += "</ul>"
        }
        if let body = endpoint.requestBody {
            html += "<p><strong>Request body</strong>" + (body.required ? " (required)" : " (optional)") + "</p>"
            html += Markdown.html(body.description ?? "").markup + mediaTypes(body.mediaTypes, kind: "request").markup
        }
        var shownSchemas: [String: String] = [:]
        for response in endpoint.responses {
            html += "<p><strong>Response " + FactsHTML.text(response.code) + "</strong></p>" + Markdown.html(response.description ?? "").markup
            html += self.response(response, shownSchemas: &shownSchemas).markup
        }
        return html + "</section>"
    }

    /// The anchor of a security scheme's description on the home page.
    static func securityAnchor(_ name: String) -> String {
        "auth-" + Slug.make(name)
    }

    func securityScheme(_ scheme: SecuritySchemeFacts) -> String {
        var html = "<section class=\"security-scheme\" id=\"\(FactsHTML.securityAnchor(scheme.name))\"><h3><code>" + FactsHTML.text(scheme.name) + "</code></h3><ul class=\"facts-list\">"
        html += "<li>Type: " + FactsHTML.code(scheme.type) + "</li>"
        switch scheme.type {
        case "apiKey":
            html += "<li>An API key sent in the " + FactsHTML.text(scheme.location ?? "?") + " " + FactsHTML.code(scheme.parameterName ?? "?") + "</li>"
        case "http":
            html += "<li>HTTP " + FactsHTML.code(scheme.scheme ?? "?") + " authentication: header <code>Authorization: "
                + FactsHTML.text((scheme.scheme.map { $0.prefix(1).uppercased() + $0.dropFirst() }) ?? "") + " …</code></li>"
            if let format = scheme.bearerFormat { html += "<li>Bearer format: " + FactsHTML.text(format) + "</li>" }
        case "openIdConnect":
            if let url = scheme.openIdConnectUrl { html += "<li>OpenID Connect discovery: " + FactsHTML.externalLink(url) + "</li>" }
        default: break
        }
        for flow in scheme.flows {
            html += "<li>OAuth2 flow " + FactsHTML.code(flow.kind) + "<ul>"
            if let url = flow.authorizationUrl { html += "<li>Authorization URL: " + FactsHTML.externalLink(url) + "</li>" }
            if let url = flow.deviceAuthorizationUrl { html += "<li>Device authorization URL: " + FactsHTML.externalLink(url) + "</li>" }
            if let url = flow.tokenUrl { html += "<li>Token URL: " + FactsHTML.externalLink(url) + "</li>" }
            if let url = flow.refreshUrl { html += "<li>Refresh URL: " + FactsHTML.externalLink(url) + "</li>" }
            if !flow.scopes.isEmpty {
                html += "<li>Scopes:<ul>" + flow.scopes.map { "<li>" + FactsHTML.code($0.name) + ($0.description.isEmpty ? "" : ": " + FactsHTML.text($0.description)) + "</li>" }.joined() + "</ul></li>"
            }
            html += "</ul></li>"
        }
        html += "</ul>" + Markdown.html(scheme.description ?? "").markup
        return html + "</section>"
    }
}
