import APIDocsLoader
import APIDocsRender
import Foundation
#if canImport(Glibc)
import Glibc
#endif

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
        try writeAtomically(Array(text.utf8), to: path)
    }

    /// Writes `bytes` through a temporary file in the same folder and a rename, creating the folder.
    ///
    /// Plain `open`/`write`/`rename`: Foundation's writers `fsync` every file on Linux, which costs
    /// seconds on a site of thousands of pages.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws(SpecError) {
        let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw SpecError("cannot create folder: \(error.localizedDescription)", file: folder)
        }
        try writeAtomically(bytes, to: path, inExistingFolder: folder)
    }

    /// Writes every file under `output` (paths in `files` are relative to it), each atomically,
    /// creating each folder once.
    static func write(_ files: [RenderedFile], into output: String) throws(SpecError) {
        var created = Set<String>()
        for file in files {
            let path = join(output, file.path)
            let folder = String(path[..<path.lastIndex(of: "/")!])
            if !created.contains(folder) {
                do {
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                } catch {
                    throw SpecError("cannot create folder: \(error.localizedDescription)", file: folder)
                }
                created.insert(folder)
            }
            try writeAtomically(file.bytes, to: path, inExistingFolder: folder)
        }
    }

    private static func writeAtomically(_ bytes: [UInt8], to path: String, inExistingFolder folder: String) throws(SpecError) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let temporary = join(folder, ".\(name).apidocs-\(getpid())")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw SpecError("cannot write: \(String(cString: strerror(errno)))", file: temporary)
        }
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        if failure == nil, rename(temporary, path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw SpecError("cannot write: \(failure)", file: path)
        }
    }
}
