import APIDocsSymbols
import APIDocsTestSupport
import APIDocsLoader
import APIDocsSpec
import Foundation
import APIDocsSOG
import XCTest

/// The documents SOG refuses although SwagGen accepted them: located errors in this flavour.
final class SOGRefusalTests: XCTestCase {
    func testDeprecatedGivenAsTextIsRefusedAtTheValue() throws {
        let run = try SOGRun("""
        openapi: 3.0.0
        info: {title: T, version: "1"}
        paths: {}
        components:
          schemas:
            Page:
              type: object
              properties:
                isSystemPage:
                  type: boolean
                  deprecated: "Replaced with isStatic"
        """)
        XCTAssertNil(run.graph)
        XCTAssertEqual(run.errors.count, 1)
        let error = try XCTUnwrap(run.errors.first)
        XCTAssertEqual(SOGRun.place(error), "11:23")
        XCTAssertEqual(error.location?.file, SOGRun.file)
        XCTAssertTrue(error.message.contains("`deprecated` must be a boolean"), error.message)
        XCTAssertEqual(error.pointer, "#/components/schemas/Page/properties/isSystemPage/deprecated")
    }

    func testUndeclaredPathParameterIsRefusedAtTheOperation() throws {
        let run = try SOGRun("""
        openapi: 3.0.0
        info: {title: T, version: "1"}
        paths:
          /lines/{ids}/status/{StartDate}:
            get:
              operationId: getStatus
              parameters:
                - {name: ids, in: path, required: true, schema: {type: string}}
                - {name: startDate, in: query, schema: {type: string}}
              responses:
                "200": {description: OK}
        """)
        XCTAssertNil(run.graph)
        XCTAssertEqual(run.errors.map(SOGRun.place), ["6:7"])
        XCTAssertTrue(run.errors[0].message.contains("parameter 'StartDate' is used in the path '/lines/{ids}/status/{StartDate}'"), run.errors[0].message)
    }

    func testItemsGivenAsAListIsRefusedAtTheList() throws {
        let run = try SOGRun("""
        openapi: 3.0.0
        info: {title: T, version: "1"}
        paths: {}
        components:
          schemas:
            Zoo:
              type: object
              properties:
                animals:
                  type: array
                  items:
                    - $ref: "#/components/schemas/Animal"
            Animal: {type: object}
        """)
        XCTAssertNil(run.graph)
        XCTAssertEqual(run.errors.map(SOGRun.place), ["12:13"])
        XCTAssertTrue(run.errors[0].message.contains("`items` must be a schema"), run.errors[0].message)
    }

    func testResponseWithoutDescriptionIsRefusedAtTheResponse() throws {
        let run = try SOGRun("""
        openapi: 3.0.0
        info: {title: T, version: "1"}
        paths:
          /string:
            get:
              responses:
                "200":
                  content:
                    text/plain:
                      schema: {type: string}
        """)
        XCTAssertNil(run.graph)
        XCTAssertEqual(run.errors.map(SOGRun.place), ["8:11"])
        XCTAssertTrue(run.errors[0].message.contains("response '200' has no `description`"), run.errors[0].message)
    }

    func testComponentKeyOutsideThePatternIsRefusedAtTheKey() throws {
        let run = try SOGRun("""
        openapi: 3.0.0
        info: {title: T, version: "1"}
        paths: {}
        components:
          schemas:
            $special[model.name]:
              type: object
        """)
        XCTAssertNil(run.graph)
        XCTAssertEqual(run.errors.map(SOGRun.place), ["6:5"])
    }

    func testParameterKeyThatIsNoFieldIsRefusedAtTheKey() throws {
        let run = try SOGRun("""
        openapi: 3.0.0
        info: {title: T, version: "1"}
        paths: {}
        components:
          parameters:
            ItemType:
              name: item_type
              in: query
              enumEmoji: {movie: "🎬"}
              schema: {type: string}
        """)
        XCTAssertNil(run.graph)
        XCTAssertEqual(run.errors.map(SOGRun.place), ["9:7"])
        XCTAssertTrue(run.errors[0].message.contains("'enumEmoji' is not a field of a Parameter Object"), run.errors[0].message)
    }

