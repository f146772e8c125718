import APIDocsSymbols

extension SitePlan {
    /// Plans the site of `graph`: one page per model, global enum, operation and tag, and a
    /// place for every symbol of `graph.clientTree()` but the containers no page documents.
    ///
    /// File stems are handed out per folder in sorted order of the names they come from, so a
    /// spec always gets the same files whatever order its declarations are in.
    ///
    /// A model or operation marked `x-internal` or `x-hidden` gets no page and no place (links
    /// to it are plain text), and a tag whose every operation is left out gets no page either,
    /// unless it is a trait tag.
    public init(graph: SymbolGraph) {
        pages.append(Page(path: Self.homePage, kind: .home))
        alternativeTypes = graph.alternativeTypes
        planStems(graph)

        var tagOrder: [String] = []
        for tag in graph.tags where tagPages[tag.swiftPath] != nil && !tagOrder.contains(tag.swiftPath) {
            tagOrder.append(tag.swiftPath)
        }
        for tag in graph.tags where tagPages[tag.swiftPath] != nil {
            tagPaths[tag.name] = tag.swiftPath
            register(tag.swiftPath, on: tagPages[tag.swiftPath]!, owner: tag.swiftPath, root: .namespace, isPage: true, id: DeclarationID(root: .namespace, swiftPath: tag.swiftPath))
        }
        for server in graph.servers {
            register(server.swiftPath, on: Self.homePage, owner: graph.namespace, root: .namespace)
        }
        for (index, model) in graph.models.enumerated() {
            guard let page = modelPages[index] else { continue }
            pages.append(Page(path: page, kind: .model(index)))
            registerModel(model, on: page, owner: model.swiftPath, isPage: true)
        }
        for (index, symbol) in graph.enums.enumerated() {
            let page = enumPages[index]
            pages.append(Page(path: page, kind: .globalEnum(index)))
            registerEnum(symbol, on: page, owner: symbol.swiftPath, isPage: true)
        }
        for (index, operation) in graph.operations.enumerated() {
            guard let page = operationPages[index] else { continue }
            pages.append(Page(path: page, kind: .operation(index)))
            registerOperation(operation, on: page)
        }
        for path in tagOrder {
            pages.append(Page(path: tagPages[path]!, kind: .tag(path)))
        }
        for trait in DeclaredTags(graph.api.tags).traits {
            if let page = traitTagPages[trait.name] { pages.append(Page(path: page, kind: .traitTag(trait.name))) }
        }
        webhooks = WebhookPages(graph.api.webhooks)
        for (index, page) in webhooks.paths.enumerated() {
            pages.append(Page(path: page, kind: .webhook(index)))
        }
    }

    /// Decides the file of every page: `models/`, `operations/` and `tags/` stems (only for
    /// the pages the site has: see `init(graph:)`).
    private mutating func planStems(_ graph: SymbolGraph) {
        // Models and global enums share `models/`.
        var modelNames: [(name: String, key: Int)] = graph.models.enumerated().compactMap { index, model in
            model.facts.hidden == nil ? (model.swiftName, index) : nil
        }
        modelNames += graph.enums.enumerated().map { ($0.element.swiftName, graph.models.count + $0.offset) }
        let modelStems = Self.stems(for: modelNames)
        modelPages = graph.models.indices.map { index in modelStems[index].map { "\(Self.modelsFolder)/\($0).html" } }
        enumPages = graph.enums.indices.map { "\(Self.modelsFolder)/\(modelStems[graph.models.count + $0]!).html" }

        let operationNames: [(name: String, key: Int)] = graph.operations.enumerated().compactMap { index, operation in
            operation.facts.hidden == nil ? (String(AnchorAllocator.relative(operation.swiftPath, to: graph.namespace)), index) : nil
        }
        let operationStems = Self.stems(for: operationNames)
        operationPages = graph.operations.indices.map { index in operationStems[index].map { "\(Self.operationsFolder)/\($0).html" } }

        let declared = DeclaredTags(graph.api.tags)
        // A tag has a page when it groups an operation the site shows, or is a trait.
        var shown = Set<String>()
        for group in graph.operationsByTag where group.operations.contains(where: { $0.facts.hidden == nil }) { shown.insert(group.name) }
        var uniqueTags: [(name: String, key: Int)] = []
        var tagKeys: [String] = []
        for tag in graph.tags where (shown.contains(tag.name) || declared.isTrait(tag.name)) && !tagKeys.contains(tag.swiftPath) {
            uniqueTags.append((tag.swiftName, tagKeys.count))
            tagKeys.append(tag.swiftPath)
        }
        // Trait tags that are no namespace share `tags/` (their stems come from their names).
        let namespaces = Set(graph.tags.map(\.name))
        let traits = declared.traits.filter { !namespaces.contains($0.name) }
        uniqueTags += traits.enumerated().map { ($0.element.name, tagKeys.count + $0.offset) }
        let tagStems = Self.stems(for: uniqueTags)
        for (key, path) in tagKeys.enumerated() {
            tagPages[path] = "\(Self.tagsFolder)/\(tagStems[key]!).html"
        }
        for (offset, trait) in traits.enumerated() {
            traitTagPages[trait.name] = "\(Self.tagsFolder)/\(tagStems[tagKeys.count + offset]!).html"
        }
    }

