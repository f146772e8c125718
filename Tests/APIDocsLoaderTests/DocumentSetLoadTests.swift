@testable import APIDocsLoader
import XCTest

final class DocumentSetLoadTests: XCTestCase {
    /// Writes a root spec with refs to sibling, child, parent-relative and JSON files.
    private func writeMultiFileSpec(in fixture: FixtureDirectory) throws {
        try fixture.write("Specs/Multi/openapi.yml", """
            openapi: 3.0.0
            paths:
              /pets:
                get:
                  responses:
                    '200':
                      $ref: 'responses.yml#/PetList'
            components:
              schemas:
                Pet:
                  $ref: './schemas/pet.yml#/Pet'
                Error:
                  $ref: '#/components/schemas/Problem'
                Problem: {type: object}

            """)
        try fixture.write("Specs/Multi/schemas/pet.yml", """
            Pet:
              type: object
              properties:
                owner:
                  $ref: '../openapi.yml#/components/schemas/Error'
                tag:
                  $ref: ../common/tag.json#/Tag

            """)
        try fixture.write("Specs/Multi/common/tag.json", #"{"Tag": {"type": "string"}}"#)
        try fixture.write("Specs/Multi/responses.yml", """
            PetList:
              description: ok
              content:
                application/json:
                  schema: {$ref: 'schemas/pet.yml#/Pet'}

            """)
    }

    func testLoadsEveryReferencedFileOnceWithRelativePaths() throws {
        let fixture = try FixtureDirectory()
        try writeMultiFileSpec(in: fixture)
        let set = try withWorkingDirectory(fixture.path) { try SpecDocumentSet.load(path: "./Specs/Multi/openapi.yml") }

        XCTAssertEqual(set.rootFile, "Specs/Multi/openapi.yml")
        XCTAssertEqual(set.loadOrder, [
            "Specs/Multi/openapi.yml",
            "Specs/Multi/responses.yml",
            "Specs/Multi/schemas/pet.yml",
            "Specs/Multi/common/tag.json",
        ])
        XCTAssertEqual(Set(set.files.keys), Set(set.loadOrder))
        XCTAssertTrue(set.root === set.files["Specs/Multi/openapi.yml"])
        let pet = try XCTUnwrap(set.files["Specs/Multi/schemas/pet.yml"])
        XCTAssertEqual(pet.at("Pet", "properties")?.location.description, "Specs/Multi/schemas/pet.yml:4:5")
        XCTAssertTrue(set.document("Specs/Multi/schemas/../schemas/pet.yml") === pet)
    }

    func testAbsoluteRootPathGivesAbsoluteFileNames() throws {
        let fixture = try FixtureDirectory()
        try writeMultiFileSpec(in: fixture)
        let set = try SpecDocumentSet.load(path: fixture.path + "/Specs/Multi/openapi.yml")
        XCTAssertEqual(set.loadOrder.last, fixture.path + "/Specs/Multi/common/tag.json")
    }

    func testFilesReferringToEachOtherLoadOnce() throws {
        let fixture = try FixtureDirectory()
        let root = try fixture.write("a.yml", "X: {$ref: 'b.yml#/Y'}\nZ: {type: string}\n")
        try fixture.write("b.yml", "Y: {$ref: 'a.yml#/Z'}\nW: {$ref: './a.yml'}\n")
        let set = try SpecDocumentSet.load(path: root)
        XCTAssertEqual(set.loadOrder, [root, fixture.path + "/b.yml"])
    }

    func testInMemorySources() throws {
        let set = try SpecDocumentSet.load(path: "api/spec.yml", sources: [
            "api/spec.yml": "a: {$ref: 'parts/a.yml#/A'}\n",
            "./api/parts/a.yml": "A: {b: {$ref: '../spec.yml'}}\n",
        ])
        XCTAssertEqual(set.loadOrder, ["api/spec.yml", "api/parts/a.yml"])
    }

    func testMissingRootFile() throws {
        let fixture = try FixtureDirectory()
        let missing = specError { () throws(SpecError) in _ = try SpecDocumentSet.load(path: fixture.path + "/nope.yml") }
        XCTAssertEqual(missing?.description, fixture.path + "/nope.yml: error: no such file")
        let folder = specError { () throws(SpecError) in _ = try SpecDocumentSet.load(path: fixture.path) }
        XCTAssertEqual(folder?.description, fixture.path + ": error: is a directory")
        let relative = specError { () throws(SpecError) in _ = try SpecDocumentSet.load(path: "Specs/none/spec.yml", sources: [:]) }
        XCTAssertEqual(relative?.description, "Specs/none/spec.yml: error: no such file")
    }

    func testMissingReferencedFileIsReportedAtTheRef() throws {
        let fixture = try FixtureDirectory()
        try fixture.write("Specs/api.yml", "components:\n  schemas:\n    A:\n      $ref: '../shared/missing.yml#/A'\n")
        let error = withWorkingDirectory(fixture.path) {
            specError { () throws(SpecError) in _ = try SpecDocumentSet.load(path: "Specs/api.yml") }
        }
        XCTAssertEqual(
            error?.description,
            "Specs/api.yml:4:13: error: cannot load $ref '../shared/missing.yml#/A': no such file 'shared/missing.yml'"
                + " (at #/components/schemas/A/$ref)"
        )
    }

    func testRemoteRefIsAnError() throws {
        let error = specError { () throws(SpecError) in
            _ = try SpecDocumentSet.load(path: "spec.yml", sources: [
                "spec.yml": "a:\n  b:\n    $ref: 'https://example.com/pet.yml#/Pet'\n",
            ])
        }
        XCTAssertEqual(error?.description, "spec.yml:3:11: error: remote $ref 'https://example.com/pet.yml#/Pet' is not fetched: allow its URL prefix"
            + " with --allow-remote-ref PREFIX or allowRemoteRefs: in apidocs.yml (at #/a/b/$ref)")
    }

    func testSyntaxErrorInReferencedFileIsLocatedInThatFile() throws {
        let error = specError { () throws(SpecError) in
            _ = try SpecDocumentSet.load(path: "spec.yml", sources: [
                "spec.yml": "a: {$ref: 'schemas/bad.json#/A'}\n",
                "schemas/bad.json": "{\"A\": {\"type\": \"string\"}\n",
            ])
        }
        XCTAssertEqual(
            error?.description,
            "schemas/bad.json:2:1: error: did not find expected ',' or '}' while parsing a flow mapping"
        )
    }

    func testLexicalPathNormalisation() {
        XCTAssertEqual(SpecPath.normalized("./a/./b/../c.yml"), "a/c.yml")
        XCTAssertEqual(SpecPath.normalized("../x/../../y.yml"), "../../y.yml")
        XCTAssertEqual(SpecPath.normalized("/a/../../b.yml"), "/b.yml")
        XCTAssertEqual(SpecPath.resolve("../common.json", relativeTo: "Specs/Multi/schemas/pet.yml"), "Specs/Multi/common.json")
        XCTAssertEqual(SpecPath.resolve("./pet.yaml", relativeTo: "spec.yml"), "pet.yaml")
        XCTAssertEqual(SpecPath.resolve("../up.yml", relativeTo: "spec.yml"), "../up.yml")
        XCTAssertEqual(SpecPath.resolve("/abs/x.yml", relativeTo: "a/spec.yml"), "/abs/x.yml")
    }
}
