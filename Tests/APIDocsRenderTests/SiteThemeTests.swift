import APIDocsLoader
import APIDocsRender
import APIDocsTestSupport
import Foundation
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

    /// The default templates print each member list whole (`{{{propertiesBlocks}}}`); a theme
    /// that iterates the list and prints every `block` on a line of its own gets the same pages.
    func testWholeMemberListsPrintWhatIteratingTheListsPrints() throws {
        let folder = try ScratchFolder()
        let templates = SharedCorpus.packageRoot + "/Themes/default/templates/"
        var rewritten = 0
        for name in ["type-section", "operation", "calls", "lead", "used-by"] {
            let text = try String(contentsOfFile: templates + name + ".mustache", encoding: .utf8)
            var iterating = ""
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("{{{"), line.hasSuffix("Blocks}}}") {
                    let list = line.dropFirst(3).dropLast("Blocks}}}".count)
                    iterating += "{{#\(list)}}\n{{{block}}}\n{{/\(list)}}\n"
                    rewritten += 1
                } else {
                    iterating += line + "\n"
                }
            }
            try folder.write("templates/\(name).mustache", String(iterating.dropLast()))
        }
        XCTAssertEqual(rewritten, 12)
        let whole = try render(try SiteTheme.load(custom: nil))
        let iterated = try render(try SiteTheme.load(custom: TestDisk.theme(folder.path)))
        XCTAssertEqual(whole.keys.sorted(), iterated.keys.sorted())
        for (path, text) in whole { XCTAssertEqual(text, iterated[path], path) }
    }

    /// A fact's and a user's `block`, and the breadcrumbs printed whole, are the markup a
    /// theme makes from their fields.
    func testWholeListsAreTheirFieldsMarkup() throws {
        let folder = try ScratchFolder()
        let templates = SharedCorpus.packageRoot + "/Themes/default/templates/"
        let fieldMarkup = [
            "{{{factsBlocks}}}": "{{#facts}}\n<dt>{{term}}</dt><dd>{{{definition}}}</dd>\n{{/facts}}",
            "{{{usedByBlocks}}}": "{{#usedBy}}\n<li><a href=\"{{link.href}}\">{{{link.label}}}</a> <span class=\"kind\">{{kind}}</span>{{#detail}} <code>{{.}}</code>{{/detail}}</li>\n{{/usedBy}}",
            "{{{breadcrumbsBlocks}}}": "{{#breadcrumbs}}\n<li><a href=\"{{href}}\">{{text}}</a></li>\n{{/breadcrumbs}}",
        ]
        var rewritten = 0
        for name in ["type-section", "lead", "used-by", "layout"] {
            var text = try String(contentsOfFile: templates + name + ".mustache", encoding: .utf8)
            for (whole, fields) in fieldMarkup where text.contains(whole) {
                text = text.replacingOccurrences(of: whole, with: fields)
                rewritten += 1
            }
            try folder.write("templates/\(name).mustache", text)
        }
        XCTAssertEqual(rewritten, 4)
        let whole = try render(try SiteTheme.load(custom: nil))
        XCTAssertTrue(whole.values.contains { $0.contains("<dt>Swift path</dt>") })
        XCTAssertTrue(whole.values.contains { $0.contains("<ol>\n<li><a href=\"../index.html\">") })
        XCTAssertTrue(whole.values.contains { $0.contains("<span class=\"kind\">operation</span> <code>") })
        let fields = try render(try SiteTheme.load(custom: TestDisk.theme(folder.path)))
        XCTAssertEqual(whole.keys.sorted(), fields.keys.sorted())
        for (path, text) in whole { XCTAssertEqual(text, fields[path], path) }
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
