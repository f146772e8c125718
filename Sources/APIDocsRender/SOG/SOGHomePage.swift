import APIDocsSOG
import APIDocsSymbols

/// The swift-openapi-generator flavour's home page, in the layout both flavours share
/// (`HomePageView`): contact, license, terms and external docs; each server with the
/// `Servers.ServerN.url(...)` that builds it; the Authentication section; webhooks (which the
/// client has no Swift for); the operations by tag; the types by `Components` namespace, then
/// `Servers`, `Client` and `APIProtocol`; each tag with its description and operations.
struct SOGHomePage {
    let builder: SOGPageBuilder
    let page = SOGSitePlan.homePage

    var facts: SOGDocumentFacts { builder.facts }

    func view() -> HomePageView {
        let views = SOGFactsHTML(builder: builder, page: page).views
        let api = facts.api
        let title = facts.title ?? builder.settings.apiName
        var view = HomePageView(
            chrome: builder.chrome(page: page, title: title), title: title, version: facts.version, summary: api.summary,
            description: Markdown.html(facts.description ?? "", headings: .outline(under: 1)),
            servers: servers(), tags: [], typeGroups: typeGroups(), operationGroups: operationGroups(), readme: .empty,
            about: HomePageBuilder.about(api),
            authentication: HTML(trusted: api.securitySchemes.map(views.securityScheme).joined()),
            webhooks: webhooks()
        )
        view.flavourClass = "sog"
        view.tagSections = tags()
        return view
    }

    /// The webhooks, each linked to its page (as in the other flavour), after a note that the
    /// client has no symbol for them.
    private func webhooks() -> HTML {
        guard !facts.api.webhooks.isEmpty else { return .empty }
        return HTML(trusted: "<p>swift-openapi-generator 1.14.3 generates no Swift for webhooks: the client has no symbol for them. This is what the API sends to you.</p>")
            + builder.webhooks.homeList
    }

    /// The operations as the sidebar groups them (`OperationGroups(sog:)`), each
    /// group's heading its tag, linked to the tag's section below.
    private func operationGroups() -> [OperationGroupView] {
        let grouping = OperationGroups(sog: builder)
        let groups = grouping.groups
        let total = groups.reduce(0) { $0 + $1.operations.count }
        let views = groups.map { group in
            OperationGroupView(
                tag: nil, title: group.label,
                operations: group.operations.map { index in
                    let sitePage = builder.plan.pages[index]
                    let operation = sitePage.main.declaration.source.flatMap { facts.operationFacts(for: $0) }
                    return OperationLinkView(
                        link: LinkView(text: sitePage.operationListName, href: sitePage.path),
                        method: operation?.endpoint.method ?? "", path: operation?.endpoint.expression ?? "",
                        summary: operation?.endpoint.summary, deprecated: operation?.facts.deprecated ?? false
                    )
                },
                open: total <= HomePageBuilder.openGroupsLimit
            )
        }
        guard let sections = grouping.sections else { return views }
        return OperationGroupView.under(sections, views)
    }

    /// A group per `Components` namespace (each, even empty: the client declares it), then
    /// `Servers`, `Client` and `APIProtocol`.
    private func typeGroups() -> [TypeGroupView] {
        var links: [SOGSitePlan.Section: [LinkView]] = [:]
        var others: [LinkView] = []
        for sitePage in builder.plan.pages {
            switch sitePage.section {
            case .operation: continue
            case .servers, .client, .apiProtocol: others.append(LinkView(text: sitePage.main.path, href: sitePage.path))
            default: links[sitePage.section, default: []].append(LinkView(text: sitePage.typeListName, href: sitePage.path))
            }
        }
        var groups = SOGSitePlan.componentFolders.map { folder in
            let path = "Components." + folder.namespace
            return TypeGroupView(
                headingID: builder.plan.anchor(SOGSitePlan.Key(path: path, kind: .enum), on: page) ?? path,
                title: path, summary: "All " + folder.title, links: links[folder.section] ?? []
            )
        }
        if !others.isEmpty { groups.append(TypeGroupView(headingID: "section-other-types", title: "Other types", summary: "Servers and the client", links: others)) }
        return groups
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

    /// Each tag (declared ones first, in the spec's order) with its summary, description and
    /// external docs; its operations are the operations list's group of the same name.
    private func tags() -> HTML {
        let declared = Dictionary(facts.api.tags.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var html = ""
        for tag in builder.tagOrder {
            html += "<section class=\"tag\" id=\"" + HTML.escape(builder.tagAnchors[tag] ?? "") + "\"><h3>" + FactsHTML.text(builder.declaredTags.label(tag)) + "</h3>"
            if let info = declared[tag] { html += FactsHTML.tag(info, headings: .bold).markup }
            if builder.declaredTags.isTrait(tag) {
                html += "<p class=\"trait-note\">A trait tag: it describes what operations have in common, and lists none of them.</p>"
            }
            html += "</section>"
        }
        return HTML(trusted: html)
    }
}
