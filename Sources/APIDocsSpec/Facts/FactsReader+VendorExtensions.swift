import APIDocsLoader

/// Reads the Redoc and Redocly vendor extensions (see `VendorExtensionFacts.swift`): tag
/// groups, tag display names and trait tags, the logo, code samples, the parts left out of
/// the site, and GitHub's categories. Each malformed value is reported as a warning at its
/// place and left out, so the site is built without it.
extension FactsReader {
    /// Reports a value of an extension that is ignored (`--strict` makes it an error).
    private func ignore(_ message: String, at node: SpecNode) {
        diagnostics.warning(message, at: node.location, pointer: node.fragment)
    }

    /// The root `x-tagGroups`: each group with the tags it names that exist (declared, or used
    /// by an operation); a name that is neither is reported at its place in the list.
    func tagGroups() -> [TagGroupFacts] {
        guard let node = spec.root["x-tagGroups"], !node.isNull else { return [] }
        guard let list = node.sequence else {
            ignore("'x-tagGroups' is ignored: it must be a list of {name, tags} groups, found \(node.kindName)", at: node)
            return []
        }
        var known = Set(spec.tags.map(\.name))
        for operation in spec.operations { known.formUnion(operation.tags ?? []) }
        return list.compactMap { entry -> TagGroupFacts? in
            guard let name = entry["name"]?.string, let tags = entry["tags"]?.sequence else {
                ignore("an 'x-tagGroups' entry is ignored: it must have a 'name' and a list of 'tags'", at: entry)
                return nil
            }
            var names: [String] = []
            for tag in tags {
                guard let text = tag.string else {
                    ignore("x-tagGroups group '\(name)': a tag must be a name, found \(tag.kindName); it is left out", at: tag)
                    continue
                }
                guard known.contains(text) else {
                    ignore("x-tagGroups group '\(name)' names the tag '\(text)', which no tag declaration and no operation has; it is left out", at: tag)
                    continue
                }
                names.append(text)
            }
            return TagGroupFacts(name: name, tags: names)
        }
    }

    /// `x-displayName` and `x-traitTag` of the declared tag `name` (the first declaration of it).
    func tagExtensions(_ name: String) -> (displayName: String?, isTrait: Bool) {
        guard let node = spec.root["tags"]?.sequence?.first(where: { $0["name"]?.string == name }) else { return (nil, false) }
        var displayName: String?
        if let value = node["x-displayName"] {
            if let text = value.string, !text.isEmpty {
                displayName = text
            } else {
                ignore("'x-displayName' of tag '\(name)' is ignored: it must be a non-empty string", at: value)
            }
        }
        return (displayName, node["x-traitTag"].map { flag($0, "x-traitTag") } ?? false)
    }

    /// `info.x-logo`, when it has a `url` string.
    func logo() -> LogoFacts? {
        guard let node = spec.root["info"]?["x-logo"], !node.isNull else { return nil }
        guard let url = node["url"], let text = url.string, !text.isEmpty else {
            ignore("'x-logo' is ignored: it must be a mapping with a 'url' string", at: node)
            return nil
        }
        return LogoFacts(
            url: text, altText: node["altText"]?.string, backgroundColor: node["backgroundColor"]?.string,
            href: node["href"]?.string, location: url.location, pointer: url.fragment
        )
    }

    /// An operation's `x-codeSamples` (else the older `x-code-samples`): every entry with a
    /// `lang` and a `source` string, in the order written.
    func codeSamples(_ operation: SpecNode) -> [CodeSampleFacts] {
        guard let node = operation["x-codeSamples"] ?? operation["x-code-samples"], !node.isNull else { return [] }
        guard let list = node.sequence else {
            ignore("code samples are ignored: they must be a list of {lang, label, source}, found \(node.kindName)", at: node)
            return []
        }
        return list.compactMap { entry in
            guard let language = entry["lang"]?.string, let source = entry["source"]?.string else {
                ignore("a code sample is ignored: it must have a 'lang' and a 'source' string", at: entry)
                return nil
            }
            return CodeSampleFacts(language: language, label: entry["label"]?.string, source: source)
        }
    }

    /// `x-internal: true` or `x-hidden: true` on the object, if it says so.
    func hiddenMark(_ node: SpecNode?) -> HiddenMark? {
        guard let node else { return nil }
        for key in HiddenMark.keys {
            guard let value = node[key] else { continue }
            if flag(value, key) { return HiddenMark(key: key, location: value.location) }
        }
        return nil
    }

    /// The operation's own mark, else its path item's.
    func hiddenMark(operation: Operation) -> HiddenMark? {
        hiddenMark(operation.node) ?? hiddenMark(operation.pathItem)
    }

    /// `x-github.category` (and `subcategory`) of an operation.
    func gitHubCategory(_ operation: SpecNode) -> GitHubCategoryFacts? {
        guard let github = operation["x-github"], let category = github["category"]?.string, !category.isEmpty else { return nil }
        return GitHubCategoryFacts(category: category, subcategory: github["subcategory"]?.string)
    }

    /// A flag that must be `true` or `false`; anything else is reported and read as `false`.
    private func flag(_ value: SpecNode, _ key: String) -> Bool {
        if let bool = value.bool { return bool }
        ignore("'\(key)' is ignored: it must be true or false, found \(value.kindName)", at: value)
        return false
    }
}
