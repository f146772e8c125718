@testable import APIDocsRender
import APIDocsTestSupport
import Foundation
import XCTest

/// Replacing on bytes gives what `String.replacing` and `replacingOccurrences` give, or says it
/// cannot (a match next to a character that is not ASCII, or a pattern that is not ASCII).
final class ByteReplaceTests: XCTestCase {
    func testByteReplacementMatchesCharacterAndFoundationReplacement() {
        var random = SeededRandom(seed: 11)
        let pieces = ["<th>", "<pre>", "{id}", "x", " ", "\n", "\r\n", "é", "e\u{301}", "\u{301}", "\u{600}", "🇫🇷", "<th", "th>", "{", "}", "<"]
        let patterns = ["<th>", "<pre>", "{id}", "<th align=\"left\">"]
        var replaced = 0
        for _ in 0..<3000 {
            let text = (0..<Int.random(in: 0..<12, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let pattern = patterns.randomElement(using: &random)!
            guard let bytes = ByteSearch.replacingASCII(text, pattern, with: "[R]") else { continue }
            XCTAssertEqual(bytes, text.replacing(pattern, with: "[R]"), text.debugDescription)
            XCTAssertEqual(bytes, text.replacingOccurrences(of: pattern, with: "[R]"), text.debugDescription)
            if bytes != text { replaced += 1 }
        }
        XCTAssertGreaterThan(replaced, 300)
        XCTAssertNil(ByteSearch.replacingASCII("a<th>\u{301}", "<th>", with: "x"))
        XCTAssertNil(ByteSearch.replacingASCII("\u{600}<th>", "<th>", with: "x"))
        XCTAssertNil(ByteSearch.replacingASCII("{é}", "{é}", with: "x"))
        XCTAssertEqual(ByteSearch.replacingASCII("é <th> é", "<th>", with: "x"), "é x é")
    }
}
