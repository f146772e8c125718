@testable import APIDocsRender
import XCTest

/// The plain-line shortcut writes exactly what cmark-gfm writes, or steps aside: checked on
/// hand-picked lines and on 20,000 seeded random lines, half over an alphabet full of Markdown
/// syntax, half over the shortcut's own characters.
final class PlainParagraphTests: XCTestCase {
    func check(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let plain = PlainParagraph.html(text) else { return }
        XCTAssertEqual(plain, Markdown.cmarkHTML(text), "shortcut differs from cmark for \(text.debugDescription)", file: file, line: line)
    }

    func testPlainLinesMatchCmark() {
        let lines = [
            "The unique identifier of the repository.", "Say \"hi\" (twice); 50% off: a/b = c + d - e.",
            "Use {owner}/{repo}.", "Costs $5^2.", "It's 1. not a list", "See www.example.com", "See http://example.com",
            "A  double space", "Trailing space ", "x", "X.", "ID", "e-mail", "Ends with colon:", "1. A list", "- A list",
        ]
        for text in lines { check(text) }
        XCTAssertNotNil(PlainParagraph.html("The unique identifier of the repository."))
        XCTAssertNil(PlainParagraph.html("1. A list"), "may start an ordered list")
        XCTAssertNil(PlainParagraph.html("See www.example.com"), "an autolink")
        XCTAssertNil(PlainParagraph.html("Some *emphasis*"))
        XCTAssertNil(PlainParagraph.html("Two\nlines"))
    }

    func testRandomLinesMatchCmark() {
        let alphabet = Array("aZ0 9.,;:?'\"/%()=+-{}^$*_[]<>&#!|~\\`@wW\t\nhtp")
        var state: UInt64 = 0x9E3779B97F4A7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        // Lines over the shortcut's own characters only, so that most of them take it.
        let plainAlphabet = Array("aZ0 9.,;:?'\"/%()=+-{}^$wWhtp")
        var shortcut = 0
        for index in 0..<20_000 {
            let letters = index % 2 == 0 ? alphabet : plainAlphabet
            let length = 1 + next(24)
            let text = String((0..<length).map { _ in letters[next(letters.count)] })
            if PlainParagraph.html(text) != nil { shortcut += 1 }
            check(text)
        }
        XCTAssertGreaterThan(shortcut, 2_000, "the random lines exercise the shortcut")
    }
}
