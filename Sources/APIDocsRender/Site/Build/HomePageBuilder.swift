import APIDocsSymbols

/// Builds the API home page and the tag pages: the navigation of the site.
struct HomePageBuilder {
    let context: SiteContext

    func view(readme: String) -> HomePageView {
        let page = SitePlan.homePage
        let graph = context.graph
        let plan = context.plan
        var ids = PageIDs(plan: plan, page: page)
        let servers = graph.servers.map { symbol in
            ServerView(
                id: ids.id(for: symbol.swiftPath), name: symbol.swiftName, url: symbol.url, description: symbol.description,
                variables: symbol.variables.map {
                    ServerVariableView(name: $0.name, defaultValue: $0.defaultValue, enumValues: $0.enumValues ?? [], description: $0.description)
                }
            )
        }
        var reserved = AnchorAllocator.reservedIDs
        for shared in context.sharedParameters.entries { reserved.insert(shared.id) }
        for scheme in graph.api.securitySchemes { reserved.insert(FactsHTML.securityAnchor(scheme.name)) }
        for symbol in graph.servers { if let anchor = plan.anchor(for: symbol.swiftPath, on: page) { reserved.insert(anchor) } }
        let readmeHTML = Markdown.htmlWithHeadingIDs(readme, under: 2, reserved: reserved.union(Self.fixedIDs))
        return HomePageView(
            chrome: context.chrome(page: page, title: context.settings.apiName, breadcrumbs: []),
            title: graph.api.title ?? context.settings.apiName,
            version: graph.api.version,
            summary: graph.api.summary,
            description: Markdown.html(graph.api.description ?? "", headings: .outline(under: 1)),
            servers: servers,
            tags: tagLinks(),
            typeGroups: typeGroups(),
            operationGroups: groups(from: page),
            readme: HTML(trusted: ReadmeLinkMarks.link(readmeSwift(readmeHTML.markup), graph: graph, plan: plan, page: page)),
            about: Self.about(graph.api),
            authentication: HTML(trusted: graph.api.securitySchemes.map { FactsHTML(linker: TypeLinker(plan: plan, page: page)).securityScheme($0) }.joined()),
            sharedParameters: sharedParameters(),
            webhooks: plan.webhooks.homeList
        )
    }

    /// The README's HTML with the Swift blocks of its text as `SiteSettings.readmeSwift` has
    /// them; the usage example is the one of the first operation (in README order) whose
    /// arguments need no placeholder.
    private func readmeSwift(_ html: String) -> String {
        guard let overlay = context.settings.readmeSwift else { return html }
        let usage = context.graph.operations.lazy
            .filter { $0.facts.hidden == nil }
            .map { UsageExample.code(for: $0, client: context.settings.clientExpression, examples: context.examples) }
            .first { $0.placeholders == 0 }
        return overlay.apply(to: html, usage: usage?.code)
    }

    /// Ids the home template itself uses, which README headings must not take.
    static let fixedIDs: Set<String> = ["section-servers", "section-tags", "section-models", "section-enums",
                                        "section-operations", "section-readme", "api-contents", "main-content", "site-sidebar",
                                        "search-form", "search-input", "search-panel", "search-status",
                                        "search-results", "menu-button", "site-nav", "on-this-page-title", "section-authentication",
                                        "section-webhooks", "section-about", "section-shared-parameters", "mentioned-in"]

    /// The full text of every shared parameter description (`SharedParameterDescriptions`).
    private func sharedParameters() -> HTML {
        HTML(trusted: context.sharedParameters.entries.map { shared in
            "<section class=\"shared-parameter\" id=\"" + shared.id + "\"><h3><code>" + FactsHTML.text(shared.key) + "</code> <span class=\"kind\">"
                + FactsHTML.text(shared.location) + ", \(shared.count) operations</span></h3>" + Markdown.html(shared.description).markup + "</section>\n"
        }.joined())
    }

