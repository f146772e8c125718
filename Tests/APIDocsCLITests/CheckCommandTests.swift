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
        XCTAssertTrue(CheckCommandTests.isSummary(build.stderr, written: { $0 > 1 }, unchanged: 0, removed: 0), build.stderr)
        XCTAssertEqual(scratch.read("Site/Bookshop/README.md"), try String(contentsOfFile: OutputTestTools.repository + "/Site/Bookshop/README.md", encoding: .utf8))

        let clean = try apidocs("check")
        XCTAssertEqual(clean.status, 0, clean.stdout + clean.stderr)
        XCTAssertEqual(clean.stdout, "")
        XCTAssertEqual(clean.stderr, "check: 1 output folder up to date (same inputs as their last build)\n")

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
        // The README first, as a unified diff equal to diff -u's; then one line per changed page.
        XCTAssertTrue(drift.stdout.hasPrefix("Site/Bookshop/README.md: differs\n" + expected.stdout), drift.stdout)
        XCTAssertTrue(drift.stdout.contains("Site/Bookshop/index.html: differs ("), drift.stdout)
        XCTAssertTrue(drift.stdout.contains("-- **BookFormat**\n+- **BookFormet**\n"), drift.stdout)
        XCTAssertTrue(drift.stderr.contains("1 of 1 output folders differ"), drift.stderr)

        // Building fixes it; the check passes again.
        let rebuild = try apidocs("build")
        XCTAssertTrue(rebuild.stderr.hasPrefix("wrote Site/Bookshop: "), rebuild.stderr)
        XCTAssertFalse(rebuild.stderr.contains(": 0 written"), rebuild.stderr)
        XCTAssertEqual(try apidocs("check").status, 0)
        // Without the manifest the check renders and compares every file: still clean.
        try FileManager.default.removeItem(atPath: scratch.file("Site/Bookshop/.apidocs-manifest"))
        let full = try apidocs("check")
        XCTAssertEqual(full.status, 0, full.stdout)
        XCTAssertEqual(full.stderr, "check: 1 output folder up to date\n")
    }

    func testARebuildWithNoChangeWritesNothing() throws {
        XCTAssertEqual(try apidocs("build").status, 0)
        let readme = OutputTestTools.identity(scratch.file("Site/Bookshop/README.md"))
        let again = try apidocs("build")
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(again.stderr, "Site: up to date, 0 files written\n")
        XCTAssertEqual(OutputTestTools.identity(scratch.file("Site/Bookshop/README.md")), readme)
        // A different option that changes no file: rendered again, nothing written.
        let option = try apidocs("build", "--option", "safeArrayDecoding:true")
        XCTAssertTrue(CheckCommandTests.isSummary(option.stderr, written: { $0 == 0 }, unchanged: nil, removed: 0), option.stderr)
        XCTAssertEqual(OutputTestTools.identity(scratch.file("Site/Bookshop/README.md")), readme)
    }

    func testAnotherBinaryDoesNotTrustTheManifestOfTheLastBuild() throws {
        XCTAssertEqual(try apidocs("build").status, 0)
        XCTAssertEqual(try apidocs("check").stderr, "check: 1 output folder up to date (same inputs as their last build)\n")
        // A rebuilt binary (same version string, new file): it renders and compares again.
        let copy = scratch.file("apidocs-rebuilt")
        try FileManager.default.copyItem(atPath: apidocs, toPath: copy)
        let newer = Date().addingTimeInterval(60)
        try FileManager.default.setAttributes([.modificationDate: newer], ofItemAtPath: copy)
        // Outside .build/ it still has its themes: they are compiled in.
        let rebuilt = { (command: String) in
            try OutputTestTools.run(copy, [command], in: self.scratch.path)
        }
        let check = try rebuilt("check")
        XCTAssertEqual(check.status, 0, check.stdout)
        XCTAssertEqual(check.stderr, "check: 1 output folder up to date\n")
        let build = try rebuilt("build")
        XCTAssertTrue(CheckCommandTests.isSummary(build.stderr, written: { $0 == 0 }, unchanged: nil, removed: 0), build.stderr)
        // Its own rebuild with no change is trusted again.
        XCTAssertEqual(try rebuilt("build").stderr, "Site: up to date, 0 files written\n")
    }

    /// `wrote Site/Bookshop: W written, U unchanged, R removed` on one line, with the counts checked.
    static func isSummary(_ text: String, written: (Int) -> Bool, unchanged: Int?, removed: Int) -> Bool {
        let prefix = "wrote Site/Bookshop: "
        guard text.hasPrefix(prefix), text.hasSuffix("\n"), text.filter({ $0 == "\n" }).count == 1 else { return false }
        let numbers = text.dropFirst(prefix.count).split(separator: ",").compactMap { Int($0.split(separator: " ").first ?? "") }
        guard numbers.count == 3 else { return false }
        return written(numbers[0]) && (unchanged == nil || numbers[1] == unchanged) && numbers[2] == removed
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
        let verbose = try apidocs("build", "--verbose", "--option", "safeArrayDecoding:true")
        XCTAssertTrue(verbose.stderr.contains("\n  unchanged Site/Bookshop/README.md\n"), verbose.stderr)
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
