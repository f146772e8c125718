import Foundation
import XCTest

/// What one run of the `apidocs` executable produced.
struct CLIResult {
    let exitCode: Int32
    let stdout: String
    let stderr: String

    /// Standard error split into lines, without the final line break's empty remainder.
    var stderrLines: [String] {
        var lines = stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

/// Runs the real, built `apidocs` executable as a subprocess, as a user would.
///
/// The executable is the one built next to the test bundle (`.build/<config>/apidocs`):
/// `swift build --build-tests` builds it together with the tests.
enum CLIRunner {
    /// Runs `apidocs arguments…` in `directory` (the package root by default) and waits for it.
    static func run(_ arguments: [String], in directory: String = TestPaths.packageRoot) throws -> CLIResult {
        let run = try OutputTestTools.run(try OutputTestTools.product("apidocs"), arguments, in: directory)
        return CLIResult(exitCode: run.status, stdout: run.stdout, stderr: run.stderr)
    }
}
