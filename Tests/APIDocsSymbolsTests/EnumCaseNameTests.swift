import XCTest
@testable import APIDocsSymbols

/// Enum case names from values (rules doc §5.4, PetstoreTest) and the details of §3/§4
/// that the table does not show directly.
final class EnumCaseNameTests: XCTestCase {
    func testPetstoreTestEnumValues() {
        let cases: [(String, String)] = [
            ("1", "_1"), ("-1", "negative1"), ("1.1", "_11"), ("-1.2", "negative12"),
            ("_abc", "abc"), ("-efg", "efg"), ("(xyz)", "xyz"), (">", "greaterThan"), ("$", "dollar"),
        ]
        for (value, name) in cases {
            XCTAssertEqual(SwiftIdentifier.getName(value), name, "getName(\"\(value)\")")
        }
    }

    func testNegativePrefixOnlyBeforeADigit() {
        XCTAssertEqual(SwiftIdentifier.getName("-2"), "negative2")
        XCTAssertEqual(SwiftIdentifier.getName("-"), "UNKNOWN234")
        XCTAssertEqual(SwiftIdentifier.getName("--2"), "_2")
    }

    func testSymbolReplacementOrder() {
        XCTAssertEqual(SwiftIdentifier.escapeString(">="), "greaterThanOrEqualTo")
        XCTAssertEqual(SwiftIdentifier.escapeString("<="), "lessThanOrEqualTo")
        XCTAssertEqual(SwiftIdentifier.escapeString("<>="), "lessThangreaterThanOrEqualTo")
        XCTAssertEqual(SwiftIdentifier.escapeString("a%b#c&d@e"), "apercentbhashcanddalphae")
        XCTAssertEqual(SwiftIdentifier.escapeString("=="), "UNKNOWN234")
    }

    func testDeletionKeepsLettersMarksAndNumbers() {
        XCTAssertEqual(SwiftIdentifier.escapeString("a_b.c-d e`f[g]"), "abcdefg")
        XCTAssertEqual(SwiftIdentifier.escapeString("e\u{301}t\u{E9}"), "e\u{301}t\u{E9}")
        XCTAssertEqual(SwiftIdentifier.escapeString("x²½Ⅻ"), "x²½Ⅻ")
        XCTAssertEqual(SwiftIdentifier.escapeString("٣abc"), "_٣abc")
        XCTAssertEqual(SwiftIdentifier.escapeString("²abc"), "²abc")
    }

    func testKeywordsAreCaseSensitive() {
        XCTAssertEqual(SwiftIdentifier.escapeName("Class"), "Class")
        XCTAssertEqual(SwiftIdentifier.escapeName("Protocol"), "`Protocol`")
        XCTAssertEqual(SwiftIdentifier.escapeType("Protocol"), "`Protocol`")
        XCTAssertEqual(SwiftIdentifier.escapeName("Error"), "`Error`")
        XCTAssertEqual(SwiftIdentifier.escapeType("AnyObject"), "`AnyObject`")
        for word in ["init", "try", "Codable", "String", "Int", "URL", "Date", "Array", "Object", "Result"] {
            XCTAssertFalse(SwiftIdentifier.keywords.contains(word), word)
            XCTAssertEqual(SwiftIdentifier.escapeType(word), word)
        }
        XCTAssertEqual(SwiftIdentifier.keywords.count, 56)
    }

    func testOperationIdsFromRulesSection6() {
        let ids: [(String, String)] = [
            ("Line_Get", "LineGet"), ("getLineArrivals", "GetLineArrivals"), ("x y", "Xy"),
            ("getPetsByPetId", "GetPetsByPetId"), ("getDefaultResponse", "GetDefaultResponse"), ("Get_Road_Disruption", "GetRoadDisruption"),
        ]
        for (id, type) in ids {
            XCTAssertEqual(SwiftIdentifier.escapeType(SwagGenCase.upperCamelCased(id)), type, id)
        }
    }

    func testSeparatorsAndFirstCharacter() {
        XCTAssertEqual(SwagGenCase.upperCamelCased("a b"), "Ab")
        XCTAssertEqual(SwagGenCase.upperCamelCased("my url"), "MyURL")
        XCTAssertEqual(SwagGenCase.upperCamelCased("url_thing"), "URLThing")
        XCTAssertEqual(SwagGenCase.lowerCamelCased("NSW"), "nsw")
        XCTAssertEqual(SwagGenCase.lowerCamelCased("IDs"), "iDs")
        XCTAssertEqual(SwagGenCase.upperCamelCased(""), "")
        XCTAssertEqual(SwagGenCase.lowerCamelCased("__"), "")
        // The first character is a grapheme cluster: the combining accent stays attached.
        XCTAssertEqual(SwagGenCase.upperCamelCased("e\u{301}cole"), "E\u{301}cole")
        XCTAssertEqual(SwagGenCase.upperCamelCased("ß_x"), "SSx")
    }
}
