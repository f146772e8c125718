#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Removals at the top of the output folder: an API folder no spec produces any more, and a
/// site-level file apidocs no longer writes. Only what apidocs recorded as its own goes.
enum SiteLevelDisk {
    /// Deletes the files `folder`'s manifest lists, the manifest, then every folder left empty
    /// (the folder itself included). A user's files stay, and so does their folder. Returns
    /// false, touching nothing, when the folder has no manifest (apidocs did not make it).
    static func removeOrphan(_ folder: String) -> Bool {
        guard OutputDisk.status(folder)?.kind == .directory, let manifest = OutputManifest.read(folder: folder) else { return false }
        for entry in manifest.entries where OutputPath.problem(entry.path) == nil {
            unlink(folder + "/" + entry.path)
        }
        unlink(folder + "/" + OutputManifest.fileName)
        removeEmptyFolders(folder)
        return true
    }

    /// Deletes one site-level file (a path relative to `output`, checked to stay inside it) and
    /// the folders it leaves empty below `output`.
    static func removeFile(_ path: String, in output: String) {
        guard OutputPath.problem(path) == nil else { return }
        unlink(output + "/" + path)
        var parts = path.split(separator: "/").dropLast()
        while !parts.isEmpty {
            if rmdir(output + "/" + parts.joined(separator: "/")) != 0 { break }
            parts = parts.dropLast()
        }
    }

    /// Removes the empty folders below `folder`, deepest first, then `folder` if it is empty.
    static func removeEmptyFolders(_ folder: String) {
        let folders = OutputDisk.tree(folder).filter { $0.status.kind == .directory }.map(\.path)
        for path in folders.sorted(by: { $0.count > $1.count }) {
            rmdir(folder + "/" + path)
        }
        rmdir(folder)
    }
}
