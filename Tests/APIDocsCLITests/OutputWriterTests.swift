@testable import APIDocsCLI
@testable import APIDocsKit
import APIDocsLoader
import Foundation
import XCTest

final class OutputWriterTests: XCTestCase {
    func files(_ pairs: [String: String]) -> [OutputFile] {
        pairs.map { OutputFile(path: $0.key, text: $0.value) }
    }

    func testFirstWriteCreatesFolderParentsAndManifest() throws {
        let scratch = OutputScratch()
        let folder = scratch.file("Site/Deep/Bookshop")
        let report = try OutputWriter.write(files(["README.md": "# A\n", "models/pet.html": "<p>pet</p>\n"]), into: folder, fingerprint: "one")
        XCTAssertEqual(report.written, ["README.md", "models/pet.html"])
        XCTAssertEqual(report.summary, "2 written, 0 unchanged, 0 removed")
        XCTAssertEqual(scratch.read("Site/Deep/Bookshop/models/pet.html"), "<p>pet</p>\n")
        let manifest = try XCTUnwrap(OutputManifest.read(folder: folder))
        XCTAssertEqual(manifest.fingerprint, "one")
        XCTAssertEqual(manifest.entries.map(\.path), ["README.md", "models/pet.html"])
        XCTAssertEqual(manifest.entries[0].hash, ContentHash(text: "# A\n"))
        XCTAssertEqual(OutputTestTools.tree(scratch.file("Site/Deep")), ["Bookshop/", "Bookshop/.apidocs-manifest", "Bookshop/README.md", "Bookshop/models/", "Bookshop/models/pet.html"])
    }