    /// Stems for `names` (keyed by caller's numbers), allocated in sorted name order.
    static func stems(for names: [(name: String, key: Int)]) -> [Int: String] {
        let sorted = names.sorted { lhs, rhs in
            if lhs.name != rhs.name { return lhs.name.utf8.lexicographicallyPrecedes(rhs.name.utf8) }
            return lhs.key < rhs.key
        }
        var allocator = SlugAllocator()
        var result: [Int: String] = [:]
        for entry in sorted { result[entry.key] = allocator.allocate(entry.name) }
        return result
    }

    private mutating func registerModel(_ model: ModelSymbol, on page: String, owner: String, isPage: Bool = false) {
        let root = model.id.root
        register(model.swiftPath, on: page, owner: owner, root: root, isPage: isPage, id: model.id)
        for property in model.properties { register(property.swiftPath, on: page, owner: owner, root: root) }
        for item in model.enumSymbol?.cases ?? [] { register(item.swiftPath, on: page, owner: owner, root: root) }
        for item in model.discriminator?.cases ?? [] { register(item.swiftPath, on: page, owner: owner, root: root) }
        for symbol in model.enums { registerEnum(symbol, on: page, owner: owner) }
        for nested in model.nestedTypes { registerModel(nested, on: page, owner: owner) }
    }

    private mutating func registerEnum(_ symbol: EnumSymbol, on page: String, owner: String, isPage: Bool = false) {
        register(symbol.swiftPath, on: page, owner: owner, root: symbol.id.root, isPage: isPage, id: symbol.id)
        for item in symbol.cases { register(item.swiftPath, on: page, owner: owner, root: symbol.id.root) }
    }

    private mutating func registerOperation(_ operation: OperationSymbol, on page: String) {
        let owner = operation.swiftPath
        register(owner, on: page, owner: owner, root: .namespace, isPage: true, id: DeclarationID(root: .namespace, swiftPath: owner))
        for symbol in operation.enums { registerEnum(symbol, on: page, owner: owner) }
        register(operation.request.swiftPath, on: page, owner: owner, root: .namespace, id: DeclarationID(root: .namespace, swiftPath: operation.request.swiftPath))
        for option in operation.request.options { register(option.swiftPath, on: page, owner: owner, root: .namespace) }
        if let body = operation.request.body { register(body.swiftPath, on: page, owner: owner, root: .namespace) }
        for nested in operation.request.nestedTypes { registerModel(nested, on: page, owner: owner) }
        register(operation.response.swiftPath, on: page, owner: owner, root: .namespace, id: DeclarationID(root: .namespace, swiftPath: operation.response.swiftPath))
        for item in operation.response.cases { register(item.swiftPath, on: page, owner: owner, root: .namespace) }
        for symbol in operation.response.enums { registerEnum(symbol, on: page, owner: owner) }
        for nested in operation.response.nestedTypes { registerModel(nested, on: page, owner: owner) }
    }
}
