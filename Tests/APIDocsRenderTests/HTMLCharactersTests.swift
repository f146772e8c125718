@testable import APIDocsRender
import XCTest

/// Control characters and noncharacters never reach a page raw: they become U+FFFD.
final class HTMLCharactersTests: XCTestCase {
    func testForbiddenCharactersBecomeTheReplacementCharacter() {
        XCTAssertEqual(HTMLCharacters.replacingForbidden("a\u{0}b\u{1}c\u{1B}d\u{7F}e\u{85}f\u{9F}g"), "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}e\u{FFFD}f\u{FFFD}g")
        let nonCharacters = [0xFDD0, 0xFFFE, 0x1FFFF].map { String(Unicode.Scalar(UInt32($0))!) }
        XCTAssertEqual(HTMLCharacters.replacingForbidden("x" + nonCharacters.joined(separator: "y")), "x\u{FFFD}y\u{FFFD}y\u{FFFD}")
    }

    func testWhitespaceAndOrdinaryTextStayAsTheyAre() {
        let text = "tab\tline\nfeed\u{C}return\r é 中 😀 \u{A0} \u{FFFD} \u{FEFF}"
        XCTAssertEqual(HTMLCharacters.replacingForbidden(text), text)
    }

    func testEveryC0ControlButHTMLWhitespaceIsForbidden() {
        for value in UInt32(0)..<0x20 {
            let scalar = Unicode.Scalar(value)!
            XCTAssertEqual(HTMLCharacters.isForbidden(scalar), ![0x09, 0x0A, 0x0C, 0x0D].contains(value), "U+\(String(value, radix: 16))")
        }
    }

    /// The page scan reads eight bytes at a time: a forbidden character is found at every
    /// offset of a word and in the tail, and printable words around it do not hide it.
    func testForbiddenCharactersAreFoundAtEveryOffsetOfALongText() {
        let forbidden = [0x0, 0x1F, 0x7F, 0x80, 0x85, 0x9F, 0xFDD0, 0xFFFF, 0x1FFFE].map { Unicode.Scalar(UInt32($0))! }
        let ordinary: [Unicode.Scalar] = ["\t", "\n", " ", "~", "\u{A0}", "\u{E9}", "\u{2019}", "\u{FFFD}"]
        for offset in 0..<21 {
            let before = String(repeating: "a", count: offset), after = String(repeating: "z", count: 20 - offset)
            for scalar in forbidden {
                let text = before + String(scalar) + after
                XCTAssertEqual(HTMLCharacters.replacingForbidden(text), before + "\u{FFFD}" + after, "U+\(String(scalar.value, radix: 16)) at \(offset)")
            }
            for scalar in ordinary {
                let text = before + String(scalar) + after
                XCTAssertEqual(HTMLCharacters.replacingForbidden(text), text, "U+\(String(scalar.value, radix: 16)) at \(offset)")
            }
        }
    }
}
