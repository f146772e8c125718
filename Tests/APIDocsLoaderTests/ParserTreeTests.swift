@testable import APIDocsLoader
import XCTest

final class ParserTreeTests: XCTestCase {
    private let petsYAML = """
        openapi: 3.0.0
        info:
          title: Pets
          version: '1.0'
        paths:
          /pets/{petId}:
            get:
              operationId: showPet
              tags: [pets, "read only"]
              deprecated: false
              responses:
                '200':
                  description: null
        components:
          schemas:
            a~b: {type: integer, maximum: 10.5}

        """

    private let petsJSON = """
        {
          "openapi": "3.0.0",
          "info": {"title": "Pets", "version": "1.0"},
          "paths": {
            "/pets/{petId}": {
              "get": {
                "operationId": "showPet",
                "tags": ["pets", "read only"],
                "deprecated": false,
                "responses": {"200": {"description": null}}
              }
            }
          },
          "components": {"schemas": {"a~b": {"type": "integer", "maximum": 10.5}}}
        }
        """

    func testYAMLAndJSONGiveTheSameTree() throws {
        let yaml = try YAMLTreeParser.parse(petsYAML, file: "pets.yml")
        let json = try YAMLTreeParser.parse(petsJSON, file: "pets.json")
        XCTAssertEqual(yaml.shape, json.shape)
        XCTAssertEqual(json.at("paths", "/pets/{petId}", "get", "tags", "1")?.string, "read only")
        XCTAssertEqual(json.at("components", "schemas", "a~b", "maximum")?.isNumber, true)
    }

    func testLocationsArePerNodeAndOneBased() throws {
        let root = try YAMLTreeParser.parse(petsYAML, file: "pets.yml")
        XCTAssertEqual(root.location, SourceLocation(file: "pets.yml", line: 1, column: 1))
        XCTAssertEqual(root.at("openapi")?.position, "1:10")
        XCTAssertEqual(root.at("info")?.position, "3:3")
        XCTAssertEqual(root.at("info", "version")?.position, "4:12")
        XCTAssertEqual(root.at("paths", "/pets/{petId}", "get", "tags")?.position, "9:13")
        XCTAssertEqual(root.at("paths", "/pets/{petId}", "get", "tags", "1")?.position, "9:20")
        XCTAssertEqual(root.at("components", "schemas", "a~b", "maximum")?.position, "16:35")
        XCTAssertEqual(root.mapping?.entry("paths")?.keyLocation.description, "pets.yml:5:1")

        let json = try YAMLTreeParser.parse(petsJSON, file: "pets.json")
        XCTAssertEqual(json.at("info", "title")?.position, "3:21")
        XCTAssertEqual(json.mapping?.entry("info")?.keyLocation.description, "pets.json:3:3")
    }

    func testPointersEscapeTildeAndSlash() throws {
        let root = try YAMLTreeParser.parse(petsYAML, file: "pets.yml")
        XCTAssertEqual(root.pointer, "")
        XCTAssertEqual(root.at("paths", "/pets/{petId}", "get")?.pointer, "/paths/~1pets~1{petId}/get")
        XCTAssertEqual(root.at("paths", "/pets/{petId}", "get", "tags", "1")?.pointer, "/paths/~1pets~1{petId}/get/tags/1")
        XCTAssertEqual(root.at("components", "schemas", "a~b", "type")?.pointer, "/components/schemas/a~0b/type")
        XCTAssertEqual(root.at("paths", "/pets/{petId}", "get", "responses", "200")?.fragment,
                       "#/paths/~1pets~1{petId}/get/responses/200")
    }

    func testScalarStyles() throws {
        let root = try YAMLTreeParser.parse("""
            plain: 10
            single: '10'
            double: "true"
            literal: |
              text
            folded: >
              more
            tagged: !!str 12
            empty:
            tilde: ~
            """, file: "s.yml")
        XCTAssertEqual(root["plain"]?.scalar, Scalar("10", style: .plain))
        XCTAssertEqual(root["single"]?.scalar, Scalar("10", style: .quoted))
        XCTAssertEqual(root["double"]?.scalar, Scalar("true", style: .quoted))
        XCTAssertEqual(root["literal"]?.scalar, Scalar("text\n", style: .quoted))
        XCTAssertEqual(root["folded"]?.scalar, Scalar("more\n", style: .quoted))
        XCTAssertEqual(root["tagged"]?.scalar, Scalar("12", style: .quoted))
        XCTAssertEqual(root["plain"]?.int, 10)
        XCTAssertNil(root["single"]?.int)
        XCTAssertEqual(root["single"]?.string, "10")
        XCTAssertNil(root["double"]?.bool)
        XCTAssertEqual(root["empty"]?.isNull, true)
        XCTAssertEqual(root["tilde"]?.isNull, true)
    }

