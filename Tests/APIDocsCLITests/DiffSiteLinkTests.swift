import Foundation
import XCTest

/// `apidocs diff --site-url` links each symbol where the new side's built site documents it:
/// the URL its `symbols.json` gives, on a page the site has. A schema the site leaves out
/// (`x-internal`) takes no page name from a visible one (`ABc` hidden beside `Abc`: the site
/// writes `abc.html` alone, so the diff must not link `abc-2.html`).
final class DiffSiteLinkTests: XCTestCase {
    static let old = """
        openapi: 3.0.3
        info: {title: Letters, version: "1"}
        paths:
          /letters:
            get:
              operationId: listLetters
              responses:
                "200":
                  description: ok
                  content:
                    application/json:
                      schema: {type: array, items: {$ref: "#/components/schemas/Pet"}}
        components:
          schemas:
            Pet:
              type: object
              properties:
                name: {type: string}

        """

    /// The old spec with `Pet.age`, a hidden `ABc` and a visible `Abc` added, in that order.
    static let new = old.replacingOccurrences(of: "name: {type: string}\n", with: "name: {type: string}\n        age: {type: integer}\n") + """
            ABc:
              type: object
              x-internal: true
              properties:
                secret: {type: string}
            Abc:
              type: object
              properties:
                letter: {type: string}
                count: {type: integer}

        """

    func testEveryLinkIsTheBuiltSitesURLOfAPageItHas() throws {
        let folder = try TemporaryFolder()
        try Self.old.write(toFile: folder.path + "/old.yml", atomically: true, encoding: .utf8)
        try Self.new.write(toFile: folder.path + "/new.yml", atomically: true, encoding: .utf8)
        let site = "https://docs.example.com/API/"
        for (client, added) in [("swaggen", "Abc"), ("swift-openapi-generator", "Components.Schemas.Abc")] {
            let diff = try CLIRunner.run(["diff", "old.yml", "new.yml", "--client", client, "--format", "markdown", "--site-url", site], in: folder.path)
            XCTAssertEqual(diff.exitCode, 0, diff.stderr)
            let build = try CLIRunner.run(["build", "new.yml", "--client", client, "-o", "site-\(client)", "-q"], in: folder.path)
            XCTAssertEqual(build.exitCode, 0, build.stderr)
            let api = folder.path + "/site-\(client)/API/"
            let map = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: api + "symbols.json"))) as? [String: Any])
            let links = try Self.links(in: diff.stdout, site: site)
            XCTAssertNotNil(links[added], "\(client): \(added) is linked:\n\(diff.stdout)")
            XCTAssertGreaterThan(links.count, 1, "\(client): an added member is linked too:\n\(diff.stdout)")
            for (symbol, url) in links.sorted(by: { $0.key < $1.key }) {
                // A path several declarations share lists each place by key; the link is one of them.
                let places = (map[symbol] as? String).map { [$0] } ?? ((map[symbol] as? [String: String]).map { Array($0.values) } ?? [])
                XCTAssertTrue(places.contains(url), "\(client): \(symbol) links \(url), symbols.json says \(places)")
                let page = String(url.prefix { $0 != "#" })
                XCTAssertTrue(FileManager.default.fileExists(atPath: api + page), "\(client): \(symbol) links \(url), which the site does not have")
            }
        }
    }

    /// Symbol → the URL (relative to `site`) of each "[`symbol`](site…)" link in `markdown`.
    static func links(in markdown: String, site: String) throws -> [String: String] {
        let pattern = try NSRegularExpression(pattern: "\\[`([^`]+)`\\]\\(" + NSRegularExpression.escapedPattern(for: site) + "([^)]+)\\)")
        let text = markdown as NSString
        var links: [String: String] = [:]
        for match in pattern.matches(in: markdown, range: NSRange(location: 0, length: text.length)) {
            links[text.substring(with: match.range(at: 1))] = text.substring(with: match.range(at: 2))
        }
        return links
    }
}
