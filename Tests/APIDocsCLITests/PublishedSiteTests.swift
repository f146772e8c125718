import APIDocsTestSupport
import Foundation
import XCTest

/// `--site-url` and `siteURL:`: with a site URL, every page of both client flavours and the
/// site index has its canonical link, `sitemap.xml` lists exactly the pages and `404.html`
/// works at any address; without one none of it is written, and dropping it removes it.
final class PublishedSiteTests: XCTestCase {
    /// A `&` and a `'` in the site URL: both must be escaped wherever it is written.
    static let siteURL = "https://example.org/api&docs'/"
    /// A folder name that needs percent-encoding in a URL and escaping in HTML and XML.
    static let oddName = "Garage & \"Co\" ü#%"

    /// A project with the Bookshop (SwagGen) and Aquarium (swift-openapi-generator) samples,
    /// and the Garage sample in a folder named `oddName`.
    func makeProject() throws -> TemporaryFolder {
        let project = try TemporaryFolder()
        let specs = project.path + "/Specs"
        try FileManager.default.createDirectory(atPath: specs, withIntermediateDirectories: true)
        for (sample, name) in [("Bookshop", "Bookshop"), ("Aquarium", "Aquarium"), ("Garage", Self.oddName)] {
            try FileManager.default.copyItem(atPath: TestPaths.specs + "/" + sample, toPath: specs + "/" + name)
        }
        return project
    }

    func run(_ arguments: [String], in project: TemporaryFolder, exit: Int32 = 0) throws -> CLIResult {
        let result = try CLIRunner.run(arguments, in: project.path)
        XCTAssertEqual(result.exitCode, exit, "\(arguments): \(result.stderr)\n\(result.stdout)")
        return result
    }

