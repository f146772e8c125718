import APIDocsTestSupport
import Foundation
import XCTest

/// A webhook (OpenAPI 3.1 `webhooks:`) gets its own page in both client flavours (issue 49,
/// disagreement 3): the same file under `webhooks/`, the same page but for the API's name
/// (neither client declares Swift for a webhook, so it shows what the spec says), linked from
/// the home page and the sidebar, listed in `sitemap.xml`, every link on it reaching an
/// existing page and id.
final class WebhookPageParityTests: XCTestCase {
    private let spec = """
        openapi: 3.1.0
        info: {title: Shelter, version: "1.0"}
        paths:
          /pets:
            get:
              operationId: listPets
              responses:
                "200":
                  description: The pets.
                  content:
                    application/json:
                      schema: {type: array, items: {$ref: "#/components/schemas/Pet"}}
        webhooks:
          petAdopted:
            post:
              summary: A pet found a home.
              description: Sent **once** per adoption.
              parameters:
                - {name: X-Signature, in: header, required: true, schema: {type: string}}
              requestBody:
                required: true
                content:
                  application/json:
                    schema: {$ref: "#/components/schemas/Pet"}
              responses:
                "200": {description: Received.}
          petAdopted-again:
            delete:
              summary: An adoption was undone.
              responses:
                "204": {description: Received.}
        components:
          schemas:
            Pet:
              type: object
              required: [name]
              properties:
                name: {type: string, maxLength: 40}

        """

    func testBothFlavoursGiveEachWebhookTheSamePage() throws {
        let scratch = try TemporaryFolder()
        try scratch.write("Specs/Shelter/spec.yml", spec)
        try scratch.write("Specs/Shelter/apidocs.yml", "name: Shelter\n")
        try scratch.write("Specs/ShelterSOG/spec.yml", spec)
        try scratch.write("Specs/ShelterSOG/apidocs.yml", "name: ShelterSOG\nclient: swift-openapi-generator\n")
        let build = try CLIRunner.run(["build", "--quiet", "--site-url", "https://example.org/docs"], in: scratch.path)
        XCTAssertEqual(build.exitCode, 0, build.stderr)

        let hooks = [("petAdopted", "POST", "webhooks/petadopted-post.html"), ("petAdopted-again", "DELETE", "webhooks/petadopted-again-delete.html")]
        var articles: [String: [String]] = [:]
        let sitemap = try SitemapReader.read(scratch.path + "/Site/sitemap.xml").locations
        for folder in ["Shelter", "ShelterSOG"] {
            let site = scratch.path + "/Site/" + folder + "/"
            let pages = try FileManager.default.subpathsOfDirectory(atPath: site).filter { $0.hasPrefix("webhooks/") }.sorted()
            XCTAssertEqual(pages, hooks.map(\.2).sorted(), folder)
            let home = try TestPaths.read(site + "index.html")
            let navigation = try TestPaths.read(site + "navigation.js")
            for (name, method, page) in hooks {
                XCTAssertTrue(home.contains("<li><a href=\"\(page)\">\(name)</a> <span class=\"method method-\(method.lowercased())\">\(method)</span>"), "\(folder): home lacks \(page):\n\(home)")
                XCTAssertTrue(navigation.contains("[\"\(name)\",\"\(page)\",\"\(method)\"]"), "\(folder): sidebar lacks \(page):\n\(navigation)")
                XCTAssertTrue(sitemap.contains("https://example.org/docs/\(folder)/\(page)"), "\(folder): sitemap lacks \(page): \(sitemap)")
                let html = try TestPaths.read(site + page)
                XCTAssertTrue(html.contains("<title>\(name)</title>"), "\(folder) \(page):\n\(html)")
                XCTAssertNotNil(Self.article(of: html), "\(folder) \(page): no article")
                // The whole page, but for the API's name in the chrome.
                articles[page, default: []].append(html.replacingOccurrences(of: folder, with: "API"))
                try Self.checkLinks(of: page, in: site)
            }
            XCTAssertTrue(home.contains(#"<h2 id="section-webhooks">Webhooks</h2>"#), "\(folder): \(home)")
        }
        for (page, both) in articles {
            XCTAssertEqual(both.count, 2, page)
            XCTAssertEqual(both.first, both.last, "\(page): the flavours' webhook pages differ")
        }
        let adopted = try XCTUnwrap(articles["webhooks/petadopted-post.html"]?.first.flatMap(Self.article(of:)))
        for fact in ["<h1>petAdopted</h1>", "<p class=\"summary\">A pet found a home.</p>", "<strong>once</strong>", "X-Signature", "application/json", "Response 200"] {
            XCTAssertTrue(adopted.contains(fact), "the webhook page lacks \(fact):\n\(adopted)")
        }
    }

    /// The page's `<article>`: everything but the chrome.
    static func article(of page: String) -> String? {
        guard let start = page.range(of: "<article class=\"symbol webhook\">"),
              let end = page.range(of: "</article>", range: start.upperBound..<page.endIndex) else { return nil }
        return String(page[start.lowerBound..<end.upperBound])
    }

    /// Every relative link on `page` reaches a file of the site and, with a fragment, an id on it.
    static func checkLinks(of page: String, in site: String) throws {
        let html = try TestPaths.read(site + page)
        let folder = (page as NSString).deletingLastPathComponent
        for url in HTMLText.attributeValues("href", in: html) + HTMLText.attributeValues("src", in: html) where !url.contains(":") {
            let parts = url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let target = parts[0].isEmpty ? page : URL(fileURLWithPath: folder + "/" + parts[0], relativeTo: URL(fileURLWithPath: "/"))
                .standardized.path.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            guard TestPaths.exists(site + target) else {
                XCTFail("\(site)\(page): \(url) → missing \(target)")
                continue
            }
            if parts.count == 2, !parts[1].isEmpty, target.hasSuffix(".html") {
                let ids = HTMLText.attributeValues("id", in: try TestPaths.read(site + target))
                XCTAssertTrue(ids.contains(parts[1]), "\(site)\(page): \(url) → no id \(parts[1]) on \(target)")
            }
        }
    }
}
