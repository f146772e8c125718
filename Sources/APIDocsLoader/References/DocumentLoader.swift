/// Loads a spec's files: the root, then every file a followed `$ref` names, each once.
///
/// It exists to decide, for each `$ref`, whether to follow it at all (`ReferenceGrammar`: only
/// Reference Objects and schemas of an OpenAPI or Swagger document) and whether it may be
/// followed (`ReferencePolicy`: the real target inside the root, remote URLs only under an
/// allowed prefix) — both before anything is opened. A document that is neither OpenAPI nor
/// Swagger (a configuration file) has every `$ref` followed, still under the policy.
struct DocumentLoader {
    let access: SpecFileAccess
    let policy: ReferencePolicy?
    /// False for files that are no spec (configuration): their `$ref`s are never followed.
    var followsRefs = true
    private var files: [String: SpecNode] = [:]
    private var loadOrder: [String] = []
    private var texts: [String: String] = [:]
    private var surrogateEscapes: [SourceLocation] = []
    private var holdsLowPrivateUse = false
    /// The bytes of every fetched document, by URL.
    private var fetched: [String: [UInt8]] = [:]
    /// The text each `description: {$ref: …}` mapping stands for.
    private var descriptions: [ObjectIdentifier: String] = [:]
    /// Every `$ref` of each file, for documents read without the grammar.
    private var refSites: [String: [RefSite]] = [:]
    /// Nodes still to walk, per file.
    private var pending: [String: [(node: SpecNode, kind: ReferenceGrammar.Kind)]] = [:]
    private var visited: Set<Visit> = []
    /// Files whose walk could do nothing: every `$ref` in them names a place in the same file,
    /// none stands for a description, and no alias puts a node in a second place. A walk only
    /// loads other files and reads descriptions; for most single-file specs it is skipped.
    private var selfContained: Set<String> = []
    /// The node each pointer names, by file and fragment: a big spec's thousands of `$ref`s
    /// name a few hundred targets (a file's tree never changes once stored).
    private var pointerTargets: [String: SpecNode?] = [:]
    private var realRoot: String?

    private struct Visit: Hashable {
        let node: ObjectIdentifier
        let kind: ReferenceGrammar.Kind
    }

    init(access: SpecFileAccess, policy: ReferencePolicy?) {
        self.access = access
        self.policy = policy
        self.realRoot = policy.map { access.realPath($0.root) }
    }

    mutating func load(path: String) throws(SpecError) -> SpecDocumentSet {
        let rootFile = SpecPath.normalized(path)
        let bytes: [UInt8]
        switch access.read(rootFile) {
        case .success(let read): bytes = read
        case .failure(let failure): throw SpecError(failure.reason, file: path)
        }
        let root = try add(bytes, file: rootFile)
        let isAPIDocument = root["openapi"] != nil || root["swagger"] != nil
        if followsRefs && !(isAPIDocument && selfContained.contains(rootFile)) {
            pending[rootFile] = [(root, isAPIDocument ? .openAPI : .anything)]
        }
        var progress = true
        while progress {
            progress = false
            var index = 0
            while index < loadOrder.count {
                let file = loadOrder[index]
                index += 1
                guard let work = pending.removeValue(forKey: file), !work.isEmpty else { continue }
                progress = true
                try walk(work, in: file)
            }
        }
        return SpecDocumentSet(rootFile: rootFile, root: root, files: files, loadOrder: loadOrder, texts: texts, descriptions: descriptions, fetched: fetched, surrogateEscapes: surrogateEscapes, holdsLowPrivateUse: holdsLowPrivateUse)
    }

    // MARK: - Walking

