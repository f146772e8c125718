/// A spec's root file plus every file its `$ref`s name, each parsed once into a located tree.
///
/// It exists so that later stages can follow any `$ref` (same file, other file, nested relative
/// paths) without touching the file system, and so that a missing or broken file is reported
/// once, at load time, where the `$ref` that names it is written.
public struct SpecDocumentSet: Sendable {
    /// The root file's path, normalised (`./a/../spec.yml` → `spec.yml`); relative if given relative.
    public let rootFile: String
    /// The root file's tree.
    public let root: SpecNode
    /// Every loaded file's tree by normalised path, the root file included.
    public let files: [String: SpecNode]
    /// The loaded files in load order (root first, then breadth-first in document order).
    public let loadOrder: [String]

    public init(rootFile: String, root: SpecNode, files: [String: SpecNode], loadOrder: [String]) {
        self.rootFile = rootFile
        self.root = root
        self.files = files
        self.loadOrder = loadOrder
    }

    /// The tree of a loaded file (the path is normalised first).
    public func document(_ file: String) -> SpecNode? {
        files[file] ?? files[SpecPath.normalized(file)]
    }

    /// Reads and parses `path`, then every file its `$ref`s name, recursively (each file once).
    ///
    /// - Throws: `SpecError` for an unreadable root file (located at the file), a syntax error in
    ///   any file (including a key repeated within a mapping, and a trailing comma in a `.json`
    ///   file), a remote (`http(s)://`) `$ref`, or a `$ref` naming a file that cannot be read
    ///   (located at the `$ref`).
    public static func load(path: String) throws(SpecError) -> SpecDocumentSet {
        try load(path: path, reader: SpecFileReader.read)
    }

    /// Same as `load(path:)` with the files' texts given in memory, keyed by path (for tests and
    /// tools that have no file system at hand). Keys are normalised like `$ref` targets; when two
    /// keys name the same file, the one that sorts last wins.
    public static func load(path: String, sources: [String: String]) throws(SpecError) -> SpecDocumentSet {
        var texts: [String: String] = [:]
        for file in sources.keys.sorted() {
            texts[SpecPath.normalized(file)] = sources[file]
        }
        return try load(path: path) { file in
            guard let text = texts[file] else { return .failure(.noSuchFile) }
            return .success(Array(text.utf8))
        }
    }

    static func load(path: String, reader: (String) -> Result<[UInt8], ReadFailure>) throws(SpecError) -> SpecDocumentSet {
        let rootFile = SpecPath.normalized(path)
        let bytes: [UInt8]
        switch reader(rootFile) {
        case .success(let read): bytes = read
        case .failure(let failure): throw SpecError(failure.reason, file: path)
        }
        let rootDocument = try parseChecked(bytes, file: rootFile)

        var files = [rootFile: rootDocument.root]
        var loadOrder = [rootFile]
        var pendingRefs = [rootDocument.refs]
        var next = 0
        while next < loadOrder.count {
            let referrer = loadOrder[next]
            let refs = pendingRefs[next]
            next += 1
            for site in refs {
                let ref = RefString(site.ref)
                if ref.isRemote {
                    throw SpecError("remote $ref is not supported", node: site.node)
                }
                guard ref.namesOtherFile else { continue }
                let target = SpecPath.resolve(ref.filePath, relativeTo: referrer)
                if files[target] != nil { continue }
                switch reader(target) {
                case .success(let read):
                    let document = try parseChecked(read, file: target)
                    files[target] = document.root
                    loadOrder.append(target)
                    pendingRefs.append(document.refs)
                case .failure(let failure):
                    throw SpecError("cannot load $ref '\(site.ref)': \(failure.reason) '\(target)'", node: site.node)
                }
            }
        }
        return SpecDocumentSet(rootFile: rootFile, root: rootDocument.root, files: files, loadOrder: loadOrder)
    }

    /// Parses one file and applies the rules libyaml leaves out: no key twice in a mapping
    /// (reported at the second occurrence) and, for `.json` files, strict JSON commas.
    static func parseChecked(_ bytes: [UInt8], file: String) throws(SpecError) -> ParsedDocument {
        let document = try YAMLTreeParser.parseDocument(bytes, file: file)
        if JSONStrictCheck.applies(to: file) {
            try JSONStrictCheck.check(bytes, file: file)
        }
        if let duplicate = document.duplicateKeys.first {
            let first = duplicate.firstLocation
            throw SpecError("duplicate key '\(duplicate.key)' (first written at line \(first.line), column \(first.column))", at: duplicate.location)
        }
        return document
    }
}
