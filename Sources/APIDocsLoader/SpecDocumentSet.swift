import APIDocsConcurrency

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

    /// Markdown files a `description` names with `$ref` (Redocly's convention), by path or URL.
    public let texts: [String: String]
    /// The text each `description: {$ref: …}` mapping that the loader followed stands for.
    let descriptions: [ObjectIdentifier: String]
    /// The bytes of every remote document (allowed by the policy and fetched), by URL: what a
    /// build fingerprint hashes for them.
    public let fetched: [String: [UInt8]]
    /// Where each JSON file that writes a character as a `\u` surrogate pair first does so, in
    /// load order: the files read fine, but swift-openapi-generator's YAML parser refuses them.
    public let surrogateEscapes: [SourceLocation]
    /// Whether any key or scalar of the loaded files, or any Markdown file a description names,
    /// holds a scalar of U+E000…U+E03F: the start of the Private Use Area, where later stages
    /// put the marks they carry through rendered text (README link marks, blank-line marks),
    /// so they know when the spec's own text could be taken for one.
    public let holdsLowPrivateUse: Bool

    public init(
        rootFile: String, root: SpecNode, files: [String: SpecNode], loadOrder: [String],
        texts: [String: String] = [:], descriptions: [ObjectIdentifier: String] = [:], fetched: [String: [UInt8]] = [:],
        surrogateEscapes: [SourceLocation] = [], holdsLowPrivateUse: Bool = false
    ) {
        self.holdsLowPrivateUse = holdsLowPrivateUse || texts.values.contains(where: LowPrivateUse.occurs(in:))
        self.fetched = fetched
        self.surrogateEscapes = surrogateEscapes
        self.rootFile = rootFile
        self.root = root
        self.files = files
        self.loadOrder = loadOrder
        self.texts = texts
        self.descriptions = descriptions
    }

    /// The text a `description` written as `{$ref: intro.md}` stands for (the Markdown file, or
    /// the YAML string the ref points at); `nil` for any other node.
    public func linkedDescription(_ description: SpecNode) -> String? {
        guard description.mapping != nil else { return nil }
        return descriptions[ObjectIdentifier(description)]
    }

    /// The tree of a loaded file (the path is normalised first).
    public func document(_ file: String) -> SpecNode? {
        files[file] ?? files[SpecPath.normalized(file)]
    }

    /// Reads and parses `path`, then every file its `$ref`s name, recursively (each file once),
    /// without confining the references (configuration files, tools that trust their input).
    ///
    /// - Throws: `SpecError` for an unreadable root file (located at the file), a syntax error in
    ///   any file (including a key repeated within a mapping, and a trailing comma in a `.json`
    ///   file), a remote (`http(s)://`) or `file:` `$ref`, or a `$ref` naming a file that cannot
    ///   be read (located at the `$ref`).
    public static func load(path: String) throws(SpecError) -> SpecDocumentSet {
        try load(path: path, policy: nil, access: .fileSystem)
    }

    /// Loads a spec whose `$ref`s must stay within `policy` (see `ReferencePolicy`): every
    /// target is checked (real path inside the root, URL under an allowed prefix) before
    /// `access` opens or fetches it, and a refusal is an error located at the `$ref`. In an
    /// OpenAPI or Swagger document only Reference Objects and schemas are followed
    /// (`ReferenceGrammar`): `$ref`s inside `x-` extensions, examples and unknown keys are data.
    public static func load(path: String, policy: ReferencePolicy?, access: SpecFileAccess) throws(SpecError) -> SpecDocumentSet {
        var loader = DocumentLoader(access: access, policy: policy)
        return try loader.load(path: path)
    }

    /// Reads and parses one file whose `$ref`s mean nothing (a configuration file such as
    /// `apidocs.yml`): none is followed, so none can open another file.
    public static func loadFile(path: String) throws(SpecError) -> SpecDocumentSet {
        var loader = DocumentLoader(access: .fileSystem, policy: nil)
        loader.followsRefs = false
        return try loader.load(path: path)
    }

    /// Same as `load(path:)` with the files' texts given in memory, keyed by path (for tests and
    /// tools that have no file system at hand). Keys are normalised like `$ref` targets; when two
    /// keys name the same file, the one that sorts last wins.
    public static func load(path: String, sources: [String: String]) throws(SpecError) -> SpecDocumentSet {
        try load(path: path, policy: nil, access: .inMemory(sources))
    }

    /// Parses one file and applies the rules libyaml leaves out: no key twice in a mapping
    /// (reported at the second occurrence) and, for `.json` files, strict JSON commas.
    static func parseChecked(_ bytes: [UInt8], file: String) throws(SpecError) -> ParsedDocument {
        let isJSON = JSONStrictCheck.applies(to: file)
        // Strict JSON is read without libyaml (same tree); anything else, and any error, goes
        // through libyaml below, which reports it. Strict JSON has no trailing comma to check.
        if isJSON, let document = bytes.withUnsafeBufferPointer({ JSONEventReader.parseDocument($0, file: file) }) {
            try throwDuplicateKey(document)
            return document
        }
        // The comma check reads the bytes on its own: it runs on another core while libyaml
        // parses (a parse error is still the one reported when both fail).
        let commaCheck = isJSON ? BackgroundWork { JSONStrictCheck.problem(bytes, file: file) } : nil
        var document: ParsedDocument
        do {
            if isJSON, let surrogate = JSONEscapes.firstSurrogateEscape(bytes) {
                document = try YAMLTreeParser.parseDocument(try JSONEscapes.yamlEscapes(bytes, file: file, from: surrogate), file: file)
                document.surrogateEscape = bytes.withUnsafeBufferPointer { LibYAMLProblem.location(ofByte: surrogate, in: $0, file: file) }
            } else {
                document = try YAMLTreeParser.parseDocument(bytes, file: file)
            }
        } catch {
            _ = commaCheck?.value
            throw error
        }
        if let problem = commaCheck?.value { throw problem }
        try throwDuplicateKey(document)
        return document
    }

    /// The error for the first key repeated within a mapping, if any.
    private static func throwDuplicateKey(_ document: ParsedDocument) throws(SpecError) {
        if let duplicate = document.duplicateKeys.first {
            let first = duplicate.firstLocation
            throw SpecError("duplicate key '\(duplicate.key)' (first written at line \(first.line), column \(first.column))", at: duplicate.location)
        }
    }
}