    func testTheOutputRootMayBeALinkToAFolderButTheReplacedFolderMayNot() throws {
        let scratch = OutputScratch()
        try FileManager.default.createDirectory(atPath: scratch.file("www/docs"), withIntermediateDirectories: true)
        XCTAssertEqual(symlink(scratch.file("www/docs"), scratch.file("Site")), 0)
        // Site -> www/docs: the folder is written inside the link's target.
        let report = try OutputWriter.write(files(["README.md": "# A\n"]), into: scratch.file("Site/Bookshop"), fingerprint: "one")
        XCTAssertEqual(report.written, ["README.md"])
        XCTAssertEqual(scratch.read("www/docs/Bookshop/README.md"), "# A\n")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: scratch.file("Site")), scratch.file("www/docs"))

        // Site/Other -> elsewhere: refused, and the link's target is untouched.
        scratch.write("elsewhere/keep.txt", "keep\n")
        XCTAssertEqual(symlink(scratch.file("elsewhere"), scratch.file("Site/Other")), 0)
        XCTAssertThrowsError(try OutputWriter.write(files(["README.md": "# B\n"]), into: scratch.file("Site/Other"), fingerprint: "two")) { error in
            XCTAssertTrue(String(describing: error).contains("symbolic link"), "\(error)")
        }
        XCTAssertEqual(OutputTestTools.tree(scratch.file("elsewhere")), ["keep.txt"])

        // A file where the output root should be: a located error, not a crash.
        scratch.write("file", "")
        XCTAssertThrowsError(try OutputWriter.write(files(["README.md": "# C\n"]), into: scratch.file("file/X"), fingerprint: "three")) { error in
            XCTAssertTrue(String(describing: error).contains("Not a directory"), "\(error)")
        }
    }

    func testRebuildWithNoChangeWritesNothing() throws {
        let scratch = OutputScratch()
        let folder = scratch.file("Site/X")
        let produced = files(["README.md": "# A\n", "models/pet.html": "pet\n"])
        _ = try OutputWriter.write(produced, into: folder, fingerprint: "same")
        let before = OutputTestTools.snapshot(scratch.path)
        let report = try OutputWriter.write(produced, into: folder, fingerprint: "same")
        XCTAssertTrue(report.upToDate)
        XCTAssertEqual(report.summary, "0 written, 2 unchanged, 0 removed")
        XCTAssertEqual(OutputTestTools.snapshot(scratch.path), before)
        XCTAssertTrue(OutputWriter.isUpToDate(folder, fingerprint: "same"))
        XCTAssertFalse(OutputWriter.isUpToDate(folder, fingerprint: "other"))
    }

    func testSameBytesUnderANewFingerprintOnlyUpdatesTheManifest() throws {
        let scratch = OutputScratch()
        let folder = scratch.file("Site/X")
        let produced = files(["README.md": "# A\n", "tags/a.html": "a\n"])
        _ = try OutputWriter.write(produced, into: folder, fingerprint: "old")
        let readme = OutputTestTools.identity(folder + "/README.md")
        let folderInode = OutputTestTools.identity(folder)?.inode
        let report = try OutputWriter.write(produced, into: folder, fingerprint: "new")
        XCTAssertFalse(report.upToDate)
        XCTAssertEqual(report.summary, "0 written, 2 unchanged, 0 removed")
        XCTAssertEqual(OutputTestTools.identity(folder + "/README.md"), readme)
        XCTAssertEqual(OutputTestTools.identity(folder)?.inode, folderInode, "no swap when nothing changed")
        XCTAssertEqual(OutputManifest.read(folder: folder)?.fingerprint, "new")
        XCTAssertTrue(try OutputWriter.write(produced, into: folder, fingerprint: "new").upToDate)
        XCTAssertEqual(OutputTestTools.tree(scratch.file("Site")), ["X/", "X/.apidocs-manifest", "X/README.md", "X/tags/", "X/tags/a.html"])
    }

    func testUnchangedFilesKeepInodeAndModificationTime() throws {
        let scratch = OutputScratch()
        let folder = scratch.file("Site/X")
        var contents = ["README.md": "# A\n", "models/a.html": "a\n", "models/b.html": "b\n", "symbols.json": "{}\n"]
        _ = try OutputWriter.write(files(contents), into: folder, fingerprint: "1")
        let before = contents.keys.reduce(into: [String: OutputTestTools.Identity]()) { $0[$1] = OutputTestTools.identity(folder + "/" + $1) }
        usleep(20_000)
        contents["models/b.html"] = "b changed\n"
        let report = try OutputWriter.write(files(contents), into: folder, fingerprint: "2")
        XCTAssertEqual(report.written, ["models/b.html"])
        XCTAssertEqual(report.unchanged, ["README.md", "models/a.html", "symbols.json"])
        for path in report.unchanged {
            XCTAssertEqual(OutputTestTools.identity(folder + "/" + path), before[path], path)
        }
        XCTAssertNotEqual(OutputTestTools.identity(folder + "/models/b.html"), before["models/b.html"])
        XCTAssertEqual(scratch.read("Site/X/models/b.html"), "b changed\n")
    }

    func testFilesApidocsDidNotWriteSurvive() throws {
        let scratch = OutputScratch()
        let folder = scratch.file("Site/X")
        _ = try OutputWriter.write(files(["README.md": "1\n", "models/a.html": "a\n"]), into: folder, fingerprint: "1")
        scratch.write("Site/X/CNAME", "docs.example.com\n")
        scratch.write("Site/X/notes/todo.txt", "todo\n")
        scratch.write("Site/X/models/hand-written.html", "mine\n")
        scratch.write("Site/X/.well-known/security.txt", "contact\n")
        try FileManager.default.createDirectory(atPath: folder + "/drafts", withIntermediateDirectories: false)
        symlink("README.md", folder + "/index.md")
        let cname = OutputTestTools.identity(folder + "/CNAME")

        let report = try OutputWriter.write(files(["README.md": "2\n", "operations/get.html": "get\n"]), into: folder, fingerprint: "2")
        XCTAssertEqual(report.written, ["README.md", "operations/get.html"])
        XCTAssertEqual(report.removed, ["models/a.html"])
        XCTAssertEqual(report.kept, [".well-known/security.txt", "CNAME", "index.md", "models/hand-written.html", "notes/todo.txt"])
        XCTAssertEqual(OutputTestTools.identity(folder + "/CNAME"), cname)
        XCTAssertEqual(scratch.read("Site/X/models/hand-written.html"), "mine\n")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/index.md"), "README.md")
        XCTAssertEqual(OutputTestTools.tree(folder), [
            ".apidocs-manifest", ".well-known/", ".well-known/security.txt", "CNAME", "README.md", "drafts/",
            "index.md", "models/", "models/hand-written.html", "notes/", "notes/todo.txt", "operations/", "operations/get.html",
        ])
        // And again with no change: still there.
        _ = try OutputWriter.write(files(["README.md": "3\n", "operations/get.html": "get\n"]), into: folder, fingerprint: "3")
        XCTAssertEqual(scratch.read("Site/X/notes/todo.txt"), "todo\n")
        XCTAssertEqual(OutputTestTools.identity(folder + "/CNAME"), cname)
    }

    func testDroppedFilesAndTheirFoldersAreRemoved() throws {
        let scratch = OutputScratch()
        let folder = scratch.file("Site/X")
        _ = try OutputWriter.write(files(["README.md": "1\n", "models/a.html": "a\n", "models/deep/b.html": "b\n"]), into: folder, fingerprint: "1")
        let report = try OutputWriter.write(files(["README.md": "1\n"]), into: folder, fingerprint: "2")
        XCTAssertEqual(report.removed, ["models/a.html", "models/deep/b.html"])
        XCTAssertEqual(report.summary, "0 written, 1 unchanged, 2 removed")
        XCTAssertEqual(OutputTestTools.tree(folder), [".apidocs-manifest", "README.md"])
    }

    func testAFolderWithoutManifestKeepsItsFilesAndReusesIdenticalOnes() throws {
        // What an older apidocs left: a README and no manifest; plus the user's file.
        let scratch = OutputScratch()
        let folder = scratch.file("Site/X")
        scratch.write("Site/X/README.md", "# Same\n")
        scratch.write("Site/X/old-page.html", "was it ours?\n")
        let readme = OutputTestTools.identity(folder + "/README.md")
        let report = try OutputWriter.write(files(["README.md": "# Same\n"]), into: folder, fingerprint: "1")
        XCTAssertEqual(report.summary, "0 written, 1 unchanged, 0 removed")
        XCTAssertEqual(OutputTestTools.identity(folder + "/README.md"), readme)
        XCTAssertEqual(OutputTestTools.tree(folder), [".apidocs-manifest", "README.md", "old-page.html"])
    }

    func testNothingOutsideTheFolderChanges() throws {
        let scratch = OutputScratch()
        scratch.write("Site/index.html", "site index\n")
        scratch.write("Site/Other/README.md", "other\n")
        scratch.write("Site/.hidden", "h\n")
        scratch.write("elsewhere.txt", "e\n")
        let outside = { OutputTestTools.snapshot(scratch.path) { $0.hasPrefix("Site/X/") } }
        let before = outside()
        let folder = scratch.file("Site/X")
        for (index, text) in ["1", "2", "2", "3"].enumerated() {
            _ = try OutputWriter.write(files(["README.md": text, "models/m.html": "m\(index % 2)", "a/b/c/d.txt": text]), into: folder, fingerprint: "\(index)")
            XCTAssertEqual(outside().filter { $0 != "Site/X/ inode=\(OutputTestTools.identity(folder)!.inode)" }, before, "after write \(index)")
        }
    }

    func testRejectsPathsOutsideTheFolder() throws {
        let scratch = OutputScratch()
        scratch.write("Site/X/README.md", "keep\n")
        let bad = ["../escape.md", "a/../../escape.md", "/etc/passwd", "a//b.md", "a/./b.md", "./a.md", "a\\b.md",
                   "a\0b.md", "", "a/", "line\nbreak.md", ".apidocs-manifest", ".."]
        for path in bad {
            XCTAssertThrowsError(try OutputWriter.write([OutputFile(path: path, text: "x")], into: scratch.file("Site/X"), fingerprint: "1"), path.debugDescription) { error in
                XCTAssertTrue((error as? SpecError)?.message.contains("cannot write output file") == true, "\(error)")
            }
        }
        XCTAssertThrowsError(try OutputWriter.write([OutputFile(path: "a.md", text: "1"), OutputFile(path: "a.md", text: "2")], into: scratch.file("Site/X"), fingerprint: "1"))
        XCTAssertThrowsError(try OutputWriter.write([OutputFile(path: "a", text: "1"), OutputFile(path: "a/b.md", text: "2")], into: scratch.file("Site/X"), fingerprint: "1"))
        XCTAssertEqual(OutputTestTools.tree(scratch.path), ["Site/", "Site/X/", "Site/X/README.md"])
    }

    func testAUsersFileInTheWayIsAnErrorAndChangesNothing() throws {
        let scratch = OutputScratch()
        let folder = scratch.file("Site/X")
        _ = try OutputWriter.write(files(["README.md": "1\n"]), into: folder, fingerprint: "1")
        scratch.write("Site/X/models", "a user's file named like the models folder\n")
        let before = OutputTestTools.snapshot(scratch.path)
        XCTAssertThrowsError(try OutputWriter.write(files(["README.md": "2\n", "models/a.html": "a"]), into: folder, fingerprint: "2")) { error in
            XCTAssertTrue("\(error)".contains("'models' was not written by apidocs"), "\(error)")
        }
        XCTAssertEqual(OutputTestTools.snapshot(scratch.path), before)
    }

    func testATargetThatIsAFileIsAnError() throws {
        let scratch = OutputScratch()
        scratch.write("Site/X", "not a folder\n")
        XCTAssertThrowsError(try OutputWriter.write(files(["README.md": "1\n"]), into: scratch.file("Site/X"), fingerprint: "1"))
        XCTAssertEqual(scratch.read("Site/X"), "not a folder\n")
    }

    func testRecoversAKilledRenameFallbackAndDeletesStaleStaging() throws {
        let scratch = OutputScratch()
        let deadPid = "2000000000"
        // Killed between "X → old" and "staging → X": X is missing, the old tree is beside it.
        scratch.write("Site/.X.apidocs-old-\(deadPid)/README.md", "old\n")
        scratch.write("Site/.X.apidocs-old-\(deadPid)/CNAME", "mine\n")
        let oldManifest = OutputManifest(fingerprint: "0", entries: [.init(path: "README.md", size: 4, modified: 0, hash: ContentHash(text: "old\n"))])
        try Data(oldManifest.serialized).write(to: URL(fileURLWithPath: scratch.file("Site/.X.apidocs-old-\(deadPid)/.apidocs-manifest")))
        scratch.write("Site/.X.apidocs-staging-\(deadPid)/README.md", "half\n")
        scratch.write("Site/.Y.apidocs-staging-\(deadPid)/README.md", "another folder's: not ours to clean\n")
        let report = try OutputWriter.write(files(["README.md": "new\n"]), into: scratch.file("Site/X"), fingerprint: "1")
        XCTAssertEqual(report.written, ["README.md"])
        XCTAssertEqual(report.kept, ["CNAME"])
        XCTAssertEqual(OutputTestTools.tree(scratch.file("Site")), [
            ".Y.apidocs-staging-\(deadPid)/", ".Y.apidocs-staging-\(deadPid)/README.md",
            "X/", "X/.apidocs-manifest", "X/CNAME", "X/README.md",
        ])
    }

    func testTheRenameFallbackSwapsWholeTrees() throws {
        let scratch = OutputScratch()
        let folder = scratch.file("Site/X")
        _ = try OutputWriter.write(files(["README.md": "1\n"]), into: folder, fingerprint: "1")
        let plan = try OutputWriter.Plan(files: [], folder: folder, fingerprint: "2")
        let staging = plan.staging.stagingPath()
        scratch.write("Site/" + (staging as NSString).lastPathComponent + "/README.md", "2\n")
        try plan.swapByRenames(staging)
        XCTAssertEqual(scratch.read("Site/X/README.md"), "2\n")
        XCTAssertEqual(OutputTestTools.tree(scratch.file("Site")), ["X/", "X/README.md"])
    }

    func testUserFilesSavedDuringTheBuildAreMovedOutOfTheOldTree() throws {
        let scratch = OutputScratch()
        let folder = scratch.file("Site/X")
        _ = try OutputWriter.write(files(["README.md": "new\n"]), into: folder, fingerprint: "2")
        scratch.write("Site/X/CNAME", "as linked\n")
        // The old tree after the swap: the user saved CNAME again (a new inode) and added a note.
        let old = scratch.file("Site/.X.apidocs-staging-\(getpid())")
        scratch.write("Site/.X.apidocs-staging-\(getpid())/README.md", "old\n")
        scratch.write("Site/.X.apidocs-staging-\(getpid())/CNAME", "saved during the build\n")
        scratch.write("Site/.X.apidocs-staging-\(getpid())/notes/new.txt", "added during the build\n")
        let manifest = OutputManifest(fingerprint: "1", entries: [.init(path: "README.md", size: 4, modified: 0, hash: ContentHash(text: "old\n"))])
        try Data(manifest.serialized).write(to: URL(fileURLWithPath: old + "/.apidocs-manifest"))
        let plan = try OutputWriter.Plan(files: files(["README.md": "new\n"]), folder: folder, fingerprint: "2")
        plan.rescueUserFiles(from: old)
        XCTAssertEqual(scratch.read("Site/X/CNAME"), "saved during the build\n")
        XCTAssertEqual(scratch.read("Site/X/notes/new.txt"), "added during the build\n")
        XCTAssertEqual(scratch.read("Site/X/README.md"), "new\n")
    }

    func testExchangeSwapsTwoFolders() throws {
        let scratch = OutputScratch()
        scratch.write("a/one", "1")
        scratch.write("b/two", "2")
        XCTAssertEqual(OutputDisk.exchange(scratch.file("a"), scratch.file("b")), 0)
        XCTAssertEqual(OutputTestTools.tree(scratch.path), ["a/", "a/two", "b/", "b/one"])
    }
}
