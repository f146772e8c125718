/// One file of a spec's output: a path relative to the spec's output folder and its bytes.
///
/// The pipeline hands a list of these per spec (`README.md` today; HTML pages in `models/`,
/// `operations/`, `tags/`, `assets/`, `symbols.json` and `search-index.js` later) to
/// `OutputWriter` (to write them) or `OutputComparer` (to check them against a folder).
public struct OutputFile: Sendable, Equatable {
    /// Relative path inside the output folder, `/`-separated (`README.md`, `models/pet.html`).
    /// `OutputPath.validate` decides which paths are allowed.
    public var path: String
    /// The file's exact content.
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// A text file, stored as UTF-8.
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}
