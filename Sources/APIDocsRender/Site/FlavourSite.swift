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
    /// The shared parts of a page the flavour does not build itself (a Changes page, a guide).
    func chrome(page: String, title: String) -> PageChrome
    /// The API's guides resolved against the flavour's symbol table, when it has any.
    var guides: GuideSite? { get }
}

extension SiteRenderer {
    /// Every file of a site except the README: its pages, then `symbols.json`,
    /// `search-index.js` and `navigation.js`, then the theme's assets.
    func assemble(_ site: some FlavourSite, diagnostics: DiagnosticCollector) -> [RenderedFile] {
        pending(site).renderAll(diagnostics: diagnostics)
    }

    /// The files of `assemble`, not yet rendered.
    func pending(_ site: some FlavourSite) -> PendingSite {
        let theme = self.theme
        let versionPages = site.versionPages
        var pending: [PendingFile] = []
        for page in 0..<site.pageCount {
            pending.append(PendingFile(path: site.pagePath(page)) { diagnostics in
                Array(site.renderPage(page, theme: theme, diagnostics: diagnostics).utf8)
            })
        }
        if let versionPages {
            for (index, path) in versionPages.pagePaths.enumerated() {
                pending.append(PendingFile(path: path) { diagnostics in
                    let title = VersionPages.title(versionPages.versions.comparisons[index])
                    let view = versionPages.changesView(index, chrome: site.chrome(page: path, title: title))
                    return Array(theme.render("changes", view, diagnostics: diagnostics).utf8)
                })
            }
        }
        let guides = site.guides
        if let guides {
            for (index, page) in guides.pages.enumerated() {
                pending.append(PendingFile(path: page.path) { diagnostics in
                    let view = guides.view(index, chrome: site.chrome(page: page.path, title: page.article.title), diagnostics: diagnostics)
                    return Array(theme.render("guide", view, diagnostics: diagnostics).utf8)
                })
            }
        }
        let firstDataFile = pending.count
        pending.append(PendingFile(path: "symbols.json") { _ in site.symbolMap() })
        pending.append(PendingFile(path: "search-index.js") { _ in
            SiteDataFiles.searchIndex((guides?.searchEntries ?? []) + site.searchEntries() + (versionPages?.searchEntries ?? []))
        })
        pending.append(PendingFile(path: "navigation.js") { _ in
            var navigation = site.navigation()
            if let versionPages { navigation.set(.changes, [versionPages.navigationGroup]) }
            if let guides { navigation.set(.guides, guides.navigationGroups) }
            return navigation.script()
        })
        let assets = theme.assets.map { RenderedFile(path: "assets/" + $0.path, bytes: $0.bytes) }
        return PendingSite(pending: pending, assets: assets, workOrder: Array(firstDataFile..<pending.count) + Array(0..<firstDataFile))
    }
}
