import APIDocsTestSupport
import XCTest

/// `apidocs build`: every sample into `<out>/<Folder>/README.md`, single spec files, and output
/// names that must not leave the output folder.
final class BuildCommandTests: XCTestCase {
    /// A valid spec with no `apidocs.yml` beside it.
    private let plainSpec = """
        openapi: 3.0.3
        info:
          title: Plain
          version: "1.0"
        paths:
          /pets:
            get:
              operationId: listPets
              responses:
                "200":
                  description: The pets.

        """

    func testBuildWithNoArgumentWritesEverySampleEqualToTheCommittedSite() throws {
        let scratch = try TemporaryFolder()
        let output = scratch.path + "/site"
        let result = try CLIRunner.run(["build", "--output", output])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let samples = try TestPaths.sampleNames()
        XCTAssertEqual(samples, ["Aquarium", "Bookshop", "BuildQueue", "FuelStation", "Garage", "Hostile", "Kennel", "Multifile", "Weather31"])
        // Beside the API folders: the top-level index's own assets.
        XCTAssertEqual(try TestPaths.apiFolders(of: output), samples)
        for name in samples {
            let written = try TestPaths.read("\(output)/\(name)/README.md")
            let golden = try TestPaths.read("\(TestPaths.site)/\(name)/README.md")
            XCTAssertTrue(written == golden, "\(name)/README.md differs from Site/ at \(TextDifference.first(written, golden))")
            XCTAssertTrue(result.stderr.contains("wrote \(output)/\(name): "), result.stderr)
        }
    }

    func testBuildOfSpecFileNamesTheFolderAfterTheDefaultName() throws {
        let scratch = try TemporaryFolder()
        let spec = try scratch.write("input/spec.yml", plainSpec)
        let result = try CLIRunner.run(["build", spec, "--output", scratch.path + "/out"])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertEqual(try TestPaths.apiFolders(of: scratch.path + "/out"), ["API"])
        XCTAssertTrue(try TestPaths.read(scratch.path + "/out/API/README.md").hasPrefix("# API\n"))
    }

    func testBuildOfSpecFileNamesTheFolderAfterTheNameOption() throws {
        let scratch = try TemporaryFolder()
        let spec = try scratch.write("input/spec.yml", plainSpec)
        let result = try CLIRunner.run(["build", spec, "--option", "name:Petshop", "--output", scratch.path + "/out"])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertEqual(try TestPaths.apiFolders(of: scratch.path + "/out"), ["Petshop"])

        let sample = try CLIRunner.run(["build", "Specs/Garage/spec.yml", "--output", scratch.path + "/samples"])
        XCTAssertEqual(sample.exitCode, 0, sample.stderr)
        XCTAssertEqual(try TestPaths.apiFolders(of: scratch.path + "/samples"), ["Garage"], "name from the apidocs.yml beside it")
    }

    func testBuildOfSeveralFoldersWritesEach() throws {
        let scratch = try TemporaryFolder()
        let result = try CLIRunner.run(["build", "Specs/Garage", "Specs/Weather31", "-o", scratch.path])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertEqual(try TestPaths.apiFolders(of: scratch.path), ["Garage", "Weather31"])
    }

    func testNameOptionThatEscapesTheOutputIsRejectedAndNothingIsWritten() throws {
        let scratch = try TemporaryFolder()
        try scratch.write("case/spec.yml", plainSpec)
        let config = try scratch.write("case/apidocs.yml", "options:\n  name: ../escape\n")
        let output = scratch.path + "/out"
        let result = try CLIRunner.run(["build", scratch.path + "/case/spec.yml", "--output", output])
        XCTAssertEqual(result.exitCode, 1, result.stderr)
        XCTAssertEqual(result.stderrLines.count, 1, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix(config + ": error: '../escape' cannot be an output folder name"), result.stderr)
        XCTAssertFalse(TestPaths.exists(output))
        XCTAssertFalse(TestPaths.exists(scratch.path + "/escape"))
        XCTAssertEqual(try TestPaths.apiFolders(of: scratch.path), ["case"])
    }

    func testNameFlagThatEscapesTheOutputIsRejected() throws {
        let scratch = try TemporaryFolder()
        let spec = try scratch.write("input/spec.yml", plainSpec)
        for name in ["../escape", "..", "a/b", ""] {
            let result = try CLIRunner.run(["build", spec, "--option", "name:" + name, "--output", scratch.path + "/out"])
            XCTAssertEqual(result.exitCode, 1, "\(name): \(result.stderr)")
            XCTAssertTrue(result.stderr.hasPrefix(spec + ": error: "), result.stderr)
            XCTAssertFalse(TestPaths.exists(scratch.path + "/out"), name)
        }
        XCTAssertEqual(try TestPaths.apiFolders(of: scratch.path), ["input"])
    }

    func testApidocsYmlNameThatEscapesIsReportedAtItsLine() throws {
        let scratch = try TemporaryFolder()
        try scratch.write("case/spec.yml", plainSpec)
        let config = try scratch.write("case/apidocs.yml", "# output folder\nname: ../up\n")
        let result = try CLIRunner.run(["build", scratch.path + "/case", "--output", scratch.path + "/out"])
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertTrue(result.stderr.hasPrefix(config + ":2:7: error: '../up' cannot be an output folder name"), result.stderr)
        XCTAssertFalse(TestPaths.exists(scratch.path + "/out"))
    }

    func testOneBrokenSpecAmongGoodOnesWritesNothing() throws {
        let scratch = try TemporaryFolder()
        let output = scratch.path + "/out"
        let broken = TestPaths.brokenFixtures + "/ref-cycle"
        let result = try CLIRunner.run(["build", "Specs/Garage", broken, "--output", output])
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertTrue(result.stderr.hasPrefix(broken + "/spec.yml:19:13: error: cyclic $ref"), result.stderr)
        XCTAssertFalse(TestPaths.exists(output))
    }

    func testTwoSpecsWithTheSameOutputNameAreRejected() throws {
        let scratch = try TemporaryFolder()
        let first = try scratch.write("a/spec.yml", plainSpec)
        try scratch.write("b/spec.yml", plainSpec)
        let result = try CLIRunner.run(["build", first, scratch.path + "/b/spec.yml", "--output", scratch.path + "/out"])
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertTrue(result.stderr.contains("would both write 'API'"), result.stderr)
        XCTAssertFalse(TestPaths.exists(scratch.path + "/out"))
    }
}
