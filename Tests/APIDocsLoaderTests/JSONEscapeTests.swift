import APIDocsLoader
import XCTest

/// Issue 8 item 5: RFC 8259 `\u` escapes — a surrogate pair is one scalar, a lone surrogate
/// is a located error, and locations after a rewritten pair stay where they were written.
final class JSONEscapeTests: XCTestCase {
    func testSurrogatePairsDecodeToOneScalar() throws {
        let set = try SpecDocumentSet.load(path: "s.json", sources: [
            "s.json": #"{"greeting": "Hello! \ud83d\udc4d", "\uD83D\uDE00 key": "x\u00e9\u0041", "esc": "a\\ud83d"}"#,
        ])
        XCTAssertEqual(set.root["greeting"]?.string, "Hello! \u{1F44D}")
        XCTAssertEqual(set.root["greeting"]?.string?.unicodeScalars.count, 8)
        XCTAssertEqual(set.root["\u{1F600} key"]?.string, "x\u{e9}A")
        XCTAssertEqual(set.root["esc"]?.string, #"a\ud83d"#)
    }

    func testLocationsAfterAPairAreUnchanged() throws {
        let set = try SpecDocumentSet.load(path: "s.json", sources: ["s.json": #"{"a": "\ud83d\udc4d\ud83d\udc4d", "b": 1}"#])
        XCTAssertEqual(set.root["b"]?.location.column, 40)
        let error = specError { () throws(SpecError) in
            _ = try SpecDocumentSet.load(path: "t.json", sources: ["t.json": #"{"a": "\ud83d\udc4d", "b": 1,}"#])
        }
        XCTAssertEqual(error?.description, "t.json:1:29: error: JSON does not allow a comma after the last member of an object or array")
    }

    func testALoneSurrogateIsALocatedError() {
        let high = specError { () throws(SpecError) in
            _ = try SpecDocumentSet.load(path: "s.json", sources: ["s.json": "{\n  \"a\": \"x \\ud83d y\"\n}\n"])
        }
        XCTAssertEqual(high?.description, "s.json:2:11: error: JSON escape '\\ud83d' is a lone UTF-16 surrogate, not a character:"
            + " a high surrogate must be followed by a low one (\\udc00-\\udfff)")
        let low = specError { () throws(SpecError) in
            _ = try SpecDocumentSet.load(path: "s.json", sources: ["s.json": #"{"a": "\udc4d"}"#])
        }
        XCTAssertEqual(low?.description, "s.json:1:8: error: JSON escape '\\udc4d' is a lone UTF-16 surrogate, not a character:"
            + " a low surrogate must follow a high one (\\ud800-\\udbff)")
    }
}
