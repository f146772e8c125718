@testable import APIDocsRender
import XCTest

/// The first-sentence helpers count what they keep as they go (once the whole count was taken
/// for every character); they cut exactly where counting the whole text each time cut, also
/// when a space put for a line break joins the next character (`" \u{301}"` is one character).
final class FirstSentenceTests: XCTestCase {
    private static let pieces = ["word ", "a", "\n", "\r", "\t", "\u{301}", "\u{600}", "é", "🇫🇷", "\r\n", "`", ". ", "! ", "?\n", ".", " "]

    func testSearchAndSharedSentencesMatchCountingTheWholeTextEachTime() {
        var state: UInt64 = 7
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33)
        }
        var texts = [
            String(repeating: "x\n\u{301}", count: 200), String(repeating: "\u{600}\n", count: 200),
            String(repeating: "long word ", count: 40), String(repeating: "y\n\u{301}\u{301}", count: 120) + ". End",
        ]
        for _ in 0..<600 {
            var text = ""
            // Mostly plain words, so the texts reach the 160 and 300 bounds.
            for _ in 0..<(next() % 200) {
                text += next() % 4 == 0 ? Self.pieces[next() % Self.pieces.count] : "word "
            }
            texts.append(text)
        }
        // ASCII only, which the search helper reads byte by byte (`\r\n` still one character).
        let asciiPieces = Self.pieces.filter { $0.utf8.allSatisfy { $0 < 0x80 } }
        for _ in 0..<600 {
            var text = ""
            for _ in 0..<(next() % 200) {
                text += next() % 3 == 0 ? asciiPieces[next() % asciiPieces.count] : "word "
            }
            texts.append(text)
        }
        texts += ["a.\r\nb. c", "x\r\n\r\ny", "end.\r", "end!\t", "\n\n", "a\r\n\nb", String(repeating: "\r\n", count: 170)]
        for text in texts {
            XCTAssertEqual(SearchIndexBuilder.firstSentence(text), Self.searchReference(text), text.debugDescription)
            XCTAssertEqual(SharedParameterDescriptions.firstSentence(text), Self.sharedReference(text), text.debugDescription)
        }
    }

    /// `SearchIndexBuilder.firstSentence` as it was, counting `result` after every character.
    private static func searchReference(_ text: String) -> String {
        guard !text.isEmpty else { return "" }
        var result = ""
        var previous: Character = " "
        for character in text {
            if character == "\n" && previous == "\n" { break }
            if (previous == "." || previous == "!" || previous == "?") && (character == " " || character == "\n") { break }
            result.append(character == "\n" || character == "\r" || character == "\t" ? " " : character)
            previous = character
            if result.count >= 160 { break }
        }
        return result.trimmingCharacters(in: .whitespaces)
    }

    /// `SharedParameterDescriptions.firstSentence` as it was.
    private static func sharedReference(_ text: String) -> String? {
        var result = ""
        var inCode = false
        var previous: Character = " "
        for character in text {
            if character == "\n" && previous == "\n" { return nil }
            if !inCode, previous == "." || previous == "!" || previous == "?", character == " " || character == "\n" {
                return result.count >= 20 ? result : nil
            }
            if character == "`" { inCode.toggle() }
            result.append(character == "\n" ? " " : character)
            previous = character
            if result.count > 300 { return nil }
        }
        return nil
    }
}
