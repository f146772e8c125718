/// One output file, rendered in memory: where it goes and its bytes.
///
/// Rendering produces a list of these and writing is a separate last step, so a failure
/// anywhere leaves the output folder untouched, and a writer can decide how to put the whole
/// list in place (atomically per file today, by swapping folders later).
public struct RenderedFile: Sendable, Equatable {
    /// Relative to the output folder, `/`-separated, made of safe names only.
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}
