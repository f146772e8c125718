/// How an output folder differs from what apidocs would write into it now.
public struct Drift: Sendable, Equatable {
    /// Files in the folder whose bytes differ from the produced ones.
    public var stale: [String] = []
    /// Produced files the folder does not have.
    public var missing: [String] = []
    /// Files apidocs wrote before (per the manifest; without one, any file not starting with
    /// `.`) that it no longer produces.
    public var extra: [String] = []

    public init(stale: [String] = [], missing: [String] = [], extra: [String] = []) {
        self.stale = stale
        self.missing = missing
        self.extra = extra
    }

    /// True when the folder is up to date.
    public var isEmpty: Bool { stale.isEmpty && missing.isEmpty && extra.isEmpty }
}

/// Compares the files a build would write with an output folder, without writing anything:
/// the drift check behind `apidocs check`.
public enum OutputComparer {
    /// What differs between `files` and `folder` (which may not exist: then every file is missing).
    /// Paths in the result are relative to `folder`, sorted.
    public static func compare(_ files: [OutputFile], with folder: String) -> Drift {
        var drift = Drift()
        let sorted = files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        for file in sorted {
            let path = folder + "/" + file.path
            guard let status = OutputDisk.status(path), status.kind == .file else {
                drift.missing.append(file.path)
                continue
            }
            if !OutputDisk.holds(path, file.bytes, size: status.size) {
                drift.stale.append(file.path)
            }
        }
        let produced = Set(files.map(\.path))
        let candidates: [String]
        if let manifest = OutputManifest.read(folder: folder) {
            candidates = manifest.entries.map(\.path).filter { OutputDisk.status(folder + "/" + $0) != nil }
        } else {
            candidates = OutputDisk.tree(folder)
                .filter { $0.status.kind != .directory }
                .map(\.path)
                .filter { path in !path.split(separator: "/").contains { $0.hasPrefix(".") } }
        }
        drift.extra = candidates.filter { !produced.contains($0) }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return drift
    }
}
