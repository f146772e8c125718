/// The files a loaded spec was read from, and the `$ref`s that name them: what a tool that
/// copies or moves a spec (`apidocs init`) must carry along and must not break.
extension SpecDocumentSet {
    /// One `$ref` naming another loaded file: the file's key (a normalised path) and the
    /// `$ref`'s value node, for its location.
    public struct FileReference: Sendable {
        public let target: String
        public let node: SpecNode
    }

    /// Every local file the spec was read from, as normalised paths: its documents in load
    /// order (the root first), then the Markdown files descriptions name, in path order.
    /// Remote documents (URLs) are left out.
    public var localFiles: [String] {
        let documents = loadOrder.filter { RefTarget.scheme(of: $0) == nil }
        let markdown = texts.keys.filter { RefTarget.scheme(of: $0) == nil }
            .sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
        return documents + markdown
    }

    /// Every file or URL the spec's text came from: its documents in load order (the root
    /// first), then the Markdown files and URLs descriptions name, in path order. What a
    /// build's fingerprint hashes, so that editing only a description's Markdown file is a
    /// change `build` and `check` see.
    public var sourceFiles: [String] {
        let documents = Set(loadOrder)
        let markdown = texts.keys.filter { !documents.contains($0) }
            .sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
        return loadOrder + markdown
    }

    /// Every `$ref` of a loaded document whose file part names a loaded local file (the root
    /// included), in load order and then document order. A `$ref` whose target was never
    /// loaded (one inside an example or an `x-` extension, which is data) is not listed.
    public func fileReferences() -> [FileReference] {
        var found: [FileReference] = []
        var seen: Set<ObjectIdentifier> = []
        for file in loadOrder where RefTarget.scheme(of: file) == nil {
            guard let document = files[file] else { continue }
            var stack = [document]
            while let node = stack.popLast() {
                // A YAML alias puts one node in several places: walk it once.
                guard seen.insert(ObjectIdentifier(node)).inserted else { continue }
                switch node.value {
                case .scalar:
                    continue
                case .sequence(let items):
                    stack.append(contentsOf: items.reversed())
                case .mapping(let mapping):
                    if let refNode = mapping["$ref"], let text = refNode.scalar?.text {
                        let ref = RefString(text)
                        if ref.namesOtherFile, case .local(let path) = RefTarget(ref.filePath, referrer: file),
                           files[path] != nil || texts[path] != nil {
                            found.append(FileReference(target: path, node: refNode))
                        }
                    }
                    stack.append(contentsOf: mapping.entries.reversed().map(\.value))
                }
            }
        }
        return found
    }
}
