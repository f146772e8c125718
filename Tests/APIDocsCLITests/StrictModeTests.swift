import XCTest

/// `--strict` and `strict: true` (a spec folder's `apidocs.yml`, a root entry, the root file)
/// turn warnings into errors: exit 1, nothing written. Strictness is part of the build's
/// fingerprint, so an earlier lenient build cannot make a strict one skip as up to date.
final class StrictModeTests: XCTestCase {
    /// A valid spec with one warning (`x-enum-names` of the wrong length) at line 9, column 21.
    static let spec = """
        openapi: 3.0.3
        info: {title: T, version: "1"}
        paths: {}
        components:
          schemas:
            Size:
              type: string
              enum: [s, m]
              x-enum-names: [Small]

        """
    static let message = "'x-enum-names' is ignored: it has 1 name for 2 enum values (at #/components/schemas/Size/x-enum-names)"

    /// A scratch folder holding `Specs/Sizes/spec.yml` (and `Specs/Sizes/apidocs.yml` when given).
    private func project(folderConfig: String? = nil, rootConfig: String? = nil) throws -> TemporaryFolder {
        let scratch = try TemporaryFolder()
        let folder = scratch.path + "/Specs/Sizes"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Self.spec.write(toFile: folder + "/spec.yml", atomically: true, encoding: .utf8)
        if let folderConfig { try folderConfig.write(toFile: folder + "/apidocs.yml", atomically: true, encoding: .utf8) }
        if let rootConfig { try rootConfig.write(toFile: scratch.path + "/apidocs.yml", atomically: true, encoding: .utf8) }
        return scratch
    }

    private func assertRefused(_ result: CLIResult, in scratch: TemporaryFolder, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(result.exitCode, 1, "stderr: \(result.stderr)", file: file, line: line)
        XCTAssertEqual(result.stderrLines, ["Specs/Sizes/spec.yml:9:21: error: " + Self.message], file: file, line: line)
        XCTAssertFalse(TestPaths.exists(scratch.path + "/Site"), "a strict run with warnings writes nothing", file: file, line: line)
    }

    func testWithoutStrictAWarningIsPrintedAndTheBuildSucceeds() throws {
        let scratch = try project()
        let result = try CLIRunner.run(["build", "--quiet"], in: scratch.path)
        XCTAssertEqual(result.exitCode, 0)
        XCTAssertEqual(result.stderrLines, ["Specs/Sizes/spec.yml:9:21: warning: " + Self.message])
        XCTAssertTrue(TestPaths.exists(scratch.path + "/Site/Sizes/README.md"))
    }

    func testStrictFlagMakesTheWarningAnErrorForEveryCommand() throws {
        let scratch = try project()
        assertRefused(try CLIRunner.run(["build", "--strict"], in: scratch.path), in: scratch)
        assertRefused(try CLIRunner.run(["check", "--strict"], in: scratch.path), in: scratch)
        let readme = try CLIRunner.run(["readme", "Specs/Sizes", "--strict", "--output", "README.md"], in: scratch.path)
        assertRefused(readme, in: scratch)
        XCTAssertFalse(TestPaths.exists(scratch.path + "/README.md"))
    }

    func testStrictInTheSpecFoldersConfig() throws {
        let scratch = try project(folderConfig: "strict: true\n")
        assertRefused(try CLIRunner.run(["build"], in: scratch.path), in: scratch)
        let readme = try CLIRunner.run(["readme", "Specs/Sizes", "--output", "README.md"], in: scratch.path)
        XCTAssertEqual(readme.exitCode, 1)
    }

    func testStrictInARootEntryAndAtTheRoot() throws {
        let entry = try project(rootConfig: "specs:\n  - path: Specs/Sizes\n    strict: true\n")
        assertRefused(try CLIRunner.run(["build"], in: entry.path), in: entry)
        let root = try project(rootConfig: "strict: true\nspecs:\n  - path: Specs/Sizes\n")
        assertRefused(try CLIRunner.run(["build"], in: root.path), in: root)
    }

    func testStrictOfTheWrongTypeIsAnErrorAtItsValue() throws {
        let scratch = try project(folderConfig: "strict: sometimes\n")
        let result = try CLIRunner.run(["build"], in: scratch.path)
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(result.stderrLines, ["Specs/Sizes/apidocs.yml:1:9: error: 'strict' must be true or false"])
    }

    /// A lenient build records its fingerprint; a strict run on the same inputs must render
    /// again (and fail on the warning), not trust that record.
    func testALenientBuildDoesNotLetAStrictRunSkipAsUpToDate() throws {
        let scratch = try project()
        XCTAssertEqual(try CLIRunner.run(["build", "--quiet"], in: scratch.path).exitCode, 0)
        let lenientAgain = try CLIRunner.run(["check"], in: scratch.path)
        XCTAssertEqual(lenientAgain.exitCode, 0)
        XCTAssertTrue(lenientAgain.stderr.contains("same inputs as their last build"), lenientAgain.stderr)

        let strictCheck = try CLIRunner.run(["check", "--strict"], in: scratch.path)
        XCTAssertEqual(strictCheck.exitCode, 1)
        XCTAssertEqual(strictCheck.stderrLines, ["Specs/Sizes/spec.yml:9:21: error: " + Self.message])
        let strictBuild = try CLIRunner.run(["build", "--strict"], in: scratch.path)
        XCTAssertEqual(strictBuild.exitCode, 1)
        XCTAssertEqual(strictBuild.stderrLines, ["Specs/Sizes/spec.yml:9:21: error: " + Self.message])
    }
}
