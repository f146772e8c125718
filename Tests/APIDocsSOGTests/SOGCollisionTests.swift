import APIDocsSymbols
import APIDocsSOG
import XCTest

/// Names SOG would declare twice: warnings (errors for component schemas) naming the fix.
final class SOGCollisionTests: XCTestCase {
    static let timeZones = """
    openapi: 3.0.0
    info: {title: T, version: "1"}
    paths: {}
    components:
      schemas:
        TimeZone:
          type: string
          enum:
            - Etc/GMT+1
            - Etc/GMT-1
    """

    func testIdiomaticEnumCasesThatCollideAreAWarningNamingTheOverride() throws {
        let run = try SOGRun(strategy: .idiomatic, Self.timeZones)
        XCTAssertNotNil(run.graph, "a collision does not stop the symbol model")
        XCTAssertEqual(run.errors.count, 0)
        XCTAssertEqual(run.warnings.count, 1)
        let warning = try XCTUnwrap(run.warnings.first)
        XCTAssertEqual(SOGRun.place(warning), "10:11")
        XCTAssertTrue(warning.message.contains("'Etc/GMT+1' and 'Etc/GMT-1' both become 'Components.Schemas.TimeZone.etcGMT1'"), warning.message)
        XCTAssertTrue(warning.message.contains("nameOverrides: { \"Etc/GMT-1\": \"Etc_sol_GMT_hyphen_1\" }"), warning.message)
        XCTAssertEqual(warning.related.map(SOGRun.place), ["9:11"], "the note points at the first value")
    }

    func testDefensiveNamesKeepTheValuesApart() throws {
        let run = try SOGRun(strategy: .defensive, Self.timeZones)
        XCTAssertEqual(run.diagnostics.count, 0, "\(run.diagnostics)")
        XCTAssertTrue(run.paths.isSuperset(of: ["Components.Schemas.TimeZone.Etc_sol_GMT_plus_1", "Components.Schemas.TimeZone.Etc_sol_GMT_hyphen_1"]))
    }

    func testTheSuggestedOverrideRemovesTheCollision() throws {
        var config = SOGConfig()
        config.namingStrategy = .idiomatic
        config.nameOverrides = ["Etc/GMT-1": "etcGMTMinus1"]
        let run = try SOGRun(Self.timeZones, config: config)
        XCTAssertEqual(run.diagnostics.count, 0, "\(run.diagnostics)")
        XCTAssertTrue(run.paths.isSuperset(of: ["Components.Schemas.TimeZone.etcGMT1", "Components.Schemas.TimeZone.etcGMTMinus1"]))
    }

    func testPropertiesThatCollideAreAWarningAtTheSecondProperty() throws {
        let run = try SOGRun(strategy: .idiomatic, """
        openapi: 3.0.0
        info: {title: T, version: "1"}
        paths: {}
        components:
          schemas:
            Rate:
              type: object
              properties:
                a+1: {type: integer}
                a-1: {type: integer}
        """)
        XCTAssertEqual(run.warnings.map(SOGRun.place), ["10:14"])
        XCTAssertTrue(run.warnings[0].message.contains("'a+1' and 'a-1' both become 'Components.Schemas.Rate.a1'"), run.warnings[0].message)
    }

    func testComponentSchemasThatCollideAreAnErrorAsInSOG() throws {
        let run = try SOGRun(strategy: .idiomatic, """
        openapi: 3.0.0
        info: {title: T, version: "1"}
        paths: {}
        components:
          schemas:
            pet-name: {type: object, properties: {a: {type: string}}}
            pet_name: {type: object, properties: {b: {type: string}}}
        """)
        XCTAssertNil(run.graph, "SOG refuses two schemas with one name")
        XCTAssertEqual(run.errors.map(SOGRun.place), ["7:15"])
        XCTAssertTrue(run.errors[0].message.contains("'pet-name' and 'pet_name' both become 'Components.Schemas.PetName'"), run.errors[0].message)
        XCTAssertTrue(run.errors[0].message.contains("nameOverrides"), run.errors[0].message)
    }
}
