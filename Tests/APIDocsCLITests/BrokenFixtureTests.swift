import XCTest

/// Every broken input (one row each in `brokenCases`; failures name the row) exits with 1, prints one `LOCATION: error: MESSAGE` line at the place
/// EXPECTED.md gives, and writes nothing. Runs from `Tests/Fixtures/broken/`, so locations
/// compare exactly.
final class BrokenFixtureTests: XCTestCase {
    func testTheTableCoversEveryFixtureFolder() throws {
        let folders = try TestPaths.subfolders(of: TestPaths.brokenFixtures)
        XCTAssertEqual(brokenCases.map(\.name).sorted(), folders)
        XCTAssertGreaterThanOrEqual(brokenCases.count, 14)
    }

    func testBuildReportsEachBrokenFixtureAtItsLocationAndWritesNothing() throws {
        for row in brokenCases {
            let scratch = try TemporaryFolder()
            let output = scratch.path + "/out"
            let result = try CLIRunner.run(["build", row.name, "--output", output], in: TestPaths.brokenFixtures)
            assertOneError(result, at: row.location, saying: row.keywords, row: row)
            XCTAssertFalse(TestPaths.exists(output), "\(row.name): build wrote \(output)")
        }
    }

    func testReadmeReportsEachBrokenFixtureAtItsLocationAndWritesNothing() throws {
        for row in brokenCases {
            let scratch = try TemporaryFolder()
            let output = scratch.path + "/README.md"
            var arguments = ["readme", row.name + "/" + row.input, "--output", output]
            if row.hasOptionsFile { arguments += ["--options", row.name + "/apidocs.yml"] }
            let result = try CLIRunner.run(arguments, in: TestPaths.brokenFixtures)
            assertOneError(result, at: row.readmeLocation ?? row.location, saying: row.readmeKeywords ?? row.keywords, row: row)
            XCTAssertFalse(TestPaths.exists(output), "\(row.name): readme wrote \(output)")
        }
    }

    func testBrokenFixtureRunFromPackageRootNamesTheSameLocation() throws {
        let row = try XCTUnwrap(brokenCases.first { $0.name == "ref-cycle" })
        let scratch = try TemporaryFolder()
        let result = try CLIRunner.run(["build", "Tests/Fixtures/broken/ref-cycle", "--output", scratch.path + "/out"])
        assertOneError(result, at: "Tests/Fixtures/broken/" + row.location, saying: row.keywords, row: row)
    }

    /// Exit code 1, nothing on standard output, and exactly one error line on standard error.
    private func assertOneError(_ result: CLIResult, at location: String, saying keywords: [String], row: BrokenCase,
                                file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(result.exitCode, 1, "\(row.name): exit code; stderr: \(result.stderr)", file: file, line: line)
        XCTAssertEqual(result.stdout, "", "\(row.name): standard output", file: file, line: line)
        XCTAssertTrue(result.stderr.hasSuffix("\n"), "\(row.name): stderr must end with a line break", file: file, line: line)
        XCTAssertEqual(result.stderrLines.count, 1, "\(row.name): want one line, got: \(result.stderr)", file: file, line: line)
        let errorLine = result.stderrLines.first ?? ""
        let prefix = location + ": error: "
        XCTAssertTrue(errorLine.hasPrefix(prefix), "\(row.name): want \(prefix)…, got: \(errorLine)", file: file, line: line)
        let message = errorLine.hasPrefix(prefix) ? String(errorLine.dropFirst(prefix.count)) : errorLine
        for keyword in keywords {
            XCTAssertTrue(message.contains(keyword), "\(row.name): message lacks '\(keyword)': \(message)", file: file, line: line)
        }
    }
}
