@testable import APIDocsRender
import XCTest

/// `SiteURL` accepts exactly the absolute http(s) URLs with a host, ends each with one `/`,
/// and makes every address of a file by encoding its path; `Sitemap` escapes and splits.
final class SiteURLTests: XCTestCase {
    func testNormalisesToOneTrailingSlash() throws {
        let cases = [
            ("https://example.org", "https://example.org/"),
            ("https://example.org/", "https://example.org/"),
            ("https://example.org/docs", "https://example.org/docs/"),
            ("https://example.org/docs///", "https://example.org/docs/"),
            ("HTTPS://Example.ORG/Docs/", "https://example.org/Docs/"),
            ("http://localhost:8080/a/b", "http://localhost:8080/a/b/"),
            ("http://[::1]:8080/", "http://[::1]:8080/"),
            ("https://owner.github.io/my%20repo", "https://owner.github.io/my%20repo/"),
        ]
        for (given, expected) in cases {
            XCTAssertEqual(try SiteURL(validating: given).text, expected, given)
        }
    }

    func testRefusesWhatIsNoSiteURL() {
        let cases: [(String, String)] = [
            ("example.org/docs", "http:// or https://"),
            ("/docs/", "http:// or https://"),
            ("ftp://example.org/", "http:// or https://"),
            ("https://", "no host"),
            ("https:///docs", "no host"),
            ("https://:8080/", "no host"),
            ("https://example.org:80a/", "port"),
            ("https://example.org:/", "port"),
            ("https://user:secret@example.org/", "user name or password"),
            ("https://example.org/docs?x=1", "query"),
            ("https://example.org/docs#top", "fragment"),
            ("https://example.org/my docs/", "U+20"),
            ("https://example.org/\"x\"/", "'\"'"),
            ("https://example.org/<b>/", "'<'"),
            ("https://example.org/ü/", "'ü'"),
            ("https://example.org/a\nb/", "U+A"),
            ("https://example.org/100%/", "'%'"),
            ("", "http:// or https://"),
        ]
        for (given, words) in cases {
            do {
                let url = try SiteURL(validating: given)
                XCTFail("'\(given)' was taken as \(url.text)")
            } catch {
                XCTAssertTrue(error.reason.contains(words), "'\(given)': \(error.reason)")
            }
        }
    }

    func testAddressesEncodeEachSegmentOfThePath() throws {
        let site = try SiteURL(validating: "https://example.org/docs")
        XCTAssertEqual(site.address(of: "index.html"), "https://example.org/docs/index.html")
        XCTAssertEqual(site.address(of: "Bookshop/models/book.html"), "https://example.org/docs/Bookshop/models/book.html")
        XCTAssertEqual(site.address(of: "Shop & \"Co\" ü%/index.html"), "https://example.org/docs/Shop%20%26%20%22Co%22%20%C3%BC%25/index.html")
        XCTAssertEqual(site.address(of: "a#b?c/d.html"), "https://example.org/docs/a%23b%3Fc/d.html")
    }

    func testSitemapIsSortedEscapedAndListsEachAddressOnce() throws {
        let site = try SiteURL(validating: "https://example.org/a&b'")
        let files = Sitemap.files([site.address(of: "b.html"), site.address(of: "a.html"), site.address(of: "b.html")], siteURL: site)
        XCTAssertEqual(files.map(\.path), ["sitemap.xml"])
        XCTAssertEqual(String(decoding: files[0].bytes, as: UTF8.self), """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
            <url><loc>https://example.org/a&amp;b&#39;/a.html</loc></url>
            <url><loc>https://example.org/a&amp;b&#39;/b.html</loc></url>
            </urlset>

            """)
    }

    func testABigSitemapIsSplitIntoPartsAnIndexLists() throws {
        let site = try SiteURL(validating: "https://example.org/")
        let addresses = (1...5).map { site.address(of: "p\($0).html") }
        let files = Sitemap.files(addresses, siteURL: site, limit: 2)
        XCTAssertEqual(files.map(\.path), ["sitemap.xml", "sitemap-1.xml", "sitemap-2.xml", "sitemap-3.xml"])
        XCTAssertEqual(String(decoding: files[0].bytes, as: UTF8.self), """
            <?xml version="1.0" encoding="UTF-8"?>
            <sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
            <sitemap><loc>https://example.org/sitemap-1.xml</loc></sitemap>
            <sitemap><loc>https://example.org/sitemap-2.xml</loc></sitemap>
            <sitemap><loc>https://example.org/sitemap-3.xml</loc></sitemap>
            </sitemapindex>

            """)
        XCTAssertTrue(String(decoding: files[3].bytes, as: UTF8.self).contains("<url><loc>https://example.org/p5.html</loc></url>\n</urlset>"))
        XCTAssertFalse(String(decoding: files[3].bytes, as: UTF8.self).contains("p4.html"))
    }
}
