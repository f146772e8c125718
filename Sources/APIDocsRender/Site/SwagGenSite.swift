import APIDocsDiagnostics

/// The SwagGen flavour's site for the assembly: the plan's pages, each built by the builder of
/// its kind, and the data files made from the site context.
struct SwagGenSite: FlavourSite {
    let context: SiteContext
    /// The README as the home page shows it, made when the home page is rendered.
    let readme: @Sendable (DiagnosticCollector) -> String

    var pageCount: Int { context.plan.pages.count }

    func pagePath(_ index: Int) -> String { context.plan.pages[index].path }

    func renderPage(_ index: Int, theme: SiteTheme, diagnostics: DiagnosticCollector) -> String {
        let page = context.plan.pages[index]
        switch page.kind {
        case .home:
            return theme.render("home", HomePageBuilder(context: context).view(readme: readme(diagnostics)), diagnostics: diagnostics)
        case .model(let model):
            return theme.render("model", ModelPageBuilder(context: context).view(model: model, page: page.path), diagnostics: diagnostics)
        case .globalEnum(let globalEnum):
            return theme.render("model", ModelPageBuilder(context: context).view(globalEnum: globalEnum, page: page.path), diagnostics: diagnostics)
        case .operation(let operation):
            return theme.render("operation", OperationPageBuilder(context: context).view(operation: operation, page: page.path), diagnostics: diagnostics)
        case .tag(let path):
            return theme.render("tag", TagPageBuilder(context: context).view(path, page: page.path), diagnostics: diagnostics)
        case .traitTag(let name):
            return theme.render("tag", TagPageBuilder(context: context).traitView(name, page: page.path), diagnostics: diagnostics)
        case .webhook(let webhook):
            let view = context.plan.webhooks.view(webhook, facts: FactsHTML(linker: TypeLinker(plan: context.plan, page: page.path))) { chrome(page: $0, title: $1) }
            return theme.render("webhook", view, diagnostics: diagnostics)
        }
    }

    func symbolMap() -> [UInt8] { SiteDataFiles.symbolMap(context.plan) }

    func searchEntries() -> [SiteDataFiles.SearchEntry] { SiteDataFiles.searchEntries(context) }

    func navigation() -> NavigationData { NavigationData(NavigationInput(swagGen: context)) }

    var versionPages: VersionPages? { context.versionPages }

    var guides: GuideSite? { context.guides }

    func chrome(page: String, title: String) -> PageChrome {
        context.chrome(page: page, title: title, breadcrumbs: [context.homeCrumb(from: page)])
    }
}
