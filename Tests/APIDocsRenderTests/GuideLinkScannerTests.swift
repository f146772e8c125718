@testable import APIDocsRender
import XCTest

/// The article link scanner finds every link form at its line and column, and nothing inside
/// code: fenced and indented blocks, single-backtick spans, escaped backticks.
final class GuideLinkScannerTests: XCTestCase {
    private func links(_ text: String) -> [GuideLinkScanner.Link] {
        GuideLinkScanner(text: text, literalLines: GuideMarkdown.literalLines(text)).links()
    }

    func testEveryFormIsFoundAtItsPlace() {
        let text = """
            Intro ``Pet/name`` and ``API.Pets.ListPets``.
            See <doc:auth>, <operationId:listPets> and [the pet](#/components/schemas/Pet).
            Also [listing](operationId:listPets), [next](next.md#top) and [web](https://example.org).

            [ref]: #/paths/~1pets/get
            """
        let found = links(text)
        XCTAssertEqual(found.map(\.target), [
            .symbol("Pet/name"), .symbol("API.Pets.ListPets"), .article("auth"), .operationID("listPets"),
            .pointer("#/components/schemas/Pet"), .operationID("listPets"), .file("next.md#top"), .pointer("#/paths/~1pets/get"),
        ])
        XCTAssertEqual(found.map { "\($0.line):\($0.column)" }, ["1:7", "1:24", "2:5", "2:17", "2:54", "3:16", "3:46", "5:8"])
        XCTAssertEqual(found.map(\.isDestination), [false, false, false, false, true, true, true, true])
        let bytes = Array(text.utf8)
        XCTAssertEqual(String(decoding: bytes[found[0].range], as: UTF8.self), "``Pet/name``")
        XCTAssertEqual(String(decoding: bytes[found[4].range], as: UTF8.self), "#/components/schemas/Pet")
    }

    func testCodeIsNeverALink() {
        let text = """
            A `single` span, a ```triple``Pet`` span```, an escaped \\``Pet``, and ``two words``.

            ```swift
            let x = ``Pet`` // <doc:auth>
            ```

                indented ``Pet`` [x](#/components/schemas/Pet)

            ~~~
            [x](operationId:listPets)
            ~~~
            """
        XCTAssertEqual(links(text), [])
    }

    func testACodeSpanAcrossLinesKeepsLaterLinesCounted() {
        let text = "Some `code\nspan` then\n``Pet``"
        XCTAssertEqual(links(text).map { "\($0.line):\($0.column)" }, ["3:1"])
    }

    /// A `[text](…)` link knows the brackets around its text, matched as CommonMark matches
    /// them (nested brackets, an escaped one, a `<…>` destination); with a title after the
    /// destination, or across a blank line, it does not.
    func testALinkKnowsTheBracketsAroundItsText() {
        let text = "[a [b] \\[c](x.md) and [``Pet``](<operationId:z>) [t](y.md \"title\")\n[open\n\n](z.md)"
        let found = links(text).filter(\.isDestination)
        XCTAssertEqual(found.map(\.target), [.file("x.md"), .operationID("z"), .file("y.md"), .file("z.md")])
        let bytes = Array(text.utf8)
        func shown(_ link: GuideLinkScanner.Link) -> String? {
            link.brackets.map { String(decoding: bytes[$0.open..<($0.open + 1)] + bytes[$0.close], as: UTF8.self) + String(decoding: bytes[($0.open + 1)..<$0.close.lowerBound], as: UTF8.self) }
        }
        XCTAssertEqual(found.map(shown), ["[](x.md)a [b] \\[c", "[](<operationId:z>)``Pet``", nil, nil])
    }

    func testColumnsCountCharactersNotBytes() {
        XCTAssertEqual(links("Überblick: ``Pet``").map(\.column), [12])
    }

    func testAnUnclosedSpanIsText() {
        XCTAssertEqual(links("An ``open span\n\nthen ``Pet``").map(\.target), [.symbol("Pet")])
    }

    func testSymbolPathsReadAsDocCReadsThem() {
        XCTAssertEqual(GuideSymbolPath("Pet/name").candidates, ["Pet.name", "name"])
        XCTAssertEqual(GuideSymbolPath("API.Pets.ListPets").candidates, ["API.Pets.ListPets"])
        XCTAssertEqual(GuideSymbolPath("Client/listPets(_:)").candidates, ["Client.listPets(_:)", "listPets(_:)"])
        let clash = GuideSymbolPath("Status-schema")
        XCTAssertEqual(clash.candidates, ["Status"])
        XCTAssertEqual(clash.disambiguator, "schema")
        XCTAssertEqual(GuideSymbolPath("Pet-swift.struct/name").candidates, ["Pet.name", "name"])
    }

    func testSuggestionsAreTheNearestNames() {
        XCTAssertEqual(GuideSuggestions.nearest(to: "Pett", in: ["Pet", "Pets", "Owner", "Pet.name"]), ["Pet", "Pets"])
        XCTAssertEqual(GuideSuggestions.nearest(to: "zzzz", in: ["Pet", "Owner"]), [])
    }

    func testRenderedSwiftBlocksAreMarkedUnlessTheyOptOut() {
        let html = GuideMarkdown.html("```swift\nlet a = 1\n```\n\n```swift skip-check\nlet b = c\n```\n", hrefs: [], reserved: []).markup
        XCTAssertTrue(html.contains("<code class=\"language-swift\" data-lang=\"swift\" data-swift=\"snippet\">let a = 1"), html)
        XCTAssertTrue(html.contains("<code class=\"language-swift\">let b = c"), html)
    }

    func testPlaceholdersBecomeTheResolvedLinksAndOtherRelativeLinksText() {
        let html = GuideMarkdown.html("[a](apidocs-guide:0) [b](other.html) [c](https://x.example) [d](#nowhere)\n\n## Here\n\n[e](#here)", hrefs: ["../models/pet.html#name"], reserved: []).markup
        XCTAssertTrue(html.contains("<a href=\"../models/pet.html#name\">a</a>"), html)
        XCTAssertTrue(html.contains(" b "), html)
        XCTAssertFalse(html.contains("other.html"), html)
        XCTAssertTrue(html.contains("<a href=\"https://x.example\">c</a>"), html)
        XCTAssertFalse(html.contains("#nowhere"), html)
        XCTAssertTrue(html.contains("<h2 id=\"here\">Here</h2>"), html)
        XCTAssertTrue(html.contains("<a href=\"#here\">e</a>"), html)
    }

    func testRawHTMLInAnArticleIsDropped() {
        let html = GuideMarkdown.html("<script>alert(1)</script>\n\nText <img src=x onerror=alert(1)> [x](javascript:alert(1))", hrefs: [], reserved: []).markup
        XCTAssertFalse(html.contains("<script"), html)
        XCTAssertFalse(html.contains("onerror"), html)
        XCTAssertFalse(html.contains("javascript:"), html)
    }
}
