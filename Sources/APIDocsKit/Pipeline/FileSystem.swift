import APIDocsLoader
import APIDocsRender
import Foundation

/// The few file operations the CLI needs, with errors as `SpecError`s.
public enum FileSystem {
    public static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    public static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    /// Whether two paths name the same file, however they are written (`./a`, `sub/../a`, links).
    public static func isSameFile(_ first: String, _ second: String) -> Bool {
        func canonical(_ path: String) -> String { URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path }
        return canonical(first) == canonical(second)
    }

    public static func join(_ base: String, _ name: String) -> String {
        base.hasSuffix("/") ? base + name : base + "/" + name
    }

    public static func lastComponent(_ path: String) -> String {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        return trimmed.split(separator: "/").last.map(String.init) ?? trimmed
    }

    /// The folder part of a path (`.` for a bare file name).
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    public static func subdirectories(_ path: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { !$0.hasPrefix(".") && isDirectory(join(path, $0)) }
            .sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
    }

    /// Writes through a temporary file in the same folder and a rename, so readers never see half a file.
    public static func writeAtomically(_ text: String, to path: String) throws(SpecError) {
        try writeAtomically(Array(text.utf8), to: path)
    }

    /// Writes `bytes` through a temporary file in the same folder and a rename, creating the
    /// folder. A path that names a device, FIFO or socket (`--output /dev/null`) is written in
    /// place instead: renaming over it would replace `/dev/null` with a regular file.
    ///
    /// Plain `open`/`write`/`rename`: Foundation's writers `fsync` every file on Linux, which costs
    /// seconds on a site of thousands of pages.
    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(SpecError) {
        switch OutputDisk.kindFollowingLinks(path) {
        case .directory?:
            throw SpecError("cannot write: it is a folder", file: path)
        case .other?, .symlink?:
            let code = OutputDisk.writeInPlace(path, bytes)
            if code != 0 { throw SpecError("cannot write: \(OutputDisk.reason(code))", file: path) }
            return
        case .file?, nil:
            break
        }
        let folder = folder(of: path)
        let made = OutputDisk.makeDirectories(folder)
        if made != 0 { throw SpecError("cannot create folder: \(OutputDisk.reason(made))", file: folder) }
        let temporary = join(folder, ".\(lastComponent(path)).apidocs-\(getpid())")
        unlink(temporary)
        var code = OutputDisk.create(temporary, bytes)
        if code == 0, rename(temporary, path) != 0 { code = errno }
        if code != 0 {
            unlink(temporary)
            throw SpecError("cannot write: \(OutputDisk.reason(code))", file: path)
        }
    }
}
