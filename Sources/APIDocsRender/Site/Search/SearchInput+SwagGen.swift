import APIDocsSymbols

extension SearchInput {
    /// What the SwagGen flavour's site lists for search, in graph order: models with their
    /// properties, nested types and enum cases; global enums; operations with their `Request`
    /// and `Response` types, parameters and body; then tags. Labels are Swift paths below the
    /// API's namespace; a member links to its anchor on its page.
    init(swagGen context: SiteContext) {
        var walk = SwagGenSearchWalk(context: context)
        walk.build()
        self = walk.input
    }
}

/// The SwagGen flavour's walk over its plan for `SearchInput(swagGen:)`.
private struct SwagGenSearchWalk {
    let context: SiteContext
    var input = SearchInput()
    /// The ids of the page items were last added for (items come page by page).
    private var pageAnchors: (page: String, ids: [String: String])?

    init(context: SiteContext) {
        self.context = context
    }

    mutating func build() {
        let graph = context.graph
        let plan = context.plan
        for (index, model) in graph.models.enumerated() {
            guard let page = plan.modelPages[index] else { continue }
            add(.model, model.swiftPath, page: page, anchored: false, detail: .text(TypeSectionBuilder.kindLabel(model.kind)),
                specName: model.name, description: model.description)
            addMembers(of: model, page: page)
        }
        for (index, symbol) in graph.enums.enumerated() {
            let page = plan.enumPages[index]
            add(.model, symbol.swiftPath, page: page, anchored: false, detail: .text("enum"), specName: symbol.name, description: symbol.description)
            addCases(symbol, page: page)
        }
        for (index, operation) in graph.operations.enumerated() {
            if let page = plan.operationPages[index] { addOperation(operation, page: page) }
        }
        let declared = DeclaredTags(graph.api.tags)
        for page in plan.pages {
            switch page.kind {
            case .tag(let path):
                let names = graph.tags.filter { $0.swiftPath == path }.map(\.name)
                let labels = names.compactMap { declared[$0]?.displayName }
                add(.tag, path, page: page.path, anchored: false, detail: .none, words: names + labels)
            case .traitTag(let name):
                add(.tag, declared.label(name), page: page.path, anchored: false, detail: .none, words: [name])
            default:
                continue
            }
        }
    }

    /// Properties, cases, nested enums and types of `model` (all on `page`).
    private mutating func addMembers(of model: ModelSymbol, page: String) {
        for property in model.properties {
            add(.property, property.swiftPath, page: page, detail: .text(property.declaredType.description), specName: property.name)
        }
        if let symbol = model.enumSymbol { addCases(symbol, page: page) }
        for item in model.discriminator?.cases ?? [] {
            add(.enumCase, item.swiftPath, page: page, detail: .none)
        }
        for symbol in model.enums {
            add(.type, symbol.swiftPath, page: page, detail: .text("enum"), specName: symbol.name)
            addCases(symbol, page: page)
        }
        for nested in model.nestedTypes {
            add(.type, nested.swiftPath, page: page, detail: .text(TypeSectionBuilder.kindLabel(nested.kind)), specName: nested.name)
            addMembers(of: nested, page: page)
        }
    }

    private mutating func addCases(_ symbol: EnumSymbol, page: String) {
        for item in symbol.cases {
            let raw = item.isString ? SwiftSourceLiteral.string(item.rawValue) : item.rawValue
            add(.enumCase, item.swiftPath, page: page, detail: .text(raw), specName: item.rawValue)
        }
    }

    private mutating func addOperation(_ operation: OperationSymbol, page: String) {
        let spec = operation.facts
        add(.operation, operation.swiftPath, page: page, anchored: false,
            detail: .endpoint(method: operation.method, path: operation.path, summary: spec.summary),
            specName: operation.operationId, description: spec.description, words: operation.tags)
        let request = operation.request
        add(.request, request.swiftPath, page: page, detail: .none)
        for option in request.options {
            add(.parameter, option.swiftPath, page: page,
                detail: .parameter(location: option.location.rawValue, key: option.key, type: "\(option.declaredType)"), specName: option.key)
        }
        if let body = request.body {
            add(.parameter, body.swiftPath, page: page, detail: .body(type: "\(body.declaredType)"))
        }
        let response = operation.response
        add(.response, response.swiftPath, page: page, detail: .none)
        for symbol in operation.enums + response.enums {
            add(.type, symbol.swiftPath, page: page, detail: .text("enum"), specName: symbol.name)
            addCases(symbol, page: page)
        }
        for nested in request.nestedTypes + response.nestedTypes {
            add(.type, nested.swiftPath, page: page, detail: .text(TypeSectionBuilder.kindLabel(nested.kind)), specName: nested.name)
            addMembers(of: nested, page: page)
        }
    }

    /// Adds `swiftPath` (labelled below the namespace) linking to `page`, at the symbol's anchor
    /// there when `anchored` and the plan gave it one.
    private mutating func add(
        _ kind: SearchIndexBuilder.Kind, _ swiftPath: String, page: String, anchored: Bool = true, detail: SearchInput.Detail,
        specName: String? = nil, description: String? = nil, words: [String] = []
    ) {
        var url = page
        if anchored {
            if pageAnchors?.page != page { pageAnchors = (page, context.plan.anchors(on: page)) }
            if let anchor = pageAnchors?.ids[swiftPath] { url += "#" + anchor }
        }
        let label = String(AnchorAllocator.relative(swiftPath, to: context.graph.namespace))
        input.append(SearchInput.Item(kind: kind, label: label, url: url, detail: detail, specName: specName, description: description, words: words))
    }
}
