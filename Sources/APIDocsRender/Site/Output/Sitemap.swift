/// `sitemap.xml` in the sitemaps.org 0.9 format: the address of every page of a published
/// site, so that a search engine finds pages no link has led it to yet.
///
/// It exists apart from the pages because it is made from the whole site's list of pages, in
/// the output folder's terms. The output is deterministic: addresses sorted by their bytes,
/// each once, and no `<lastmod>` (a build cannot know a date that stays the same from one
/// build to the next). Addresses are escaped as page text is (`HTML.escape`: `&`, `<`, `>`,
/// `"` and `'`, each as an entity XML knows too). A site with more addresses than one sitemap may list (50,000) gets
/// parts, `sitemap-1.xml`…, and `sitemap.xml` becomes the index of them.
enum Sitemap {
    /// The most `<url>`s one sitemap file may list (sitemaps.org).
    static let maxURLs = 50_000

    /// `sitemap.xml` (and its parts, when there are more than `limit` addresses) listing `addresses`.
    static func files(_ addresses: [String], siteURL: SiteURL, limit: Int = maxURLs) -> [RenderedFile] {
        let sorted = Array(Set(addresses)).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        guard sorted.count > limit else {
            return [RenderedFile(path: SiteLevelPaths.sitemap, text: urlSet(sorted))]
        }
        var parts: [RenderedFile] = []
        var start = 0
        while start < sorted.count {
            let end = min(start + limit, sorted.count)
            parts.append(RenderedFile(path: SiteLevelPaths.sitemapPart(parts.count + 1), text: urlSet(Array(sorted[start..<end]))))
            start = end
        }
        return [RenderedFile(path: SiteLevelPaths.sitemap, text: index(parts.map { siteURL.address(of: $0.path) }))] + parts
    }

    static let header = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    static let namespace = "http://www.sitemaps.org/schemas/sitemap/0.9"

    /// A `<urlset>` of `addresses`, one `<url>` a line.
    static func urlSet(_ addresses: [String]) -> String {
        var text = header + "<urlset xmlns=\"\(namespace)\">\n"
        for address in addresses { text += "<url><loc>\(HTML.escape(address))</loc></url>\n" }
        return text + "</urlset>\n"
    }

    /// A `<sitemapindex>` of the parts at `addresses`.
    static func index(_ addresses: [String]) -> String {
        var text = header + "<sitemapindex xmlns=\"\(namespace)\">\n"
        for address in addresses { text += "<sitemap><loc>\(HTML.escape(address))</loc></sitemap>\n" }
        return text + "</sitemapindex>\n"
    }
}