    /// Contact, license, terms of service, external docs and the spec version, as a list.
    static func about(_ api: APIFacts) -> HTML {
        var items: [String] = []
        if let contact = api.contact {
            var parts: [String] = []
            if let name = contact.name { parts.append(FactsHTML.text(name)) }
            if let url = contact.url { parts.append(FactsHTML.externalLink(url)) }
            if let email = contact.email { parts.append(FactsHTML.externalLink("mailto:" + email, text: email)) }
            if !parts.isEmpty { items.append("Contact: " + parts.joined(separator: ", ")) }
        }
        if let license = api.license {
            var text = license.url.map { FactsHTML.externalLink($0, text: license.name ?? $0) } ?? FactsHTML.text(license.name ?? "")
            if let identifier = license.identifier { text += " (SPDX " + FactsHTML.code(identifier) + ")" }
            items.append("License: " + text)
        }
        if let terms = api.termsOfService { items.append("Terms of service: " + FactsHTML.externalLink(terms)) }
        if let docs = api.externalDocs { items.append("External docs: " + FactsHTML.externalLink(docs.url, text: docs.description ?? docs.url)) }
        items.append("Specification: " + (api.specVersion == "2.0" ? "Swagger 2.0" : "OpenAPI " + api.specVersion))
        return HTML(trusted: "<ul class=\"about\">" + items.map { "<li>" + $0 + "</li>" }.joined() + "</ul>")
    }

    /// Models, then global enums; a kind the API has none of is left out.
    private func typeGroups() -> [TypeGroupView] {
        let graph = context.graph, plan = context.plan
        let models = graph.models.indices.compactMap { index in plan.modelPages[index].map { LinkView(text: graph.models[index].swiftName, href: $0) } }
        let enums = graph.enums.indices.map { LinkView(text: graph.enums[$0].swiftName, href: plan.enumPages[$0]) }
        return [
            TypeGroupView(headingID: "section-models", title: "Models", summary: "All models", links: models),
            TypeGroupView(headingID: "section-enums", title: "Enums", summary: "All enums", links: enums),
        ].filter { !$0.links.isEmpty }
    }

    /// Every tag page: namespaces with their operation counts, then trait tags (which count none).
    private func tagLinks() -> [TagLinkView] {
        context.plan.pages.compactMap { page -> TagLinkView? in
            switch page.kind {
            case .tag(let path):
                let isTrait = context.graph.tags.filter { $0.swiftPath == path }.allSatisfy { context.declaredTags.isTrait($0.name) }
                var link = TagLinkView(link: LinkView(text: context.tagLabel(path), href: page.path), operationCount: context.tagOperations[path]?.count ?? 0)
                link.isTrait = isTrait
                return link
            case .traitTag(let name):
                var link = TagLinkView(link: LinkView(text: context.declaredTags.label(name), href: page.path), operationCount: 0)
                link.isTrait = true
                return link
            default:
                return nil
            }
        }
    }

    /// The operations list, grouped as the sidebar groups them (`OperationGroups`): by tag,
    /// untagged operations by the first segment of their path.
    func groups(from page: String) -> [OperationGroupView] {
        let all = OperationGroups(context: context).groups
        // A short list is shown open; a long one starts folded so the page can be scanned.
        let total = all.reduce(0) { $0 + $1.operations.count }
        let views = all.map { group in
            OperationGroupView(
                tag: group.page.map { LinkView(text: group.label, href: SitePaths.relativePath(from: page, to: $0)) },
                title: group.label,
                operations: group.operations.map { operationLink($0, from: page) },
                open: total <= Self.openGroupsLimit
            )
        }
        guard let sections = OperationGroups(context: context).sections else { return views }
        return OperationGroupView.under(sections, views)
    }

    /// Up to this many operations in all, the home page shows every group open.
    static let openGroupsLimit = 40

    /// The link to `graph.operations[index]` in a list on `page` (only operations with a page
    /// are listed).
    func operationLink(_ index: Int, from page: String) -> OperationLinkView {
        let operation = context.graph.operations[index]
        let text = String(AnchorAllocator.relative(operation.swiftPath, to: context.graph.namespace))
        return OperationLinkView(
            link: LinkView(text: text, href: SitePaths.relativePath(from: page, to: context.plan.operationPages[index] ?? SitePlan.homePage)),
            method: operation.method,
            path: operation.path,
            summary: operation.facts.summary,
            deprecated: operation.facts.deprecated
        )
    }
}
