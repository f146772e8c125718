/// `.apidocs-manifest`: the list of files apidocs wrote into an output folder, and the
/// fingerprint of the build that wrote them.
///
/// It is what lets `OutputWriter` tell its own files (which it may replace or drop) from a
/// user's (`CNAME`, notes…, which it never deletes), and skip a rebuild whose inputs did not
/// change. The format is plain lines, sorted by path:
///
/// ```
/// apidocs-manifest 1
/// fingerprint 5d41402abc4b2a76b9719d911017c592
/// <32-hex content hash> <size> <mtime ns> <relative path>
/// ```
///
/// The path comes last and runs to the end of the line (it may contain spaces; `OutputPath`
/// rules out line breaks).
public struct OutputManifest: Sendable, Equatable {
    /// One file apidocs wrote.
    public struct Entry: Sendable, Equatable {
        public var path: String
        public var size: Int
        /// Modification time in nanoseconds since the epoch, as `lstat` reported it after writing.
        public var modified: Int64
        public var hash: ContentHash

        public init(path: String, size: Int, modified: Int64, hash: ContentHash) {
            self.path = path
            self.size = size
            self.modified = modified
            self.hash = hash
        }
    }

    /// The manifest's file name inside the output folder.
    public static let fileName = ".apidocs-manifest"
    static let header = "apidocs-manifest 1"

    /// The fingerprint given to the write that made this manifest.
    public var fingerprint: String
    /// The files, sorted by path (byte order).
    public var entries: [Entry]

    public init(fingerprint: String, entries: [Entry]) {
        self.fingerprint = fingerprint
        self.entries = entries.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }

    /// The entries by path.
    public var byPath: [String: Entry] {
        Dictionary(entries.map { ($0.path, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// The manifest of `folder`, or `nil` when there is none or it cannot be read as one
    /// (then every file in the folder counts as the user's).
    public static func read(folder: String) -> OutputManifest? {
        guard let bytes = OutputDisk.read(folder + "/" + fileName) else { return nil }
        return parse(bytes)
    }

    /// Reads the text form; `nil` when it is not a manifest of this version.
    public static func parse(_ bytes: [UInt8]) -> OutputManifest? {
        guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        guard lines.count >= 2, lines[0] == header, lines[1].hasPrefix("fingerprint ") else { return nil }
        let fingerprint = String(lines[1].dropFirst("fingerprint ".count))
        var entries: [Entry] = []
        for line in lines.dropFirst(2) {
            let fields = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
            guard fields.count == 4, let hash = ContentHash(hex: fields[0]), let size = Int(fields[1]),
                  let modified = Int64(fields[2]), OutputPath.problem(String(fields[3])) == nil
            else { return nil }
            entries.append(Entry(path: String(fields[3]), size: size, modified: modified, hash: hash))
        }
        return OutputManifest(fingerprint: fingerprint, entries: entries)
    }

    /// The text form.
    public var serialized: [UInt8] {
        var text = OutputManifest.header + "\nfingerprint " + fingerprint + "\n"
        for entry in entries {
            text += "\(entry.hash.hex) \(entry.size) \(entry.modified) \(entry.path)\n"
        }
        return Array(text.utf8)
    }
}
