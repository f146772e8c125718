import APIDocsLoader
import APIDocsSpec
@testable import APIDocsSymbols
import XCTest

/// An inline enum is a nested enum of its model however the spec version spells the
/// property: plain, `nullable: true` (3.0), a type list with "null" (3.1), `x-nullable`
/// (Swagger 2.0) or wrapped in a one-member `allOf`.
final class InlineEnumSpellingTests: XCTestCase {
    func graph(_ spec: String) throws -> SymbolGraph {
        let documents = try SpecDocumentSet.load(path: "spec.yml", sources: ["spec.yml": spec])
        return SymbolGraphBuilder.build(try SpecReader.read(documents, diagnostics: DiagnosticCollector()), options: GeneratorOptions.merged([]), diagnostics: DiagnosticCollector())
    }

    func assertEnums(_ graph: SymbolGraph, _ expected: [String: [String]], file: StaticString = #filePath, line: UInt = #line) throws {
        let model = try XCTUnwrap(graph.models.first { $0.swiftName == "Reading" }, file: file, line: line)
        var found: [String: [String]] = [:]
        for symbol in model.enums { found[symbol.swiftName] = symbol.cases.map(\.swiftName) }
        XCTAssertEqual(found, expected, file: file, line: line)
        for property in model.properties where expected.keys.contains(property.type.description.replacingOccurrences(of: "?", with: "")) {
            XCTAssertFalse(property.type.targets.isEmpty, "\(property.swiftName) links its enum", file: file, line: line)
        }
    }

    func testOpenAPI30Spellings() throws {
        let graph = try graph("""
        openapi: 3.0.3
        info: {title: T, version: "1"}
        paths: {}
        components:
          schemas:
            Reading:
              type: object
              properties:
                plain: {type: string, enum: [a, b]}
                maybe: {type: string, nullable: true, enum: [c, d]}
        """)
        try assertEnums(graph, ["Plain": ["a", "b"], "Maybe": ["c", "d"]])
    }

    func testOpenAPI31TypeListWithNull() throws {
        let graph = try graph("""
        openapi: 3.1.0
        info: {title: T, version: "1"}
        paths: {}
        components:
          schemas:
            Reading:
              type: object
              properties:
                kind:
                  type: [string, "null"]
                  enum: [rain, snow, null]
        """)
        try assertEnums(graph, ["Kind": ["rain", "snow"]])
    }

    func testSwagger20XNullable() throws {
        let graph = try graph("""
        swagger: "2.0"
        info: {title: T, version: "1"}
        paths: {}
        definitions:
          Reading:
            type: object
            properties:
              unit: {type: string, x-nullable: true, enum: [c, f]}
        """)
        try assertEnums(graph, ["Unit": ["c", "f"]])
    }
}
