import APIDocsDiagnostics

/// The site-level files only a site that knows its address gets: `sitemap.xml` and `404.html`.
///
/// The 404 page is served by hosts such as GitHub Pages for any missing address, at any depth,
/// so it is the one page whose links and assets are absolute URLs under the site URL: a relative
/// link would resolve against the missing address. It has no canonical link, being no page of
/// the site's own, and the sitemap does not list it.
extension SiteRenderer {
    /// `sitemap.xml` (with its parts, on a very big site) listing the site index and `pages`
    /// (every HTML page of every API, relative to the output folder), and `404.html`.
    public func renderPublished(_ apis: [SiteSummary], pages: [String], siteURL: SiteURL, diagnostics: DiagnosticCollector) -> [RenderedFile] {
        let addresses = ([SiteLevelPaths.index] + pages).map { siteURL.address(of: $0) }
        return [RenderedFile(path: SiteLevelPaths.notFoundPage, text: notFoundPage(apis, siteURL: siteURL, diagnostics: diagnostics))]
            + Sitemap.files(addresses, siteURL: siteURL)
    }

    /// `404.html`: says the page was not found, links the site index and every API home, and
    /// keeps the header's search (over every API), all by absolute URLs.
    func notFoundPage(_ apis: [SiteSummary], siteURL: SiteURL, diagnostics: DiagnosticCollector) -> String {
        let chrome = PageChrome(title: "Page not found – \(SiteRenderer.siteTitle)", root: siteURL.text, siteRoot: nil,
                                apiName: SiteRenderer.siteTitle, breadcrumbs: [], page: SiteLevelPaths.notFoundPage, hasNavigation: false)
        return theme.render("not-found", SiteIndexView(chrome: chrome, apis: apiViews(apis, root: siteURL.text)), diagnostics: diagnostics)
    }
}
