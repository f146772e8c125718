@testable import APIDocsRender
import APIDocsTestSupport
import XCTest

/// JSON shown in a page: the spaces that start a line become tabs, a pair each, and `&`, `<`
/// and `>` are escaped; checked against a plain byte-by-byte reading of the rule.
final class TabIndentedContentTests: XCTestCase {
    func testLeadingSpacePairsBecomeTabsAndEntitiesAreEscaped() {
        XCTAssertEqual(FactsHTML.content("{\n  \"a\": \"<b> & c\",\n   \"d\": [\n    1\n  ]\n}", tabIndented: true),
                       "{\n\t\"a\": \"&lt;b&gt; &amp; c\",\n\t \"d\": [\n\t\t1\n\t]\n}")
        var random = SeededRandom(seed: 5)
        let pieces = [" ", "  ", "\n", "\r\n", "a", "\"k\": ", "&", "<", ">", "é", "👍", "\t", "{", "}", "x y"]
        for _ in 0..<2000 {
            let text = (0..<Int.random(in: 0..<40, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            XCTAssertEqual(FactsHTML.content(text, tabIndented: true), Self.reference(text), text.debugDescription)
        }
    }

    /// The rule, one byte at a time.
    private static func reference(_ text: String) -> String {
        var output: [UInt8] = []
        var atLineStart = true, pendingSpace = false
        for byte in HTMLCharacters.replacingForbidden(text).utf8 {
            if atLineStart && byte == 0x20 {
                if pendingSpace { output.append(0x09) }
                pendingSpace.toggle()
                continue
            }
            if pendingSpace { output.append(0x20); pendingSpace = false }
            atLineStart = byte == 0x0A
            switch byte {
            case 0x26: output += Array("&amp;".utf8)
            case 0x3C: output += Array("&lt;".utf8)
            case 0x3E: output += Array("&gt;".utf8)
            default: output.append(byte)
            }
        }
        if pendingSpace { output.append(0x20) }
        return String(decoding: output, as: UTF8.self)
    }
}
