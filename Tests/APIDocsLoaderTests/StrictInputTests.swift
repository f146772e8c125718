@testable import APIDocsLoader
import XCTest

/// Rules libyaml does not check but a loaded spec must follow: no repeated keys, strict JSON
/// commas in `.json` files, and one report per `$ref` cycle at its first member.
final class StrictInputTests: XCTestCase {
    private func loadError(_ sources: [String: String], root: String, line: UInt = #line) -> String? {
        specError(line: line) { () throws(SpecError) in _ = try SpecDocumentSet.load(path: root, sources: sources) }?.description
    }

    func testRepeatedKeyIsReportedAtItsSecondOccurrence() {
        XCTAssertEqual(
            loadError(["d.yml": "a: 1\nb:\n  c: 1\n  c: 2\n"], root: "d.yml"),
            "d.yml:4:3: error: duplicate key 'c' (first written at line 3, column 3)"
        )
        XCTAssertEqual(
            loadError(["d.json": "{\"a\": 1, \"b\": 2, \"a\": 3}\n"], root: "d.json"),
            "d.json:1:18: error: duplicate key 'a' (first written at line 1, column 2)"
        )
    }

    func testRepeatedKeyInAReferencedFileIsReportedThere() {
        XCTAssertEqual(
            loadError(["s.yml": "x:\n  $ref: 'o.yml'\n", "o.yml": "k: 1\nk: 2\n"], root: "s.yml"),
            "o.yml:2:1: error: duplicate key 'k' (first written at line 1, column 1)"
        )
    }

    func testMergeKeysAreNotDuplicates() throws {
        let set = try SpecDocumentSet.load(path: "m.yml", sources: ["m.yml": "base: &b {x: 1}\nuse:\n  <<: *b\n  x: 2\n"])
        XCTAssertEqual(set.root["use"]?["x"]?.text, "2")
    }

    func testTrailingCommaInJSONIsReportedAtTheComma() {
        XCTAssertEqual(
            loadError(["s.json": "{\n  \"a\": [1, 2 ,\n  ]\n}\n"], root: "s.json"),
            "s.json:2:14: error: JSON does not allow a comma after the last member of an object or array"
        )
        XCTAssertEqual(
            loadError(["s.json": "{\"é\": {\"b\": 1,}}"], root: "s.json"),
            "s.json:1:14: error: JSON does not allow a comma after the last member of an object or array"
        )
    }

    func testCommasInsideStringsAndYAMLFilesAreFine() throws {
        let json = #"{"a": ",}", "b": "\",]", "c": [1, 2], "d": {"e": ", ]"}}"#
        XCTAssertNil(JSONStrictCheck.trailingCommaOffset(Array(json.utf8)))
        XCTAssertNoThrow(try SpecDocumentSet.load(path: "s.json", sources: ["s.json": json]))
        XCTAssertNoThrow(try SpecDocumentSet.load(path: "s.yml", sources: ["s.yml": "{a: 1,}\n"]))
    }

    func testCycleIsReportedAtItsFirstMemberWhicheverMemberIsEntered() throws {
        let text = """
            schemas:
              A:
                $ref: '#/schemas/B'
              B:
                $ref: '#/schemas/C'
              C:
                $ref: '#/schemas/A'

            """
        let set = try SpecDocumentSet.load(path: "c.yml", sources: ["c.yml": text])
        let schemas = try XCTUnwrap(set.root["schemas"])
        for entry in ["C", "B", "A"] {
            let error = specError { () throws(SpecError) in _ = try set.followRefs(schemas[entry]!, in: "c.yml") }
            XCTAssertEqual(
                error?.description,
                "c.yml:3:11: error: cyclic $ref: #/schemas/A → #/schemas/B → #/schemas/C → #/schemas/A (at #/schemas/A/$ref)",
                "entered at \(entry)"
            )
        }
    }
}
