import APIDocsDiagnostics
import Foundation

/// `<output>/.apidocs-site`: what the last build wrote at the top of the output folder.
///
/// It exists so that the site-level files (`index.html`, `search-index.js`, `assets/`) are
/// part of the build plan like each API's folder: it records the APIs the index lists (so a
/// build of a few named specs can keep the others' entries without rendering them), the
/// fingerprint of the whole set that produced them (so a no-change build may skip rendering
/// only when the set of APIs, their titles and counts and the files are all unchanged), and
/// the files apidocs wrote there (so a file it no longer produces can be removed). Local
/// state, like `.apidocs-manifest`: never committed, and its absence only costs a render.
public struct SiteState: Codable, Sendable, Equatable {
    /// One API the site index lists.
    public struct API: Codable, Sendable, Equatable {
        public var folder: String
        public var title: String
        public var version: String?
        public var models: Int
        public var operations: Int
    }

    /// One site-level file apidocs wrote, with what `lstat` said after writing it.
    public struct File: Codable, Sendable, Equatable {
        public var path: String
        public var size: Int
        public var modified: Int64
    }

    public static let fileName = ".apidocs-site"
    static let currentFormat = 1

    public var format = SiteState.currentFormat
    /// The fingerprint of the whole set of APIs built (see `BuildPlan.rootFingerprint`); empty
    /// after a build of named specs, which never lets the next build skip.
    public var fingerprint: String
    /// Sorted by folder.
    public var apis: [API]
    /// Sorted by path.
    public var files: [File]

    /// The state of `output`, or `nil` when there is none or it is not one this version reads.
    public static func read(output: String) -> SiteState? {
        guard let bytes = OutputDisk.read(FileSystem.join(output, fileName)),
              let state = try? JSONDecoder().decode(SiteState.self, from: Data(bytes)),
              state.format == currentFormat else { return nil }
        return state
    }

    /// Records `files` (already written under `output`) and `apis`.
    static func make(fingerprint: String, apis: [API], files: [String], output: String) -> SiteState {
        let recorded = files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.compactMap { path -> File? in
            guard let status = OutputDisk.status(FileSystem.join(output, path)) else { return nil }
            return File(path: path, size: status.size, modified: status.modified)
        }
        return SiteState(fingerprint: fingerprint, apis: apis.sorted { $0.folder.utf8.lexicographicallyPrecedes($1.folder.utf8) }, files: recorded)
    }

    func write(output: String) throws(SpecError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let data = (try? encoder.encode(self)) ?? Data()
        try FileSystem.writeAtomically(Array(data) + [0x0A], to: FileSystem.join(output, SiteState.fileName))
    }

    /// Every recorded file is still there with the size and modification time it had.
    func filesUntouched(output: String) -> Bool {
        files.allSatisfy { file in
            guard let status = OutputDisk.status(FileSystem.join(output, file.path)) else { return false }
            return status.kind == .file && status.size == file.size && status.modified == file.modified
        }
    }
}
