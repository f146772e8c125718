import XCTest

/// Bad use of the command line exits with 2 and says what is wrong; `--help` exits with 0.
final class UsageTests: XCTestCase {
    private func assertUsageError(_ arguments: [String], mentions words: [String],
                                  file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try CLIRunner.run(arguments)
        XCTAssertEqual(result.exitCode, 2, "apidocs \(arguments.joined(separator: " ")): \(result.stderr)", file: file, line: line)
        XCTAssertEqual(result.stdout, "", file: file, line: line)
        for word in words {
            XCTAssertTrue(result.stderr.contains(word), "stderr lacks '\(word)': \(result.stderr)", file: file, line: line)
        }
    }

    func testUnknownFlagExits2() throws {
        try assertUsageError(["readme", "Specs/Bookshop", "--bogus"], mentions: ["Unknown option", "--bogus", "Usage:"])
        try assertUsageError(["build", "--frobnicate"], mentions: ["Unknown option", "--frobnicate"])
        try assertUsageError(["--bogus"], mentions: ["Unknown option", "--bogus"])
    }

    func testMissingArgumentExits2() throws {
        try assertUsageError(["readme"], mentions: ["Missing expected argument", "<spec>"])
    }

    func testMissingOptionValueExits2() throws {
        try assertUsageError(["readme", "Specs/Bookshop", "--output"], mentions: ["Missing value", "--output"])
        try assertUsageError(["build", "--option"], mentions: ["Missing value", "--option"])
    }

    func testMalformedOptionArgumentExits2() throws {
        try assertUsageError(["readme", "Specs/Bookshop", "--option", "nocolon"], mentions: ["'nocolon'", "key:value"])
        try assertUsageError(["readme", "Specs/Bookshop", "--option", ":x"], mentions: ["':x'", "no key"])
        try assertUsageError(["build", "--option", ".a:x"], mentions: ["'.a:x'", "key.subkey:value"])
        try assertUsageError(["check", "--option", "typeAliases.:x"], mentions: ["'typeAliases.:x'", "key.subkey:value"])
    }

    func testUnknownSubcommandExits2() throws {
        try assertUsageError(["frob", "Specs/Bookshop"], mentions: ["frob"])
    }

    func testExtraArgumentToReadmeExits2() throws {
        try assertUsageError(["readme", "Specs/Bookshop", "Specs/Garage"], mentions: ["Specs/Garage"])
    }

    func testHelpOfEachCommandExits0AndPrintsUsage() throws {
        let cases: [(arguments: [String], usage: String, mentions: [String])] = [
            (["--help"], "USAGE: apidocs <subcommand>", ["build", "readme"]),
            (["readme", "--help"], "USAGE: apidocs readme <spec>", ["--options", "--option", "--template", "--output"]),
            (["build", "--help"], "USAGE: apidocs build", ["--options", "--option", "--template", "--output"]),
            (["help", "build"], "USAGE: apidocs build", []),
            (["readme", "-h"], "USAGE: apidocs readme", []),
        ]
        for item in cases {
            let result = try CLIRunner.run(item.arguments)
            let command = "apidocs " + item.arguments.joined(separator: " ")
            XCTAssertEqual(result.exitCode, 0, "\(command): \(result.stderr)")
            XCTAssertEqual(result.stderr, "", command)
            XCTAssertTrue(result.stdout.contains(item.usage), "\(command) printed: \(result.stdout)")
            for word in item.mentions {
                XCTAssertTrue(result.stdout.contains(word), "\(command) does not mention \(word)")
            }
        }
    }
}
