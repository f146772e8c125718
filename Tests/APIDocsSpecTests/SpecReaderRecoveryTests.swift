import APIDocsLoader
import APIDocsSpec
import XCTest

/// The spec reader reports wrong input and goes on with the next path item, operation or
/// component, so the model holds everything that could be read; only a document it cannot
/// read at all is thrown.
final class SpecReaderRecoveryTests: XCTestCase {
    private func read(_ yaml: String) throws -> (spec: APISpec, diagnostics: DiagnosticCollector) {
        let documents = try SpecDocumentSet.load(path: "spec.yml", sources: ["spec.yml": yaml])
        let diagnostics = DiagnosticCollector()
        return (try SpecReader.read(documents, diagnostics: diagnostics), diagnostics)
    }

    func testTheRestOfTheDocumentIsReadAfterAnError() throws {
        let (spec, diagnostics) = try read("""
            openapi: 3.0.3
            info: {title: Shop, version: "1"}
            paths:
              /bad:
                get: 42
                post:
                  operationId: createBad
                  responses:
                    "201": {description: created}
              /good:
                get:
                  operationId: listGood
                  responses:
                    "200": {description: ok}
            components:
              schemas:
                Broken:
                  type: object
                  properties: [name]
                Fine:
                  type: string
            """)
        XCTAssertEqual(diagnostics.errorCount, 2)
        XCTAssertEqual(spec.operations.map(\.operationId), ["createBad", "listGood"])
        XCTAssertEqual(spec.schemas.map(\.name), ["Fine"])
        XCTAssertEqual(spec.info.title, "Shop")
    }

    func testADocumentThatIsNoSpecIsThrown() throws {
        let documents = try SpecDocumentSet.load(path: "spec.yml", sources: ["spec.yml": "openapi: 4.0.0\ninfo: {title: T}\n"])
        XCTAssertThrowsError(try SpecReader.read(documents, diagnostics: DiagnosticCollector())) { error in
            XCTAssertEqual((error as? SpecError)?.description,
                           "spec.yml:1:10: error: unsupported OpenAPI version '4.0.0': apidocs reads 2.0, 3.0, 3.1 and 3.2 (at #/openapi)")
        }
    }

    /// Not a schema in 3.0: left out with a warning, as any other entry that is not a mapping.
    func testA30BooleanSchemaIsLeftOutWithAWarning() throws {
        let (spec, diagnostics) = try read("""
            openapi: 3.0.3
            info: {title: T, version: "1"}
            paths: {}
            components:
              schemas:
                Anything: true
            """)
        XCTAssertTrue(spec.schemas.isEmpty)
        XCTAssertEqual(diagnostics.printedLines, [
            "spec.yml:6:15: warning: 'components/schemas' entry 'Anything' is a boolean, not a mapping: it is left out (at #/components/schemas/Anything)",
        ])
    }
}
