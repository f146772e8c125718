@testable import APIDocsRender
import Foundation
import XCTest

/// The data files' byte paths (ASCII text) write what the general paths write.
final class SiteDataFilesTests: XCTestCase {
    private static let pieces = ["Pet", "pet", ".", "#", "Owner", "é", "\u{301}", "models/pet.html", "_", "x", "\r\n", "#\u{301}", ".\u{301}"]

    func testURLSplitAndLabelContinuationMatchTheCharacterOperations() {
        var state: UInt64 = 11
        func piece() -> String {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Self.pieces[Int(state >> 33) % Self.pieces.count]
        }
        func text() -> String {
            (0..<(Int(state >> 40) % 6)).map { _ in piece() }.joined()
        }
        for _ in 0..<3000 {
            let url = text()
            let parts = url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let split = SiteDataFiles.pageAndAnchor(url)
            XCTAssertEqual(split.page, String(parts[0]), url.debugDescription)
            XCTAssertEqual(split.anchor, parts.count > 1 ? String(parts[1]) : "", url.debugDescription)

            let owner = text()
            let label = Int(state >> 35) % 2 == 0 ? owner + text() : text()
            let expected = label.hasPrefix(owner + ".") ? String(label.dropFirst(owner.count)) : nil
            XCTAssertEqual(SiteDataFiles.continuation(label, after: owner), expected, "\(label.debugDescription) after \(owner.debugDescription)")
            XCTAssertEqual(String(SearchIndexBuilder.lastPart(label)), String(label.split(separator: ".").last ?? ""), label.debugDescription)

            let anchor = Int(state >> 37) % 3 == 0 ? text() : label.split(separator: ".", omittingEmptySubsequences: false).suffix(2).joined(separator: ".")
            let components = label == anchor || label.hasSuffix("." + anchor) ? anchor.split(separator: ".", omittingEmptySubsequences: false).count : nil
            XCTAssertEqual(SiteDataFiles.labelSuffixComponents(label, anchor: anchor), components, "\(label.debugDescription) anchor \(anchor.debugDescription)")
        }
    }

    func testQuotedTextsWithAndWithoutEscapes() {
        func quoted(_ text: String) -> String {
            var bytes: [UInt8] = []
            JSONText.quote(text, into: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
        XCTAssertEqual(quoted("models/pet.html#Pet.Owner é"), "\"models/pet.html#Pet.Owner é\"")
        XCTAssertEqual(quoted("a\"b\\c<d\n\r\t\u{1}\u{7F}\u{85}\u{2028}\u{2029}é"),
                       "\"a\\\"b\\\\c\\u003cd\\n\\r\\t\\u0001\\u007f\\u0085\\u2028\\u2029é\"")
        XCTAssertEqual(quoted(""), "\"\"")
    }

    func testTrimmingBlanksIsFoundationsTrimmingOfWhitespaces() {
        let pieces = [" ", "\t", "\u{A0}", "\u{3000}", "\u{2009}", "\u{200B}", "\u{301}", "x", "é", "\n", "\u{85}", "."]
        var state: UInt64 = 5
        for _ in 0..<3000 {
            var text = ""
            for _ in 0..<Int(state >> 60) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text += pieces[Int(state >> 33) % pieces.count]
            }
            state = state &* 6364136223846793005 &+ 1442695040888963407
            XCTAssertEqual(SearchIndexBuilder.trimmingBlanks(text), text.trimmingCharacters(in: .whitespaces), text.debugDescription)
        }
    }
}
