import Foundation
import XCTest

/// What `apidocs init` copies of a spec: the files its `$ref`s reach, byte for byte at the same
/// relative paths, and nothing at all when the copy could not work.
final class InitSpecCopyTests: XCTestCase {
    /// A spec in `api/` whose schema is `$ref: <petRef>` and whose description is a Markdown file.
    private func petSpec(petRef: String) -> String {
        """
        openapi: 3.0.3
        info:
          title: Pet Store
          version: "1.0"
          description:
            $ref: docs/intro.md
        paths:
          /pets:
            get:
              operationId: listPets
              responses:
                "200":
                  description: The pets.
                  content:
                    application/json:
                      schema:
                        $ref: "\(petRef)"

        """
    }

    private let pet = "type: object\nproperties:\n  name:\n    type: string\n"

    func testMarkdownDescriptionsAndSchemaFilesAreCopied() throws {
        let repository = try ScratchRepository()
        try repository.folder.write("api/openapi.yaml", petSpec(petRef: "schemas/pet.yaml"))
        try repository.folder.write("api/schemas/pet.yaml", pet)
        try repository.folder.write("api/docs/intro.md", "Pets, **kept well**.\n")
        try repository.folder.write("api/unrelated.yaml", "not: referenced\n")
        let result = try repository.succeed(["init", "api/openapi.yaml"])
        XCTAssertTrue(result.stdout.hasPrefix("""
            created Specs/PetStore/spec.yaml
            created Specs/PetStore/docs/intro.md
            created Specs/PetStore/schemas/pet.yaml
            created Specs/PetStore/apidocs.yml
            created Specs/PetStore/guides/getting-started.md

            """), result.stdout)
        XCTAssertFalse(repository.exists("Specs/PetStore/unrelated.yaml"))
        XCTAssertEqual(repository.bytes("Specs/PetStore/docs/intro.md"), repository.bytes("api/docs/intro.md"))
        try repository.succeed(["build"])
        try repository.succeed(["check"])
        XCTAssertTrue(try repository.folder.read("Site/PetStore/index.html").contains("<strong>kept well</strong>"))
    }

    func testARefOutOfTheSpecFolderIsRefused() throws {
        let repository = try ScratchRepository()
        try repository.folder.write("api/openapi.yaml", petSpec(petRef: "../shared/pet.yaml"))
        try repository.folder.write("api/docs/intro.md", "Pets.\n")
        try repository.folder.write("shared/pet.yaml", pet)
        let result = try repository.refuse(["api/openapi.yaml"])
        XCTAssertTrue(result.stderr.hasPrefix("api/openapi.yaml:17:23: error: $ref '../shared/pet.yaml' leads to 'shared/pet.yaml', outside the spec's folder 'api'"), result.stderr)
        XCTAssertTrue(result.stderr.contains("move the files"), result.stderr)
        XCTAssertTrue(result.stderr.contains("--ref-root"), result.stderr)
    }

    func testARefBackToTheRenamedSpecFileIsRefused() throws {
        let repository = try ScratchRepository()
        try repository.folder.write("api/openapi.yaml", petSpec(petRef: "pet.yaml") + "components:\n  schemas:\n    Name:\n      type: string\n")
        try repository.folder.write("api/docs/intro.md", "Pets.\n")
        try repository.folder.write("api/pet.yaml", "type: object\nproperties:\n  name:\n    $ref: \"openapi.yaml#/components/schemas/Name\"\n")
        let result = try repository.refuse(["api/openapi.yaml"])
        XCTAssertTrue(result.stderr.hasPrefix("api/pet.yaml:4:11: error: $ref 'openapi.yaml#/components/schemas/Name' names the spec's own file, which 'apidocs init' copies as spec.yaml"), result.stderr)
    }

    func testASpecFileNameAFolderAcceptsIsKept() throws {
        let repository = try ScratchRepository()
        try repository.folder.write("api/spec.yml", petSpec(petRef: "pet.yaml") + "components:\n  schemas:\n    Name:\n      type: string\n")
        try repository.folder.write("api/docs/intro.md", "Pets.\n")
        try repository.folder.write("api/pet.yaml", "type: object\nproperties:\n  name:\n    $ref: \"spec.yml#/components/schemas/Name\"\n")
        try repository.succeed(["init", "api", "--name", "Pets"])
        XCTAssertEqual(repository.bytes("Specs/Pets/spec.yml"), repository.bytes("api/spec.yml"))
        try repository.succeed(["build"])
        try repository.succeed(["check"])
    }

    func testAJSONSpecIsCopiedVerbatimAsSpecJSON() throws {
        let repository = try ScratchRepository()
        let json = #"{"openapi": "3.0.3", "info": {"title": "Café & Bar — Orders", "version": "1"}, "paths": {}}"# + "\n"
        try repository.folder.write("orders.JSON", json)
        try repository.succeed(["init", "orders.JSON"])
        XCTAssertEqual(try repository.folder.read("Specs/CafeandBarOrders/spec.json"), json)
        XCTAssertTrue(try repository.folder.read("Specs/CafeandBarOrders/apidocs.yml").contains("\n  name: CafeandBarOrders "))
        try repository.succeed(["build"])
        try repository.succeed(["check"])
    }

    func testTheSwiftOpenAPIGeneratorFlavourTakesItsConfigAlong() throws {
        let repository = try ScratchRepository()
        try repository.copy("Specs/Aquarium/spec.yml", to: "aquarium/openapi.yaml")
        try repository.copy("Specs/Aquarium/openapi-generator-config.yaml", to: "aquarium/openapi-generator-config.yaml")
        let result = try repository.succeed(["init", "aquarium/openapi.yaml", "--client", "swift-openapi-generator", "--name", "Aquarium"])
        XCTAssertTrue(result.stdout.hasPrefix("created Specs/Aquarium/spec.yaml\ncreated Specs/Aquarium/openapi-generator-config.yaml\n"), result.stdout)
        XCTAssertTrue(try repository.folder.read("Specs/Aquarium/apidocs.yml").contains("\nclient: swift-openapi-generator "))
        try repository.succeed(["build"])
        try repository.succeed(["check"])
    }

    /// A spec whose `x-logo` names a file that is not there (Okta's OAuth spec) is taken in with
    /// the warning, in the flavour that reads the logo at once; there is no logo file to copy.
    func testALogoFileTheSpecNamesButLacksIsNotCopied() throws {
        let repository = try ScratchRepository()
        try repository.copy("Tests/Fixtures/VendorExtensions/okta-oauth.yml", to: "okta/openapi.yaml")
        let result = try repository.succeed(["init", "okta/openapi.yaml", "--client", "swift-openapi-generator", "--name", "Okta"])
        XCTAssertTrue(result.stdout.hasPrefix("created Specs/Okta/spec.yaml\ncreated Specs/Okta/apidocs.yml\n"), result.stdout)
        XCTAssertTrue(result.stderrLines.contains { $0.hasPrefix("okta/openapi.yaml:9:10: warning: x-logo url 'logo.svg' is ignored: cannot read ") }, result.stderr)
        XCTAssertFalse(repository.exists("Specs/Okta/logo.svg"))
        try repository.succeed(["build"])
        try repository.succeed(["check"])
    }
}
