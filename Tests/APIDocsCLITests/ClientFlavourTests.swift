import APIDocsTestSupport
import Foundation
import XCTest

/// The client flavour option (issue 13): `client:` and `generator-config:` in `apidocs.yml`
/// (spec folder and root entries), `--client` and `--generator-config`, their precedence, and
/// their mistakes at line and column. The default stays SwagGen's, byte for byte.
final class ClientFlavourTests: XCTestCase {
    private let spec = """
        openapi: 3.0.3
        info: {title: Zoo, version: "1.0"}
        servers:
          - url: https://zoo.example.com/v1
        paths:
          /animals/{animalId}:
            get:
              operationId: get-animal
              parameters:
                - {name: animalId, in: path, required: true, schema: {type: string}}
              responses:
                "200":
                  description: The animal.
                  content:
                    application/json:
                      schema: {$ref: "#/components/schemas/Animal"}
        components:
          schemas:
            Animal: {type: object, required: [name], properties: {name: {type: string}, class: {type: string}}}

        """

    private func workspace(config: String?, generatorConfig: String? = "namingStrategy: idiomatic\n") throws -> TemporaryFolder {
        let scratch = try TemporaryFolder()
        try scratch.write("Specs/Zoo/spec.yml", spec)
        if let config { try scratch.write("Specs/Zoo/apidocs.yml", config) }
        if let generatorConfig { try scratch.write("Specs/Zoo/openapi-generator-config.yaml", generatorConfig) }
        return scratch
    }

    func testTheFolderConfigChoosesTheFlavourAndTheGeneratorConfigBesideTheSpec() throws {
        let scratch = try workspace(config: "client: swift-openapi-generator\n")
        let build = try CLIRunner.run(["build", "--quiet"], in: scratch.path)
        XCTAssertEqual(build.exitCode, 0, build.stderr)
        let symbols = try TestPaths.read(scratch.path + "/Site/Zoo/symbols.json")
        XCTAssertTrue(symbols.contains("\n\"Client.getAnimal(_:)\":\"operations/getanimal.html#Client.getAnimal____\",\n"), symbols)
        XCTAssertTrue(symbols.contains("\"Components.Schemas.Animal._class\""), "SOG escapes the keyword: \(symbols)")
        let readme = try TestPaths.read(scratch.path + "/Site/Zoo/README.md")
        XCTAssertTrue(readme.contains("- **Operations.GetAnimal**: GET /animals/{animalId} (`Client.getAnimal(_:)`)"), readme)
        // The Swift text without the build-time colouring (`<span class="sx-…">`), which has its own tests.
        let page = HTMLText.uncoloured(try TestPaths.read(scratch.path + "/Site/Zoo/operations/getanimal.html"))
        XCTAssertTrue(page.contains("let response = try await client.getAnimal(path: .init(animalId: &quot;string&quot;), headers: .init())"), page)
        XCTAssertTrue(page.contains("case .ok(let ok):"), page)
        XCTAssertTrue(page.contains("let body = try ok.body.json"), page)
        XCTAssertEqual(try CLIRunner.run(["check"], in: scratch.path).exitCode, 0)
    }

    func testFlagsOverrideTheFileAndTheDefaultIsSwagGen() throws {
        let scratch = try workspace(config: nil)
        let swaggen = try CLIRunner.run(["build", "--quiet"], in: scratch.path)
        XCTAssertEqual(swaggen.exitCode, 0, swaggen.stderr)
        XCTAssertTrue(try TestPaths.read(scratch.path + "/Site/Zoo/README.md").contains("SwagGen"))
        XCTAssertTrue(TestPaths.exists(scratch.path + "/Site/Zoo/models"))

        try scratch.write("other.yaml", "namingStrategy: defensive\n")
        let sog = try CLIRunner.run(["build", "--quiet", "--output", "SOG", "--client", "swift-openapi-generator", "--generator-config", "other.yaml"], in: scratch.path)
        XCTAssertEqual(sog.exitCode, 0, sog.stderr)
        let symbols = try TestPaths.read(scratch.path + "/SOG/Zoo/symbols.json")
        XCTAssertTrue(symbols.contains("\"Client.get_hyphen_animal(_:)\""), "--generator-config wins over the file beside the spec: \(symbols)")
    }

    func testMistakesAreLocated() throws {
        let scratch = try workspace(config: "client: swagger\n")
        let run = try CLIRunner.run(["build", "--quiet"], in: scratch.path)
        XCTAssertEqual(run.exitCode, 1)
        XCTAssertTrue(run.stderr.contains("Specs/Zoo/apidocs.yml:1:9: error: unknown client 'swagger'; known clients: swaggen, swift-openapi-generator"), run.stderr)

        let template = try workspace(config: "client: swift-openapi-generator\ntemplate: swaggen-4\n")
        let wrong = try CLIRunner.run(["build", "--quiet"], in: template.path)
        XCTAssertEqual(wrong.exitCode, 1)
        XCTAssertTrue(wrong.stderr.contains("apidocs.yml:2:11: error: README template 'swaggen-4' documents SwagGen's client"), wrong.stderr)

        let flag = try CLIRunner.run(["build", "--quiet", "--client", "nope"], in: scratch.path)
        XCTAssertEqual(flag.exitCode, 1)
        XCTAssertTrue(flag.stderr.contains("unknown client 'nope'"), flag.stderr)

        let swaggenWithSOGTemplate = try workspace(config: "template: swift-openapi-generator\n")
        let mismatch = try CLIRunner.run(["build", "--quiet"], in: swaggenWithSOGTemplate.path)
        XCTAssertEqual(mismatch.exitCode, 1)
        XCTAssertTrue(mismatch.stderr.contains("apidocs.yml:1:11: error: README template 'swift-openapi-generator' documents swift-openapi-generator's client"), mismatch.stderr)
    }

    func testARefusedDocumentIsALocatedErrorAndWritesNothing() throws {
        let scratch = try TemporaryFolder()
        try scratch.write("Specs/Bad/spec.yml", """
            openapi: 3.0.3
            info: {title: Bad, version: "1"}
            paths:
              /a:
                get:
                  responses:
                    "200": {}

            """)
        try scratch.write("Specs/Bad/apidocs.yml", "client: swift-openapi-generator\n")
        let run = try CLIRunner.run(["build", "--quiet"], in: scratch.path)
        XCTAssertEqual(run.exitCode, 1)
        XCTAssertTrue(run.stderr.contains("Specs/Bad/spec.yml:7:"), run.stderr)
        XCTAssertFalse(TestPaths.exists(scratch.path + "/Site/Bad"))
    }
}
