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
}
