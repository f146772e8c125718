import Foundation
import XCTest

/// The help starts a new user off (`init` first, a two-line quick start), and every error about
/// a missing spec or spec folder names the command that fixes it.
final class HelpHintTests: XCTestCase {
    func testHelpListsInitFirstAndShowsTheQuickStart() throws {
        for arguments in [["help"], ["--help"], ["-h"]] {
            let result = try CLIRunner.run(arguments)
            XCTAssertEqual(result.exitCode, 0, result.stderr)
            let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let start = try XCTUnwrap(lines.firstIndex(of: "SUBCOMMANDS:"), result.stdout)
            let subcommands = lines[(start + 1)...].prefix { !$0.isEmpty }
                .filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
                .map { String($0.dropFirst(2).prefix { $0 != " " }) }
            XCTAssertEqual(subcommands, ["init", "build", "check", "serve", "readme", "diff", "docc"], arguments.joined())
            let quickStart = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("  apidocs init openapi.yaml") }, result.stdout)
            XCTAssertTrue(lines[quickStart + 1].hasPrefix("  apidocs build "), result.stdout)
            XCTAssertLessThan(quickStart, start, "the quick start comes before the list")
            XCTAssertLessThanOrEqual(lines.map(\.count).max() ?? 0, 80, "nothing wraps")
        }
        let initHelp = try CLIRunner.run(["help", "init"])
        XCTAssertEqual(initHelp.exitCode, 0)
        XCTAssertTrue(initHelp.stdout.contains("USAGE: apidocs init [<spec>] [--name <name>] [--client <name>]"), initHelp.stdout)
    }

    func testMissingSpecsAndFoldersNameTheFix() throws {
        let repository = try ScratchRepository()
        let noSpecs = try repository.run(["build"])
        XCTAssertEqual(noSpecs.exitCode, 1)
        XCTAssertEqual(noSpecs.stderr, "Specs: error: no such folder: with no spec named, apidocs documents every folder of Specs/ (run 'apidocs init SPEC' to create Specs/<Name>/ from your spec, or 'apidocs init' for a starter spec)\n")

        try FileManager.default.createDirectory(atPath: repository.path + "/Specs", withIntermediateDirectories: true)
        let empty = try repository.run(["check"])
        XCTAssertEqual(empty.exitCode, 1)
        XCTAssertEqual(empty.stderr, "Specs: error: no spec folder in it (run 'apidocs init SPEC' to create Specs/<Name>/ from your spec, or 'apidocs init' for a starter spec)\n")

        try FileManager.default.createDirectory(atPath: repository.path + "/Specs/Shop", withIntermediateDirectories: true)
        let noSpec = try repository.run(["build"])
        XCTAssertEqual(noSpec.exitCode, 1)
        XCTAssertEqual(noSpec.stderr, "Specs/Shop: error: no spec in this folder (looked for spec.yml, spec.yaml, spec.json); save the spec there as spec.yaml, or run 'apidocs init SPEC' to create Specs/<Name>/ from it\n")

        for command in ["readme", "build", "check"] {
            let missing = try repository.run([command, "shop.yaml"])
            XCTAssertEqual(missing.exitCode, 1, command)
            XCTAssertEqual(missing.stderr, "shop.yaml: error: no such file or folder (give a spec file or a spec folder; 'apidocs init SPEC' copies a spec to Specs/<Name>/)\n", command)
        }

        try repository.folder.write("apidocs.yml", "specs:\n  - path: api/shop.yaml\n")
        let listed = try repository.run(["build"])
        XCTAssertEqual(listed.exitCode, 1)
        XCTAssertEqual(listed.stderr, "apidocs.yml:2:11: error: no such spec file or folder 'api/shop.yaml' (fix the path, or run 'apidocs init SPEC' to create Specs/<Name>/ and list that)\n")
    }

    func testDiffNamesTheSpecFileFix() throws {
        let repository = try ScratchRepository()
        try repository.copy("Specs/Bookshop/spec.yml", to: "new.yml")
        try repository.folder.write("old/notes.txt", "no spec here\n")
        for arguments in [["init", "-q"], ["add", "old/notes.txt"], ["-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "old"]] {
            XCTAssertEqual(try OutputTestTools.run("/usr/bin/git", arguments, in: repository.path).status, 0)
        }
        try FileManager.default.removeItem(atPath: repository.path + "/old")
        let atRevision = try repository.run(["diff", "HEAD:old", "new.yml"])
        XCTAssertEqual(atRevision.exitCode, 1)
        XCTAssertEqual(atRevision.stderr, "HEAD:old: error: no spec at revision HEAD (looked for the file, and for spec.yml, spec.yaml, spec.json in the folder); name the spec file itself, as PATH or REV:PATH\n")
        let missing = try repository.run(["diff", "gone.yml", "new.yml"])
        XCTAssertEqual(missing.stderr, "gone.yml: error: no such file or folder (for a git revision, write REV:PATH)\n")
    }
}
