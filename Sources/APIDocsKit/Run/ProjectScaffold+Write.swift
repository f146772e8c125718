import APIDocsLoader

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The all-or-nothing half of `apidocs init`: every path is checked before the first write,
/// and a write that fails takes back what was written before it.
extension ProjectScaffold {
    /// Refuses, naming the path, when the spec folder or any file to create exists already, or
    /// when a folder on the way is a file. `.gitignore` is only appended to, and an existing
    /// workflow was already set aside by `plan`.
    func checkPaths() throws(SpecError) {
        if OutputDisk.status(specFolder) != nil {
            throw SpecError("already exists, and 'apidocs init' writes nothing over it; choose another name with --name NAME", file: specFolder)
        }
        for file in newFiles {
            if OutputDisk.status(file.path) != nil {
                throw SpecError("already exists, and 'apidocs init' writes nothing over it", file: file.path)
            }
            var folder = FileSystem.folder(of: file.path)
            while folder != "." && folder != "/" {
                if OutputDisk.status(folder) != nil, !OutputDisk.isDirectoryFollowingLinks(folder) {
                    throw SpecError("is not a folder, so 'apidocs init' cannot create \(file.path)", file: folder)
                }
                folder = FileSystem.folder(of: folder)
            }
        }
    }

    /// Creates the files and appends to `.gitignore`, then returns one line per file touched
    /// and the notes. When a write fails, what this call created is removed again.
    public func write() throws(SpecError) -> [String] {
        var created: [String] = []
        var madeFolders: [String] = []
        func undo() {
            for path in created.reversed() { unlink(path) }
            for folder in madeFolders.reversed() { rmdir(folder) }
        }
        for file in newFiles {
            for folder in missingFolders(above: file.path) {
                if mkdir(folder, 0o755) != 0 {
                    let reason = OutputDisk.reason()
                    undo()
                    throw SpecError("cannot create folder: \(reason)", file: folder)
                }
                madeFolders.append(folder)
            }
            let code = OutputDisk.create(file.path, file.bytes)
            if code != 0 {
                unlink(file.path)
                undo()
                throw SpecError("cannot write: \(OutputDisk.reason(code))", file: file.path)
            }
            created.append(file.path)
        }
        var lines = newFiles.map { "created \($0.path)" }
        if !ignoreLines.isEmpty {
            let existing = OutputDisk.read(ProjectScaffold.gitignore)
            var bytes = existing ?? []
            if let last = bytes.last, last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
            bytes += Array((ignoreLines.joined(separator: "\n") + "\n").utf8)
            do {
                try FileSystem.writeAtomically(bytes, to: ProjectScaffold.gitignore)
            } catch {
                undo()
                throw error
            }
            let what = ignoreLines.joined(separator: " and ")
            lines.append(existing == nil ? "created \(ProjectScaffold.gitignore) (\(what))" : "added \(what) to \(ProjectScaffold.gitignore)")
        }
        return lines + notes
    }

    /// The folders above `path` that do not exist yet, outermost first.
    func missingFolders(above path: String) -> [String] {
        var missing: [String] = []
        var folder = FileSystem.folder(of: path)
        while folder != "." && folder != "/" && OutputDisk.status(folder) == nil {
            missing.insert(folder, at: 0)
            folder = FileSystem.folder(of: folder)
        }
        return missing
    }
}
