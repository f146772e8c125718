@testable import APIDocsCLI
import APIDocsLoader
@testable import APIDocsKit
import Foundation
import XCTest

/// Each way issue 11 found `check` passing on a stale site, as a test of the new behaviour:
/// the site-level files and the set of API folders are part of the plan, so `check` fails
/// exactly when the output differs from a fresh full build.
final class DriftScenarioTests: XCTestCase {
    var project: DriftProject!

    override func setUp() {
        project = DriftProject()
        project.addSpec("One")
        project.addSpec("Two")
        XCTAssertEqual(project.build(), [])
        XCTAssertEqual(project.check().status, 0)
    }

    override func tearDown() { project = nil }

    var index: String { project.scratch.read("Site/index.html") ?? "" }

    func assertMatchesFreshBuild(file: StaticString = #filePath, line: UInt = #line) {
        let check = project.check()
        XCTAssertEqual(check.status, 0, check.findings, file: file, line: line)
        let fresh = project.equalsFreshBuild()
        XCTAssertTrue(fresh.equal, fresh.difference, file: file, line: line)
    }

    /// `build Specs/Three` lists Three in the root index (it used to leave the index alone).
    func testBuildingANewNamedSpecAddsItToTheIndex() {
        project.addSpec("Three")
        XCTAssertEqual(project.check().status, 1, "Three is not built yet")
        XCTAssertEqual(project.build(["Three"]), [])
        XCTAssertTrue(index.contains("Three/index.html"), index)
        XCTAssertTrue(index.contains("One/index.html") && index.contains("Two/index.html"), index)
        assertMatchesFreshBuild()
    }

    /// A later plain build after a named one is not "up to date" while the index is stale.
    func testAPlainBuildAfterANamedBuildLeavesNoStaleIndex() {
        project.addSpec("Three")
        try? FileManager.default.removeItem(atPath: project.scratch.file("Site/index.html"))
        XCTAssertEqual(project.build(["Three"]), [])
        XCTAssertEqual(project.build(), [])
        XCTAssertTrue(index.contains("Three/index.html"), index)
        assertMatchesFreshBuild()
    }

