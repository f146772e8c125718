import APIDocsDiff
import APIDocsSymbols
import XCTest

/// The report's text and Markdown: order, groups, and spec text that must not break a line
/// or a table.
final class ChangeReportTests: XCTestCase {
    func change(_ symbol: String, _ change: ClientChange.Change, _ aspect: ClientChange.Aspect, breaking: Bool, old: String? = nil, new: String? = nil) -> ClientChange {
        ClientChange(symbol: symbol, kind: .property, change: change, aspect: aspect, breaking: breaking, old: old, new: new,
                     oldLocation: nil, newLocation: nil, reason: "why")
    }

    func testBreakingFirstThenSwiftThenDocumentation() {
        let report = ChangeReport(old: "a.yml", new: "b.yml", client: "swaggen", changes: [
            change("A.doc", .changed, .documentation, breaking: false, old: "x", new: "y"),
            change("B.added", .added, .declaration, breaking: false, new: "Int?"),
            change("C.removed", .removed, .declaration, breaking: true, old: "Int"),
        ])
        let heads = report.render(.text).split(separator: "\n").filter { !$0.hasPrefix(" ") }
        XCTAssertEqual(heads, [
            "a.yml → b.yml (swaggen client)",
            "breaking removed property C.removed",
            "ok       added property B.added",
            "ok       changed property A.doc (documentation)",
            "3 changes: 1 breaking, 1 not breaking, 1 documentation only",
        ])
        let markdown = report.render(.markdown)
        let breaking = markdown.range(of: "### Breaking")!.lowerBound, other = markdown.range(of: "### Not breaking")!.lowerBound
        let documentation = markdown.range(of: "### Documentation only")!.lowerBound
        XCTAssertTrue(breaking < other && other < documentation, markdown)
    }

    /// A description with CRLF line breaks, `|` and `<` stays on its line and in its cell.
    func testSpecTextCannotBreakALineOrATable() {
        let report = ChangeReport(old: "a.yml", new: "b.yml", client: "swaggen", changes: [
            change("Pets.List", .changed, .documentation, breaking: false, old: "All the pets\r\nhere", new: "a | b <script>"),
        ])
        let text = report.render(.text)
        XCTAssertTrue(text.contains("\"All the pets\" → \"a | b <script>\"\n"), text)
        XCTAssertFalse(text.contains("\r"))
        let row = report.render(.markdown).split(separator: "\n").first { $0.hasPrefix("| `Pets.List`") }
        XCTAssertEqual(row, #"| `Pets.List` | changed property (documentation) | "All the pets" | "a \| b &lt;script>" | why |"#)
    }

    func testNoChangeSaysSo() {
        let report = ChangeReport(old: "a.yml", new: "a.yml", client: "swaggen", changes: [])
        XCTAssertEqual(report.render(.text), "a.yml → a.yml (swaggen client)\nno change\n")
        XCTAssertTrue(report.render(.json).contains("\"changes\" : [\n\n  ]"))
    }
}
