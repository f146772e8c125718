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

    /// The search finds the first match at or after each offset, as a plain scan does, for
    /// short patterns (first byte, then the rest) and long ones (Horspool's skips).
    func testOffsetIsTheFirstMatch() {
        var random = SeededRandom(seed: 24)
        let alphabet = Array("<ab\"c >".utf8)
        var found = 0
        for _ in 0..<400 {
            let haystack = (0..<Int.random(in: 0..<300, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            let length = Int.random(in: 1...(ByteSearch.horspoolLength + 6), using: &random)
            var pattern = (0..<length).map { _ in alphabet.randomElement(using: &random)! }
            if haystack.count >= length, Bool.random(using: &random) {
                let start = Int.random(in: 0...(haystack.count - length), using: &random)
                pattern = Array(haystack[start..<(start + length)])
            }
            for from in stride(from: 0, through: haystack.count, by: 7) {
                let expected = from + length <= haystack.count
                    ? (from...(haystack.count - length)).first { haystack[$0..<($0 + length)].elementsEqual(pattern) }
                    : nil
                XCTAssertEqual(ByteSearch.offset(of: pattern, in: haystack, from: from), expected)
                if expected != nil { found += 1 }
            }
        }
        XCTAssertGreaterThan(found, 500)
        let page = Array("<p><code>x</code><code class=\"language-swift\">y</code>".utf8)
        XCTAssertEqual(ByteSearch.offset(of: Array("<code class=\"language-swift\"".utf8), in: page, from: 0), 17)
    }
}