    private mutating func walk(_ work: [(node: SpecNode, kind: ReferenceGrammar.Kind)], in file: String) throws(SpecError) {
        // Only the nodes a `$ref` leads to are remembered: below them the tree is a tree (YAML
        // aliases aside, which cannot recurse), so a walk can only come back through a `$ref`.
        var stack = work.reversed().map { (node: $0.node, kind: $0.kind, isTarget: true) }
        while let (node, kind, isTarget) = stack.popLast() {
            if isTarget, !visited.insert(Visit(node: ObjectIdentifier(node), kind: kind)).inserted { continue }
            if kind == .anything {
                for site in refSites[file] ?? [] {
                    if let target = try follow(site, kind: .anything, from: file), target.file != file {
                        pending[target.file, default: []].append((files[target.file]!, .anything))
                    }
                }
                continue
            }
            guard let mapping = node.mapping else { continue }
            if ReferenceGrammar.takesReference(kind), let refNode = mapping["$ref"], let ref = refNode.scalar?.text {
                if let target = try follow(RefSite(ref: ref, node: refNode), kind: kind, from: file) {
                    if target.file == file {
                        stack.append((target.node, kind, true))
                    } else {
                        pending[target.file, default: []].append((target.node, kind))
                    }
                }
                // A Reference Object's other keys are ignored; a 3.1 schema's are keywords, and a
                // Path Item's `$ref` may sit beside its own operations.
                if kind != .schema && kind != .pathItem { continue }
            }
            if ReferenceGrammar.hasDescription(kind), let description = mapping["description"],
               let refNode = description.mapping?["$ref"], let ref = refNode.scalar?.text {
                try followDescription(description, site: RefSite(ref: ref, node: refNode), from: file)
            }
            for entry in mapping.entries.reversed() {
                guard let child = ReferenceGrammar.child(entry.key, of: kind) else { continue }
                let value = entry.value
                switch child {
                case .object(let childKind):
                    stack.append((value, childKind, false))
                case .mapOf(let childKind):
                    for item in (value.mapping?.entries ?? []).reversed() { stack.append((item.value, childKind, false)) }
                case .listOf(let childKind):
                    for item in (value.sequence ?? []).reversed() { stack.append((item, childKind, false)) }
                case .schemaOrList:
                    if let items = value.sequence {
                        for item in items.reversed() { stack.append((item, .schema, false)) }
                    } else {
                        stack.append((value, .schema, false))
                    }
                }
            }
        }
    }

    // MARK: - Following one $ref

    /// `description: {$ref: intro.md}`: keeps the Markdown text (or the YAML string the ref
    /// points at) for the spec reader.
    private mutating func followDescription(_ description: SpecNode, site: RefSite, from file: String) throws(SpecError) {
        if let target = try follow(site, kind: .description, from: file) {
            if let text = target.node.string { descriptions[ObjectIdentifier(description)] = text }
            return
        }
        let ref = RefString(site.ref)
        if ref.namesOtherFile, let key = RefTarget(ref.filePath, referrer: file).fileKey, let text = texts[key] {
            descriptions[ObjectIdentifier(description)] = text
        }
    }

