import APIDocsLoader
import APIDocsSpec
import XCTest

/// OpenAPI 3.2 documents load: the `query` method, `additionalOperations` and tag `summary`,
/// `parent` and `kind` are read into the model; the operations SwagGen does not generate are
/// kept apart from those it does.
final class OpenAPI32Tests: XCTestCase {
    static let spec = """
        openapi: 3.2.0
        info: {title: Library, version: "1"}
        tags:
          - name: books
            summary: Books
            description: Everything about books.
            kind: nav
          - name: loans
            summary: Loans
            parent: books
            kind: badge
          - name: orphan
            parent: missing
        paths:
          /books:
            get:
              tags: [books]
              operationId: listBooks
              responses:
                "200": {description: ok}
            query:
              tags: [books]
              operationId: searchBooks
              responses:
                "200": {description: ok}
            additionalOperations:
              COPY:
                operationId: copyBooks
                responses:
                  "201": {description: copied}
          /loans:
            post:
              tags: [loans]
              operationId: createLoan
              responses:
                "201": {description: created}
        """

    private func read(_ yaml: String) throws -> (spec: APISpec, diagnostics: DiagnosticCollector) {
        let documents = try SpecDocumentSet.load(path: "spec.yml", sources: ["spec.yml": yaml])
        let diagnostics = DiagnosticCollector()
        return (try SpecReader.read(documents, diagnostics: diagnostics), diagnostics)
    }

    func testQueryAndAdditionalOperationsAreReadApartFromTheGeneratedOnes() throws {
        let (spec, _) = try read(Self.spec)
        XCTAssertEqual(spec.version, .openAPI32)
        XCTAssertEqual(spec.operations.map { "\($0.method) \($0.path) \($0.operationId ?? "-")" },
                       ["get /books listBooks", "post /loans createLoan"])
        XCTAssertEqual(spec.ungeneratedOperations.map { "\($0.method) \($0.path) \($0.operationId ?? "-")" },
                       ["query /books searchBooks", "COPY /books copyBooks"])
        XCTAssertEqual(spec.ungeneratedOperations[0].tags, ["books"])
    }

    func testTagSummaryParentAndKindAreRead() throws {
        let (spec, diagnostics) = try read(Self.spec)
        XCTAssertEqual(spec.tags.map(\.name), ["books", "loans", "orphan"])
        XCTAssertEqual(spec.tags.map(\.summary), ["Books", "Loans", nil])
        XCTAssertEqual(spec.tags.map(\.kind), ["nav", "badge", nil])
        XCTAssertEqual(spec.tags[0].description, "Everything about books.")
        // An undeclared parent is dropped from the model, with a warning.
        XCTAssertEqual(spec.tags.map(\.parent), [nil, "books", nil])
        XCTAssertEqual(diagnostics.printedLines, [
            "spec.yml:13:13: warning: tag 'orphan' names the parent 'missing', which is not a declared tag: the parent is ignored (at #/tags/2/parent)",
        ])
    }

    func testAFixedMethodInAdditionalOperationsIsAnError() throws {
        let (spec, diagnostics) = try read("""
            openapi: 3.2.0
            info: {title: T, version: "1"}
            paths:
              /books:
                additionalOperations:
                  POST:
                    responses:
                      "200": {description: ok}
            """)
        XCTAssertTrue(spec.ungeneratedOperations.isEmpty)
        XCTAssertEqual(diagnostics.printedLines, [
            "spec.yml:6:7: error: 'additionalOperations' of path '/books' must not hold 'POST': write it as the path item's 'post' (at #/paths/~1books/additionalOperations/POST)",
        ])
    }

    func testQueryIsAnUnknownKeyBefore32() throws {
        let (spec, diagnostics) = try read("""
            openapi: 3.1.0
            info: {title: T, version: "1"}
            paths:
              /books:
                query:
                  responses:
                    "200": {description: ok}
            """)
        XCTAssertEqual(spec.version, .openAPI31)
        XCTAssertTrue(spec.operations.isEmpty)
        XCTAssertTrue(spec.ungeneratedOperations.isEmpty)
        XCTAssertEqual(diagnostics.printedLines, [])
    }
}
