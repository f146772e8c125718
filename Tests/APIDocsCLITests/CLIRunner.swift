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
    static let executable: String? = {
        var folders: [URL] = []
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            folders.append(URL(fileURLWithPath: exe).deletingLastPathComponent())
        }
        folders.append(Bundle.main.bundleURL)
        folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
        folders.append(URL(fileURLWithPath: TestPaths.packageRoot + "/.build/debug"))
        return folders.map { $0.appendingPathComponent("apidocs").path }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Runs `apidocs arguments…` in `directory` (the package root by default) and waits for it.
    static func run(_ arguments: [String], in directory: String = TestPaths.packageRoot) throws -> CLIResult {
        guard let executable else {
            throw XCTSkip("the apidocs executable was not found next to the tests; run `swift build --build-tests` first")
        }
        let scratch = try TemporaryFolder()
        let outPath = scratch.path + "/stdout", errPath = scratch.path + "/stderr"
        FileManager.default.createFile(atPath: outPath, contents: nil)
        FileManager.default.createFile(atPath: errPath, contents: nil)
        // Files rather than pipes: a large output can never fill a pipe and block the child.
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        defer {
            try? out.close()
            try? err.close()
        }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "APIDOCS_THEMES")
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()

        return CLIResult(
            exitCode: process.terminationStatus,
            stdout: try String(contentsOfFile: outPath, encoding: .utf8),
            stderr: try String(contentsOfFile: errPath, encoding: .utf8)
        )
    }
}
