import APIDocsLoader
@testable import APIDocsRender
import XCTest

/// A long parameter description that several operations repeat is written once on the home
/// page; each row keeps its first sentence, a link there, and all its facts.
final class SharedParameterTests: XCTestCase {
    static let long = "A maximum number of items to return. " + String(repeating: "The server may return fewer items than asked for. ", count: 5)

    static let spec = """
    openapi: 3.0.0
    info: {title: Shop, version: "1"}
    components:
      parameters:
        limit: {name: limit, in: query, description: "\(long)", schema: {type: integer, minimum: 1}}
        short: {name: short, in: query, description: "Short. It stays in every row.", schema: {type: string}}
    paths:
      /a: {get: {operationId: listA, parameters: [{$ref: '#/components/parameters/limit'}, {$ref: '#/components/parameters/short'}], responses: {"200": {description: ok}}}}
      /b: {get: {operationId: listB, parameters: [{$ref: '#/components/parameters/limit'}, {$ref: '#/components/parameters/short'}], responses: {"200": {description: ok}}}}
      /c: {get: {operationId: listC, parameters: [{$ref: '#/components/parameters/limit'}, {$ref: '#/components/parameters/short'}], responses: {"200": {description: ok}}}}
      /d: {get: {operationId: listD, parameters: [{name: limit, in: query, description: "\(long)", schema: {type: integer}}], responses: {"200": {description: ok}}}}
      /e: {get: {operationId: listE, parameters: [{name: limit, in: query, description: "Other text. \(long)", schema: {type: integer}}], responses: {"200": {description: ok}}}}
    """

    func testLongDescriptionManyOperationsRepeatIsWrittenOnceOnTheHomePage() throws {
        let files = try render(Self.spec)
        let home = try XCTUnwrap(files["index.html"])
        XCTAssertTrue(home.contains("<h2 id=\"section-shared-parameters\">Shared parameters</h2>"), home)
        XCTAssertTrue(home.contains("<section class=\"shared-parameter\" id=\"param-limit\"><h3><code>limit</code> <span class=\"kind\">query, 4 operations</span></h3><p>\(Self.long.trimmingCharacters(in: .whitespaces))</p>"), home)
        XCTAssertEqual(home.components(separatedBy: "class=\"shared-parameter\"").count, 2, "the short one and the one used once stay in their rows")
        for name in ["lista", "listb", "listc", "listd"] {
            let page = try XCTUnwrap(files["operations/\(name).html"], name)
            XCTAssertTrue(page.contains("<div class=\"member-doc\"><p>A maximum number of items to return. <a href=\"../index.html#param-limit\">Full description</a> (shared by 4 operations)</p>"), page)
            XCTAssertFalse(page.contains("fewer items"), page)
            XCTAssertEqual(page.contains("Short. It stays in every row."), name != "listd", page)
        }
        XCTAssertTrue(try XCTUnwrap(files["operations/lista.html"]).contains("minimum: <code>1</code>"), "facts stay in the row")
        let other = try XCTUnwrap(files["operations/liste.html"])
        XCTAssertTrue(other.contains("Other text. A maximum number"), "a different text is its own")
        XCTAssertFalse(other.contains("param-limit"), other)
    }

    func render(_ yaml: String) throws -> [String: String] {
        let diagnostics = DiagnosticCollector()
        var files: [String: String] = [:]
        for file in SiteRenderer(theme: try SiteTheme.load(custom: nil)).render(graph: try SiteFixtures.graph(yaml), readme: "# Shop\n", settings: SiteSettings(apiName: "Shop"), diagnostics: diagnostics) {
            files[file.path] = String(decoding: file.bytes, as: UTF8.self)
        }
        return files
    }

    func testFirstSentence() {
        XCTAssertEqual(SharedParameterDescriptions.firstSentence("Returns the items, e.g. `a. b` ones. More."), "Returns the items, e.g.")
        XCTAssertEqual(SharedParameterDescriptions.firstSentence("Returns the `a. b` items here. More."), "Returns the `a. b` items here.")
        XCTAssertNil(SharedParameterDescriptions.firstSentence("One paragraph without an end\n\nThen. More."))
        XCTAssertNil(SharedParameterDescriptions.firstSentence("Short. More text here."), "a first sentence under 20 characters says too little")
    }
}
