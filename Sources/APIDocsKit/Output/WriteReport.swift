/// What `OutputWriter.write` did to one output folder.
public struct WriteReport: Sendable, Equatable {
    /// The output folder.
    public var folder: String
    /// Files written (new or changed), by relative path.
    public var written: [String] = []
    /// Produced files already in the folder with the same bytes: left as they were (same inode,
    /// same modification time).
    public var unchanged: [String] = []
    /// Files apidocs had written before and no longer produces: deleted.
    public var removed: [String] = []
    /// Files apidocs did not write (not in the manifest): kept as they were.
    public var kept: [String] = []
    /// True when the fingerprint and the folder matched the manifest, so nothing was even compared.
    public var upToDate = false

    public init(folder: String) {
        self.folder = folder
    }

    /// True when the folder was not touched (the manifest may still have been updated).
    public var changedNothing: Bool { written.isEmpty && removed.isEmpty }

    /// `12 written, 30 unchanged, 0 removed`.
    public var summary: String {
        "\(written.count) written, \(unchanged.count) unchanged, \(removed.count) removed"
    }
}
