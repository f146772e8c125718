import Foundation
import XCTest

/// `apidocs build` and `apidocs check` end to end, on a copy of `Specs/Bookshop` in a scratch folder.
final class CheckCommandTests: XCTestCase {
    var scratch: OutputScratch!
    var apidocs = ""

    override func setUpWithError() throws {
        apidocs = try OutputTestTools.product("apidocs")
        scratch = OutputScratch("apidocs-check")
        try FileManager.default.createDirectory(atPath: scratch.file("Specs"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: OutputTestTools.repository + "/Specs/Bookshop", toPath: scratch.file("Specs/Bookshop"))
    }

    override func tearDown() { scratch = nil }

    func apidocs(_ arguments: String...) throws -> OutputTestTools.Run {
        try OutputTestTools.run(apidocs, arguments, in: scratch.path)
    }

    func testCheckPassesAfterABuildAndFailsWithADiffAfterASpecChange() throws {
        let build = try apidocs("build")
        XCTAssertEqual(build.status, 0, build.stderr)
        XCTAssertEqual(build.stderr, "wrote Site/Bookshop: 1 written, 0 unchanged, 0 removed\n")
        XCTAssertEqual(scratch.read("Site/Bookshop/README.md"), try String(contentsOfFile: OutputTestTools.repository + "/Site/Bookshop/README.md", encoding: .utf8))

        let clean = try apidocs("check")
        XCTAssertEqual(clean.status, 0, clean.stdout + clean.stderr)
        XCTAssertEqual(clean.stdout, "")
        XCTAssertEqual(clean.stderr, "check: 1 output folder up to date\n")

        // One character: the model BookFormat becomes BookFormet.
        let spec = scratch.file("Specs/Bookshop/spec.yml")
        let text = try String(contentsOfFile: spec, encoding: .utf8)
        try text.replacingOccurrences(of: "BookFormat", with: "BookFormet").write(toFile: spec, atomically: false, encoding: .utf8)
        let readme = try apidocs("readme", "Specs/Bookshop")
        XCTAssertEqual(readme.status, 0, readme.stderr)

        let drift = try apidocs("check")
        XCTAssertEqual(drift.status, 1, drift.stderr)
        scratch.write("new-readme.md", readme.stdout)
        let expected = try OutputTestTools.run("/usr/bin/diff", ["-u", "--label", "a/Site/Bookshop/README.md", "--label", "b/Site/Bookshop/README.md", "Site/Bookshop/README.md", "new-readme.md"], in: scratch.path)
        XCTAssertEqual(expected.status, 1)
        XCTAssertEqual(drift.stdout, "Site/Bookshop/README.md: differs\n" + expected.stdout)
        XCTAssertTrue(drift.stdout.contains("-- **BookFormat**\n+- **BookFormet**\n"), drift.stdout)
        XCTAssertTrue(drift.stderr.contains("1 of 1 output folders differ"), drift.stderr)

        // Building fixes it; the check passes again.
        let rebuild = try apidocs("build")
        XCTAssertEqual(rebuild.stderr, "wrote Site/Bookshop: 1 written, 0 unchanged, 0 removed\n")
        XCTAssertEqual(try apidocs("check").status, 0)
    }

    func testARebuildWithNoChangeWritesNothing() throws {
        XCTAssertEqual(try apidocs("build").status, 0)
        let readme = OutputTestTools.identity(scratch.file("Site/Bookshop/README.md"))
        let again = try apidocs("build")
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(again.stderr, "wrote Site/Bookshop: 0 written, 1 unchanged, 0 removed\n")
        XCTAssertEqual(OutputTestTools.identity(scratch.file("Site/Bookshop/README.md")), readme)
        // A different option that leaves the README as it is: nothing written either.
        let option = try apidocs("build", "--option", "modelType:struct")
        XCTAssertEqual(option.stderr, "wrote Site/Bookshop: 0 written, 1 unchanged, 0 removed\n")
        XCTAssertEqual(OutputTestTools.identity(scratch.file("Site/Bookshop/README.md")), readme)
    }

    func testMissingAndExtraFilesAndTheUsersFiles() throws {
        XCTAssertEqual(try apidocs("build", "--output", "Docs").status, 0)
        scratch.write("Docs/Bookshop/CNAME", "docs.example.com\n")
        XCTAssertEqual(try apidocs("check", "--output", "Docs").status, 0, "a user's file is not drift")
        try FileManager.default.removeItem(atPath: scratch.file("Docs/Bookshop/README.md"))
        let missing = try apidocs("check", "--output", "Docs", "Specs/Bookshop")
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.stdout, "Docs/Bookshop/README.md: missing\n")

        // Without a manifest (a fresh clone: it is not committed), any other non-dot file is extra.
        XCTAssertEqual(try apidocs("build", "--output", "Docs").status, 0)
        try FileManager.default.removeItem(atPath: scratch.file("Docs/Bookshop/.apidocs-manifest"))
        let extra = try apidocs("check", "--output", "Docs")
        XCTAssertEqual(extra.status, 1)
        XCTAssertEqual(extra.stdout, "Docs/Bookshop/CNAME: extra (no longer produced)\n")
    }

    func testQuietAndVerbose() throws {
        let quiet = try apidocs("build", "--quiet")
        XCTAssertEqual(quiet.status, 0)
        XCTAssertEqual(quiet.stderr, "")
        XCTAssertEqual(try apidocs("check", "-q").stderr, "")
        let verbose = try apidocs("build", "--verbose")
        XCTAssertEqual(verbose.stderr, "wrote Site/Bookshop: 0 written, 1 unchanged, 0 removed\n  unchanged Site/Bookshop/README.md\n")
        let both = try apidocs("build", "--quiet", "--verbose")
        XCTAssertEqual(both.status, 2)
    }

    func testABadSpecLeavesTheOutputUntouchedAndCheckFailsWithOne() throws {
        XCTAssertEqual(try apidocs("build").status, 0)
        let before = OutputTestTools.snapshot(scratch.file("Site"))
        try "openapi: 3.0.0\ninfo: [broken\n".write(toFile: scratch.file("Specs/Bookshop/spec.yml"), atomically: false, encoding: .utf8)
        let build = try apidocs("build")
        XCTAssertEqual(build.status, 1)
        XCTAssertTrue(build.stderr.contains("Specs/Bookshop/spec.yml:"), build.stderr)
        XCTAssertEqual(OutputTestTools.snapshot(scratch.file("Site")), before)
        XCTAssertEqual(try apidocs("check").status, 1)
    }
}