    /// Loads what `site` names (when allowed) and returns the node it leads to, or `nil` when the
    /// target is text or its pointer does not resolve (the spec reader reports that if it matters).
    private mutating func follow(_ site: RefSite, kind: ReferenceGrammar.Kind, from file: String) throws(SpecError) -> (node: SpecNode, file: String)? {
        let ref = RefString(site.ref)
        guard ref.namesOtherFile else {
            return target(ref.fragment, in: file).map { ($0, file) }
        }
        let targetFile: String
        switch RefTarget(ref.filePath, referrer: file) {
        case .fileURL:
            throw SpecError(ReferenceMessages.fileURL(site.ref), node: site.node)
        case .otherScheme:
            throw SpecError(ReferenceMessages.otherScheme(site.ref), node: site.node)
        case .remote(let url):
            guard let policy, policy.allowsRemote(url) else {
                throw SpecError(ReferenceMessages.remoteRefused(site.ref), node: site.node)
            }
            targetFile = url
            if files[url] == nil && texts[url] == nil {
                guard let fetch = access.fetch else {
                    throw SpecError(ReferenceMessages.cannotFetch(site.ref, reason: "no fetcher is available here"), node: site.node)
                }
                switch fetch(url, policy.remoteLimits) {
                case .success(let bytes):
                    fetched[url] = bytes
                    try store(bytes, file: url, site: site, kind: kind)
                case .failure(let failure):
                    throw SpecError(ReferenceMessages.cannotFetch(site.ref, reason: failure.reason), node: site.node)
                }
            }
        case .local(let path):
            targetFile = path
            if let policy, let realRoot {
                let real = access.realPath(path)
                guard ReferencePolicy.contains(realRoot, real) else {
                    throw SpecError(ReferenceMessages.outsideRoot(site.ref, target: real, root: policy.root), node: site.node)
                }
            }
            if files[path] == nil && texts[path] == nil {
                if !(kind == .description && RefTarget.isMarkdown(path)) && !RefTarget.isStructured(path) {
                    throw SpecError(ReferenceMessages.notStructured(site.ref, target: path), node: site.node)
                }
                switch access.read(path) {
                case .success(let bytes): try store(bytes, file: path, site: site, kind: kind)
                case .failure(let failure):
                    throw SpecError(ReferenceMessages.cannotLoad(site.ref, reason: failure.reason, target: path), node: site.node)
                }
            }
        }
        return target(ref.fragment, in: targetFile).map { ($0, targetFile) }
    }

    /// True when the `$ref` sits in a mapping written under a `description` key (`description:
    /// {$ref: …}`), the one place where a reference in the same file changes what is read.
    static func standsForDescription(_ site: RefSite) -> Bool {
        guard case .child(let mapping, _) = site.node.place, case .key(let key)? = mapping.token else { return false }
        return key == "description"
    }

    /// The node `fragment` names in the stored tree of `file`, looked up once per pair.
    private mutating func target(_ fragment: String?, in file: String) -> SpecNode? {
        guard let document = files[file] else { return nil }
        let key = file + "\u{0}" + (fragment ?? "")
        if let known = pointerTargets[key] { return known }
        let found = DocumentLoader.node(at: fragment, in: document)
        pointerTargets[key] = found
        return found
    }

    /// Keeps a loaded target: Markdown for a description, a parsed tree otherwise.
    private mutating func store(_ bytes: [UInt8], file: String, site: RefSite, kind: ReferenceGrammar.Kind) throws(SpecError) {
        if kind == .description && RefTarget.isMarkdown(file) {
            texts[file] = String(decoding: bytes, as: UTF8.self)
            return
        }
        if !RefTarget.isStructured(file) {
            throw SpecError(ReferenceMessages.notStructured(site.ref, target: file), node: site.node)
        }
        _ = try add(bytes, file: file)
    }

    private mutating func add(_ bytes: [UInt8], file: String) throws(SpecError) -> SpecNode {
        let document = try SpecDocumentSet.parseChecked(bytes, file: file)
        files[file] = document.root
        loadOrder.append(file)
        refSites[file] = document.refs
        if let escape = document.surrogateEscape { surrogateEscapes.append(escape) }
        if document.holdsLowPrivateUse { holdsLowPrivateUse = true }
        if !document.usesAliases && document.refs.allSatisfy({ !RefString($0.ref).namesOtherFile && !DocumentLoader.standsForDescription($0) }) {
            selfContained.insert(file)
        }
        return document.root
    }

    /// The node a fragment points at, `nil` when it does not resolve.
    static func node(at fragment: String?, in document: SpecNode) -> SpecNode? {
        guard let fragment, !fragment.isEmpty else { return document }
        guard let tokens = JSONPointer.tokens(fragment) else { return nil }
        var node = document
        for token in tokens {
            switch node.value {
            case .mapping(let mapping):
                guard let next = mapping[token] else { return nil }
                node = next
            case .sequence(let items):
                guard let index = Int(token), index >= 0, index < items.count else { return nil }
                node = items[index]
            case .scalar:
                return nil
            }
        }
        return node
    }
}
