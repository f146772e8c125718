import Foundation
import XCTest

/// `apidocs init` in a scratch repository, with the real executable: after it, the real
/// `apidocs build` and `apidocs check` succeed there; a run that cannot do everything does
/// nothing.
final class InitCommandTests: XCTestCase {
    func testInitFromBookshopThenBuildAndCheckSucceed() throws {
        let repository = try ScratchRepository()
        try repository.copy("Specs/Bookshop/spec.yml", to: "openapi.yaml")
        let result = try repository.succeed(["init", "openapi.yaml"])
        XCTAssertEqual(result.stdout, """
            created Specs/BookshopAPI/spec.yaml
            created Specs/BookshopAPI/apidocs.yml
            created Specs/BookshopAPI/guides/getting-started.md
            created .github/workflows/docs.yml
            created .gitignore (.apidocs-manifest and .apidocs-site)
            next:
              apidocs build    # writes Site/BookshopAPI/ (README.md and the HTML site) and Site/index.html
              apidocs check    # exit 0 when Site/ is what build writes; CI runs this

            """)
        XCTAssertEqual(repository.bytes("Specs/BookshopAPI/spec.yaml"), repository.bytes("openapi.yaml"), "the spec is copied verbatim")
        XCTAssertEqual(try repository.folder.read(".gitignore"), ".apidocs-manifest\n.apidocs-site\n")
        try repository.succeed(["build"])
        try repository.succeed(["check"])
        XCTAssertTrue(repository.exists("Site/BookshopAPI/index.html"))
        XCTAssertTrue(try repository.folder.read("Site/BookshopAPI/README.md").hasPrefix("# BookshopAPI\n"))
        // The starter article is a page of the site, listed in the sidebar.
        XCTAssertTrue(try repository.folder.read("Site/BookshopAPI/guides/getting-started.html").contains("<h1>Getting started</h1>"))
        XCTAssertTrue(try repository.folder.read("Site/BookshopAPI/navigation.js").contains("[\"Getting started\",\"guides/getting-started.html\"]"))
    }

