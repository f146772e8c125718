import Foundation
import XCTest

/// The root `apidocs.yml`: its `specs` list replaces `Specs/`, its `output` replaces `Site`,
/// flags override it, and its mistakes are reported at their line and column.
final class WorkspaceConfigTests: XCTestCase {
    private func spec(_ title: String) -> String {
        """
        openapi: 3.0.3
        info: {title: \(title), version: "1.0"}
        paths:
          /pets:
            get:
              operationId: listPets
              responses:
                "200": {description: The pets.}
        components:
          schemas:
            Pet: {type: object, properties: {name: {type: string}}}

        """
    }

    private func makeWorkspace() throws -> TemporaryFolder {
        let scratch = try TemporaryFolder()
        try scratch.write("api/petstore.yaml", spec("Petstore"))
        try scratch.write("services/zoo/spec.yml", spec("Zoo"))
        try scratch.write("services/zoo/apidocs.yml", "name: ZooDocs\noptions:\n  name: Zoo\n")
        // A spec at the root itself, named through `sub/..`: the root file is not its folder config.
        try scratch.write("spec.yml", spec("Root"))
        try scratch.write("apidocs.yml", """
            output: Docs
            specs:
              - path: api/petstore.yaml
                name: Petstore
                options: {name: Petstore, modelPrefix: PS}
              - path: services/zoo
              - path: services/..
                name: Root

            """)
        return scratch
    }

    func testTheRootFileListsTheSpecsAndTheOutput() throws {
        let scratch = try makeWorkspace()
        let build = try CLIRunner.run(["build", "--quiet"], in: scratch.path)
        XCTAssertEqual(build.exitCode, 0, build.stderr)
        XCTAssertEqual(try TestPaths.apiFolders(of: scratch.path + "/Docs"), ["Petstore", "Root", "ZooDocs"])
        XCTAssertFalse(TestPaths.exists(scratch.path + "/Site"))
        let petstore = try TestPaths.read(scratch.path + "/Docs/Petstore/README.md")
        XCTAssertTrue(petstore.hasPrefix("# Petstore\n"), petstore)
        XCTAssertTrue(petstore.contains("- **PSPet**\n"), "the entry's options apply")
        XCTAssertTrue(try TestPaths.read(scratch.path + "/Docs/ZooDocs/README.md").hasPrefix("# Zoo\n"), "the folder's own apidocs.yml is read")
        XCTAssertTrue(try TestPaths.read(scratch.path + "/Docs/Root/README.md").hasPrefix("# API\n"))
        XCTAssertEqual(try CLIRunner.run(["check"], in: scratch.path).exitCode, 0)

        // Flags win over the file: --output over `output`, --option over the entry's options.
        let flags = try CLIRunner.run(["build", "--quiet", "--output", "Other", "--option", "modelPrefix:X"], in: scratch.path)
        XCTAssertEqual(flags.exitCode, 0, flags.stderr)
        XCTAssertTrue(try TestPaths.read(scratch.path + "/Other/Petstore/README.md").contains("- **XPet**\n"))
        XCTAssertEqual(try CLIRunner.run(["check"], in: scratch.path).exitCode, 0, "Docs is untouched")
    }

    func testUnknownKeysAndWrongTypesAreLocated() throws {
        let scratch = try makeWorkspace()
        let cases: [(text: String, location: String, words: [String])] = [
            ("output: Docs\nspecs:\n  - path: api/petstore.yaml\nouptut: X\n", "apidocs.yml:4:1", ["unknown key 'ouptut'"]),
            ("specs:\n  - path: api/petstore.yaml\n    nmae: X\n", "apidocs.yml:3:5", ["nmae"]),
            ("output: [Docs]\nspecs:\n  - path: api/petstore.yaml\n", "apidocs.yml:1:9", ["output"]),
            ("specs: api/petstore.yaml\n", "apidocs.yml:1:8", ["specs", "list"]),
            ("specs:\n  - path: api/petstore.yaml\n    options: {modelPrefx: X}\n", "apidocs.yml:3:15", ["modelPrefx"]),
        ]
        for (text, location, words) in cases {
            try scratch.write("apidocs.yml", text)
            let result = try CLIRunner.run(["build"], in: scratch.path)
            XCTAssertEqual(result.exitCode, 1, text)
            XCTAssertTrue(result.stderr.hasPrefix(location + ": error: "), "\(text)\n\(result.stderr)")
            for word in words { XCTAssertTrue(result.stderr.contains(word), "\(word): \(result.stderr)") }
            XCTAssertFalse(TestPaths.exists(scratch.path + "/Docs"), text)
        }
    }
}
