import APIDocsLoader
import Foundation

/// The few file operations the CLI needs, with errors as `SpecError`s.
enum FileSystem {
    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    static func join(_ base: String, _ name: String) -> String {
        base.hasSuffix("/") ? base + name : base + "/" + name
    }

    static func lastComponent(_ path: String) -> String {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        return trimmed.split(separator: "/").last.map(String.init) ?? trimmed
    }

    /// The folder part of a path (`.` for a bare file name).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func subdirectories(_ path: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { !$0.hasPrefix(".") && isDirectory(join(path, $0)) }
            .sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
    }

    /// Writes through a temporary file in the same folder and a rename, so readers never see half a file.
    static func writeAtomically(_ text: String, to path: String) throws(SpecError) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let temporary = join(folder, ".\(url.lastPathComponent).apidocs-\(getpid())")
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)) else {
                throw SpecError("cannot write", file: temporary)
            }
            if rename(temporary, path) != 0 {
                let reason = String(cString: strerror(errno))
                unlink(temporary)
                throw SpecError("cannot write: \(reason)", file: path)
            }
        } catch let error as SpecError {
            throw error
        } catch {
            throw SpecError("cannot write: \(error.localizedDescription)", file: path)
        }
    }
}
