#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// What the polling watcher remembers of one folder between two polls: for each entry (noise
/// left out), enough to see that it was written, replaced, created, deleted or had its mode
/// changed. Comparing two snapshots gives the paths that changed, as inotify would report them.
///
/// A file's inode, size, and modification and status-change times are kept, so a save that
/// renames a new file over the old one is seen even when size and times match. A file modified
/// in the last few seconds also has a hash of its bytes: two saves of the same length within
/// one tick of the file system's clock (a second on HFS+, two on FAT, a few milliseconds on
/// ext4) leave every time alike, and only the bytes tell them apart. A subfolder counts as
/// changed only when it appears, disappears or another is moved in its place (inotify on the
/// parent does not report what happens inside it either; that is the subfolder's own watch).
struct FolderSnapshot: Equatable, Sendable {
    /// One entry's stamp. Equal stamps mean "unchanged" unless both carry a hash that differs.
    struct Stamp: Equatable, Sendable {
        var inode: UInt64
        var isFolder: Bool
        var size: Int64 = 0
        var modified: Int64 = 0  // nanoseconds since 1970
        var statusChanged: Int64 = 0
        /// FNV-1a of the bytes, for a file modified within `recentWindow` of the poll.
        var contentHash: UInt64?

        func differs(from other: Stamp) -> Bool {
            var left = self, right = other
            left.contentHash = nil
            right.contentHash = nil
            if left != right { return true }
            if let mine = contentHash, let theirs = other.contentHash { return mine != theirs }
            return false
        }
    }

    var entries: [String: Stamp]

    /// How far back a modification counts as recent (longer than the coarsest file-system clock).
    static let recentWindow: Int64 = 3_000_000_000
    /// Files larger than this are never hashed: their stamps alone decide.
    static let largestHashedFile: Int64 = 16 << 20

    /// The entries of `folder` now; a missing or unreadable folder has none.
    static func take(_ folder: String, now: Date = Date()) -> FolderSnapshot {
        let nowNanoseconds = Int64(now.timeIntervalSince1970 * 1e9)
        var entries: [String: Stamp] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !DirectoryWatcher.isNoise(name) {
            let path = folder + "/" + name
            if let stamp = stamp(path, now: nowNanoseconds) { entries[name] = stamp }
        }
        return FolderSnapshot(entries: entries)
    }

    /// The paths (`folder/name`, sorted) whose entries were added, removed or changed.
    func changedPaths(since earlier: FolderSnapshot, in folder: String) -> [String] {
        var names: [String] = []
        for (name, stamp) in entries {
            if let before = earlier.entries[name], !before.differs(from: stamp) { continue }
            names.append(name)
        }
        for name in earlier.entries.keys where entries[name] == nil { names.append(name) }
        return names.sorted().map { folder == "." ? $0 : folder + "/" + $0 }
    }

    private static func stamp(_ path: String, now: Int64) -> Stamp? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        let isFolder = (info.st_mode & S_IFMT) == S_IFDIR
        if isFolder { return Stamp(inode: UInt64(info.st_ino), isFolder: true) }
        #if canImport(Darwin)
        let modified = nanoseconds(info.st_mtimespec), statusChanged = nanoseconds(info.st_ctimespec)
        #else
        let modified = nanoseconds(info.st_mtim), statusChanged = nanoseconds(info.st_ctim)
        #endif
        var stamp = Stamp(
            inode: UInt64(info.st_ino), isFolder: false, size: Int64(info.st_size),
            modified: modified, statusChanged: statusChanged
        )
        let isFile = (info.st_mode & S_IFMT) == S_IFREG
        if isFile && max(modified, statusChanged) > now - recentWindow && stamp.size <= largestHashedFile {
            stamp.contentHash = hash(path)
        }
        return stamp
    }

    private static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// FNV-1a (64-bit) of a file's bytes, or nil when it cannot be read.
    static func hash(_ path: String) -> UInt64? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return data.withUnsafeBytes { bytes in
            var value: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes {
                value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            return value
        }
    }
}
