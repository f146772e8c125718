@testable import APIDocsServe
import Foundation
import XCTest

/// The polling watcher (`serve`'s watcher where inotify is missing): how two snapshots of a
/// folder are compared, what a snapshot of a real folder holds, and a live watcher forced to
/// poll reporting a save made right after `watch` returns.
final class DirectoryWatcherTests: XCTestCase {
    typealias Stamp = FolderSnapshot.Stamp
    var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "apidocs-watch-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func file(_ inode: UInt64, size: Int64 = 10, modified: Int64 = 5, hash: UInt64? = nil) -> Stamp {
        Stamp(inode: inode, isFolder: false, size: size, modified: modified, statusChanged: modified, contentHash: hash)
    }

    func testAddedRemovedAndChangedEntriesAreReportedSortedUnderTheirFolder() {
        let before = FolderSnapshot(entries: ["b.yaml": file(1), "gone.md": file(2), "same.md": file(3), "moved.yaml": file(4)])
        let after = FolderSnapshot(entries: [
            "b.yaml": file(1, size: 11), "new.md": file(5), "same.md": file(3), "moved.yaml": file(6), "a.yaml": file(7, modified: 6),
        ])
        XCTAssertEqual(after.changedPaths(since: before, in: "Specs/Pets"),
                       ["Specs/Pets/a.yaml", "Specs/Pets/b.yaml", "Specs/Pets/gone.md", "Specs/Pets/moved.yaml", "Specs/Pets/new.md"])
        XCTAssertEqual(after.changedPaths(since: before, in: ".").first, "a.yaml", "the current folder gives bare names, as inotify's path does")
        XCTAssertEqual(after.changedPaths(since: after, in: "x"), [])
    }

    func testEqualStampsDifferOnlyByTheirHashes() {
        let same = FolderSnapshot(entries: ["spec.yaml": file(1, hash: 42)])
        XCTAssertEqual(FolderSnapshot(entries: ["spec.yaml": file(1, hash: 43)]).changedPaths(since: same, in: "s"), ["s/spec.yaml"],
                       "two saves of one length within a clock tick: only the bytes differ")
        XCTAssertEqual(FolderSnapshot(entries: ["spec.yaml": file(1, hash: 42)]).changedPaths(since: same, in: "s"), [])
        XCTAssertEqual(FolderSnapshot(entries: ["spec.yaml": file(1)]).changedPaths(since: same, in: "s"), [],
                       "a file no longer recent keeps its stamp and is unchanged")
        XCTAssertEqual(FolderSnapshot(entries: ["spec.yaml": file(1, modified: 6, hash: 42)]).changedPaths(since: same, in: "s"), ["s/spec.yaml"])
    }

    func testASnapshotLeavesNoiseOutAndAFolderChangesOnlyWhenReplaced() throws {
        for name in ["spec.yaml", ".hidden", "spec.yaml~", ".spec.yaml.swp", "#autosave#", "4913"] {
            try "x\n".write(toFile: folder + "/" + name, atomically: false, encoding: .utf8)
        }
        try FileManager.default.createDirectory(atPath: folder + "/guides", withIntermediateDirectories: true)
        let before = FolderSnapshot.take(folder)
        XCTAssertEqual(before.entries.keys.sorted(), ["guides", "spec.yaml"])
        XCTAssertEqual(before.entries["guides"]?.isFolder, true)
        try "# Start\n".write(toFile: folder + "/guides/start.md", atomically: false, encoding: .utf8)
        XCTAssertEqual(FolderSnapshot.take(folder).changedPaths(since: before, in: folder), [],
                       "a file written inside a subfolder is that folder's change, not its parent's")
        // Another folder moved in its place is a change; so are one appearing and one leaving.
        try FileManager.default.createDirectory(atPath: folder + "/guides.new~", withIntermediateDirectories: true)
        try FileManager.default.removeItem(atPath: folder + "/guides/start.md")
        XCTAssertEqual(rename(folder + "/guides.new~", folder + "/guides"), 0)
        XCTAssertEqual(FolderSnapshot.take(folder).changedPaths(since: before, in: folder), [folder + "/guides"])
        try FileManager.default.createDirectory(atPath: folder + "/assets", withIntermediateDirectories: true)
        try FileManager.default.removeItem(atPath: folder + "/guides")
        XCTAssertEqual(FolderSnapshot.take(folder).changedPaths(since: before, in: folder), [folder + "/assets", folder + "/guides"])
    }

    /// An editor's save (a new file renamed over the old one) with the same length and the
    /// modification time set back to the old one's is still seen: the inode changed.
    func testARenameOverTheFileIsSeenWithEqualSizeAndTime() throws {
        let path = folder + "/spec.yaml"
        try "first\n".write(toFile: path, atomically: false, encoding: .utf8)
        let before = FolderSnapshot.take(folder)
        let old = try XCTUnwrap(before.entries["spec.yaml"])
        try "other\n".write(toFile: path + ".new~", atomically: false, encoding: .utf8)
        var times = [timespec(tv_sec: Int(old.modified / 1_000_000_000), tv_nsec: Int(old.modified % 1_000_000_000))]
        times.append(times[0])
        XCTAssertEqual(utimensat(AT_FDCWD, path + ".new~", times, 0), 0)
        XCTAssertEqual(rename(path + ".new~", path), 0)
        let after = FolderSnapshot.take(folder)
        XCTAssertNotEqual(after.entries["spec.yaml"]?.inode, old.inode)
        XCTAssertEqual(after.entries["spec.yaml"]?.size, old.size)
        XCTAssertEqual(after.entries["spec.yaml"]?.modified, old.modified)
        XCTAssertEqual(after.changedPaths(since: before, in: folder), [path])
    }

    func testOnlyARecentlyModifiedFileIsHashed() throws {
        try "abc".write(toFile: folder + "/spec.yaml", atomically: false, encoding: .utf8)
        XCTAssertEqual(FolderSnapshot.take(folder).entries["spec.yaml"]?.contentHash, 0xe71f_a219_0541_574b, "FNV-1a of \"abc\"")
        XCTAssertNil(FolderSnapshot.take(folder, now: Date(timeIntervalSinceNow: 3600)).entries["spec.yaml"]?.contentHash)
    }

    func testAWatcherForcedToPollReportsASaveMadeRightAfterWatchReturns() throws {
        try "first\n".write(toFile: folder + "/spec.yaml", atomically: false, encoding: .utf8)
        let seen = expectation(description: "the save is reported")
        let paths = PathList()
        let watcher = DirectoryWatcher(mechanism: .polling) { path in
            if paths.append(path) == 1 { seen.fulfill() }
        }
        defer { watcher.stop() }
        XCTAssertTrue(watcher.polls)
        watcher.watch([folder])
        try "second\n".write(toFile: folder + "/spec.yaml.tmp~", atomically: false, encoding: .utf8)
        XCTAssertEqual(rename(folder + "/spec.yaml.tmp~", folder + "/spec.yaml"), 0)
        wait(for: [seen], timeout: 10)
        XCTAssertEqual(paths.all.first, folder + "/spec.yaml")
    }

    #if os(Linux)
    func testTheAutomaticWatcherUsesInotifyOnLinux() {
        let watcher = DirectoryWatcher { _ in }
        defer { watcher.stop() }
        XCTAssertFalse(watcher.polls)
    }
    #endif
}

/// Paths a watcher reported, from its thread.
private final class PathList: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: [String] = []

    /// Adds one and returns how many there are now.
    func append(_ path: String) -> Int {
        lock.withLock {
            paths.append(path)
            return paths.count
        }
    }

    var all: [String] { lock.withLock { paths } }
}
