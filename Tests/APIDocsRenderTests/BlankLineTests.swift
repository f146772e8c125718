import XCTest
@testable import APIDocsRender

/// SwagGen's blank-line rules (rules doc §9.3) on small templates.
final class BlankLineTests: XCTestCase {
    private let renderer = ReadmeRenderer()

    private func render(_ text: String, _ context: [String: Any] = [:], folder: ScratchFolder? = nil) throws -> String {
        let path = (folder?.path ?? NSTemporaryDirectory()) + "/template.stencil"
        return try renderer.render(templateText: text, path: path, context: context, includes: TestDisk.includes((path as NSString).deletingLastPathComponent))
    }

    func testBlankTemplateLinesAreKept() throws {
        XCTAssertEqual(try render("a\n\nb\n"), "a\n\nb\n")
        XCTAssertEqual(try render("a\n\n\n\nb\n"), "a\n\n\n\nb\n")
        // Indentation of a blank line is dropped.
        XCTAssertEqual(try render("a\n  \t\nb\n"), "a\n\nb\n")
    }

    func testTagOnlyLinesVanish() throws {
        let template = "list:\n{% for x in items %}\n- {{ x }}\n{% endfor %}\nend\n"
        XCTAssertEqual(try render(template, ["items": ["p", "q"]]), "list:\n- p\n- q\nend\n")
        XCTAssertEqual(try render(template, ["items": [String]()]), "list:\nend\n")
        // Indented tag lines leave indentation only: also removed.
        let indented = "a\n\t{% if x %}\n\tyes\n\t{% endif %}\nb\n"
        XCTAssertEqual(try render(indented, ["x": true]), "a\n\tyes\nb\n")
    }

    func testLinesThatRenderEmptyVanish() throws {
        XCTAssertEqual(try render("a\n{{ missing }}\nb\n"), "a\nb\n")
        XCTAssertEqual(try render("a\n  {{ missing }}  \nb\n"), "a\nb\n")
    }

    func testBlankLinesProducedByDataVanish() throws {
        XCTAssertEqual(try render("a\n{{ text }}\nb\n", ["text": "one\n\n  \ntwo"]), "a\none\ntwo\nb\n")
    }

    func testFirstAndLastLinesAreNotTouched() throws {
        XCTAssertEqual(try render("{% if x %}{% endif %}\na\n"), "\na\n")
        XCTAssertEqual(try render("\n\na"), "\n\na")
        XCTAssertEqual(try render("a\n  "), "a\n  ")
        // A final blank line followed by the last newline is a deliberate blank line.
        XCTAssertEqual(try render("a\n\n"), "a\n\n")
        XCTAssertEqual(try render("a\n{{ missing }}\n"), "a\n")
    }

    func testWorkedExampleFromTheRules() throws {
        let template = "## Models\n\n{% for model in schemas %}\n- **{{ model.type }}**\n{% endfor %}\n\n## Requests\n"
        let some = ["schemas": [["type": "A"], ["type": "B"]]]
        XCTAssertEqual(try render(template, some), "## Models\n\n- **A**\n- **B**\n\n## Requests\n")
        XCTAssertEqual(try render(template, ["schemas": [Any]()]), "## Models\n\n\n## Requests\n")
    }

    func testIncludedTemplatesAreMarkedAndCleanedByTheOuterRender() throws {
        let folder = try ScratchFolder()
        try folder.write("part.stencil", "p1\n\np2\n{% if no %}\nhidden\n{% endif %}\np3\n")
        let output = try render("top\n{% include \"part.stencil\" %}\nend\n", folder: folder)
        XCTAssertEqual(output, "top\np1\n\np2\np3\nend\n")
    }

    func testIndentFilterSeesTheMarkersAndTheirIndentationIsDropped() throws {
        let folder = try ScratchFolder()
        try folder.write("part.stencil", "x\n\ny\n")
        let output = try render("a\n  {% filter indent:2 %}{% include \"part.stencil\" %}{% endfilter %}\nb\n", folder: folder)
        XCTAssertEqual(output, "a\n  x\n\n  y\nb\n")
    }

    /// Only `\n` is a line break: with CRLF line ends, tag lines leave `\r` behind and are
    /// kept, and blank lines are not marked (SwagGen behaves the same way).
    func testCRLFTemplatesAreNotCleaned() throws {
        let template = "a\r\n\r\n{% if x %}\r\nb\r\n{% endif %}\r\nc\r\n"
        XCTAssertEqual(try render(template, ["x": true]), "a\r\n\r\n\r\nb\r\n\r\nc\r\n")
    }

    func testMarkerNeverReachesTheOutput() throws {
        let output = try render("a\n\n{% for x in xs %}\n\n{{ x }}\n{% endfor %}\n\n", ["xs": [1, 2]])
        XCTAssertFalse(output.contains(BlankLines.marker))
        XCTAssertEqual(output, "a\n\n\n1\n\n2\n\n")
    }

    func testMarkAndCleanDirectly() {
        XCTAssertEqual(BlankLines.mark("a\n\n \n"), "a\n\(BlankLines.marker)\n \(BlankLines.marker)\n")
        XCTAssertEqual(BlankLines.clean("a\n \n\t\n  \(BlankLines.marker)\nb"), "a\n\nb")
        XCTAssertEqual(BlankLines.clean(""), "")
        XCTAssertEqual(BlankLines.mark("é\n\nü"), "é\n\(BlankLines.marker)\nü")
    }
}
