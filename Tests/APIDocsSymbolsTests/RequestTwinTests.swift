import APIDocsLoader
import APIDocsSpec
import APIDocsSymbols
import XCTest

/// `splitRequestSchemas`: the `<Type>Request` twin is a model of its own, down to the links of
/// the types nested in it.
final class RequestTwinTests: XCTestCase {
    static let spec = """
    openapi: 3.0.0
    info: {title: T, version: "1"}
    paths:
      /pets:
        post:
          operationId: addPet
          requestBody:
            content: {application/json: {schema: {$ref: '#/components/schemas/Pet'}}}
          responses:
            "200":
              description: the pet
              content: {application/json: {schema: {$ref: '#/components/schemas/Pet'}}}
    components:
      schemas:
        Pet:
          type: object
          properties:
            owner: {type: object, properties: {nick: {type: string}}}
            mood: {type: string, enum: [calm, wild]}
    """

    func testTheTwinsNestedTypesAreItsOwn() throws {
        let documents = try SpecDocumentSet.load(path: "spec.yml", sources: ["spec.yml": RequestTwinTests.spec])
        let layers = [try OptionsReader.read(arguments: ["splitRequestSchemas:true"])]
        let diagnostics = DiagnosticCollector()
        let graph = SymbolGraphBuilder.build(try SpecReader.read(documents, diagnostics: diagnostics), options: GeneratorOptions.merged(layers), diagnostics: diagnostics)
        XCTAssertEqual(diagnostics.printedLines, [])
        XCTAssertEqual(graph.models.map(\.swiftName), ["PetRequest", "Pet"])
        let twin = graph.models[0], original = graph.models[1]

        XCTAssertEqual(twin.swiftPath, "PetRequest")
        XCTAssertEqual(twin.properties.map(\.swiftPath), ["PetRequest.mood", "PetRequest.owner"])
        XCTAssertEqual(twin.properties.map { $0.type.targets.map(\.swiftPath) }, [["PetRequest.Mood"], ["PetRequest.Owner"]])
        XCTAssertEqual(twin.nestedTypes.map(\.swiftPath), ["PetRequest.Owner"])
        XCTAssertEqual(twin.nestedTypes.first?.properties.map(\.swiftPath), ["PetRequest.Owner.nick"])
        XCTAssertEqual(twin.enums.map(\.swiftPath), ["PetRequest.Mood"])

        XCTAssertEqual(original.properties.map { $0.type.targets.map(\.swiftPath) }, [["Pet.Mood"], ["Pet.Owner"]])
        XCTAssertEqual(Set(twin.properties.flatMap(\.type.targets).map(\.root)), [.component("Pet")])
    }
}
