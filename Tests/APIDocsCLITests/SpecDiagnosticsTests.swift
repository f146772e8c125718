import XCTest

/// Wrong or ignored input in a spec, through the real command: each case prints exactly its
/// diagnostics (severity, `file:line:column`, message, pointer) and exits with its status.
/// Errors exit 1 and write nothing; warnings exit 0 with the README written.
final class SpecDiagnosticsTests: XCTestCase {
    private static let info = "info: {title: T, version: \"1\"}"

    private func readme(_ spec: String) throws -> (result: CLIResult, wrote: Bool) {
        try SpecRun.readme(spec)
    }

    private func assertDiagnostics(_ spec: String, _ expected: [String], exit: Int32,
                                   file: StaticString = #filePath, line: UInt = #line) throws {
        try SpecRun.assertDiagnostics(spec, expected, exit: exit, file: file, line: line)
    }

    func testOperationThatIsNotAMappingIsAnError() throws {
        try assertDiagnostics("""
            openapi: 3.0.3
            \(Self.info)
            paths:
              /pets:
                get: 42
            """, ["spec.yml:5:10: error: operation 'get' of path '/pets' must be a mapping, found a number (at #/paths/~1pets/get)"], exit: 1)
    }

    func testInfoThatIsAListIsAnError() throws {
        try assertDiagnostics("""
            openapi: 3.0.3
            info: [a, b]
            paths: {}
            """, ["spec.yml:2:7: error: 'info' must be a mapping, found a list (at #/info)"], exit: 1)
    }

    func testComponentsThatIsAListIsAnError() throws {
        try assertDiagnostics("""
            openapi: 3.0.3
            \(Self.info)
            paths: {}
            components: [1]
            """, ["spec.yml:4:13: error: 'components' must be a mapping, found a list (at #/components)"], exit: 1)
    }

    /// A common mistake with a clear meaning (docs/diagnostics.md, "Common mistakes"): left out with a warning.
    func testSchemaThatIsAStringIsLeftOutWithAWarning() throws {
        try assertDiagnostics("""
            openapi: 3.0.3
            \(Self.info)
            paths: {}
            components:
              schemas:
                Pet: "string"
            """, ["spec.yml:6:10: warning: 'components/schemas' entry 'Pet' is a string, not a mapping: it is left out (at #/components/schemas/Pet)"], exit: 0)
    }

    func testBooleanSchemaIn31IsLeftOutWithAWarning() throws {
        try assertDiagnostics("""
            openapi: 3.1.0
            \(Self.info)
            paths: {}
            components:
              schemas:
                Anything: true
            """, ["spec.yml:6:15: warning: schema 'Anything' is the boolean schema 'true': SwagGen generates no model for it, so it is left out (at #/components/schemas/Anything)"], exit: 0)
    }

    func testRequiredThatIsAStringIsAnError() throws {
        try assertDiagnostics("""
            openapi: 3.0.3
            \(Self.info)
            paths: {}
            components:
              schemas:
                Pet:
                  type: object
                  required: "name"
                  properties:
                    name: {type: string}
            """, ["spec.yml:8:17: error: 'required' must be a list, found a string (at #/components/schemas/Pet/required)"], exit: 1)
    }

    func testRootTagsThatIsAStringIsAnError() throws {
        try assertDiagnostics("""
            openapi: 3.0.3
            \(Self.info)
            paths: {}
            tags: "pets"
            """, ["spec.yml:4:7: error: 'tags' must be a list, found a string (at #/tags)"], exit: 1)
    }

    func testSwagger2BodyParameterWithoutSchemaIsAnError() throws {
        try assertDiagnostics("""
            swagger: "2.0"
            \(Self.info)
            paths:
              /pets:
                post:
                  parameters:
                    - name: pet
                      in: body
                  responses:
                    "200": {description: ok}
            """, ["spec.yml:7:11: error: body parameter 'pet' must have a 'schema' (at #/paths/~1pets/post/parameters/0)"], exit: 1)
    }

    func testTypeListWithANumberIsAnError() throws {
        try assertDiagnostics("""
            openapi: 3.1.0
            \(Self.info)
            paths: {}
            components:
              schemas:
                Pet:
                  type: ["string", 7]
            """, ["spec.yml:7:24: error: 'type' must be a string or a list of strings, found a number in it (at #/components/schemas/Pet/type/1)"], exit: 1)
    }

    /// `type: [string, null]` (YAML's null, unquoted) means the type `null`: read so, with a
    /// warning (swift-openapi-generator's own reference document writes it this way).
    func testUnquotedNullInATypeListIsReadAsTheNullType() throws {
        try assertDiagnostics("""
            openapi: 3.1.0
            \(Self.info)
            paths: {}
            components:
              schemas:
                Pet:
                  type: [string, null]
            """, ["spec.yml:7:22: warning: an unquoted null in a 'type' list is YAML's null value, not a type name; read as the type 'null' (write \"null\" in quotes) (at #/components/schemas/Pet/type/1)"], exit: 0)
    }

