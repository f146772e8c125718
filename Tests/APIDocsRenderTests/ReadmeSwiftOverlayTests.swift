import APIDocsLoader
@testable import APIDocsRender
import XCTest

/// The home page's README shows, in place of the Swift blocks of SwagGen's README text (which
/// its generated client no longer matches), the overlay's checked blocks and the usage example
/// of the API's own first operation; README.md keeps the text. (The compile test,
/// scripts/compile-examples/run.sh, type-checks what the home page then shows.)
final class ReadmeSwiftOverlayTests: XCTestCase {
    private func home(template: String?) throws -> (readme: String, home: String) {
        let graph = try SiteFixtures.graph(SiteFixtures.petstore)
        let readmeTemplate = try ReadmeTemplate.builtIn(template ?? ReadmeTemplate.defaultName)
        let renderer = ReadmeRenderer()
        let readme = try renderer.render(readmeTemplate, context: ReadmeContext.make(graph))
        let siteReadme = try renderer.render(readmeTemplate, context: ReadmeContext.siteContext(graph))
        let settings = SiteSettings(apiName: "Test", clientExpression: SiteSettings.clientExpression(readmeTemplate: template, namespace: graph.namespace),
                                    readmeSwift: ReadmeSwiftOverlay.builtIn(readmeTemplate: template))
        let files = SiteRenderer(theme: try SiteTheme.load(custom: nil)).render(graph: graph, readme: siteReadme, settings: settings, diagnostics: DiagnosticCollector())
        let home = try XCTUnwrap(files.first { $0.path == "index.html" })
        return (readme, String(decoding: home.bytes, as: UTF8.self))
    }

    /// The README section of a home page.
    private func readmeSection(_ home: String) throws -> Substring {
        let start = try XCTUnwrap(home.range(of: "<section class=\"readme\""))
        let end = try XCTUnwrap(home[start.upperBound...].range(of: "</section>"))
        return home[start.lowerBound..<end.upperBound]
    }

    func testDefaultTemplateShowsTheGeneratedClientsDeclarationsAndARealExample() throws {
        let (readme, home) = try home(template: nil)
        // README.md is SwagGen's text, byte for byte.
        XCTAssertTrue(readme.contains("sessionManager: SessionManager = .default"))
        XCTAssertTrue(readme.contains("case .result(let apiResponseValue):"))
        let section = try readmeSection(home)
        XCTAssertFalse(section.contains("<code class=\"language-swift\">"), "every Swift block of the README is marked for the compile test")
        XCTAssertEqual(section.components(separatedBy: "data-lang=\"swift\"").count - 1, 5)
        XCTAssertTrue(section.contains("data-swift=\"members\" data-swift-path=\"APIClient\""))
        XCTAssertTrue(section.contains("data-swift=\"declaration\" data-swift-path=\"APIClientError\""))
        XCTAssertTrue(section.contains("data-swift=\"declaration\" data-swift-path=\"RequestBehaviour\""))
        let text = section.replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
        XCTAssertTrue(text.contains("sessionManager: Session = .default"))
        XCTAssertTrue(text.contains("completionQueue: DispatchQueue = DispatchQueue.main"))
        XCTAssertFalse(text.contains("GetUser"), "SwagGen's hypothetical User.GetUser example is not shown")
        XCTAssertFalse(text.contains("case .result("))
        // The example is the first operation's (in README order), as its page shows it.
        XCTAssertTrue(text.contains("let request = Test.Pets.AddPet.Request(body: Pet(name: &quot;string&quot;))"), text)
        XCTAssertTrue(text.contains("switch apiResponse.result {"))
    }

    /// Templates without an overlay (the released 4.x text, PACE's fork: clients we cannot
    /// compile against here) keep their blocks as written.
    func testTemplatesWithoutAnOverlayKeepTheirBlocks() throws {
        XCTAssertNil(ReadmeSwiftOverlay.builtIn(readmeTemplate: "swaggen-4"))
        XCTAssertNil(ReadmeSwiftOverlay.builtIn(readmeTemplate: "pace"))
        XCTAssertNil(ReadmeSwiftOverlay.builtIn(readmeTemplate: "my/template.stencil"))
        let section = try readmeSection(try home(template: "swaggen-4").home)
        XCTAssertEqual(section.components(separatedBy: "<code class=\"language-swift\">").count - 1, 5)
    }

    /// The overlay has one block per Swift block of the template's text, so it applies; a
    /// text with another number of blocks is left as it is.
    func testOverlayMatchesTheTemplatesBlocksOrLeavesTheTextAlone() throws {
        let overlay = try XCTUnwrap(ReadmeSwiftOverlay.builtIn(readmeTemplate: "swaggen"))
        let template = try ReadmeTemplate.builtIn("swaggen")
        XCTAssertEqual(template.text.components(separatedBy: "```swift").count - 1, overlay.blocks.count)
        XCTAssertEqual(overlay.blocks[2], .usage)
        let one = "<p>a</p>" + ReadmeSwiftOverlay.renderedOpener + "let a = 1\n" + ReadmeSwiftOverlay.renderedCloser
        XCTAssertEqual(overlay.apply(to: one, usage: "x"), one)
        let parsed = ReadmeSwiftOverlay.parse("prose\n\n```swift members A.B\nline 1\n\nline 2\n```\n```swift usage\n```\n")
        XCTAssertEqual(parsed.blocks, [.code(kind: "members", path: "A.B", text: "line 1\n\nline 2"), .usage])
        XCTAssertEqual(parsed.apply(to: one + one, usage: nil),
                       "<p>a</p><pre tabindex=\"0\"><code class=\"language-swift\" data-lang=\"swift\" data-swift=\"members\" data-swift-path=\"A.B\">line 1\n\nline 2\n</code></pre><p>a</p>",
                       "the usage block is left out when the API has no operation to show")
    }
}
