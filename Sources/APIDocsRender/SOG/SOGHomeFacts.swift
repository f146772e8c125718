import APIDocsSOG
import APIDocsSymbols

/// The SOG home page's facts about the API as a whole: contact, license, terms and external
/// docs; each server (`ServerView`, as the other flavour's home page) with the
/// `Servers.ServerN.url(...)` that builds it; the
/// Authentication section; tags with their descriptions and operations; webhooks.
struct SOGHomeFacts {
    let builder: SOGPageBuilder
    let page = SOGSitePlan.homePage

    var facts: SOGDocumentFacts { builder.facts }

    func fill(_ view: inout SOGHomeView) {
        let views = SOGFactsHTML(builder: builder, page: page).views
        view.about = HomePageBuilder.about(facts.api)
        view.servers = servers()
        view.authentication = HTML(trusted: facts.api.securitySchemes.map(views.securityScheme).joined())
        view.tags = tags()
        view.webhooks = HTML(trusted: facts.api.webhooks.enumerated().map { index, hook in
            views.endpoint(hook, id: "webhook-\(index + 1)", headingLevel: 3)
        }.joined())
    }

    /// The `url(...)` method SOG declares for a server, linked.
    private func urlMethod(_ server: SOGServerFacts) -> LinkView? {
        guard let type = builder.plan.types[server.swiftPath],
              let method = type.members.first(where: { $0.kind == .typeMethod && $0.baseName == "url" }) else { return nil }
        let path = server.swiftPath + "." + method.name
        return builder.plan.href(to: SOGSitePlan.Key(path: path, kind: method.kind), from: page).map { LinkView(text: path, href: $0) }
    }

    /// Each server as both flavours' home pages show it, with the `Servers` type SOG declares
    /// for it and the method that builds its URL.
    private func servers() -> [ServerView] {
        facts.servers.map { server in
            var view = ServerView(
                id: nil, name: server.swiftPath, url: server.url, description: server.description,
                variables: server.variables.map {
                    ServerVariableView(name: $0.name, defaultValue: $0.defaultValue, enumValues: $0.enumValues, description: $0.description)
                }
            )
            view.call = urlMethod(server)
            return view
        }
    }

    /// Each tag (declared ones first, in the spec's order) with its summary, description,
    /// external docs and the operations it groups.
    private func tags() -> HTML {
        guard !builder.tagOrder.isEmpty else { return .empty }
        var operations: [String: [String]] = [:]
        for sitePage in builder.plan.pages where sitePage.section == .operation {
            guard let source = sitePage.main.declaration.source, let operation = facts.operationFacts(for: source) else { continue }
            var seen = Set<String>()
            for tag in operation.tags where seen.insert(tag).inserted {
                let method = operation.endpoint.method
                operations[tag, default: []].append(
                    "<li><a href=\"" + HTML.escape(sitePage.path) + "\"><code>" + FactsHTML.text(sitePage.main.path) + "</code></a> <span class=\"method method-"
                        + FactsHTML.text(method.lowercased()) + "\">" + FactsHTML.text(method) + "</span> <code class=\"path\">"
                        + FactsHTML.text(operation.endpoint.expression) + "</code></li>"
                )
            }
        }
        let declared = Dictionary(facts.api.tags.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var html = ""
        for tag in builder.tagOrder {
            html += "<section class=\"tag\" id=\"" + HTML.escape(builder.tagAnchors[tag] ?? "") + "\"><h3>" + FactsHTML.text(tag) + "</h3>"
            if let info = declared[tag] { html += FactsHTML.tag(info, headings: .bold).markup }
            if let list = operations[tag] { html += "<ul class=\"operation-list\">" + list.joined() + "</ul>" }
            html += "</section>"
        }
        return HTML(trusted: html)
    }
}