    func testEveryPageHasItsCanonicalLinkAndTheSitemapListsEveryPage() throws {
        let project = try makeProject()
        try run(["build", "--quiet", "--site-url", "https://example.org/api&docs'"], in: project)
        let site = project.path + "/Site"
        let pages = files(in: site).filter { $0.hasSuffix(".html") }
        let sitePages = pages.filter { $0 != "404.html" }
        XCTAssertTrue(pages.contains("404.html"))
        for kind in ["index.html", "Bookshop/models/", "Bookshop/operations/", "Bookshop/tags/", "Bookshop/changes/",
                     "Aquarium/operations/", "Aquarium/schemas/", "Aquarium/responses/", "Aquarium/changes/", "Aquarium/client.html", Self.oddName + "/models/"] {
            XCTAssertTrue(sitePages.contains { $0.hasPrefix(kind) }, "no page under \(kind): \(sitePages)")
        }
        for page in sitePages {
            let html = try TestPaths.read(site + "/" + page)
            XCTAssertEqual(canonicalLinks(in: html), [Self.address(of: page)], page)
        }

        let sitemap = try SitemapReader.read(site + "/sitemap.xml")
        XCTAssertEqual(sitemap.root, "urlset")
        XCTAssertEqual(sitemap.namespace, "http://www.sitemaps.org/schemas/sitemap/0.9")
        XCTAssertEqual(sitemap.locations, sitemap.locations.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        XCTAssertEqual(sitemap.locations, sitePages.map(Self.address(of:)).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        XCTAssertTrue(try TestPaths.read(site + "/sitemap.xml").contains("https://example.org/api&amp;docs&#39;/index.html"))

        // The 404 page is served at any address: everything it loads or links is absolute.
        let notFound = try TestPaths.read(site + "/404.html")
        XCTAssertEqual(canonicalLinks(in: notFound), [])
        XCTAssertTrue(notFound.contains("<h1>Page not found</h1>"))
        let urls = (HTMLText.attributeValues("href", in: notFound) + HTMLText.attributeValues("src", in: notFound)
            + HTMLText.attributeValues("data-index", in: notFound) + HTMLText.attributeValues("data-root", in: notFound))
            .filter { !$0.hasPrefix("#") && !$0.hasPrefix("data:") }.map(Self.unescaped)
        for expected in ["assets/style.css", "assets/site.js", "assets/search.js", "search-index.js", "index.html", "Bookshop/index.html", Self.oddName + "/index.html"] {
            XCTAssertTrue(urls.contains(Self.address(of: expected)), "404.html does not link \(expected): \(urls)")
        }
        for url in urls {
            XCTAssertTrue(url.hasPrefix(Self.siteURL), "404.html: \(url)")
            let path = String(url.dropFirst(Self.siteURL.count)).removingPercentEncoding ?? ""
            XCTAssertTrue(path.isEmpty || TestPaths.exists(site + "/" + path), "404.html: \(url) → no file \(path)")
        }

        // `check` compares the new files like the others.
        try run(["check", "--quiet", "--site-url", Self.siteURL], in: project)
        try "<urlset/>\n".write(toFile: site + "/sitemap.xml", atomically: true, encoding: .utf8)
        let stale = try run(["check", "--site-url", Self.siteURL], in: project, exit: 1)
        XCTAssertTrue(stale.stdout.contains("Site/sitemap.xml: differs"), stale.stdout)
    }

    func testWithoutASiteURLNothingIsAddedAndDroppingItRemovesWhatItAdded() throws {
        let project = try makeProject()
        try run(["build", "--quiet"], in: project)
        let site = project.path + "/Site"
        let plain = try snapshot(site)
        assertUnpublished(site)

        try run(["build", "--quiet", "--site-url", Self.siteURL], in: project)
        XCTAssertTrue(TestPaths.exists(site + "/sitemap.xml") && TestPaths.exists(site + "/404.html"))
        let dropped = try run(["check"], in: project, exit: 1)
        XCTAssertTrue(dropped.stdout.contains("Site/404.html: extra (no longer produced)"), dropped.stdout)
        XCTAssertTrue(dropped.stdout.contains("Site/sitemap.xml: extra (no longer produced)"), dropped.stdout)

        try run(["build", "--quiet"], in: project)
        assertUnpublished(site)
        XCTAssertEqual(try snapshot(site), plain, "a build without the site URL writes what it wrote before one was given")
        try run(["check", "--quiet"], in: project)
    }

    func testChangingTheSiteURLRendersAgain() throws {
        let project = try makeProject()
        try run(["build", "--quiet", "--site-url", Self.siteURL], in: project)
        let up = try run(["check", "--site-url", Self.siteURL], in: project)
        XCTAssertTrue(up.stderr.contains("up to date (same inputs as their last build)"), up.stderr)
        let moved = try run(["check", "--site-url", "https://docs.example.com/"], in: project, exit: 1)
        XCTAssertTrue(moved.stdout.contains("Site/Bookshop/models/book.html: differs"), moved.stdout)
        XCTAssertTrue(moved.stdout.contains("Site/index.html: differs"), moved.stdout)
        try run(["build", "--quiet", "--site-url", "https://docs.example.com/"], in: project)
        XCTAssertEqual(canonicalLinks(in: try TestPaths.read(project.path + "/Site/Bookshop/models/book.html")),
                       ["https://docs.example.com/Bookshop/models/book.html"])
        try run(["check", "--quiet", "--site-url", "https://docs.example.com"], in: project)
    }

    func testABuildOfNamedSpecsKeepsTheOtherAPIsPagesInTheSitemap() throws {
        let project = try makeProject()
        try run(["build", "--quiet", "--site-url", Self.siteURL], in: project)
        let site = project.path + "/Site"
        let whole = try TestPaths.read(site + "/sitemap.xml")
        try run(["build", "--quiet", "--site-url", Self.siteURL, "Specs/Bookshop"], in: project)
        XCTAssertEqual(try TestPaths.read(site + "/sitemap.xml"), whole)
        // Without manifests (a fresh clone), the other folders' files are what is there.
        for name in ["Aquarium", Self.oddName] { try FileManager.default.removeItem(atPath: site + "/" + name + "/.apidocs-manifest") }
        try run(["check", "--quiet", "--site-url", Self.siteURL, "Specs/Bookshop"], in: project)
    }

    func testTheFlagWinsOverTheRootFile() throws {
        let project = try makeProject()
        try project.write("apidocs.yml", "siteURL: https://file.example.org/docs\nspecs:\n  - path: Specs/Bookshop\n")
        try run(["build", "--quiet"], in: project)
        let page = project.path + "/Site/Bookshop/index.html"
        XCTAssertEqual(canonicalLinks(in: try TestPaths.read(page)), ["https://file.example.org/docs/Bookshop/index.html"])
        try run(["check", "--quiet"], in: project)
        try run(["build", "--quiet", "--site-url", "https://flag.example.org/"], in: project)
        XCTAssertEqual(canonicalLinks(in: try TestPaths.read(page)), ["https://flag.example.org/Bookshop/index.html"])
        XCTAssertTrue(try TestPaths.read(project.path + "/Site/sitemap.xml").contains("<loc>https://flag.example.org/index.html</loc>"))
    }

    func testBadSiteURLsAreBadUsageFromTheFlagAndLocatedErrorsFromTheFile() throws {
        let project = try makeProject()
        for bad in ["example.org/docs", "ftp://example.org/", "https://", "https://example.org/a b", "https://example.org/?q", "/docs/"] {
            for command in ["build", "check"] {
                let result = try run([command, "--site-url", bad], in: project, exit: 2)
                XCTAssertTrue(result.stderr.contains("--site-url needs an absolute http:// or https:// URL with a host"), result.stderr)
                XCTAssertTrue(result.stderr.contains("'\(bad)'"), result.stderr)
            }
        }
        try project.write("apidocs.yml", "specs:\n  - path: Specs/Bookshop\nsiteURL: docs.example.org\n")
        let located = try run(["build"], in: project, exit: 1)
        XCTAssertTrue(located.stderr.hasPrefix("apidocs.yml:3:10: error: 'siteURL' must be an absolute http:// or https:// URL with a host"), located.stderr)
        try project.write("apidocs.yml", "specs:\n  - path: Specs/Bookshop\nsiteURL: [https://example.org/]\n")
        let typed = try run(["check"], in: project, exit: 1)
        XCTAssertTrue(typed.stderr.hasPrefix("apidocs.yml:3:10: error: 'siteURL' must be a non-empty string"), typed.stderr)
        XCTAssertFalse(TestPaths.exists(project.path + "/Site"))
    }

    // MARK: - Reading the output

    /// `siteURL` followed by `path` with each segment percent-encoded, as the test expects it
    /// (made here with Foundation, not with the code under test).
    static func address(of path: String) -> String {
        let unreserved = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
        return siteURL + path.split(separator: "/").map { String($0).addingPercentEncoding(withAllowedCharacters: unreserved) ?? "" }.joined(separator: "/")
    }

    /// An attribute value as the browser reads it (the entities apidocs writes).
    static func unescaped(_ value: String) -> String {
        value.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The hrefs of the page's `<link rel="canonical">` elements, unescaped; a mention of
    /// `canonical` the pattern does not read (a link written another way) is listed too.
    func canonicalLinks(in html: String) -> [String] {
        let links = html.matches(of: /<link rel="canonical" href="([^"]*)">/).map { Self.unescaped(String($0.1)) }
        let mentions = html.components(separatedBy: "canonical").count - 1
        return mentions == links.count ? links : links + ["(\(mentions - links.count) other mention(s) of canonical)"]
    }

    func files(in folder: String) -> [String] {
        var result: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let name = enumerator?.nextObject() as? String {
            if name.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            if !TestPaths.isDirectory(folder + "/" + name) { result.append(name) }
        }
        return result.sorted()
    }

    /// Every file's path and bytes.
    func snapshot(_ folder: String) throws -> [String: Data] {
        var bytes: [String: Data] = [:]
        for path in files(in: folder) { bytes[path] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + path)) }
        return bytes
    }

    func assertUnpublished(_ site: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(TestPaths.exists(site + "/sitemap.xml"), file: file, line: line)
        XCTAssertFalse(TestPaths.exists(site + "/404.html"), file: file, line: line)
        for page in files(in: site) where page.hasSuffix(".html") {
            XCTAssertFalse(((try? TestPaths.read(site + "/" + page)) ?? "").contains("canonical"), page, file: file, line: line)
        }
    }
}
