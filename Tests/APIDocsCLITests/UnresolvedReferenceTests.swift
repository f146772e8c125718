import Foundation
import XCTest

/// Issue 20: a `$ref` that only the documentation facts follow (an example, a response header)
/// and that names nothing is an error where it is written, as every `$ref` that resolves
/// nowhere is, in both flavours. It is never dropped silently; a `#/…` pointer is looked for in
/// another file (the root) only with a warning.
final class UnresolvedReferenceTests: XCTestCase {
    static let spec = """
    openapi: 3.0.3
    info: {title: Pets, version: '1'}
    paths:
      /pets:
        get:
          operationId: listPets
          responses:
            '200':
              description: The pets.
              content:
                application/json:
                  schema: {type: string}
                  examples:
                    first: {$ref: '#/components/examples/Missing'}
    components:
      examples:
        Present: {value: fine}

    """

    /// The build's result and the folder it ran in (a new one each time; it lives as long as
    /// the returned `TemporaryFolder`).
    func run(client: String) throws -> (CLIResult, folder: String, scratch: TemporaryFolder) {
        let scratch = try TemporaryFolder()
        try scratch.write("api/spec.yml", Self.spec)
        let folder = scratch.path + "/api"
        return (try CLIRunner.run(["build", "spec.yml", "--client", client, "--output", "out", "--quiet"], in: folder), folder, scratch)
    }

    func testAnExampleRefThatNamesNothingIsAnErrorAtItsPlace() throws {
        // The swift-openapi-generator flavour reports it as SOG's refusal, at the same place,
        // before any page is read.
        let expected = [
            "swaggen": [
                "spec.yml:14:31: error: $ref '#/components/examples/Missing' does not resolve: no key 'Missing' in '#/components/examples' (at #/paths/~1pets/get/responses/200/content/application~1json/examples/first/$ref)",
            ],
            "swift-openapi-generator": [
                "spec.yml: error: swift-openapi-generator would refuse this document (errors above)",
                "spec.yml:14:31: error: swift-openapi-generator refuses this: the $ref '#/components/examples/Missing' names nothing: #/components/examples has no entry 'Missing' (at #/paths/~1pets/get/responses/200/content/application~1json/examples/first/$ref)",
            ],
        ]
        for client in ["swaggen", "swift-openapi-generator"] {
            let (result, folder, scratch) = try run(client: client)
            XCTAssertEqual(result.exitCode, 1, client)
            XCTAssertEqual(result.stderrLines, expected[client], client)
            XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/out"), "\(client): an error writes nothing")
            withExtendedLifetime(scratch) {}
        }
    }

    /// A split spec whose part writes `#/components/…` as if it were the root: read from the
    /// root (the author's meaning is clear), with a warning; `--strict` refuses it.
    func testARootPointerWrittenInAnotherFileIsReadFromTheRootWithAWarning() throws {
        let scratch = try TemporaryFolder()
        try scratch.write("api/spec.yml", """
        openapi: 3.0.3
        info: {title: Pets, version: '1'}
        paths:
          /pets:
            get:
              operationId: listPets
              responses:
                '200': {$ref: 'responses.yml#/Ok'}
        components:
          examples:
            Present: {value: EXAMPLE-VALUE}

        """)
        try scratch.write("api/responses.yml", """
        Ok:
          description: The pets.
          content:
            application/json:
              schema: {type: string}
              examples:
                first: {$ref: '#/components/examples/Present'}

        """)
        let folder = scratch.path + "/api"
        // swift-openapi-generator reads one file: a response in another one is its refusal.
        let sog = try CLIRunner.run(["build", "spec.yml", "--client", "swift-openapi-generator", "--output", "out-sog", "--quiet"], in: folder)
        XCTAssertEqual(sog.exitCode, 1)
        XCTAssertTrue(sog.stderrLines.contains("spec.yml:8:23: error: swift-openapi-generator refuses this: the $ref 'responses.yml#/Ok' must name an entry of #/components/responses in this document (SOG's reader resolves no other response reference) (at #/paths/~1pets/get/responses/200/$ref)"), sog.stderrLines.joined(separator: "\n"))
        for client in ["swaggen"] {
            let result = try CLIRunner.run(["build", "spec.yml", "--client", client, "--output", "out-" + client, "--quiet"], in: folder)
            XCTAssertEqual(result.exitCode, 0, client)
            XCTAssertEqual(result.stderrLines, [
                "responses.yml:7:23: warning: $ref '#/components/examples/Present' names nothing in this file; it is read from the root document 'spec.yml', which has it (at #/Ok/content/application~1json/examples/first/$ref)",
            ], client)
            let page = try String(contentsOfFile: folder + "/out-\(client)/API/operations/listpets.html", encoding: .utf8)
            XCTAssertTrue(page.contains("EXAMPLE-VALUE"), client)
            let strictRun = try CLIRunner.run(["build", "spec.yml", "--client", client, "--output", "strict-" + client, "--quiet", "--strict"], in: folder)
            XCTAssertEqual(strictRun.exitCode, 1, client)
        }
    }
}
