import APIDocsSOG
import APIDocsSymbols

extension OperationGroups {
    /// The swift-openapi-generator flavour's groups: operations under each of their tags, tags
    /// in the home page's order, each linked to its section of the home page, then the untagged
    /// ones under "Other". A trait tag groups nothing: an operation whose every tag is a trait
    /// is listed with the untagged ones. Indexes are into the plan's pages.
    init(sog builder: SOGPageBuilder) {
        var byTag: [String: [Int]] = [:]
        var untagged: [Int] = []
        var listed: [(tags: [String], category: GitHubCategoryFacts?)] = []
        for (index, page) in builder.plan.pages.enumerated() where page.section == .operation {
            let operation = page.main.declaration.source.flatMap { builder.facts.operationFacts(for: $0) }
            if let operation { listed.append((operation.tags, operation.facts.gitHubCategory)) }
            var seen = Set<String>()
            for tag in operation?.tags ?? [] where !builder.declaredTags.isTrait(tag) && seen.insert(tag).inserted {
                byTag[tag, default: []].append(index)
            }
            if seen.isEmpty { untagged.append(index) }
        }
        var groups = builder.tagOrder.compactMap { tag in
            byTag[tag].map { pages in
                let label = builder.declaredTags.label(tag)
                return Group(title: label, label: label, page: builder.tagAnchors[tag].map { SOGSitePlan.homePage + "#" + $0 }, operations: pages, tags: [tag])
            }
        }
        if !untagged.isEmpty { groups.append(Group(title: "Other", label: "Other", page: nil, operations: untagged)) }
        // A trait tag is a link to its section of the home page.
        let traits = builder.declaredTags.traits.compactMap { trait in
            builder.tagAnchors[trait.name].map { Trait(name: trait.name, label: trait.label, page: SOGSitePlan.homePage + "#" + $0) }
        }
        self.init(groups: groups, traits: traits, api: builder.facts.api, listed: listed)
    }
}

extension NavigationInput {
    /// The swift-openapi-generator flavour's sidebar: operations as the home page groups them
    /// (`OperationGroups(sog:)`), each by its name below `Operations`; the schema types, then
    /// the other types (components, `Servers`, `Client`, `APIProtocol`); webhooks and the
    /// security schemes.
    init(sog builder: SOGPageBuilder) {
        let plan = builder.plan
        var links: [NavigationData.Item?] = []
        var schemas: [NavigationData.Item] = []
        var components: [NavigationData.Item] = []
        for page in plan.pages {
            switch page.section {
            case .operation:
                let method = page.main.declaration.source.flatMap { builder.facts.operationFacts(for: $0) }?.endpoint.method
                links.append(NavigationData.Item(text: page.operationListName, page: page.path, method: method))
                continue
            case .schema: schemas.append(NavigationData.Item(text: page.typeListName, page: page.path))
            default: components.append(NavigationData.Item(text: page.main.path, page: page.path))
            }
            links.append(nil)
        }
        self.init(homePage: SOGSitePlan.homePage, operations: OperationGroups(sog: builder), operationLinks: links)
        types = [("Components.Schemas", schemas), ("Other types", components)]
        webhooks = builder.webhooks.navigationItems
        securitySchemes = builder.facts.api.securitySchemes.map(\.name)
    }
}

extension SOGSitePlan.Page {
    /// An operation's name in lists: its path below `Operations`.
    var operationListName: String {
        String(AnchorAllocator.relative(main.path, to: "Operations"))
    }

    /// A component type's name in lists: its path below its namespace (`Pet` for
    /// `Components.Schemas.Pet`).
    var typeListName: String {
        let parts = main.path.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
        return parts.count == 3 && parts[0] == "Components" ? String(parts[2]) : main.path
    }
}
