import XCTest

/// Every common mistake of `Tests/Fixtures/lenient/` (one row each in `lenientCases`) is read
/// as its author meant: `readme` writes the README SwagGen writes for the spec (the folder's
/// `README.md`, checked against SwagGen's own parser) and prints each warning at its location;
/// with `--strict` each warning is an error at the same place and nothing is written. Runs from
/// `Tests/Fixtures/lenient/`, so locations compare exactly.
final class LenientFixtureTests: XCTestCase {
    func testTheTableCoversEveryFixtureFolder() throws {
        XCTAssertEqual(lenientCases.map(\.name).sorted(), try TestPaths.subfolders(of: TestPaths.lenientFixtures))
    }

    func testReadmeIsSwagGensAndEachMistakeIsAWarningAtItsLocation() throws {
        for row in lenientCases {
            let scratch = try TemporaryFolder()
            let output = scratch.path + "/README.md"
            let result = try CLIRunner.run(arguments(row, output: output), in: TestPaths.lenientFixtures)
            XCTAssertEqual(result.exitCode, 0, "\(row.name): \(result.stderr)")
            assertLines(result.stderrLines, of: row, kind: "warning")
            GoldenFile.assertMatches((try? TestPaths.read(output)) ?? "", golden: TestPaths.lenientFixtures + "/" + row.name + "/README.md")
        }
    }

    func testStrictMakesEachWarningAnErrorAndWritesNothing() throws {
        for row in lenientCases {
            let scratch = try TemporaryFolder()
            let output = scratch.path + "/README.md"
            let result = try CLIRunner.run(arguments(row, output: output) + ["--strict"], in: TestPaths.lenientFixtures)
            XCTAssertEqual(result.exitCode, 1, "\(row.name): \(result.stderr)")
            assertLines(result.stderrLines.filter { !$0.contains(": error: warnings are errors") }, of: row, kind: "error")
            XCTAssertFalse(TestPaths.exists(output), "\(row.name): --strict wrote \(output)")
        }
    }

    /// `build` of each folder prints the same warnings as `readme`.
    func testBuildWarnsTheSame() throws {
        for row in lenientCases {
            let scratch = try TemporaryFolder()
            let result = try CLIRunner.run(["build", row.name, "--output", scratch.path + "/out", "--quiet"], in: TestPaths.lenientFixtures)
            XCTAssertEqual(result.exitCode, 0, "\(row.name): \(result.stderr)")
            assertLines(result.stderrLines, of: row, kind: "warning")
        }
    }

    /// The swift-openapi-generator flavour reads the same mistakes with the same warnings
    /// (beside its own), except where swift-openapi-generator refuses the document: a Swagger
    /// 2.0 file, a non-mapping entry of `components/parameters`, and a list of types or type
    /// `null` in a 3.0 document (1.14.3 fails to decode both: "Cannot initialize JSONType from
    /// invalid String value null").
    func testTheSOGFlavourWarnsTheSameOrRefusesWhatSOGRefuses() throws {
        let refused = ["component-not-mapping", "type-list", "type-list-swagger2", "type-null"]
        for row in lenientCases {
            let scratch = try TemporaryFolder()
            let result = try CLIRunner.run(["build", row.name, "--client", "swift-openapi-generator", "--output", scratch.path + "/out", "--quiet"],
                                           in: TestPaths.lenientFixtures)
            if refused.contains(row.name) {
                XCTAssertEqual(result.exitCode, 1, "\(row.name): \(result.stderr)")
                XCTAssertTrue(result.stderr.contains(": error: swift-openapi-generator refuses this: "), "\(row.name): \(result.stderr)")
                XCTAssertFalse(TestPaths.exists(scratch.path + "/out"), row.name)
                continue
            }
            XCTAssertEqual(result.exitCode, 0, "\(row.name): \(result.stderr)")
            for expected in row.warnings {
                XCTAssertTrue(result.stderrLines.contains { $0.hasPrefix(expected.location + ": warning: ") && expected.keywords.allSatisfy($0.contains) },
                              "\(row.name): no warning at \(expected.location) in \(result.stderr)")
            }
        }
    }

    private func arguments(_ row: LenientCase, output: String) -> [String] {
        var arguments = ["readme", row.name + "/spec.yml", "--output", output]
        if row.hasOptionsFile { arguments += ["--options", row.name + "/apidocs.yml"] }
        return arguments
    }

    /// Exactly the row's lines, in order: `LOCATION: KIND: MESSAGE` with the row's keywords.
    private func assertLines(_ lines: [String], of row: LenientCase, kind: String,
                             file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(lines.count, row.warnings.count, "\(row.name): \(lines.joined(separator: "\n"))", file: file, line: line)
        for (printed, expected) in zip(lines, row.warnings) {
            let prefix = expected.location + ": " + kind + ": "
            XCTAssertTrue(printed.hasPrefix(prefix), "\(row.name): want \(prefix)…, got \(printed)", file: file, line: line)
            for keyword in expected.keywords {
                XCTAssertTrue(printed.contains(keyword), "\(row.name): '\(keyword)' not in \(printed)", file: file, line: line)
            }
        }
    }
}
