import APIDocsSymbols

/// The OpenAPI details of an operation's page, written once for both client flavours: the
/// request body's media types, a section per response (which `site.js` turns into the code
/// panel's sample tabs), the callbacks; and what a tag says of itself.
extension FactsHTML {
    /// The body's description and every media type with its samples; empty without a body.
    /// `showsRequired` starts it with whether the body is required, for a page whose member
    /// blocks do not say it.
    func requestBodyDetails(_ body: RequestBodyFacts?, showsRequired: Bool = false) -> HTML {
        guard let body else { return .empty }
        let required = showsRequired ? "<p>" + (body.required ? "Required" : "Optional") + " request body.</p>" : ""
        return HTML(trusted: required) + Markdown.html(body.description ?? "") + mediaTypes(body.mediaTypes, kind: "request")
    }

    /// One response of an operation as its page details it: the spec's facts and the Swift
    /// case the client gives it, when the page names one there.
    struct ResponseDetail {
        var facts: ResponseFacts
        var swiftCase: String?
        /// Whether the response's description is shown here (not in the case's own block).
        var showsDescription: Bool
    }

    /// Per response with anything to show: its description (where asked), headers, media types
    /// and samples, under `Status <code>`.
    func responseDetails(_ responses: [ResponseDetail]) -> HTML {
        var html = ""
        var shownSchemas: [String: String] = [:]
        for item in responses {
            let description = item.showsDescription ? Markdown.html(item.facts.description ?? "").markup : ""
            let details = description + response(item.facts, shownSchemas: &shownSchemas).markup
            guard !details.isEmpty else { continue }
            let code = FactsHTML.text(item.facts.code)
            html += "<section class=\"response-details\" data-status=\"" + code + "\"><h3>Status " + code
            if let name = item.swiftCase { html += " <code>" + FactsHTML.text(name) + "</code>" }
            html += "</h3>" + details + "</section>"
        }
        return HTML(trusted: html)
    }

    /// What the spec says of a tag: its summary, description and external docs, in both
    /// flavours (a tag page, or a tag's section of the home page).
    static func tag(_ tag: TagFacts, headings: Markdown.Headings) -> HTML {
        var html = ""
        if let summary = tag.summary { html += "<p class=\"summary\">" + FactsHTML.text(summary) + "</p>" }
        html += Markdown.html(tag.description ?? "", headings: headings).markup
        if let docs = tag.externalDocs { html += "<p>External docs: " + FactsHTML.externalLink(docs.url, text: docs.description ?? docs.url) + "</p>" }
        return HTML(trusted: html)
    }

    /// Each callback as an endpoint of its own (`callback-1`, `callback-2`…).
    func callbacks(_ callbacks: [EndpointFacts]) -> HTML {
        HTML(trusted: callbacks.enumerated().map { index, endpoint in
            self.endpoint(endpoint, id: "callback-\(index + 1)", headingLevel: 3)
        }.joined())
    }
}
