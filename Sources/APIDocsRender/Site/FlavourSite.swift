import APIDocsConcurrency
import APIDocsDiagnostics

/// One client flavour's site as the assembly needs it: its pages in order (the home page
/// first or where the flavour's plan puts it) and the three data files every site has.
///
/// This is each flavour's strategy: both render the same page views with the same templates
/// (home, operation, model, changes) and write the same data files, and differ only in how
/// they fill them from their symbol models. How pages and data files become the site's files
/// (on all cores, in a fixed order, with the theme's assets) lives in `SiteRenderer.assemble`.
protocol FlavourSite: Sendable {
    /// How many pages the site has.
    var pageCount: Int { get }
    /// The path of page `index`, relative to the API folder.
    func pagePath(_ index: Int) -> String
    /// Page `index` rendered with `theme` (a template error is reported into `diagnostics`).
    func renderPage(_ index: Int, theme: SiteTheme, diagnostics: DiagnosticCollector) -> String
    /// `symbols.json`.
    func symbolMap() -> [UInt8]
    /// What `search-index.js` lists.
    func searchEntries() -> [SiteDataFiles.SearchEntry]
    /// The sidebar's sections, for `navigation.js`.
    func navigation() -> NavigationData
    /// The Changes pages and notes, when the API has earlier versions.
    var versionPages: VersionPages? { get }
    /// The shared parts of a page the flavour does not build itself (a Changes page).
    func chrome(page: String, title: String) -> PageChrome
}

extension SiteRenderer {
    /// Every file of a site except the README: its pages, then `symbols.json`,
    /// `search-index.js` and `navigation.js`, then the theme's assets.
    func assemble(_ site: some FlavourSite, diagnostics: DiagnosticCollector) -> [RenderedFile] {
        // The data files are the first work items, so they overlap with the pages; results land
        // in a slot per item, so the order (and bytes) never depend on timing.
        let dataFiles = 3
        let theme = self.theme
        let versionPages = site.versionPages
        let changesPages = versionPages?.pagePaths.count ?? 0
        let made = ConcurrentWork.map(Array(0..<(site.pageCount + changesPages + dataFiles))) { item -> RenderedFile in
            switch item {
            case 0: return RenderedFile(path: "symbols.json", bytes: site.symbolMap())
            case 1:
                return RenderedFile(path: "search-index.js", bytes: SiteDataFiles.searchIndex(site.searchEntries() + (versionPages?.searchEntries ?? [])))
            case 2:
                var navigation = site.navigation()
                if let versionPages { navigation.set(.changes, [versionPages.navigationGroup]) }
                return RenderedFile(path: "navigation.js", bytes: navigation.script())
            case let item where item - dataFiles >= site.pageCount:
                guard let versionPages else { preconditionFailure("a Changes page without versions") }
                let index = item - dataFiles - site.pageCount
                let path = versionPages.pagePaths[index]
                let title = VersionPages.title(versionPages.versions.comparisons[index])
                let view = versionPages.changesView(index, chrome: site.chrome(page: path, title: title))
                return RenderedFile(path: path, text: theme.render("changes", view, diagnostics: diagnostics))
            default:
                let page = item - dataFiles
                return RenderedFile(path: site.pagePath(page), text: site.renderPage(page, theme: theme, diagnostics: diagnostics))
            }
        }
        var files = Array(made[dataFiles...]) + made[..<dataFiles]
        for asset in theme.assets {
            files.append(RenderedFile(path: "assets/" + asset.path, bytes: asset.bytes))
        }
        return files
    }
}