    /// A spec folder removed: `check` reports its output folder and index entry; `build` removes both.
    func testRemovedSpecFolderIsReportedThenRemoved() {
        project.removeSpec("Two")
        let check = project.check()
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.findings.contains("Site/Two/: extra folder (no spec produces it any more)"), check.findings)
        XCTAssertTrue(check.findings.contains("Site/index.html: differs"), check.findings)
        XCTAssertEqual(project.build(), [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.scratch.file("Site/Two")))
        XCTAssertFalse(index.contains("Two/index.html"), index)
        assertMatchesFreshBuild()
    }

    /// A spec folder renamed: the old output folder goes, the new one comes, the index follows.
    func testRenamedSpecFolder() {
        project.renameSpec("Two", to: "Deux")
        XCTAssertEqual(project.check().status, 1)
        XCTAssertEqual(project.build(), [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.scratch.file("Site/Two")))
        XCTAssertTrue(index.contains("Deux/index.html") && !index.contains("Two/index.html"), index)
        assertMatchesFreshBuild()
    }

    /// An output folder deleted by hand: the index links to a missing page, and `check` says so.
    func testOutputFolderDeletedByHandFailsTheCheck() {
        try? FileManager.default.removeItem(atPath: project.scratch.file("Site/Two"))
        let check = project.check()
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.findings.contains("Site/Two/index.html: missing"), check.findings)
        XCTAssertEqual(project.build(), [])
        assertMatchesFreshBuild()
    }

    /// A named build keeps the index entries of the others only while their folders exist.
    func testNamedBuildDropsEntriesOfFoldersThatAreGone() {
        try? FileManager.default.removeItem(atPath: project.scratch.file("Site/Two"))
        XCTAssertEqual(project.build(["One"]), [])
        XCTAssertTrue(index.contains("One/index.html"), index)
        XCTAssertFalse(index.contains("Two/index.html"), index)
        XCTAssertEqual(project.check().status, 1, "Two is still missing")
    }

    /// A spec's new title changes the root index, and a plain build rewrites it.
    func testAnEditedTitleReachesTheIndex() {
        project.addSpec("Two", title: "Second API", models: 3)
        XCTAssertEqual(project.check().status, 1)
        XCTAssertEqual(project.build(), [])
        XCTAssertTrue(index.contains("Second API"), index)
        assertMatchesFreshBuild()
    }

    /// A description written as `{$ref: file.md}`: editing only the Markdown file is a change
    /// (the file is among the build's inputs, so neither `check` nor `build` skips it as up to
    /// date).
    func testAnEditedMarkdownDescriptionFileIsAChange() {
        let spec = DriftProject.spec(title: "Two API", models: 1)
            .replacingOccurrences(of: "      type: object\n", with: "      type: object\n      description: {$ref: item.md}\n")
        project.scratch.write("Specs/Two/spec.yaml", spec)
        project.scratch.write("Specs/Two/item.md", "An item, **first** words.\n")
        XCTAssertEqual(project.build(), [])
        XCTAssertEqual(project.check().status, 0)
        project.scratch.write("Specs/Two/item.md", "An item, **second** words.\n")
        let check = project.check()
        XCTAssertEqual(check.status, 1, "only the Markdown file changed")
        XCTAssertTrue(check.findings.contains("Site/Two/models/item0.html: differs"), check.findings)
        XCTAssertEqual(project.build(), [])
        XCTAssertTrue(project.scratch.read("Site/Two/models/item0.html")?.contains("<strong>second</strong>") ?? false)
        assertMatchesFreshBuild()
    }

    /// A folder apidocs did not make (no manifest) is never deleted by `build`; `check` reports
    /// it, as it would on a fresh clone, since a fresh build would not have it.
    func testAFolderWithoutAManifestIsKeptAndReported() {
        project.scratch.write("Site/notes/todo.txt", "mine\n")
        XCTAssertEqual(project.build(), [])
        XCTAssertEqual(project.scratch.read("Site/notes/todo.txt"), "mine\n")
        let check = project.check()
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.findings.contains("Site/notes/: extra folder"), check.findings)
        XCTAssertFalse(project.equalsFreshBuild().equal)
    }

    /// A site-level file apidocs did not write is kept by `build` and reported by `check`; one
    /// it wrote and no longer produces is removed.
    func testSiteLevelFilesNotProducedAreReportedAndOnlyOursRemoved() {
        project.scratch.write("Site/CNAME", "docs.example.com\n")
        XCTAssertEqual(project.build(), [])
        XCTAssertEqual(project.scratch.read("Site/CNAME"), "docs.example.com\n")
        XCTAssertTrue(project.check().findings.contains("Site/CNAME: extra (no longer produced)"))
        try? FileManager.default.removeItem(atPath: project.scratch.file("Site/CNAME"))
        XCTAssertEqual(project.check().status, 0)
    }

    /// Without local state (a fresh clone: manifests are not committed), a folder no spec
    /// produces still fails the check.
    func testFreshCloneReportsAnOrphanFolder() throws {
        project.removeSpec("Two")
        for path in [".apidocs-site", "One/.apidocs-manifest", "Two/.apidocs-manifest"] {
            try FileManager.default.removeItem(atPath: project.scratch.file("Site/" + path))
        }
        let check = project.check()
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.findings.contains("Site/Two/: extra folder"), check.findings)
    }

    /// The old summary said "5 of 1 output folders differ": the site-level files are counted apart.
    func testCheckCountsFoldersAndSiteLevelFilesApart() throws {
        project.scratch.write("Site/index.html", "stale\n")
        project.scratch.write("Site/search-index.js", "stale\n")
        project.scratch.write("Site/assets/style.css", "stale\n")
        let plan = try project.inProject { try BuildPlan.make(BuildRequest()) }
        let report = try XCTUnwrap(project.inProject { SiteCheck.run(plan, progress: SilentProgress(), diagnostics: DiagnosticCollector()) })
        XCTAssertEqual(report.differing, 0)
        XCTAssertEqual(report.checked, 2)
        XCTAssertTrue(report.siteLevelDiffers)
        XCTAssertEqual(CheckCommand.summary(of: report), "the site-level files (index.html, search-index.js, assets/) differ")
    }
}