    func testMissingFieldsAndForeignReferencesAreRefused() throws {
        let run = try SOGRun("""
        openapi: 3.0.0
        info: {title: T, version: "1"}
        servers:
          - url: https://{region}.example.com
            variables:
              region: {enum: [eu, us]}
        paths:
          /pets:
            get:
              parameters:
                - {name: limit, schema: {type: integer}}
                - {name: q, in: query}
              responses:
                "200":
                  description: OK
                  content:
                    application/json:
                      schema: {$ref: "#/paths/~1pets/get/responses/200/x-shape"}
                  x-shape: {type: object}
        """)
        XCTAssertNil(run.graph)
        XCTAssertEqual(run.errors.map(SOGRun.place), ["6:15", "11:11", "12:11", "18:30"])
        XCTAssertTrue(run.errors[0].message.contains("server variable 'region' has no `default`"), run.errors[0].message)
        XCTAssertTrue(run.errors[1].message.contains("a parameter without `in`"), run.errors[1].message)
        XCTAssertTrue(run.errors[2].message.contains("parameter 'q' has neither `schema` nor `content`"), run.errors[2].message)
        XCTAssertTrue(run.errors[3].message.contains("does not name an entry of #/components/schemas"), run.errors[3].message)
    }

    /// SOG reads an unquoted number (or `true`, or `null`) of a string enum as its text; only
    /// a null of a nullable enum is its null case. (An earlier belief that SOG refuses the
    /// number was wrong: SOG 1.14.3 generates `_2`.)
    func testUnquotedNumberInAStringEnumIsItsText() throws {
        let run = try SOGRun("""
        openapi: 3.0.0
        info: {title: T, version: "1"}
        paths: {}
        components:
          schemas:
            Level: {type: string, enum: [low, 2]}
            Maybe: {type: string, nullable: true, enum: [low, null]}
        """)
        XCTAssertEqual(run.errors.count, 0, "\(run.errors.map(\.message))")
        XCTAssertTrue(run.paths.isSuperset(of: ["Components.Schemas.Level._2", "Components.Schemas.Maybe._empty"]), "\(run.paths.sorted())")
    }

    func testSwagger2IsRefused() throws {
        let run = try SOGRun("""
        swagger: "2.0"
        info: {title: T, version: "1"}
        paths: {}
        """)
        XCTAssertNil(run.graph)
        XCTAssertEqual(run.errors.count, 1)
        XCTAssertTrue(run.errors[0].message.contains("no key named openapi"), run.errors[0].message)
    }

    /// The unpatched SwagGen fixtures SOG refuses (corpus README, "Refusals"): each is refused
    /// here for the construct SOG names.
    func testUnpatchedFixturesAreRefusedForSOGsReasons() throws {
        let expectations: [(name: String, fragments: [String])] = [
            ("PetstoreTest", ["component key '$special[model.name]'"]),
            ("Rocket", ["`deprecated` must be a boolean", "'enumEmoji' is not a field of a Parameter Object"]),
            ("TFL", ["parameter 'StartDate' is used in the path '/Line/{ids}/Status/{StartDate}/to/{EndDate}'"]),
            ("TestSpec", ["`items` must be a schema", "response '200' has no `description`", "parameter 'petID' is used in the path '/multiple-path-params{petID}'"]),
        ]
        let swaggen = try SharedCorpus.path("conformance/swaggen")
        for expectation in expectations {
            let folder = swaggen + "/" + expectation.name
            let file = ["spec.yml", "spec.json"].map { folder + "/" + $0 }.first { FileManager.default.fileExists(atPath: $0) }
            let documents = try SpecDocumentSet.load(path: try XCTUnwrap(file, expectation.name))
            let collector = DiagnosticCollector(errorLimit: 1000)
            let spec = try SpecReader.read(documents, detail: .allComponents, diagnostics: collector)
            XCTAssertNil(SOGTranslator.symbolGraph(spec: spec, config: SOGConfig(), diagnostics: collector), expectation.name)
            let messages = collector.diagnostics.filter { $0.severity == .error }
            for fragment in expectation.fragments {
                XCTAssertTrue(messages.contains { $0.message.contains(fragment) && $0.location != nil }, "\(expectation.name): no located error containing \(fragment); got \(messages.map(\.description))")
            }
        }
    }
}
