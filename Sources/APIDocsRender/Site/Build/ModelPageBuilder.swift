import APIDocsSymbols

/// Builds the page of a model or of a global enum.
struct ModelPageBuilder {
    let context: SiteContext

    func view(model index: Int, page: String) -> ModelPageView {
        let model = context.graph.models[index]
        var sections = TypeSectionBuilder(context: context, page: page)
        let main = sections.section(model, isPage: true)
        let nested = sections.nestedSections(of: model)
        return ModelPageView(
            chrome: context.chrome(page: page, title: model.swiftName, breadcrumbs: crumbs(page)),
            model: main,
            nested: nested,
            usedBy: usedBy(model.id, page: page)
        )
    }

    func view(globalEnum index: Int, page: String) -> ModelPageView {
        let symbol = context.graph.enums[index]
        var sections = TypeSectionBuilder(context: context, page: page)
        return ModelPageView(
            chrome: context.chrome(page: page, title: symbol.swiftName, breadcrumbs: crumbs(page)),
            model: sections.section(symbol, isPage: true),
            nested: [],
            usedBy: usedBy(symbol.id, page: page)
        )
    }

    private func crumbs(_ page: String) -> [LinkView] {
        [context.homeCrumb(from: page)]
    }

    /// Models and operations that name the declaration `id`, linked (those the site leaves
    /// out are not listed).
    func usedBy(_ id: DeclarationID, page: String) -> [UsedByView] {
        let graph = context.graph
        let plan = context.plan
        return context.usedBy.referrers(of: id).compactMap { index in
            if index < graph.models.count {
                let model = graph.models[index]
                guard let target = plan.modelPages[index] else { return nil }
                let href = SitePaths.relativePath(from: page, to: target)
                return UsedByView(link: LinkView(text: model.swiftName, href: href), kind: "model", detail: nil)
            }
            let operationIndex = index - graph.models.count
            let operation = graph.operations[operationIndex]
            guard let target = plan.operationPages[operationIndex] else { return nil }
            let href = SitePaths.relativePath(from: page, to: target)
            return UsedByView(
                link: LinkView(text: operation.swiftPath, href: href),
                kind: "operation",
                detail: "\(operation.method) \(operation.path)"
            )
        }
    }
}
