import APIDocsLoader
import APIDocsSpec
import XCTest

/// OpenAPI 3.1: type lists and nullability through `null`, `const` and `examples`, boolean
/// schemas, `info.summary`, and webhooks (not operations of the client).
final class OpenAPI31ReaderTests: XCTestCase {
    static let spec = """
        openapi: 3.1.0
        info: {title: Weather, summary: Forecasts, version: "2"}
        paths:
          /forecast:
            get:
              operationId: getForecast
              responses:
                "200":
                  description: ok
                  content:
                    application/json: {schema: {$ref: '#/components/schemas/Forecast'}}
        webhooks:
          alert:
            post:
              operationId: receiveAlert
              requestBody:
                content:
                  application/json: {schema: {$ref: '#/components/schemas/Alert'}}
              responses:
                "204": {description: received}
        components:
          schemas:
            Forecast:
              type: object
              properties:
                summary: {type: [string, "null"]}
                kind: {type: [string, "null"], enum: [rain, snow, null]}
                count: {type: [integer]}
                mixed: {type: [string, number]}
                mixedList: {type: [array, "null"], items: {type: number}}
                nothing: {type: "null"}
                shape: {type: string, const: Point}
                coords: {type: array, items: {type: number}, examples: [[8.5, 53.5], [0, 0]]}
                anything: true
            Alert:
              type: object
              properties:
                level: {type: integer}
        """

    func testVersionAndInfoSummary() throws {
        let (spec, diagnostics) = try SpecSnippet.read(Self.spec)
        XCTAssertEqual(diagnostics.printedLines, [])
        XCTAssertEqual(spec.version, .openAPI31)
        XCTAssertEqual(spec.info.summary, "Forecasts")
    }

    func testTypeListsReadAsTheir30Spelling() throws {
        let forecast = try SpecSnippet.read(Self.spec).spec.component(named: "Forecast")
        func described(_ name: String) -> String {
            let schema = SpecSnippet.property(name, of: forecast)
            return SpecSnippet.kind(schema) + (schema?.nullable == true ? "?" : "")
        }
        // [T, "null"] is T, nullable; [T] is T; several types have no 3.0 spelling (any, or
        // classified by items/properties); a lone "null" is nullable without a type.
        XCTAssertEqual(described("summary"), "string?")
        XCTAssertEqual(described("count"), "integer")
        XCTAssertEqual(described("mixed"), "any")
        XCTAssertEqual(described("mixedList"), "array of number?")
        XCTAssertEqual(described("nothing"), "any?")
    }

    func testNullInAnEnumMakesItNullableNotACase() throws {
        let forecast = try SpecSnippet.read(Self.spec).spec.component(named: "Forecast")
        let kind = SpecSnippet.property("kind", of: forecast)
        XCTAssertEqual(kind?.enumValues?.map(\.text), ["rain", "snow"])
        XCTAssertEqual(kind?.nullable, true)
    }

    func testConstIsNoEnumAndExamplesGiveTheFirstExample() throws {
        let forecast = try SpecSnippet.read(Self.spec).spec.component(named: "Forecast")
        // `const` is a keyword SwagGen does not read: the property stays a plain string.
        let shape = SpecSnippet.property("shape", of: forecast)
        XCTAssertEqual(SpecSnippet.kind(shape), "string")
        XCTAssertNil(shape?.enumValues)
        // `examples` (a list in 3.1) stands in for `example` with its first member.
        let coords = SpecSnippet.property("coords", of: forecast)
        XCTAssertEqual(coords?.example?.sequence?.compactMap(\.text), ["8.5", "53.5"])
    }

    func testABooleanSchemaIsAny() throws {
        let forecast = try SpecSnippet.read(Self.spec).spec.component(named: "Forecast")
        XCTAssertEqual(SpecSnippet.kind(SpecSnippet.property("anything", of: forecast)), "any")
    }

    func testWebhooksAreNoOperationsButTheirSchemasAreComponents() throws {
        let (spec, _) = try SpecSnippet.read(Self.spec)
        XCTAssertEqual(spec.operations.map { $0.operationId ?? "-" }, ["getForecast"])
        XCTAssertTrue(spec.ungeneratedOperations.isEmpty)
        XCTAssertEqual(spec.schemas.map(\.name), ["Forecast", "Alert"])
    }

    func testAnUnknownTypeNameInAListIsAnError() throws {
        let (_, diagnostics) = try SpecSnippet.read("""
            openapi: 3.1.0
            info: {title: T, version: "1"}
            paths: {}
            components:
              schemas:
                Name: {type: [string, text]}
            """)
        XCTAssertEqual(diagnostics.printedLines.filter { $0.contains(": error: ") }.map { String($0.prefix(while: { $0 != " " })) },
                       ["spec.yml:6:27:"], "\(diagnostics.printedLines)")
        XCTAssertTrue(diagnostics.printedLines.contains { $0.contains("unknown type 'text'") }, "\(diagnostics.printedLines)")
    }
}
