import APIDocsRender
import XCTest

/// Spec Markdown through cmark-gfm: no raw HTML, no script URLs, valid outline and tables.
final class MarkdownSafetyTests: XCTestCase {
    func html(_ text: String) -> String { Markdown.html(text).markup }

    func testRawHTMLNeverPassesThrough() {
        let output = html("""
        <script>alert(1)</script>

        Text <img src=x onerror=alert(1)> and <b onmouseover="x()">b</b>.

        <iframe src="javascript:alert(1)"></iframe>
        """)
        XCTAssertFalse(output.contains("<script"), output)
        XCTAssertFalse(output.contains("<img"), output)
        XCTAssertFalse(output.contains("<iframe"), output)
        XCTAssertFalse(output.contains("<b "), output)
        XCTAssertTrue(output.contains("<!-- raw HTML omitted -->"), output)
    }

    func testScriptURLsAreDropped() {
        for link in ["[a](javascript:alert(1))", "[a](JavaScript:alert(1))", "[a](&#106;avascript:alert(1))",
                     "<javascript:alert(1)>", "[a](vbscript:x)", "[a](data:text/html,x)", "![a](javascript:alert(1))",
                     "[a][r]\n\n[r]: javascript:alert(1)"] {
            let output = html(link)
            XCTAssertFalse(output.lowercased().contains("javascript:alert(1)\""), "\(link) → \(output)")
            XCTAssertFalse(output.contains("href=\"javascript"), "\(link) → \(output)")
            XCTAssertFalse(output.contains("href=\"\""), "\(link) → \(output)")
            XCTAssertFalse(output.contains("src="), "\(link) → \(output)")
            XCTAssertFalse(output.contains("vbscript:x\""), "\(link) → \(output)")
            XCTAssertFalse(output.contains("data:text"), "\(link) → \(output)")
        }
        XCTAssertEqual(html("[ok](https://example.com/)"), "<p><a href=\"https://example.com/\">ok</a></p>\n")
    }

    func testLinksIntoTheSpecAuthorsSiteBecomeText() {
        XCTAssertEqual(html("See [docs](/docs/x), [rel](x.html), [here](#top) and ![logo](logo.png)."),
                       "<p>See docs, rel, here and logo.</p>\n")
        XCTAssertEqual(html("<mailto:a@example.com> [web](HTTPS://example.com)"),
                       "<p><a href=\"mailto:a@example.com\">mailto:a@example.com</a> <a href=\"HTTPS://example.com\">web</a></p>\n")
        XCTAssertEqual(html("![pic](https://example.com/p.png \"t\")"), "<p><img src=\"https://example.com/p.png\" alt=\"pic\" title=\"t\" /></p>\n")
    }

    func testGitHubExtensionsAreOn() {
        XCTAssertTrue(html("~~gone~~").contains("<del>gone</del>"))
        XCTAssertTrue(html("see www.example.com").contains("<a href=\"http://www.example.com\">"))
        let table = html("| a | b |\n|:--|--:|\n| 1 | 2 |")
        XCTAssertTrue(table.contains("<th scope=\"col\" style=\"text-align: left\">a</th>"), table)
        XCTAssertTrue(table.contains("<td style=\"text-align: right\">2</td>"), table)
        XCTAssertFalse(table.contains("align="), table)
    }

    func testHeadingsFitThePageOutline() {
        XCTAssertEqual(html("# Title\n\ntext"), "<p><strong>Title</strong></p>\n<p>text</p>\n")
        let outline = Markdown.html("# A\n\n### B\n\n## C\n\n# D", headings: .outline(under: 1)).markup
        XCTAssertEqual(outline, "<h2>A</h2>\n<h3>B</h3>\n<h3>C</h3>\n<h2>D</h2>\n")
        let deep = Markdown.html("###### Deep\n\n###### Deeper", headings: .outline(under: 5)).markup
        XCTAssertEqual(deep, "<h6>Deep</h6>\n<h6>Deeper</h6>\n")
    }

    func testEmptyTextIsEmpty() {
        XCTAssertTrue(Markdown.html("").isEmpty)
    }
}
