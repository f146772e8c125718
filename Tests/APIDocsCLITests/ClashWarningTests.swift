import XCTest

/// `build` prints the symbol stage's clash warnings compiler-style, each at one place of the
/// spec with a note at the other, and still builds (exit 0).
final class ClashWarningTests: XCTestCase {
    func testBuildQueueClashesArePrintedWithBothPlacesAndTheBuildSucceeds() throws {
        let scratch = try TemporaryFolder()
        let result = try CLIRunner.run(["build", "Specs/BuildQueue", "--output", scratch.path])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let lines = result.stderrLines
        let warnings = lines.filter { $0.contains(": warning: ") }
        XCTAssertEqual(warnings.count, 8, result.stderr)
        XCTAssertTrue(warnings.allSatisfy { $0.hasPrefix("Specs/BuildQueue/spec.yaml:") }, result.stderr)

        let status = try XCTUnwrap(lines.firstIndex { $0.contains("declares `Status` twice at the top level") }, result.stderr)
        XCTAssertTrue(lines[status].hasPrefix("Specs/BuildQueue/spec.yaml:109:9: warning: the generated client declares `Status` twice at the top level: global enum `Status` and model `Status`"), lines[status])
        XCTAssertTrue(lines[status].contains("rename one with `enumNames` or `modelNames`"), lines[status])
        XCTAssertEqual(lines[status + 1], "Specs/BuildQueue/spec.yaml:113:7: note: model `Status` is declared here (at #/components/schemas/Status)")

        let owner = try XCTUnwrap(lines.firstIndex { $0.contains("nested type `Runner.Owner.Team` hides model `Team`") }, result.stderr)
        XCTAssertTrue(lines[owner].hasPrefix("Specs/BuildQueue/spec.yaml:180:15: warning: "), lines[owner])
        XCTAssertTrue(lines[owner + 1].hasPrefix("Specs/BuildQueue/spec.yaml:185:15: note: `Runner.Owner.formerTeams` is declared here"), lines[owner + 1])
        XCTAssertTrue(lines[owner + 2].hasPrefix("Specs/BuildQueue/spec.yaml:157:7: note: model `Team` is declared here"), lines[owner + 2])
        XCTAssertTrue(result.stderr.contains("wrote \(scratch.path)/BuildQueue: "), result.stderr)
    }

    func testASpecWithoutClashesPrintsNoWarning() throws {
        let scratch = try TemporaryFolder()
        let result = try CLIRunner.run(["build", "Specs/Bookshop", "--output", scratch.path])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertFalse(result.stderr.contains("warning:"), result.stderr)
    }
}