    func testUnknownTypeNameIsAnError() throws {
        try assertDiagnostics("""
            openapi: 3.0.3
            \(Self.info)
            paths: {}
            components:
              schemas:
                Pet:
                  type: strin
            """, ["spec.yml:7:13: error: unknown type 'strin': it must be one of array, boolean, integer, number, object, string (at #/components/schemas/Pet/type)"], exit: 1)
    }

    func testEnumNamesOfTheWrongTypeOrLengthAreIgnoredWithAWarning() throws {
        try assertDiagnostics("""
            openapi: 3.0.3
            \(Self.info)
            paths: {}
            components:
              schemas:
                Color:
                  type: string
                  enum: [red, green]
                  x-enum-names: Red
                Size:
                  type: string
                  enum: [s, m]
                  x-enum-names: [Small]
            """, [
                "spec.yml:9:21: warning: 'x-enum-names' is ignored: it must be a list of strings, found a string (at #/components/schemas/Color/x-enum-names)",
                "spec.yml:13:21: warning: 'x-enum-names' is ignored: it has 1 name for 2 enum values (at #/components/schemas/Size/x-enum-names)",
            ], exit: 0)
    }

    func testUnresolvableDiscriminatorMappingIsIgnoredWithAWarning() throws {
        try assertDiagnostics("""
            openapi: 3.0.3
            \(Self.info)
            paths: {}
            components:
              schemas:
                Pet:
                  oneOf:
                    - $ref: "#/components/schemas/Dog"
                  discriminator:
                    propertyName: kind
                    mapping:
                      dog: "#/components/schemas/Dog"
                      cat: "#/components/schemas/Cat"
                Dog:
                  type: object
            """, [
                "spec.yml:13:16: warning: discriminator mapping 'cat' is ignored: $ref '#/components/schemas/Cat' does not resolve: no key 'Cat' in '#/components/schemas' (at #/components/schemas/Pet/discriminator/mapping/cat)",
            ], exit: 0)
    }

    func testRangeResponsesAndTraceAreLeftOutWithWarnings() throws {
        try assertDiagnostics("""
            openapi: 3.0.3
            \(Self.info)
            paths:
              /health:
                get:
                  responses:
                    "200": {description: ok}
                    "2XX": {description: any success}
                trace:
                  responses:
                    "200": {description: echo}
            """, [
                "spec.yml:8:9: warning: response '2XX' is left out: SwagGen reads only numeric status codes and 'default' (at #/paths/~1health/get/responses/2XX)",
                "spec.yml:10:7: warning: operation TRACE /health is left out: SwagGen generates only GET, PUT, POST, DELETE, OPTIONS, HEAD and PATCH operations (at #/paths/~1health/trace)",
            ], exit: 0)
    }

    func testParameterWithoutNameIsLeftOutWithAWarning() throws {
        try assertDiagnostics("""
            openapi: 3.0.3
            \(Self.info)
            paths:
              /pets:
                get:
                  parameters:
                    - in: query
                      schema: {type: string}
                  responses:
                    "200": {description: ok}
            """, ["spec.yml:7:11: warning: parameter without 'name' is left out, as SwagGen does (at #/paths/~1pets/get/parameters/0)"], exit: 0)
    }

    /// One run reports every error it can find, in file order, not only the first.
    func testEveryErrorOfASpecIsReportedInOneRun() throws {
        try assertDiagnostics("""
            openapi: 3.0.3
            info: [a, b]
            paths:
              /pets:
                get: 42
                post:
                  operationId: {name: x}
                  responses:
                    "200": {description: ok}
              /owners:
                get:
                  responses:
                    "200": {description: ok}
            components:
              schemas:
                Pet: "string"
                Owner:
                  type: object
                  required: "name"
            """, [
                "spec.yml:2:7: error: 'info' must be a mapping, found a list (at #/info)",
                "spec.yml:5:10: error: operation 'get' of path '/pets' must be a mapping, found a number (at #/paths/~1pets/get)",
                "spec.yml:7:20: error: 'operationId' must be a string, found a mapping (at #/paths/~1pets/post/operationId)",
                "spec.yml:16:10: warning: 'components/schemas' entry 'Pet' is a string, not a mapping: it is left out (at #/components/schemas/Pet)",
                "spec.yml:19:17: error: 'required' must be a list, found a string (at #/components/schemas/Owner/required)",
            ], exit: 1)
    }

    /// Past 50 errors the rest are counted, not printed.
    func testErrorsPastTheCapAreCounted() throws {
        var spec = "openapi: 3.0.3\n\(Self.info)\npaths:\n"
        for index in 1...60 { spec += "  /p\(index):\n    get: \(index)\n" }
        let (result, wrote) = try readme(spec)
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertFalse(wrote)
        XCTAssertEqual(result.stderrLines.count, 51)
        XCTAssertEqual(result.stderrLines.first, "spec.yml:5:10: error: operation 'get' of path '/p1' must be a mapping, found a number (at #/paths/~1p1/get)")
        XCTAssertEqual(result.stderrLines.last, "error: 10 more errors not shown (limit 50)")
    }
}