    func testAliasYieldsTheAnchoredObject() throws {
        let root = try YAMLTreeParser.parse("""
            definitions:
              base: &base
                type: object
              list: [*base, *base]
            other: *base
            """, file: "a.yml")
        let base = try XCTUnwrap(root.at("definitions", "base"))
        XCTAssertTrue(root["other"] === base)
        XCTAssertTrue(root.at("definitions", "list", "0") === base)
        XCTAssertTrue(root.at("definitions", "list", "1") === base)
        XCTAssertEqual(root["other"]?.pointer, "/definitions/base", "an alias keeps its anchor's pointer")
    }

    func testMergeKeys() throws {
        let root = try YAMLTreeParser.parse("""
            base: &base {a: 1, b: 2}
            more: &more {b: 20, c: 30}
            single:
              x: 0
              <<: *base
              b: 5
            several:
              <<: [*more, *base]
              a: 10
            quoted:
              "<<": *base
            """, file: "m.yml")
        let single = try XCTUnwrap(root["single"]?.mapping)
        XCTAssertEqual(single.entries.map(\.key), ["x", "a", "b"])
        XCTAssertEqual(single["a"]?.text, "1")
        XCTAssertEqual(single["b"]?.text, "5", "explicit keys win over merged ones")
        XCTAssertTrue(single["a"] === root.at("base", "a"))

        let several = try XCTUnwrap(root["several"]?.mapping)
        XCTAssertEqual(several.entries.map(\.key), ["b", "c", "a"])
        XCTAssertEqual(several["a"]?.text, "10")
        XCTAssertEqual(several["b"]?.text, "20", "earlier mappings in the list win")

        XCTAssertEqual(root["quoted"]?.mapping?.entries.map(\.key), ["<<"], "a quoted << is an ordinary key")
    }

    func testDuplicateKeyKeepsFirstPositionAndLaterValue() throws {
        let root = try YAMLTreeParser.parse("""
            a: 1
            b: 2
            a: 3

            """, file: "d.yml")
        let mapping = try XCTUnwrap(root.mapping)
        XCTAssertEqual(mapping.entries.map(\.key), ["a", "b"])
        XCTAssertEqual(mapping["a"]?.text, "3")
        XCTAssertEqual(mapping.entry("a")?.keyLocation.line, 1)
        XCTAssertEqual(mapping["a"]?.position, "3:4")

        let keys = (0..<30).map { "k\($0): \($0)" } + ["k7: again", "k29: last"]
        let large = try YAMLTreeParser.parse(keys.joined(separator: "\n"), file: "d.yml")
        XCTAssertEqual(large.mapping?.entries.count, 30)
        XCTAssertEqual(large["k7"]?.text, "again")
        XCTAssertEqual(large["k29"]?.text, "last")
        XCTAssertEqual(large.mapping?.entries[7].key, "k7")
    }

    func testByteOrderMarkEmptyDocumentAndNonMappingRoot() throws {
        let withBOM = try YAMLTreeParser.parse([0xEF, 0xBB, 0xBF] + Array("a: 1\n".utf8), file: "b.yml")
        XCTAssertEqual(withBOM["a"]?.position, "1:4")

        for empty in ["", "\n", "# only a comment\n"] {
            let root = try YAMLTreeParser.parse(empty, file: "e.yml")
            XCTAssertEqual(root.isNull, true)
            XCTAssertEqual(root.location, SourceLocation(file: "e.yml", line: 1, column: 1))
        }
        XCTAssertEqual(try YAMLTreeParser.parse("[1, 2]", file: "l.json").sequence?.count, 2)
        XCTAssertEqual(try YAMLTreeParser.parse("just text", file: "t.yml").text, "just text")
    }

    func testRefSitesAreCollectedInDocumentOrder() throws {
        let document = try YAMLTreeParser.parseDocument(Array("""
            a: {$ref: 'b.yml'}
            c:
              - $ref: "#/a"
            d: {$ref: {not: a string}}
            """.utf8), file: "r.yml")
        XCTAssertEqual(document.refs.map(\.ref), ["b.yml", "#/a"])
        XCTAssertEqual(document.refs.map(\.node.pointer), ["/a/$ref", "/c/0/$ref"])
    }
}
