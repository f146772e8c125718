import APIDocsLoader

/// What OpenAPI 3.2 adds that changes the docs, read into the model.
///
/// Naming decision (SwagGen never read 3.2, so each addition is treated as SwagGen treats the
/// nearest 3.1 construct):
/// * the `query` method and every `additionalOperations` entry are path-item operations under a
///   method outside SwagGen's list (`get`, `put`, `post`, `delete`, `options`, `head`,
///   `patch`), like 3.1's `trace`: they are read into `APISpec.ungeneratedOperations`, and the
///   symbol stage leaves them out of the client's names with a warning, so every generated name
///   stays what it would be without them;
/// * a tag's `summary`, `parent` and `kind` extend the top-level tag declaration, which SwagGen
///   ignores entirely: they are read into `APISpec.tags` and change no name (a tag with a
///   `parent` is still its own namespace, named from the operations' `tags`, not nested).
///
/// Everything else 3.2 adds is ignored as any unknown key is.
extension SpecReader {
    /// `additionalOperations` of a 3.2 path item: method name → operation, in document order.
    /// A method that has its own field (`get`, `query`, …) must not be repeated here.
    func additionalOperations(_ item: SpecNode, path: String) -> [(method: String, node: SpecNode)] {
        let field = recovering { () throws(SpecError) in try item.mappingField("additionalOperations", in: rootFile) }
        guard let mapping = field ?? nil else { return [] }
        let fixed = Set(SpecReader.methods + ["trace", "query"])
        var result: [(method: String, node: SpecNode)] = []
        for entry in mapping.entries where !entry.key.hasPrefix("x-") {
            if fixed.contains(entry.key.lowercased()) {
                let field = entry.key.lowercased()
                diagnostics.report(SpecError(
                    "'additionalOperations' of path '\(path)' must not hold '\(entry.key)': write it as the path item's '\(field)'",
                    at: entry.keyLocation, pointer: entry.value.fragment
                ))
                continue
            }
            if entry.value.isNull { continue }
            result.append((entry.key, entry.value))
        }
        return result
    }

    /// The top-level `tags`: a list of mappings, each with a `name`. A declaration that cannot
    /// be read is reported and left out (one without a `name` with a warning); a `parent` that
    /// names no declared tag is a warning.
    func readTags(_ root: SpecNode) -> [TagDeclaration] {
        let listField = recovering { () throws(SpecError) in try root.sequenceField("tags", in: rootFile) }
        guard let items = listField ?? nil else { return [] }
        var tags: [(tag: TagDeclaration, node: SpecNode)] = []
        for item in items {
            let tag = recovering { () throws(SpecError) -> TagDeclaration? in
                guard item.mapping != nil else {
                    throw SpecError("a tag must be a mapping with a 'name', found \(item.kindName)", node: item)
                }
                guard let name = try item.nameField("name") else { return nil }
                return TagDeclaration(
                    name: name,
                    summary: try item.textField("summary"),
                    description: try description(of: item),
                    parent: try item.nameField("parent"),
                    kind: try item.nameField("kind"),
                    externalDocs: try externalDocs(item["externalDocs"]),
                    location: item.location
                )
            }
            guard let read = tag else { continue }
            guard let declared = read else {
                warn("tag declaration without a 'name' is left out", at: item)
                continue
            }
            tags.append((declared, item))
        }
        let names = Set(tags.map(\.tag.name))
        for index in tags.indices {
            guard let parent = tags[index].tag.parent, !names.contains(parent), let parentNode = tags[index].node["parent"] else { continue }
            warn("tag '\(tags[index].tag.name)' names the parent '\(parent)', which is not a declared tag: the parent is ignored", at: parentNode)
            tags[index].tag.parent = nil
        }
        return tags.map(\.tag)
    }

    /// `externalDocs`: a link (`url`) with an optional description; `nil` without a `url`.
    func externalDocs(_ node: SpecNode?) throws(SpecError) -> ExternalDocsFacts? {
        guard let node, node.mapping != nil, let url = node["url"]?.text else { return nil }
        return ExternalDocsFacts(url: url, description: try description(of: node))
    }
}
