import APIDocsLoader
import APIDocsRender
import XCTest

/// Themes: the default theme is complete; a custom folder overrides single templates and
/// assets, everything else falls back; template errors name the file, line and column.
final class SiteThemeTests: XCTestCase {
    func render(_ theme: SiteTheme) throws -> [String: String] {
        let graph = try SiteFixtures.graph(SiteFixtures.petstore)
        let diagnostics = DiagnosticCollector()
        let files = SiteRenderer(theme: theme).render(graph: graph, readme: "# Test\n", settings: SiteSettings(apiName: "Test"), diagnostics: diagnostics)
        XCTAssertEqual(diagnostics.printedLines, [])
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) })
    }

    func testCustomThemeOverridesOneTemplateAndOneAsset() throws {
        let folder = try ScratchFolder()
        try folder.write("templates/tag.mustache", "<p>custom tag page {{title}}</p>")
        try folder.write("assets/style.css", "body { color: teal; }")
        let files = try render(try SiteTheme.load(custom: TestDisk.theme(folder.path)))
        XCTAssertEqual(files["tags/pets.html"], "<p>custom tag page Pets</p>")
        XCTAssertEqual(files["assets/style.css"], "body { color: teal; }")
        XCTAssertTrue(files["models/pet.html"]?.hasPrefix("<!doctype html>") == true, "other templates fall back to the default theme")
        XCTAssertNotNil(files["assets/search.js"])
    }

    func testTemplateSyntaxErrorsNameTheirPlace() throws {
        let folder = try ScratchFolder()
        try folder.write("templates/model.mustache", "<h1>\n{{#model}}{{name}}\n")
        XCTAssertThrowsError(try SiteTheme.load(custom: TestDisk.theme(folder.path))) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("model.mustache:"), text)
            XCTAssertTrue(text.contains("template syntax error"), text)
        }
    }
}
