import APIDocsDiff

/// The earlier versions of an API that its site compares itself with (`versions:` in
/// `apidocs.yml`), each comparison already made by `apidocs diff`'s engine.
///
/// A site with versions gets a "Changes" page per pair of neighbouring versions, a version list
/// on its home page, and a note on each page documenting a symbol the latest version changed.
public struct SiteVersions: Sendable {
    /// What changed from one version to the next.
    public struct Comparison: Sendable {
        /// The labels of the older and the newer version.
        public var from: String
        public var to: String
        /// Sorted by symbol path, as `ClientDiff` gives them.
        public var changes: [ClientChange]

        public init(from: String, to: String, changes: [ClientChange]) {
            self.from = from
            self.to = to
            self.changes = changes
        }
    }

    /// The label of the version the site documents.
    public var current: String
    /// Newest first: the first compares the latest earlier version with `current`.
    public var comparisons: [Comparison]

    public init(current: String, comparisons: [Comparison]) {
        self.current = current
        self.comparisons = comparisons
    }
}
