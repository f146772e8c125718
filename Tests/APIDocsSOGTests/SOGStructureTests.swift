import APIDocsSOG
import APIDocsSymbols
import XCTest

/// What later stages read from SOG's declarations without parsing Swift text: the scaffolding
/// roles, the parts of function-like names, and type expressions kept as structure.
final class SOGStructureTests: XCTestCase {
    private let spec = """
    openapi: 3.0.3
    info: {title: T, version: "1"}
    servers: [{url: "https://example.com"}]
    paths:
      /pets/{id}:
        get:
          operationId: getPet
          parameters:
            - {name: id, in: path, required: true, schema: {type: string}}
            - {name: tags, in: query, schema: {type: array, items: {type: string}}}
          responses:
            "200":
              description: A pet.
              content: {application/json: {schema: {$ref: "#/components/schemas/Pet"}}}
            "4XX": {description: Client error.}
    components:
      schemas:
        Pet:
          type: object
          required: [name]
          properties:
            name: {type: string}
            nicknames: {type: array, items: {type: string, nullable: true}}
            extra: {type: object, additionalProperties: {type: integer}}
        Choice:
          oneOf:
            - {$ref: "#/components/schemas/Pet"}
            - {type: string}
    """

    private func declaration(_ path: String, in graph: ClientDeclarationTree) -> ClientDeclaration? {
        var level = graph.declarations
        var found: ClientDeclaration?
        var rest = Substring(path)
        while !rest.isEmpty {
            // Names with labels contain no dots, so a dot always ends a component.
            let component = rest.prefix { $0 != "." }
            rest = rest.dropFirst(component.count).drop { $0 == "." }
            found = level.first { $0.name == component }
            level = found?.members ?? []
        }
        return found
    }

    func testScaffoldingHasRolesAndNamesHaveParts() throws {
        let run = try SOGRun(strategy: .idiomatic, spec)
        let graph = try XCTUnwrap(run.graph, "\(run.diagnostics)")
        XCTAssertEqual(graph.declarations.map(\.role), [.apiProtocol, .servers, .components, .operations, .client])
        XCTAssertEqual(declaration("Components.Schemas", in: graph)?.role, .schemas)
        XCTAssertEqual(declaration("Operations.GetPet.Input", in: graph)?.role, .input)
        XCTAssertEqual(declaration("Operations.GetPet.Output", in: graph)?.role, .output)

        let undocumented = try XCTUnwrap(declaration("Operations.GetPet.Output.undocumented(statusCode:_:)", in: graph))
        XCTAssertEqual(undocumented.role, .catchAllCase)
        XCTAssertEqual(undocumented.baseName, "undocumented")
        XCTAssertEqual(undocumented.argumentLabels, ["statusCode", "_"])
        let range = try XCTUnwrap(declaration("Operations.GetPet.Output.clientError(statusCode:_:)", in: graph))
        XCTAssertNil(range.role)
        XCTAssertEqual(range.argumentLabels, ["statusCode", "_"])
        let ok = try XCTUnwrap(declaration("Operations.GetPet.Output.ok(_:)", in: graph))
        XCTAssertEqual(ok.argumentLabels, ["_"])
        XCTAssertEqual(declaration("Operations.GetPet.Output", in: graph)?.argumentLabels, nil)
        let convenience = graph.declarations.first { $0.role == .apiProtocol }?.members.first { $0.baseName == "getPet" && $0.argumentLabels != ["_"] }
        XCTAssertEqual(convenience?.argumentLabels, ["path", "query", "headers"])
    }

    func testTypesAreStructuredNotText() throws {
        let run = try SOGRun(strategy: .idiomatic, spec)
        let graph = try XCTUnwrap(run.graph, "\(run.diagnostics)")
        let pet = "Components.Schemas.Pet"
        XCTAssertEqual(declaration(pet + ".name", in: graph)?.swiftType, .builtin("Swift.String"))
        XCTAssertEqual(declaration(pet + ".nicknames", in: graph)?.swiftType, .optional(.array(.optional(.builtin("Swift.String")))))
        XCTAssertEqual(declaration(pet + ".nicknames", in: graph)?.swiftType?.description, "[Swift.String?]?")
        let accept = try XCTUnwrap(declaration("Operations.GetPet.Input.Headers.accept", in: graph)?.swiftType)
        XCTAssertEqual(accept, .array(.generic("OpenAPIRuntime.AcceptHeaderContentType", .builtin("Operations.GetPet.AcceptableContentType"))))
        XCTAssertEqual(accept.names, ["OpenAPIRuntime.AcceptHeaderContentType", "Operations.GetPet.AcceptableContentType"])
        XCTAssertEqual(declaration("Operations.GetPet.AcceptableContentType.other(_:)", in: graph)?.role, .catchAllCase)
        XCTAssertEqual(declaration("Components.Schemas.Choice.Pet(_:)", in: graph)?.swiftType, .builtin(pet))
    }
}
