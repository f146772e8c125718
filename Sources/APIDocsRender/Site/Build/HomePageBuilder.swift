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
                id: ids.id(for: symbol.swiftPath),
                name: symbol.swiftName,
                url: symbol.url,
                description: Markdown.html(symbol.description ?? ""),
                variables: symbol.variables.sorted { $0.name < $1.name }.map { variable in
                    ServerVariableView(
                        name: variable.name,
                        defaultValue: variable.defaultValue,
                        values: variable.enumValues?.joined(separator: ", "),
                        description: Markdown.html(variable.description ?? "")
                    )
                }
            )
        }
        var reserved = AnchorAllocator.reservedIDs
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
            models: modelLinks(),
            enums: graph.enums.indices.map { LinkView(text: graph.enums[$0].swiftName, href: plan.enumPages[$0]) },
            operationGroups: groups(from: page),
            readme: HTML(trusted: ReadmeLinker.link(readmeHTML.markup, graph: graph, plan: plan, page: page))
        )
    }

    /// Ids the home template itself uses, which README headings must not take.
    static let fixedIDs: Set<String> = ["section-servers", "section-tags", "section-models", "section-enums",
                                        "section-operations", "section-readme"]

    private func modelLinks() -> [LinkView] {
        context.graph.models.indices.map { LinkView(text: context.graph.models[$0].swiftName, href: context.plan.modelPages[$0]) }
    }

    private func tagLinks() -> [TagLinkView] {
        context.plan.pages.compactMap { page -> TagLinkView? in
            guard case .tag(let path) = page.kind else { return nil }
            let name = context.tagNames[path] ?? path
            return TagLinkView(link: LinkView(text: name, href: page.path), operationCount: context.tagOperations[path]?.count ?? 0)
        }
    }

    /// The operations list, grouped as the README groups them.
    func groups(from page: String) -> [OperationGroupView] {
        let plan = context.plan
        return context.graph.operationsByTag.map { group in
            let tag: LinkView? = plan.tagPaths[group.name].flatMap { path in
                plan.tagPages[path].map { LinkView(text: path, href: SitePaths.relativePath(from: page, to: $0)) }
            }
            return OperationGroupView(
                tag: tag,
                title: group.name.isEmpty ? "Untagged" : group.name,
                operations: group.operations.compactMap { operation in
                    context.operationIndex[operation.swiftPath].map { operationLink($0, from: page) }
                }
            )
        }
    }

    func tagView(_ swiftPath: String, page: String) -> TagPageView {
        let name = context.tagNames[swiftPath] ?? swiftPath
        let rawNames = context.graph.tags.filter { $0.swiftPath == swiftPath }.map(\.name)
        return TagPageView(
            chrome: context.chrome(page: page, title: name, breadcrumbs: [context.homeCrumb(from: page)]),
            title: name,
            swiftPath: swiftPath,
            rawNames: rawNames.joined(separator: ", "),
            operations: (context.tagOperations[swiftPath] ?? []).map { operationLink($0, from: page) }
        )
    }

    private func operationLink(_ index: Int, from page: String) -> OperationLinkView {
        let operation = context.graph.operations[index]
        let text = String(AnchorAllocator.relative(operation.swiftPath, to: context.graph.namespace))
        return OperationLinkView(
            link: LinkView(text: text, href: SitePaths.relativePath(from: page, to: context.plan.operationPages[index])),
            method: operation.method,
            path: operation.path,
            summary: operation.facts.summary,
            deprecated: operation.facts.deprecated
        )
    }
}
