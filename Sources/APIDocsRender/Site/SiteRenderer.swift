import APIDocsDiagnostics
import APIDocsSymbols
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
        pendingSite(graph: graph, readme: { _ in readme }, settings: settings).renderAll(diagnostics: diagnostics)
    }

    /// The files of `render`, each rendered only when asked for; `readme` is called when the
    /// home page is (from any thread), with the page's diagnostics.
    public func pendingSite(graph: SymbolGraph, readme: @escaping @Sendable (DiagnosticCollector) -> String, settings: SiteSettings) -> PendingSite {
        pending(SwagGenSite(context: SiteContext(graph: graph, settings: settings), readme: readme))
    }

    /// The output folder's `index.html` (with its assets and search index) listing `apis`;
    /// with `siteURL`, the index has its canonical link.
    public func renderIndex(_ apis: [SiteSummary], siteURL: SiteURL? = nil, diagnostics: DiagnosticCollector) -> [RenderedFile] {
        let page = SiteLevelPaths.index
        var chrome = PageChrome(title: SiteRenderer.siteTitle, root: "", siteRoot: nil, apiName: SiteRenderer.siteTitle, breadcrumbs: [],
                                page: page, hasNavigation: false)
        chrome.canonical = siteURL?.address(of: page)
        let views = apiViews(apis, root: "")
        var files = [RenderedFile(path: page, text: theme.render("site-index", SiteIndexView(chrome: chrome, apis: views), diagnostics: diagnostics))]
        let entries = apis.map { api in
            SiteDataFiles.SearchEntry(kind: "i", label: api.name, detail: api.title,
                                      url: SiteRenderer.apiHome(api), keywords: api.version ?? "")
        }
        let folders = apis.map { SitePaths.percentEncoded($0.folder) + "/" }
        files.append(RenderedFile(path: SiteLevelPaths.searchIndex, bytes: SiteDataFiles.searchIndex(entries) + SiteDataFiles.apiList(folders)))
        for asset in theme.assets {
            files.append(RenderedFile(path: SiteLevelPaths.assetsFolder + "/" + asset.path, bytes: asset.bytes))
        }
        return files
    }

    /// The name of the site-level pages, which belong to no one API.
    static let siteTitle = "API documentation"

    /// The home page of `api`, relative to the output folder.
    static func apiHome(_ api: SiteSummary) -> String {
        SitePaths.percentEncoded(api.folder) + "/" + SitePlan.homePage
    }

    /// The site index's line for each API, its link starting with `root` (`""`, or the site URL).
    func apiViews(_ apis: [SiteSummary], root: String) -> [APISummaryView] {
        apis.map { api in
            APISummaryView(
                link: LinkView(text: api.name, href: root + SiteRenderer.apiHome(api)),
                title: api.title, version: api.version, models: api.models, operations: api.operations
            )
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
