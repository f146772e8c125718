import APIDocsDiff
import APIDocsKit
import APIDocsLoader
import APIDocsTestSupport
import Foundation
import XCTest

/// `apidocs diff` on pairs of specs that differ by one mutation each, in both client flavours:
/// the exact changes and verdicts (`breaking|change|aspect|symbol`).
final class MutationPairTests: XCTestCase {
    static let base = """
    openapi: 3.0.3
    info: {title: Pets, version: "1"}
    paths:
      /pets:
        get:
          operationId: listPets
          tags: [pets]
          parameters:
            - {name: limit, in: query, schema: {type: integer}}
          responses:
            "200":
              description: A page of pets.
              content:
                application/json:
                  schema: {type: array, items: {$ref: "#/components/schemas/Pet"}}
      /pets/{id}:
        get:
          operationId: getPet
          tags: [pets]
          description: One pet.
          parameters:
            - {name: id, in: path, required: true, schema: {type: integer}}
          responses:
            "200":
              description: The pet.
              content:
                application/json:
                  schema: {$ref: "#/components/schemas/Pet"}
    components:
      schemas:
        Pet:
          type: object
          description: A pet.
          required: [id, name]
          properties:
            id: {type: integer}
            name: {type: string}
            tag: {type: string}
            status: {type: string, enum: [available, sold]}
    """

    /// `base` with one text replaced (which must be there).
    static func mutated(_ old: String, _ new: String) -> String {
        precondition(base.contains(old), "mutation target not in the base spec: \(old)")
        return base.replacingOccurrences(of: old, with: new)
    }

    /// The report lines of `base` → `spec` in `client`.
    func changes(to spec: String, client: String) throws -> [String] {
        try changes(from: Self.base, to: spec, client: client)
    }

    /// The report lines of `old` → `new` in `client`.
    func changes(from old: String, to spec: String, client: String) throws -> [String] {
        try Self.changes(from: old, to: spec, client: client)
    }

    /// The report lines (`breaking|change|aspect|symbol`) of `old` → `new` in `client`.
    static func changes(from old: String, to spec: String, client: String) throws -> [String] {
        try report(from: old, to: spec, client: client).map { "\($0.breaking ? "breaking" : "ok")|\($0.change.rawValue)|\($0.aspect.rawValue)|\($0.displayedSymbol)" }
    }

