import APIDocsSymbols

/// The lead of an operation's page, made the same way in both client flavours: its HTTP line,
/// the deprecation note, and the facts Swift path, operation id, tags, security and external
/// docs.
///
/// A flavour's page builder gives what only it knows (its heading, the Swift path, where tags
/// and security schemes are documented) and may add facts of its own after these.
struct OperationLead {
    /// The `<h1>`'s content.
    var heading: HTML
    var swiftPath: String
    /// Upper case (`GET`).
    var method: String
    var path: String
    var spec: OperationFacts
    /// The operation id the client's names come from, and whether the spec lacks one (so it
    /// was made from the method and path); `nil` where the page shows none.
    var operationId: (value: String, generated: Bool)?
    /// The operation's tags, each linked to where the site documents it.
    var tags: [LinkView]
    /// From the page to the home page, whose Authentication section describes each scheme.
    var homeHref: String
    var description: HTML

    var view: PageLeadView {
        var lead = PageLeadView(kind: "operation", heading: heading)
        lead.method = method
        lead.httpPath = path
        lead.deprecated = spec.deprecated
        lead.summary = spec.summary
        lead.description = description
        lead.facts = [PageLeadView.Fact(term: "Swift path", definition: HTML(trusted: "<code>" + HTML.breakable(swiftPath).markup + "</code>"))]
        if let operationId {
            let code = FactsHTML.code(operationId.value)
            let text = operationId.generated ? "none in the spec (generated from the method and path: " + code + ")" : code
            lead.facts.append(PageLeadView.Fact(term: "Operation id", definition: HTML(trusted: text)))
        }
        if !tags.isEmpty {
            let links = tags.map { "<a href=\"" + HTML.escape($0.href) + "\">" + FactsHTML.text($0.text) + "</a>" }
            lead.facts.append(PageLeadView.Fact(term: "Tags", definition: HTML(trusted: links.joined(separator: ", "))))
        }
        lead.facts.append(PageLeadView.Fact(term: "Security", definition: security()))
        if let docs = spec.externalDocs {
            lead.facts.append(PageLeadView.Fact(term: "External docs", definition: HTML(trusted: FactsHTML.externalLink(docs.url, text: docs.description ?? docs.url))))
        }
        return lead
    }

    /// Each scheme the operation needs, linked, with its scopes; `none` when it needs none.
    private func security() -> HTML {
        guard !spec.security.isEmpty else { return HTML(trusted: "none") }
        var html = spec.security.map { requirement in
            "<a href=\"" + HTML.escape(homeHref + "#" + FactsHTML.securityAnchor(requirement.name)) + "\"><code>" + FactsHTML.text(requirement.name) + "</code></a>"
                + (requirement.scopes.isEmpty ? "" : " (" + FactsHTML.text(requirement.scopes.joined(separator: ", ")) + ")")
        }.joined(separator: " ")
        if spec.securityOptional { html += " (or none: the operation also accepts no credentials)" }
        return HTML(trusted: html)
    }
}
