import APIDocsSymbols
import APIDocsKit
import APIDocsLoader
import APIDocsSOG
import XCTest

/// `openapi-generator-config.yaml`: reading it (with located errors) and the keys that change
/// the generated surface.
final class SOGConfigTests: XCTestCase {
    static let petstore = """
    openapi: 3.0.0
    info: {title: T, version: "1"}
    paths:
      /pets:
        get:
          operationId: listPets
          tags: [pets]
          responses:
            "200":
              description: OK
              content:
                application/json:
                  schema: {type: array, items: {$ref: "#/components/schemas/Pet"}}
      /stores:
        get:
          operationId: listStores
          tags: [stores]
          responses:
            "200":
              description: OK
              content:
                application/json:
                  schema: {$ref: "#/components/schemas/Store"}
    components:
      schemas:
        Pet:
          type: object
          properties:
            id: {$ref: "#/components/schemas/Identifier"}
        Identifier: {type: string, format: uuid}
        Store: {type: object, properties: {name: {type: string}}}
        Unused: {type: object, properties: {name: {type: string}}}
    """

    func testReadsEveryKeyThatChangesTheSurface() throws {
        let file = "/virtual/openapi-generator-config.yaml"
        let documents = try SpecDocumentSet.load(path: file, sources: [file: """
        generate: [types, client]
        namingStrategy: idiomatic
        accessModifier: public
        additionalImports: [Foundation]
        nameOverrides:
          Etc/GMT-1: etcGMTMinus1
        typeOverrides:
          schemas:
            Identifier: Foundation.UUID
        filter:
          operations: [listPets]
          tags: [stores]
        """])
        let collector = DiagnosticCollector()
        let config = SOGConfigReader.read(documents.root, diagnostics: collector)
        XCTAssertEqual(collector.diagnostics.count, 0, "\(collector.diagnostics)")
        XCTAssertEqual(config.namingStrategy, .idiomatic)
        XCTAssertEqual(config.accessModifier, .public)
        XCTAssertEqual(config.additionalImports, ["Foundation"])
        XCTAssertEqual(config.nameOverrides, ["Etc/GMT-1": "etcGMTMinus1"])
        XCTAssertEqual(config.typeOverrides, ["Identifier": "Foundation.UUID"])
        XCTAssertEqual(config.filter?.operations, ["listPets"])
        XCTAssertEqual(config.filter?.tags, ["stores"])
    }

    func testWrongValuesAreLocatedErrors() throws {
        let file = "/virtual/openapi-generator-config.yaml"
        let documents = try SpecDocumentSet.load(path: file, sources: [file: """
        namingStrategy: camel
        nameOverrides: [a, b]
        unknownKey: 1
        """])
        let collector = DiagnosticCollector()
        let config = SOGConfigReader.read(documents.root, diagnostics: collector)
        XCTAssertEqual(config.namingStrategy, .defensive, "the default stays")
        XCTAssertEqual(collector.diagnostics.map(SOGRun.place), ["1:17", "2:16", "3:1"])
        XCTAssertTrue(collector.diagnostics.allSatisfy { $0.severity == .error && $0.location?.file == file })
    }

    func testTypeOverrideReplacesTheSchemaWithATypealias() throws {
        var config = SOGConfig()
        config.typeOverrides = ["Pet": "Foundation.UUID"]
        let run = try SOGRun(Self.petstore, config: config)
        let symbols = try XCTUnwrap(run.graph).symbols
        let pet = try XCTUnwrap(symbols.first { $0.path == "Components.Schemas.Pet" })
        XCTAssertEqual(pet.kind, .typealias)
        XCTAssertEqual(pet.swiftType?.description, "Foundation.UUID")
        XCTAssertFalse(run.paths.contains("Components.Schemas.Pet.id"))
        XCTAssertTrue(run.paths.contains("Components.Schemas.Store.name"), "other schemas are untouched")
    }

    func testFilterKeepsTheSelectedOperationsAndWhatTheyNeed() throws {
        var config = SOGConfig()
        config.filter = SOGFilter(operations: ["listPets"])
        let run = try SOGRun(Self.petstore, config: config)
        let schemas = run.paths.filter { $0.hasPrefix("Components.Schemas.") && $0.split(separator: ".").count == 3 }
        XCTAssertEqual(schemas, ["Components.Schemas.Pet", "Components.Schemas.Identifier"])
        XCTAssertTrue(run.paths.contains("Client.listPets(_:)"))
        XCTAssertFalse(run.paths.contains("Client.listStores(_:)"))
    }

    func testFilterNamingAMissingOperationIsAnError() throws {
        var config = SOGConfig()
        config.filter = SOGFilter(operations: ["listCats"])
        let run = try SOGRun(Self.petstore, config: config)
        XCTAssertEqual(run.errors.count, 1)
        XCTAssertTrue(run.errors[0].message.contains("operation 'listCats'"), run.errors[0].message)
    }

    func testNameOverridesRenameOperations() throws {
        var config = SOGConfig()
        config.nameOverrides = ["listPets": "allPets"]
        let run = try SOGRun(Self.petstore, config: config)
        XCTAssertTrue(run.paths.isSuperset(of: ["Client.allPets(_:)", "Operations.allPets", "APIProtocol.allPets(headers:)"]))
    }
}