    func testTheWorkflowRunsCheckWithTheAction() throws {
        let repository = try ScratchRepository()
        try repository.succeed(["init"])
        let workflow = try repository.folder.read(".github/workflows/docs.yml")
        XCTAssertTrue(workflow.contains("on: [push, pull_request]"), workflow)
        XCTAssertTrue(workflow.contains("runs-on: ubuntu-latest"), workflow)
        XCTAssertTrue(workflow.contains("- uses: actions/checkout@v4\n"), workflow)
        let uses = try XCTUnwrap(workflow.split(separator: "\n").first { $0.contains("uses: apidocs/apidocs@v") }, workflow)
        XCTAssertNotNil(uses.range(of: #"@v[0-9]+\.[0-9]+\.[0-9]+$"#, options: .regularExpression), String(uses))
        XCTAssertTrue(workflow.contains("with: {command: check}"), workflow)
    }

    func testMultiFileSpecIsCopiedWithItsRelativePaths() throws {
        let repository = try ScratchRepository()
        let sample = TestPaths.specs + "/Multifile"
        var copied: [String] = []
        for name in try FileManager.default.subpathsOfDirectory(atPath: sample).sorted() where name != "apidocs.yml" && !TestPaths.isDirectory(sample + "/" + name) {
            try repository.copy("Specs/Multifile/" + name, to: "api/" + name)
            copied.append(name)
        }
        let result = try repository.succeed(["init", "api/spec.yml"])
        XCTAssertTrue(result.stdout.hasPrefix("created Specs/TaskboardAPI/spec.yml\ncreated Specs/TaskboardAPI/common.yml\n"), result.stdout)
        for name in copied {
            XCTAssertEqual(repository.bytes("Specs/TaskboardAPI/" + name), repository.bytes("api/" + name), name)
        }
        try repository.succeed(["build"])
        try repository.succeed(["check"])
        XCTAssertTrue(repository.exists("Site/TaskboardAPI/index.html"))
    }

    func testWithoutASpecTheStarterSpecBuildsWithoutWarnings() throws {
        let repository = try ScratchRepository()
        let result = try repository.succeed(["init"])
        XCTAssertTrue(result.stdout.hasPrefix("created Specs/MyAPI/spec.yaml\ncreated Specs/MyAPI/apidocs.yml\n"), result.stdout)
        let build = try repository.succeed(["build", "--strict"])
        XCTAssertFalse(build.stderr.contains("warning"), build.stderr)
        try repository.succeed(["check", "--strict"])
        XCTAssertTrue(repository.exists("Site/MyAPI/index.html"))
        XCTAssertTrue(repository.exists("Site/MyAPI/operations"))
    }

    func testASecondInitRefusesAndWritesNothing() throws {
        let repository = try ScratchRepository()
        try repository.copy("Specs/Bookshop/spec.yml", to: "openapi.yaml")
        try repository.succeed(["init", "openapi.yaml"])
        let again = try repository.refuse(["openapi.yaml"])
        XCTAssertEqual(again.stderr, "Specs/BookshopAPI: error: already exists, and 'apidocs init' writes nothing over it; choose another name with --name NAME\n")
    }

    func testAnyFileInTheWayRefusesTheWholeRun() throws {
        let repository = try ScratchRepository()
        try repository.folder.write("Specs/MyAPI", "not a folder\n")
        let result = try repository.refuse([])
        XCTAssertTrue(result.stderr.hasPrefix("Specs/MyAPI: error: already exists"), result.stderr)
        try FileManager.default.removeItem(atPath: repository.path + "/Specs")
        try repository.folder.write("Specs", "a file where the folder goes\n")
        let blocked = try repository.refuse([])
        XCTAssertTrue(blocked.stderr.hasPrefix("Specs: error: is not a folder"), blocked.stderr)
    }

    func testAnExistingWorkflowIsKeptWithANote() throws {
        let repository = try ScratchRepository()
        try repository.folder.write(".github/workflows/docs.yml", "name: mine\n")
        let result = try repository.succeed(["init"])
        XCTAssertFalse(result.stdout.contains("created .github"), result.stdout)
        XCTAssertTrue(result.stdout.contains("note: .github/workflows/docs.yml exists and is left as it is"), result.stdout)
        XCTAssertEqual(try repository.folder.read(".github/workflows/docs.yml"), "name: mine\n")
    }

    func testGitignoreLinesAreAddedOnlyWhenMissing() throws {
        let repository = try ScratchRepository()
        try repository.folder.write(".gitignore", ".build/\n.apidocs-site")
        let first = try repository.succeed(["init"])
        XCTAssertTrue(first.stdout.contains("added .apidocs-manifest to .gitignore\n"), first.stdout)
        XCTAssertEqual(try repository.folder.read(".gitignore"), ".build/\n.apidocs-site\n.apidocs-manifest\n")
        let second = try repository.succeed(["init", "--name", "Second"])
        XCTAssertFalse(second.stdout.contains(".gitignore"), second.stdout)
        XCTAssertEqual(try repository.folder.read(".gitignore"), ".build/\n.apidocs-site\n.apidocs-manifest\n")
        try repository.succeed(["build"])
        try repository.succeed(["check"])
        XCTAssertTrue(repository.exists("Site/Second/index.html"))
    }

    func testABrokenSpecIsALocatedErrorAndNothingIsWritten() throws {
        let repository = try ScratchRepository()
        try repository.folder.write("openapi.yaml", "openapi: 3.0.3\ninfo:\n  title: Broken\n  version: \"1\"\npaths:\n  /a: [unclosed\n")
        let result = try repository.refuse(["openapi.yaml"])
        XCTAssertNotNil(result.stderr.range(of: #"^openapi\.yaml:[0-9]+:[0-9]+: error: "#, options: .regularExpression), result.stderr)
        let missing = try repository.refuse(["nothing.yaml"])
        XCTAssertTrue(missing.stderr.hasPrefix("nothing.yaml: error: no such file"), missing.stderr)
    }

    func testAnInvalidNameIsBadUsage() throws {
        let repository = try ScratchRepository()
        for name in ["9Lives", "my-api", "Type", "Data", "../Escape", ""] {
            let result = try repository.refuse(["--name", name], code: 2)
            XCTAssertTrue(result.stderr.contains("cannot be a spec name"), "\(name): \(result.stderr)")
        }
        XCTAssertEqual(try repository.refuse(["--client", "sog"], code: 2).exitCode, 2)
    }
}
