import APIDocsTestSupport
@testable import APIDocsRender
import XCTest

/// The highlighter's byte path (ASCII blocks) colours every block exactly as its Character path
/// does: compared on hand-picked blocks and on many random blocks made of the pieces its rules
/// look at.
final class SwiftHighlighterTests: XCTestCase {
    /// Pieces the rules react to: entities, tags, placeholders, strings, comments, numbers,
    /// identifiers, attributes, directives, and what breaks them off (newlines, the end).
    private static let pieces = [
        "let", "var", "func", "Self", "self", "init", "default", "associatedtype", "associatedtypes", "Pet", "pet", "_x", "a1", "x",
        "`default`", "`", "@attr", "@", "#if", "#", "#endif", "@escaping", ".", ".init", ".default", "_",
        "0", "1", "0x1F", "1.5", "1.", "1.x", "1_000", "12ab", "0xZZ", "9",
        "\"", "\"\"\"", "\\", "\\\"", "\"a\"", "'", "/", "*", "//", "/*", "*/", "// c", "/* c */",
        "<", ">", "<#", "#>", "<#T#>", "<#Name", "<a href=\"b.html\">", "</a>", "<b>", "<span class=\"x\">", "</span>",
        "&quot;", "&#34;", "&#39;", "&apos;", "&lt;", "&gt;", "&amp;", "&amp", "&bogus;", "&#x1F;", "&", ";", "&lt;#", "#&gt;",
        "&verylongentity;", "&a;b", "&<b>;",
        " ", "  ", "\n", "\t", "(", ")", ":", ",", "=", "-", "+", "?", "!", "[", "]", "{", "}", "$0", "\u{0}",
    ]
    /// Pieces that send a block to the Character path.
    private static let nonASCIIPieces = ["é", "\r\n", "\r", "中", "😀", "e\u{301}", "\u{FFFD}", "Ω", "٣", "①", "ﬁ"]

    func testBytePathMatchesCharacterPathOnChosenBlocks() {
        let blocks = [
            "", "let a = 1", "let a = <a href=\"b.html\">Book</a>(title: &quot;x &lt; y&quot;) // done\n",
            "\"unterminated", "\"\"\"\nmulti \"line\"\n\"\"\"", "\"\"\"unterminated", "/* open", "// end", "\"a\\\"b\" x",
            "<#T#> <#open", "<#a\nb#>", "&lt;#Name#&gt;", "@discardableResult func f() {}", "#if DEBUG\n#endif",
            "x.default .init Self.self", "0x1F 1.5 a1 1.x 12ab _1 `default`", "&bogus; &amp &", "a < b > c", "<", "&",
            "case .status200(let v): print(v) // ok", "let s = \"a <b>bold</b> c\"", "&<b>;x", "\\", "\"\\",
        ]
        for block in blocks {
            assertSameColouring(block)
        }
    }

    func testBytePathMatchesCharacterPathOnRandomBlocks() {
        var random = SeededRandom(seed: 0x5EED_C0DE)
        var bytePathBlocks = 0
        for round in 0..<4000 {
            var block = ""
            let length = Int(random.next() % 40)
            for _ in 0..<length {
                block += Self.pieces[Int(random.next() % UInt64(Self.pieces.count))]
            }
            // Every tenth block also holds text the byte path does not take.
            if round % 10 == 9 {
                let piece = Self.nonASCIIPieces[Int(random.next() % UInt64(Self.nonASCIIPieces.count))]
                let offset = block.isEmpty ? 0 : Int(random.next() % UInt64(block.count))
                block.insert(contentsOf: piece, at: block.index(block.startIndex, offsetBy: offset))
            }
            if block.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) { bytePathBlocks += 1 }
            assertSameColouring(block)
        }
        XCTAssertGreaterThan(bytePathBlocks, 3000, "most random blocks take the byte path")
    }

    /// Random bytes of the whole ASCII range, each block also checked as part of a page.
    func testBytePathMatchesCharacterPathOnRandomASCII() {
        var random = SeededRandom(seed: 42)
        for _ in 0..<2000 {
            let length = Int(random.next() % 60)
            let bytes = (0..<length).map { _ in UInt8(random.next() % 0x80) }
            assertSameColouring(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// A number that is no hex digit used to stop the scan where it started, and the build
    /// with it.
    func testNumbersThatAreNoHexDigitEndAfterThemselves() {
        XCTAssertEqual(SwiftHighlighter.colour(block: "x = ٣ + ①1"),
                       "x = <span class=\"sx-nu\">٣</span> + <span class=\"sx-nu\">①1</span>")
    }

    func testBlocksTakeTheBytePathOnlyWhenASCIIWithoutCarriageReturn() {
        func takes(_ text: String) -> Bool {
            var text = text
            return text.withUTF8 { SwiftHighlighter.takesBytePath($0) }
        }
        XCTAssertTrue(takes("let a = 1\n"))
        XCTAssertFalse(takes("let a = \"é\""))
        XCTAssertFalse(takes("let a = 1\r\n"))
    }

    private func assertSameColouring(_ block: String, file: StaticString = #filePath, line: UInt = #line) {
        let expected = SwiftHighlighter.colourCharacters(block: block[...])
        XCTAssertEqual(SwiftHighlighter.colour(block: block[...]), expected, "block \(block.debugDescription)", file: file, line: line)
        guard !block.contains("</code>") else { return }
        let opener = "<pre><code class=\"language-swift\" data-swift=\"snippet\">"
        XCTAssertEqual(SwiftHighlighter.colour(page: "<p>x</p>" + opener + block + "</code></pre>"),
                       "<p>x</p>" + opener + expected + "</code></pre>", "page with block \(block.debugDescription)", file: file, line: line)
    }
}
