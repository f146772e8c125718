import APIDocsConcurrency
import APIDocsDiagnostics
import APIDocsSymbols
import Dispatch
import Foundation

/// Renders the HTML site of one API, and the index of several, in memory.
///
/// Pages are independent once the plan exists, so they are built and rendered on all cores;
/// results land in a slot per page, so the output order (and bytes) never depend on timing.
public struct SiteRenderer: Sendable {
    public let theme: SiteTheme

    public init(theme: SiteTheme) {
        self.theme = theme
    }

    /// Every file of the API's site except the README, paths relative to the API folder. A
    /// template that fails to render a page is reported into `diagnostics` as an error.
    public func render(graph: SymbolGraph, readme: String, settings: SiteSettings, diagnostics: DiagnosticCollector) -> [RenderedFile] {
        let context = SiteContext(graph: graph, settings: settings)
        let pages = context.plan.pages
        // The three data files (symbol map, search index, navigation) are the first work
        // items, so they overlap with the pages; they come last in the file list.
        let dataFiles = 3
        let theme = self.theme
        let made = ConcurrentWork.map(Array(0..<(pages.count + dataFiles))) { item -> RenderedFile in
            switch item {
            case 0:
                return RenderedFile(path: "symbols.json", bytes: SiteDataFiles.symbolMap(context.plan))
            case 1:
                let entries = SiteDataFiles.searchEntries(context)
                return RenderedFile(path: "search-index.js", bytes: SiteDataFiles.searchIndex(entries))
            case 2:
                return RenderedFile(path: "navigation.js", bytes: NavigationData(context: context).script())
            default:
                let page = pages[item - dataFiles]
                let html = Self.renderPage(page, context: context, readme: readme, theme: theme, diagnostics: diagnostics)
                return RenderedFile(path: page.path, text: html)
            }
        }
        var files = Array(made[dataFiles...]) + made[..<dataFiles]
        for asset in theme.assets {
            files.append(RenderedFile(path: "assets/" + asset.path, bytes: asset.bytes))
        }
        return files
    }

    /// The output folder's `index.html` (with its assets and search index) listing `apis`.
    public func renderIndex(_ apis: [SiteSummary], diagnostics: DiagnosticCollector) -> [RenderedFile] {
        let page = SitePlan.homePage
        let chrome = PageChrome(title: "API documentation", root: "", siteRoot: nil, apiName: "API documentation", breadcrumbs: [],
                                page: page, hasNavigation: false)
        let views = apis.map { api in
            APISummaryView(
                link: LinkView(text: api.name, href: SitePaths.percentEncoded(api.folder) + "/" + page),
                title: api.title, version: api.version, models: api.models, operations: api.operations
            )
        }
        var files = [RenderedFile(path: page, text: theme.render("site-index", SiteIndexView(chrome: chrome, apis: views), diagnostics: diagnostics))]
        let entries = apis.map { api in
            SiteDataFiles.SearchEntry(kind: "i", label: api.name, detail: api.title,
                                      url: SitePaths.percentEncoded(api.folder) + "/" + page, keywords: api.version ?? "")
        }
        let folders = apis.map { SitePaths.percentEncoded($0.folder) + "/" }
        files.append(RenderedFile(path: "search-index.js", bytes: SiteDataFiles.searchIndex(entries) + SiteDataFiles.apiList(folders)))
        for asset in theme.assets {
            files.append(RenderedFile(path: "assets/" + asset.path, bytes: asset.bytes))
        }
        return files
    }

    static func renderPage(_ page: SitePlan.Page, context: SiteContext, readme: String, theme: SiteTheme, diagnostics: DiagnosticCollector) -> String {
        switch page.kind {
        case .home:
            return theme.render("home", HomePageBuilder(context: context).view(readme: readme), diagnostics: diagnostics)
        case .model(let index):
            return theme.render("model", ModelPageBuilder(context: context).view(model: index, page: page.path), diagnostics: diagnostics)
        case .globalEnum(let index):
            return theme.render("model", ModelPageBuilder(context: context).view(globalEnum: index, page: page.path), diagnostics: diagnostics)
        case .operation(let index):
            return theme.render("operation", OperationPageBuilder(context: context).view(operation: index, page: page.path), diagnostics: diagnostics)
        case .tag(let path):
            return theme.render("tag", HomePageBuilder(context: context).tagView(path, page: page.path), diagnostics: diagnostics)
        case .webhook(let index):
            return theme.render("webhook", HomePageBuilder(context: context).webhookView(index, page: page.path), diagnostics: diagnostics)
        }
    }
}

/// What the site index says about one built API.
public struct SiteSummary: Sendable {
    /// The output folder name.
    public var folder: String
    public var name: String
    public var title: String
    public var version: String?
    public var models: Int
    public var operations: Int

    public init(folder: String, title: String, version: String?, models: Int, operations: Int) {
        self.folder = folder
        self.name = folder
        self.title = title
        self.version = version
        self.models = models
        self.operations = operations
    }

    public init(folder: String, graph: SymbolGraph) {
        self.folder = folder
        self.name = folder
        self.title = graph.api.title ?? folder
        self.version = graph.api.version
        self.models = graph.models.count
        self.operations = graph.operations.count
    }
}
