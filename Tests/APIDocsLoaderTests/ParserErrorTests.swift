import APIDocsLoader
import XCTest

/// Broken inputs give one compiler-style line each; the texts are part of the tool's interface.
final class ParserErrorTests: XCTestCase {
    private func parseError(_ text: String, file: String = "spec.yml", line: UInt = #line) -> String? {
        specError(line: line) { () throws(SpecError) in _ = try YAMLTreeParser.parse(text, file: file) }?.description
    }

    private func parseError(_ bytes: [UInt8], line: UInt = #line) -> String? {
        specError(line: line) { () throws(SpecError) in _ = try YAMLTreeParser.parse(bytes, file: "spec.yml") }?.description
    }

    func testMalformedYAML() {
        XCTAssertEqual(
            parseError("openapi: 3.0.0\ninfo:\n  title: x\n version: 1\n"),
            "spec.yml:4:2: error: did not find expected key while parsing a block mapping"
        )
        XCTAssertEqual(
            parseError("a: 1\nb:\n  c: d\n   e: f\n"),
            "spec.yml:4:5: error: mapping values are not allowed in this context"
        )
        XCTAssertEqual(
            parseError("paths:\n\t/pets: {}\n"),
            "spec.yml:2:1: error: found character that cannot start any token while scanning for the next token"
        )
        XCTAssertEqual(
            parseError("a: \"open\n"),
            "spec.yml:2:1: error: found unexpected end of stream while scanning a quoted scalar"
        )
    }

    func testUnterminatedJSON() {
        XCTAssertEqual(
            parseError("{\"openapi\": \"3.0.0\", \"info\": {\"title\": \"x\"}", file: "spec.json"),
            "spec.json:1:44: error: did not find expected ',' or '}' while parsing a flow mapping"
        )
        XCTAssertEqual(
            parseError("{\n  \"tags\": [\"a\",\n", file: "spec.json"),
            "spec.json:3:1: error: did not find expected node content while parsing a flow node"
        )
    }

    func testUnknownAndRecursiveAliases() {
        XCTAssertEqual(
            parseError("a: 1\nb: *nope\n"),
            "spec.yml:2:4: error: unknown alias '*nope' (no anchor '&nope' before it)"
        )
        XCTAssertEqual(
            parseError("a: &self\n  b: *self\n"),
            "spec.yml:2:6: error: alias '*self' refers to a node that contains it (recursive aliases are not supported)"
        )
    }

    func testAliasesMayStandForHalfAMillionNodesInAll() throws {
        // `a` stands for 1,000 nodes (the sequence and its 999 items); 500 aliases to it make
        // exactly the limit, one more is over it.
        let items = Array(repeating: "x", count: 999).joined(separator: ", ")
        let aliases = Array(repeating: "*a", count: 500).joined(separator: ", ")
        let atLimit = "a: &a [\(items)]\nb: [\(aliases)]\n"
        let tree = try YAMLTreeParser.parse(atLimit, file: "spec.yml")
        XCTAssertEqual(tree["b"]?.sequence?.count, 500)
        XCTAssertEqual(tree["b"]?.sequence?.last?.sequence?.count, 999)
        XCTAssertEqual(
            parseError(atLimit + "c: *a\n"),
            "spec.yml:3:4: error: aliases expand to more than 500000 nodes (nested aliases multiply: an alias bomb?)"
        )
    }

    func testBadMergeValue() {
        XCTAssertEqual(
            parseError("a:\n  <<: 3\n"),
            "spec.yml:2:7: error: merge key '<<' needs a mapping or a sequence of mappings"
        )
    }

    func testNonScalarKeyAndSecondDocument() {
        XCTAssertEqual(
            parseError("? [a, b]\n: c\n"),
            "spec.yml:1:3: error: a mapping key must be a scalar, found a sequence"
        )
        XCTAssertEqual(
            parseError("{{a: 1}: 2}", file: "spec.json"),
            "spec.json:1:2: error: a mapping key must be a scalar, found a mapping"
        )
        XCTAssertEqual(
            parseError("a: 1\n---\nb: 2\n"),
            "spec.yml:2:1: error: a spec file must hold a single YAML document"
        )
    }

    func testInvalidUTF8AndControlCharacters() {
        XCTAssertEqual(
            parseError(Array("info:\n  title: ".utf8) + [0xFF] + Array("x\n".utf8)),
            "spec.yml:2:10: error: invalid leading UTF-8 octet (byte 0xFF)"
        )
        XCTAssertEqual(
            parseError(Array("title: caf".utf8) + [0xC3, 0x28]),
            "spec.yml:1:12: error: invalid trailing UTF-8 octet (byte 0x28)"
        )
        XCTAssertEqual(
            parseError(Array("a: ".utf8) + [0x00]),
            "spec.yml:1:4: error: control characters are not allowed (byte 0x00)"
        )
    }
}