    /// The changes of `old` → `new` in `client`, as `apidocs diff` reports them.
    static func report(from old: String, to spec: String, client: String) throws -> [ClientChange] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apidocs-diff-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try old.write(toFile: folder + "/old.yml", atomically: true, encoding: .utf8)
        try spec.write(toFile: folder + "/new.yml", atomically: true, encoding: .utf8)
        var planner = try JobPlanner.make(optionsFile: nil, options: [], template: nil)
        try planner.setFlavour(client: client, generatorConfig: nil)
        let diagnostics = DiagnosticCollector()
        let report = try SpecDiff.report(
            old: SpecDiff.side(folder + "/old.yml"), new: SpecDiff.side(folder + "/new.yml"), planner: planner, diagnostics: diagnostics
        )
        XCTAssertFalse(diagnostics.hasErrors, "\(diagnostics.diagnostics)")
        return report.changes
    }

    func testPropertyRemoved() throws {
        let spec = Self.mutated("        tag: {type: string}\n", "")
        XCTAssertEqual(try changes(to: spec, client: "swaggen"), [
            "breaking|removed|declaration|Pet.tag",
        ])
        XCTAssertEqual(try changes(to: spec, client: "swift-openapi-generator"), [
            "breaking|changed|signature|Components.Schemas.Pet.init(id:name:status:)",
            "breaking|removed|declaration|Components.Schemas.Pet.tag",
        ])
    }

    func testPropertyAddedOptional() throws {
        let spec = Self.mutated("        tag: {type: string}\n", "        tag: {type: string}\n        age: {type: integer}\n")
        XCTAssertEqual(try changes(to: spec, client: "swaggen"), [
            "ok|added|declaration|Pet.age",
        ])
        XCTAssertEqual(try changes(to: spec, client: "swift-openapi-generator"), [
            "ok|added|declaration|Components.Schemas.Pet.age",
            "ok|changed|signature|Components.Schemas.Pet.init(id:name:tag:age:status:)",
        ])
    }

    func testPropertyAddedRequired() throws {
        let spec = Self.mutated("      required: [id, name]\n      properties:\n", "      required: [id, name, owner]\n      properties:\n        owner: {type: string}\n")
        XCTAssertEqual(try changes(to: spec, client: "swaggen"), [
            "breaking|added|declaration|Pet.owner",
        ])
        XCTAssertEqual(try changes(to: spec, client: "swift-openapi-generator"), [
            "breaking|changed|signature|Components.Schemas.Pet.init(owner:id:name:tag:status:)",
            "breaking|added|declaration|Components.Schemas.Pet.owner",
        ])
    }

    func testRequiredToOptional() throws {
        let spec = Self.mutated("required: [id, name]", "required: [id]")
        XCTAssertEqual(try changes(to: spec, client: "swaggen"), [
            "breaking|changed|type|Pet.name",
        ])
        XCTAssertEqual(try changes(to: spec, client: "swift-openapi-generator"), [
            "ok|changed|signature|Components.Schemas.Pet.init(id:name:tag:status:)",
            "breaking|changed|type|Components.Schemas.Pet.name",
        ])
    }

    func testOptionalToRequired() throws {
        let spec = Self.mutated("required: [id, name]", "required: [id, name, tag]")
        XCTAssertEqual(try changes(to: spec, client: "swaggen"), [
            "breaking|changed|type|Pet.tag",
        ])
        XCTAssertEqual(try changes(to: spec, client: "swift-openapi-generator"), [
            "breaking|changed|signature|Components.Schemas.Pet.init(id:name:tag:status:)",
            "breaking|changed|type|Components.Schemas.Pet.tag",
        ])
    }

    func testTypeChanged() throws {
        let spec = Self.mutated("        id: {type: integer}\n", "        id: {type: string}\n")
        XCTAssertEqual(try changes(to: spec, client: "swaggen"), [
            "breaking|changed|type|Pet.id",
        ])
        XCTAssertEqual(try changes(to: spec, client: "swift-openapi-generator"), [
            "breaking|changed|type|Components.Schemas.Pet.id",
            "breaking|changed|signature|Components.Schemas.Pet.init(id:name:tag:status:)",
        ])
    }

    func testEnumCaseAdded() throws {
        let spec = Self.mutated("enum: [available, sold]", "enum: [available, sold, pending]")
        XCTAssertEqual(try changes(to: spec, client: "swaggen"), [
            "breaking|added|declaration|Pet.Status.pending",
        ])
        XCTAssertEqual(try changes(to: spec, client: "swift-openapi-generator"), [
            "breaking|added|declaration|Components.Schemas.Pet.statusPayload.pending",
        ])
    }

    func testEnumCaseRemoved() throws {
        let spec = Self.mutated("enum: [available, sold]", "enum: [available]")
        XCTAssertEqual(try changes(to: spec, client: "swaggen"), [
            "breaking|removed|declaration|Pet.Status.sold",
        ])
        XCTAssertEqual(try changes(to: spec, client: "swift-openapi-generator"), [
            "breaking|removed|declaration|Components.Schemas.Pet.statusPayload.sold",
        ])
    }

    func testOperationAdded() throws {
        let spec = Self.mutated("  /pets/{id}:\n    get:\n", "  /pets/{id}:\n    delete:\n      operationId: deletePet\n      tags: [pets]\n      parameters:\n        - {name: id, in: path, required: true, schema: {type: integer}}\n      responses:\n        \"204\": {description: Gone.}\n    get:\n")
        XCTAssertEqual(try changes(to: spec, client: "swaggen"), [
            "ok|added|declaration|API.Pets.DeletePet",
        ])
        XCTAssertEqual(try changes(to: spec, client: "swift-openapi-generator"), [
            "breaking|added|declaration|APIProtocol.deletePet(_:)",
            "ok|added|declaration|APIProtocol.deletePet(path:)",
            "ok|added|declaration|Client.deletePet(_:)",
            "ok|added|declaration|Operations.deletePet",
        ])
    }

    func testOperationRenamed() throws {
        let spec = Self.mutated("operationId: getPet", "operationId: fetchPet")
        XCTAssertEqual(try changes(to: spec, client: "swaggen"), [
            "ok|added|declaration|API.Pets.FetchPet",
            "breaking|removed|declaration|API.Pets.GetPet",
        ])
        XCTAssertEqual(try changes(to: spec, client: "swift-openapi-generator"), [
            "breaking|added|declaration|APIProtocol.fetchPet(_:)",
            "ok|added|declaration|APIProtocol.fetchPet(path:headers:)",
            "breaking|removed|declaration|APIProtocol.getPet(_:)",
            "breaking|removed|declaration|APIProtocol.getPet(path:headers:)",
            "ok|added|declaration|Client.fetchPet(_:)",
            "breaking|removed|declaration|Client.getPet(_:)",
            "ok|added|declaration|Operations.fetchPet",
            "breaking|removed|declaration|Operations.getPet",
        ])
    }

    func testParameterAddedOptional() throws {
        let spec = Self.mutated("        - {name: limit, in: query, schema: {type: integer}}\n", "        - {name: limit, in: query, schema: {type: integer}}\n        - {name: offset, in: query, schema: {type: integer}}\n")
        XCTAssertEqual(try changes(to: spec, client: "swaggen"), [
            "ok|changed|signature|API.Pets.ListPets.Request.Options.init(limit:offset:)",
            "ok|changed|signature|API.Pets.ListPets.Request.init(limit:offset:)",
            "ok|added|declaration|API.Pets.ListPets.Request.Options.offset",
        ])
        XCTAssertEqual(try changes(to: spec, client: "swift-openapi-generator"), [
            "ok|changed|signature|Operations.listPets.Input.Query.init(limit:offset:)",
            "ok|added|declaration|Operations.listPets.Input.Query.offset",
        ])
    }

    func testParameterAddedRequired() throws {
        let spec = Self.mutated("        - {name: limit, in: query, schema: {type: integer}}\n", "        - {name: limit, in: query, schema: {type: integer}}\n        - {name: sort, in: query, required: true, schema: {type: string}}\n")
        XCTAssertEqual(try changes(to: spec, client: "swaggen"), [
            "breaking|changed|signature|API.Pets.ListPets.Request.Options.init(limit:sort:)",
            "breaking|changed|signature|API.Pets.ListPets.Request.init(limit:sort:)",
            "breaking|added|declaration|API.Pets.ListPets.Request.Options.sort",
        ])
        XCTAssertEqual(try changes(to: spec, client: "swift-openapi-generator"), [
            "breaking|changed|signature|APIProtocol.listPets(query:headers:)",
            "breaking|changed|signature|Operations.listPets.Input.Query.init(limit:sort:)",
            "breaking|added|declaration|Operations.listPets.Input.Query.sort",
            "breaking|changed|signature|Operations.listPets.Input.init(query:headers:)",
            "breaking|changed|default-value|Operations.listPets.Input.query",
        ])
    }

    func testResponseStatusAdded() throws {
        let spec = Self.mutated("      responses:\n        \"200\":\n          description: The pet.\n", "      responses:\n        \"404\": {description: No such pet.}\n        \"200\":\n          description: The pet.\n")
        XCTAssertEqual(try changes(to: spec, client: "swaggen"), [
            "ok|changed|wire|API.Pets.GetPet",
            "breaking|added|declaration|API.Pets.GetPet.Response.status404",
        ])
        XCTAssertEqual(try changes(to: spec, client: "swift-openapi-generator"), [
            "ok|changed|wire|Operations.getPet",
            "ok|added|declaration|Operations.getPet.Output.NotFound",
            "ok|added|declaration|Operations.getPet.Output.notFound",
            "ok|added|declaration|Operations.getPet.Output.notFound",
            "breaking|added|declaration|Operations.getPet.Output.notFound(_:)",
        ])
    }

    func testMediaTypeChanged() throws {
        let spec = Self.mutated("          description: The pet.\n          content:\n            application/json:", "          description: The pet.\n          content:\n            application/vnd.pets+json:")
        XCTAssertEqual(try changes(to: spec, client: "swaggen"), [
            "ok|changed|wire|API.Pets.GetPet",
        ])
        XCTAssertEqual(try changes(to: spec, client: "swift-openapi-generator"), [
            "ok|changed|wire|Operations.getPet",
            "breaking|added|declaration|Operations.getPet.AcceptableContentType.application_vnd_period_pets_plus_json",
            "breaking|removed|declaration|Operations.getPet.AcceptableContentType.json",
            "ok|added|declaration|Operations.getPet.Output.Ok.Body.application_vnd_period_pets_plus_json",
            "breaking|added|declaration|Operations.getPet.Output.Ok.Body.application_vnd_period_pets_plus_json(_:)",
            "breaking|removed|declaration|Operations.getPet.Output.Ok.Body.json",
            "breaking|removed|declaration|Operations.getPet.Output.Ok.Body.json(_:)",
        ])
    }

    func testDescriptionOnly() throws {
        let spec = Self.mutated("description: One pet.", "description: One pet, by id.")
        XCTAssertEqual(try changes(to: spec, client: "swaggen"), [
            "ok|changed|documentation|API.Pets.GetPet",
        ])
        XCTAssertEqual(try changes(to: spec, client: "swift-openapi-generator"), [
            "ok|changed|documentation|Operations.getPet",
        ])
    }

    /// A request body's own description (not its schema's) is documentation, in both flavours.
    func testRequestBodyDescriptionOnly() throws {
        let withBody = Self.mutated("  /pets/{id}:\n", """
              /owners:
                post:
                  operationId: addOwner
                  requestBody:
                    description: BODY_TEXT
                    content:
                      application/json:
                        schema: {type: object, properties: {name: {type: string}}}
                  responses:
                    "204": {description: Added.}
              /pets/{id}:

            """)
        let old = withBody.replacingOccurrences(of: "BODY_TEXT", with: "The owner.")
        let new = withBody.replacingOccurrences(of: "BODY_TEXT", with: "The owner to add.")
        XCTAssertEqual(try changes(from: old, to: new, client: "swaggen"), [
            "ok|changed|documentation|API.AddOwner.Request.body",
        ])
        XCTAssertEqual(try changes(from: old, to: new, client: "swift-openapi-generator"), [
            "ok|changed|documentation|Operations.addOwner.Input.Body",
        ])
    }

    func testDeprecation() throws {
        let spec = Self.mutated("      operationId: getPet\n", "      operationId: getPet\n      deprecated: true\n")
        XCTAssertEqual(try changes(to: spec, client: "swaggen"), [
            "ok|changed|deprecation|API.Pets.GetPet",
        ])
        XCTAssertEqual(try changes(to: spec, client: "swift-openapi-generator"), [
            "ok|changed|deprecation|Operations.getPet",
        ])
    }

    func testOperationRemoved() throws {
        let start = Self.base.range(of: "  /pets/{id}:\n")!.lowerBound, end = Self.base.range(of: "components:\n")!.lowerBound
        let spec = Self.base.replacingCharacters(in: start..<end, with: "")
        XCTAssertEqual(try changes(to: spec, client: "swaggen"), [
            "breaking|removed|declaration|API.Pets.GetPet",
        ])
        XCTAssertEqual(try changes(to: spec, client: "swift-openapi-generator"), [
            "breaking|removed|declaration|APIProtocol.getPet(_:)",
            "breaking|removed|declaration|APIProtocol.getPet(path:headers:)",
            "breaking|removed|declaration|Client.getPet(_:)",
            "breaking|removed|declaration|Operations.getPet",
        ])
    }

    func testIdenticalSpecsGiveNoChange() throws {
        for client in ["swaggen", "swift-openapi-generator"] {
            XCTAssertEqual(try changes(to: Self.base, client: client), [])
        }
    }

    /// `REV:PATH` reads the spec, and every file its `$ref`s reach, at the revision: a
    /// repository whose referenced schema file changed in the working tree only.
    func testRevisionSideReadsEveryFileAtTheRevision() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apidocs-diff-git-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/api", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let spec = Self.base.replacingOccurrences(
            of: "    Pet:\n", with: "    Pet:\n      $ref: 'pet.yml'\n    PetInline:\n"
        )
        try spec.write(toFile: folder + "/api/spec.yml", atomically: true, encoding: .utf8)
        try "type: object\nproperties:\n  id: {type: integer}\n".write(toFile: folder + "/api/pet.yml", atomically: true, encoding: .utf8)
        for arguments in [["init", "-q"], ["add", "."], ["-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-qm", "v1"]] {
            XCTAssertEqual(try Self.run(["git", "-C", folder] + arguments), 0)
        }
        try "type: object\nproperties:\n  id: {type: string}\n".write(toFile: folder + "/api/pet.yml", atomically: true, encoding: .utf8)

        let previous = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(folder)
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        var planner = try JobPlanner.make(optionsFile: nil, options: [], template: nil)
        try planner.setFlavour(client: nil, generatorConfig: nil)
        let diagnostics = DiagnosticCollector()
        let report = try SpecDiff.report(old: SpecDiff.side("HEAD:api"), new: SpecDiff.side("api"), planner: planner, diagnostics: diagnostics)
        XCTAssertFalse(diagnostics.hasErrors, "\(diagnostics.diagnostics)")
        XCTAssertEqual(report.changes.map { "\($0.change.rawValue)|\($0.aspect.rawValue)|\($0.symbol)|\($0.old ?? "")|\($0.new ?? "")" }, [
            "changed|type|Pet.id|Int?|String?",
        ])
        XCTAssertThrowsError(try SpecDiff.side("no-such-revision:api"))
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        try ChildProcess.run("/usr/bin/env", arguments).status
    }

    /// A schema that starts or stops rejecting unknown keys makes SOG write `init(from:)` or
    /// leave it to the compiler: `symbols.json` gains or loses it, so the report lists it, and
    /// every `Codable` type has one either way, so it breaks nothing. SwagGen declares no
    /// `init(from:)` in the client model: no change.
    func testHandWrittenCodableMembersComingAndGoingIsNotBreaking() throws {
        let strict = Self.mutated("      required: [id, name]\n", "      additionalProperties: false\n      required: [id, name]\n")
        XCTAssertEqual(try changes(to: strict, client: "swaggen"), [])
        XCTAssertEqual(try changes(from: strict, to: Self.base, client: "swaggen"), [])
        XCTAssertEqual(try changes(to: strict, client: "swift-openapi-generator"), [
            "ok|added|declaration|Components.Schemas.Pet.init(from:)",
        ])
        XCTAssertEqual(try changes(from: strict, to: Self.base, client: "swift-openapi-generator"), [
            "ok|removed|declaration|Components.Schemas.Pet.init(from:)",
        ])
    }

    /// A JSON key that keeps its Swift name (SwagGen lower-camel-cases it) is a wire change;
    /// swift-openapi-generator's defensive names keep the case, so there it is a rename.
    func testJSONKeyChangedUnderTheSameSwiftName() throws {
        let spec = Self.mutated("        tag: {type: string}\n", "        Tag: {type: string}\n")
        XCTAssertEqual(try changes(to: spec, client: "swaggen"), [
            "ok|changed|wire|Pet.tag",
        ])
        XCTAssertEqual(try changes(to: spec, client: "swift-openapi-generator"), [
            "ok|added|declaration|Components.Schemas.Pet.Tag",
            "breaking|changed|signature|Components.Schemas.Pet.init(id:name:Tag:status:)",
            "breaking|removed|declaration|Components.Schemas.Pet.tag",
        ])
    }
}
