import XCTest

/// Runs `apidocs readme` on a spec written to a scratch folder, for the diagnostics tests.
enum SpecRun {
    /// `apidocs readme spec.yml --output README.md` in a scratch folder holding `spec` as
    /// `spec.yml`: what the command printed and whether it wrote the README.
    static func readme(_ spec: String, _ extra: [String] = []) throws -> (result: CLIResult, wrote: Bool) {
        let scratch = try TemporaryFolder()
        try spec.write(toFile: scratch.path + "/spec.yml", atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["readme", "spec.yml", "--output", "README.md"] + extra, in: scratch.path)
        return (result, TestPaths.exists(scratch.path + "/README.md"))
    }

    /// Exactly `expected` on standard error, exit status `exit`, and the README written only
    /// when the run succeeds.
    static func assertDiagnostics(_ spec: String, _ expected: [String], exit: Int32, extra: [String] = [],
                                  file: StaticString = #filePath, line: UInt = #line) throws {
        let (result, wrote) = try readme(spec, extra)
        XCTAssertEqual(result.stderrLines, expected, file: file, line: line)
        XCTAssertEqual(result.exitCode, exit, "stderr: \(result.stderr)", file: file, line: line)
        XCTAssertEqual(wrote, exit == 0, "README written only on success", file: file, line: line)
    }
}
