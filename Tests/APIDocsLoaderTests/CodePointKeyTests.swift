import APIDocsLoader
import XCTest

/// Issue 8 item 6: YAML and JSON keys are code-point sequences. `"é"` (U+00E9) and `"e\u{301}"`
/// are two keys — in a small mapping (linear lookup) and a large one (indexed) alike — and
/// only the very same code points twice are a duplicate.
final class CodePointKeyTests: XCTestCase {
    static let composed = "\u{E9}"
    static let decomposed = "e\u{301}"

    func testCanonicallyEquivalentKeysAreTwoEntries() throws {
        for filler in [0, 20] {
            let others = (0..<filler).map { "k\($0): \($0)\n" }.joined()
            let text = others + "\(Self.composed): composed\n\(Self.decomposed): decomposed\n"
            let set = try SpecDocumentSet.load(path: "m.yml", sources: ["m.yml": text])
            let mapping = try XCTUnwrap(set.root.mapping)
            XCTAssertEqual(mapping.entries.count, filler + 2)
            XCTAssertEqual(mapping[Self.composed]?.string, "composed", "\(filler) other keys")
            XCTAssertEqual(mapping[Self.decomposed]?.string, "decomposed", "\(filler) other keys")
        }
    }

    func testTheSameCodePointsTwiceAreADuplicate() {
        for filler in [0, 20] {
            let others = (0..<filler).map { "k\($0): \($0)\n" }.joined()
            let error = specError { () throws(SpecError) in
                _ = try SpecDocumentSet.load(path: "m.yml", sources: ["m.yml": others + "\(Self.decomposed): 1\n\(Self.decomposed): 2\n"])
            }
            XCTAssertEqual(error?.description, "m.yml:\(filler + 2):1: error: duplicate key '\(Self.decomposed)' (first written at line \(filler + 1), column 1)")
        }
    }

    func testTheKeyOrdersAndHashesByCodePoint() {
        let composed = CodePointKey(Self.composed), decomposed = CodePointKey(Self.decomposed)
        XCTAssertEqual(Self.composed, Self.decomposed, "Swift's String equality is canonical")
        XCTAssertNotEqual(composed, decomposed)
        XCTAssertEqual(Set([composed, decomposed, CodePointKey(Self.composed)]).count, 2)
        XCTAssertEqual([composed, decomposed, CodePointKey("f")].sorted().map(\.text), [Self.decomposed, "f", Self.composed])
    }

    func testRefsReachTheKeyWithTheirCodePoints() throws {
        let text = "a: {$ref: '#/s/e%CC%81'}\nb: {$ref: '#/s/%C3%A9'}\ns:\n  \(Self.composed): {n: 1}\n  \(Self.decomposed): {n: 2}\n"
        let set = try SpecDocumentSet.load(path: "r.yml", sources: ["r.yml": text])
        XCTAssertEqual(try set.followRefs(XCTUnwrap(set.root["a"]), in: "r.yml").node["n"]?.text, "2")
        XCTAssertEqual(try set.followRefs(XCTUnwrap(set.root["b"]), in: "r.yml").node["n"]?.text, "1")
    }
}
