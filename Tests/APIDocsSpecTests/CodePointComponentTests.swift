import APIDocsDiagnostics
import APIDocsLoader
import APIDocsSpec
import XCTest

/// Issue 8 item 6 in the spec model: two component schemas whose names are equal only after
/// Unicode normalisation are two schemas, each with its own properties and references.
final class CodePointComponentTests: XCTestCase {
    func testTwoSchemasNamedEAcuteInTwoSpellings() throws {
        let yaml = """
        openapi: 3.0.3
        info: {title: T, version: '1'}
        paths: {}
        components:
          schemas:
            \u{E9}: {type: object, properties: {first: {type: string}}}
            e\u{301}: {type: object, properties: {second: {type: integer}}}
            Holder:
              type: object
              properties:
                one: {$ref: '#/components/schemas/%C3%A9'}
                two: {$ref: '#/components/schemas/e%CC%81'}

        """
        let documents = try SpecDocumentSet.load(path: "spec.yml", sources: ["spec.yml": yaml])
        let diagnostics = DiagnosticCollector()
        let spec = try SpecReader.read(documents, diagnostics: diagnostics)
        XCTAssertEqual(diagnostics.printedLines, [])
        XCTAssertEqual(spec.schemas.map { Array($0.name.unicodeScalars) }, [["\u{E9}"], ["e", "\u{301}"], Array("Holder".unicodeScalars)])
        XCTAssertEqual(spec.component(named: "\u{E9}")?.properties.map(\.name), ["first"])
        XCTAssertEqual(spec.component(named: "e\u{301}")?.properties.map(\.name), ["second"])
    }
}
