import APIDocsSymbols
import APIDocsDiagnostics
import APIDocsSOG
import Foundation

/// What a swift-openapi-generator-flavour site is made from: SOG's symbol model and the facts
/// of the document it was computed from (for the OpenAPI side of each symbol).
public struct SOGSiteInput: Sendable {
    public var graph: ClientDeclarationTree
    public var facts: SOGDocumentFacts

    public init(graph: ClientDeclarationTree, facts: SOGDocumentFacts) {
        self.graph = graph
        self.facts = facts
    }
}

extension SiteRenderer {
    /// Every file of a SOG-flavour site except the README: a page per operation, per component
    /// type, for `Servers`, `Client` and `APIProtocol`, the home page, `symbols.json` keyed by
    /// SOG's Swift paths, the search index and the theme's assets.
    public func renderSOG(_ input: SOGSiteInput, settings: SiteSettings, diagnostics: DiagnosticCollector) -> [RenderedFile] {
        pendingSOG(input, settings: settings).renderAll(diagnostics: diagnostics)
    }

    /// The files of `renderSOG`, each rendered only when asked for.
    public func pendingSOG(_ input: SOGSiteInput, settings: SiteSettings) -> PendingSite {
        pending(SOGSite(builder: SOGPageBuilder(site: input, settings: settings), graph: input.graph))
    }
}

/// The swift-openapi-generator flavour's site for the assembly: the home page, then the plan's
/// pages, then the webhook pages, and the data files keyed by SOG's Swift paths.
struct SOGSite: FlavourSite {
    let builder: SOGPageBuilder
    let graph: ClientDeclarationTree

    var pageCount: Int { builder.plan.pages.count + 1 + builder.webhooks.paths.count }

    func pagePath(_ index: Int) -> String {
        if index == 0 { return SOGSitePlan.homePage }
        let planned = builder.plan.pages.count
        return index <= planned ? builder.plan.pages[index - 1].path : builder.webhooks.paths[index - 1 - planned]
    }

    func renderPage(_ index: Int, theme: SiteTheme, diagnostics: DiagnosticCollector) -> String {
        guard index > 0 else { return theme.render("home", SOGHomePage(builder: builder).view(), diagnostics: diagnostics) }
        let planned = builder.plan.pages.count
        if index > planned {
            let hook = index - 1 - planned
            let facts = SOGFactsHTML(builder: builder, page: builder.webhooks.paths[hook]).views
            return theme.render("webhook", builder.webhooks.view(hook, facts: facts) { builder.chrome(page: $0, title: $1) }, diagnostics: diagnostics)
        }
        let page = builder.plan.pages[index - 1]
        if let operation = builder.operationPage(page) { return theme.render("operation", operation, diagnostics: diagnostics) }
        return theme.render("model", builder.typePage(page), diagnostics: diagnostics)
    }

    func symbolMap() -> [UInt8] { SOGSiteDataFiles.symbolMap(builder.plan, graph: graph) }

    func searchEntries() -> [SiteDataFiles.SearchEntry] { SearchIndexBuilder.entries(SearchInput(sog: builder)) }

    func navigation() -> NavigationData { NavigationData(NavigationInput(sog: builder)) }

    var versionPages: VersionPages? { builder.versionPages }

    var guides: GuideSite? { builder.guides }

    func chrome(page: String, title: String) -> PageChrome { builder.chrome(page: page, title: title) }
}

extension SiteSummary {
    /// The site index entry of a SOG-flavour site: schemas count as models.
    public init(folder: String, sog input: SOGSiteInput) {
        self.init(
            folder: folder, title: input.facts.title ?? folder, version: input.facts.version,
            models: input.facts.schemaCount, operations: input.facts.operationCount
        )
    }
}
