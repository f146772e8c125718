import APIDocsLoader
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces the content of one output folder (`Site/Bookshop`) with a spec's files, safely.
///
/// * **Atomic.** The new tree is built in a staging folder beside the output folder and swapped
///   in with one `renameat2(RENAME_EXCHANGE)`; the old tree is deleted afterwards. A write
///   killed at any moment leaves either the whole old tree or the whole new one. (Without
///   `RENAME_EXCHANGE` the swap is two renames; a kill between them leaves the old tree beside
///   the folder, and the next write puts it back first.)
/// * **Unchanged files stay.** A file whose bytes equal the one in the folder is hard-linked
///   into the staging folder, so it keeps its inode and modification time; only new and
///   changed files are written (plain `open`/`write`/`close`, no fsync).
/// * **Other people's files stay.** `.apidocs-manifest` lists what apidocs wrote; anything else
///   in the folder (a `CNAME`, notes…) is hard-linked into the new tree. Files apidocs wrote
///   before and no longer produces are dropped.
/// * **No change, no write.** When the fingerprint, the produced files and the folder all match
///   the manifest, it returns at once. When every produced file is byte-identical and nothing
///   is dropped, the tree is not swapped either (only the manifest may be replaced).
/// * **Nothing outside the folder**: paths are checked by `OutputPath`.
public enum OutputWriter {
    /// Writes `files` into `folder` (created if needed, with its parents).
    ///
    /// - Parameter fingerprint: the hash of every input of the build (see `Fingerprint`),
    ///   stored in the manifest. It is one line of text (any text without line breaks).
    /// - Throws: `SpecError` for a bad path, two files with the same path, a user's file in
    ///   the way of an output file, or a file system failure; the folder is then unchanged.
    public static func write(_ files: [OutputFile], into folder: String, fingerprint: String) throws(SpecError) -> WriteReport {
        var plan = try Plan(files: files, folder: folder, fingerprint: fingerprint)
        return try plan.run()
    }

    /// True when `folder` holds what a write with this fingerprint would leave there: the
    /// manifest's fingerprint is `fingerprint` and every file it lists is still there with the
    /// recorded size and modification time. Lets a caller skip rendering altogether.
    public static func isUpToDate(_ folder: String, fingerprint: String) -> Bool {
        guard let manifest = OutputManifest.read(folder: folder), manifest.fingerprint == fingerprint else { return false }
        return manifest.entries.allSatisfy { entry in
            guard let status = OutputDisk.status(folder + "/" + entry.path) else { return false }
            return status.kind == .file && status.size == entry.size && status.modified == entry.modified
        }
    }
}
