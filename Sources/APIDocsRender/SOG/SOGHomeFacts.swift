import APIDocsSOG
import APIDocsSymbols

/// The SOG home page's facts about the API as a whole: contact, license, terms and external
/// docs; each server with its variables and the `Servers.ServerN.url(...)` that builds it; the
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
    private func urlMethod(_ server: SOGServerFacts) -> String? {
        guard let type = builder.plan.types[server.swiftPath],
              let method = type.members.first(where: { $0.kind == .typeMethod && $0.baseName == "url" }) else { return nil }
        let path = server.swiftPath + "." + method.name
        guard let href = builder.plan.href(to: SOGSitePlan.Key(path: path, kind: method.kind), from: page) else { return FactsHTML.code(path) }
        return "<a href=\"" + HTML.escape(href) + "\"><code>" + FactsHTML.text(path) + "</code></a>"
    }

    private func servers() -> HTML {
        guard !facts.servers.isEmpty else { return .empty }
        var html = "<ul class=\"servers\">"
        for server in facts.servers {
            html += "<li>" + FactsHTML.code(server.url)
            if let method = urlMethod(server) { html += " → " + method }
            html += Markdown.html(server.description ?? "").markup
            if !server.variables.isEmpty {
                html += "<ul class=\"facts-list\">"
                for variable in server.variables {
                    html += "<li>Variable " + FactsHTML.code(variable.name)
                    if let value = variable.defaultValue { html += ", default " + FactsHTML.code(value) }
                    if !variable.enumValues.isEmpty { html += ", one of " + variable.enumValues.map(FactsHTML.code).joined(separator: ", ") }
                    if let description = variable.description { html += ": " + FactsHTML.text(description) }
                    html += "</li>"
                }
                html += "</ul>"
            }
            html += "</li>"
        }
        return HTML(trusted: html + "</ul>")
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
            if let info = declared[tag] {
                if let summary = info.summary { html += "<p class=\"summary\">" + FactsHTML.text(summary) + "</p>" }
                html += Markdown.html(info.description ?? "").markup
                if let docs = info.externalDocs { html += "<p>External docs: " + FactsHTML.externalLink(docs.url, text: docs.description ?? docs.url) + "</p>" }
            }
            if let list = operations[tag] { html += "<ul class=\"operation-list\">" + list.joined() + "</ul>" }
            html += "</section>"
        }
        return HTML(trusted: html)
    }
}
