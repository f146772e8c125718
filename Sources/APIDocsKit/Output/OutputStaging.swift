#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The folders `OutputWriter` keeps beside an output folder while it replaces it, and the
/// clean-up after a write that was killed.
///
/// For `Site/Bookshop` they are `Site/.Bookshop.apidocs-staging-<pid>` (the new tree being
/// built, then the old tree being deleted) and `Site/.Bookshop.apidocs-old-<pid>` (the old tree,
/// only on file systems without `RENAME_EXCHANGE`). Both are in the same parent, so on the same
/// file system, so renames between them are atomic.
struct OutputStaging {
    /// The output folder as given (no trailing `/`).
    let folder: String
    /// Its parent folder (`.` for a bare name).
    let parent: String
    /// Its last component.
    let name: String

    static let stagingMarker = ".apidocs-staging-"
    static let oldMarker = ".apidocs-old-"

    init(folder: String) {
        var trimmed = folder
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        self.folder = trimmed
        if let slash = trimmed.lastIndex(of: "/") {
            parent = slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
            name = String(trimmed[trimmed.index(after: slash)...])
        } else {
            parent = "."
            name = trimmed
        }
    }

    func sibling(_ entry: String) -> String {
        parent == "/" ? "/" + entry : parent + "/" + entry
    }

    func stagingPath(pid: Int32 = getpid()) -> String { sibling("." + name + OutputStaging.stagingMarker + String(pid)) }
    func oldPath(pid: Int32 = getpid()) -> String { sibling("." + name + OutputStaging.oldMarker + String(pid)) }

    /// Whether `entry` (a name in `parent`) is one of this folder's staging or old folders,
    /// and of which process.
    func leftover(_ entry: String) -> (isOld: Bool, pid: Int32)? {
        let prefix = "." + name
        guard entry.hasPrefix(prefix) else { return nil }
        let rest = entry.dropFirst(prefix.count)
        for (marker, isOld) in [(OutputStaging.stagingMarker, false), (OutputStaging.oldMarker, true)] where rest.hasPrefix(marker) {
            guard let pid = Int32(rest.dropFirst(marker.count)) else { return nil }
            return (isOld, pid)
        }
        return nil
    }

    /// Undoes what a killed write left behind: puts back an old tree if the output folder is
    /// missing, then deletes the staging and old folders of processes that no longer run (and
    /// this process's own, from an earlier failed write).
    func recover() {
        guard let entries = OutputDisk.list(parent) else { return }
        let me = getpid()
        var leftovers: [(path: String, isOld: Bool, pid: Int32)] = []
        for entry in entries.sorted() {
            guard let found = leftover(entry) else { continue }
            if found.pid != me && OutputDisk.processExists(found.pid) { continue }
            leftovers.append((sibling(entry), found.isOld, found.pid))
        }
        if OutputDisk.status(folder) == nil, let old = leftovers.first(where: { $0.isOld }) {
            // Killed between "output → old" and "staging → output": the old tree is whole.
            if rename(old.path, folder) == 0 {
                leftovers.removeAll { $0.path == old.path }
            }
        }
        for leftover in leftovers { OutputDisk.removeTree(leftover.path) }
    }
}

/// An exclusive `flock` on a folder, held while one process replaces one of its subfolders,
/// so that two builds into the same `Site/` take turns instead of mixing their trees.
final class OutputLock {
    private let descriptor: Int32

    /// Waits for the lock on `folder` (which must exist); `nil` if the folder cannot be opened.
    init?(folder: String) {
        descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        while flock(descriptor, LOCK_EX) != 0 {
            if errno != EINTR { break }
        }
    }

    deinit { close(descriptor) }
}
