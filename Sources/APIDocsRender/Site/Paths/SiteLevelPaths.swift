/// The files apidocs writes at the top of the output folder, beside the API folders.
///
/// One place names them, so that the renderer that makes them and the build that records,
/// compares and removes them agree on every path.
public enum SiteLevelPaths {
    /// The list of every API built.
    public static let index = SitePlan.homePage
    /// The site index's search data, naming each API's own.
    public static let searchIndex = "search-index.js"
    /// The theme's assets, for the site-level pages.
    public static let assetsFolder = "assets"
    /// With a site URL: the address of every page, for search engines (sitemaps.org).
    public static let sitemap = "sitemap.xml"
    /// With a site URL and more pages than one sitemap may list: the `n`th part (from 1), which
    /// `sitemap.xml` then lists.
    public static func sitemapPart(_ n: Int) -> String { "sitemap-\(n).xml" }
    /// With a site URL: the page a host such as GitHub Pages serves for any missing address.
    public static let notFoundPage = "404.html"
}
