import APIDocsSOG
import APIDocsSymbols

/// The SOG flavour's sidebar (see `NavigationData.Outline`): operations grouped by tag as the
/// home page groups them (untagged ones under "Other"), the schema types and the other types
/// (components, `Servers`, `Client`, `APIProtocol`), webhooks and the security schemes.
enum SOGNavigation {
    /// A group of operations: a tag (with its section on the home page) or "Other".
    struct OperationGroup {
        /// The tag's label (its `x-displayName`, else its name), or "Other".
        var title: String
        var anchor: String?
        /// Indexes into the plan's pages.
        var pages: [Int]
        /// The raw tag (none for "Other").
        var tags: [String] = []
    }

    /// Operations under each of their tags, tags in the home page's order, then the untagged
    /// ones; the home page and the sidebar both list these. A trait tag (`x-traitTag`) groups
    /// nothing: an operation whose every tag is a trait is listed with the untagged ones.
    static func operationGroups(_ builder: SOGPageBuilder) -> [OperationGroup] {
        var byTag: [String: [Int]] = [:]
        var untagged: [Int] = []
        for (index, page) in builder.plan.pages.enumerated() where page.section == .operation {
            let tags = page.main.declaration.source.flatMap { builder.facts.operationFacts(for: $0) }?.tags ?? []
            var seen = Set<String>()
            for tag in tags where !builder.declaredTags.isTrait(tag) && seen.insert(tag).inserted { byTag[tag, default: []].append(index) }
            if seen.isEmpty { untagged.append(index) }
        }
        var groups = builder.tagOrder.compactMap { tag in
            byTag[tag].map { OperationGroup(title: builder.declaredTags.label(tag), anchor: builder.tagAnchors[tag], pages: $0, tags: [tag]) }
        }
        if !untagged.isEmpty { groups.append(OperationGroup(title: "Other", anchor: nil, pages: untagged)) }
        return groups
    }

    /// `groups` under the spec's tag groups (`TagSections`), or `nil` without them.
    static func sections(_ builder: SOGPageBuilder, groups: [OperationGroup]) -> [TagSections.Section]? {
        let operations = builder.plan.pages.compactMap { page -> (tags: [String], category: GitHubCategoryFacts?)? in
            guard page.section == .operation, let facts = page.main.declaration.source.flatMap({ builder.facts.operationFacts(for: $0) }) else { return nil }
            return (facts.tags, facts.facts.gitHubCategory)
        }
        return TagSections.make(
            TagSections.groupings(builder.facts.api, operations: operations), groupTags: groups.map(\.tags),
            traits: builder.declaredTags.traits.map(\.name).filter { builder.tagAnchors[$0] != nil }
        )
    }

    /// An operation's name in lists: its path below `Operations`.
    static func operationName(_ page: SOGSitePlan.Page) -> String {
        String(AnchorAllocator.relative(page.main.path, to: "Operations"))
    }

    /// A component type's name in lists: its path below its namespace (`Pet` for
    /// `Components.Schemas.Pet`).
    static func typeName(_ page: SOGSitePlan.Page) -> String {
        let parts = page.main.path.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
        return parts.count == 3 && parts[0] == "Components" ? String(parts[2]) : page.main.path
    }

    static func data(_ builder: SOGPageBuilder) -> NavigationData {
        let plan = builder.plan
        var schemas: [NavigationData.Item] = []
        var components: [NavigationData.Item] = []
        for page in plan.pages {
            switch page.section {
            case .operation: continue
            case .schema: schemas.append(NavigationData.Item(text: typeName(page), page: page.path))
            default: components.append(NavigationData.Item(text: page.main.path, page: page.path))
            }
        }
        var outline = NavigationData.Outline()
        let operationGroups = operationGroups(builder)
        let groups = operationGroups.map { group in
            NavigationData.Group(title: group.title, page: group.anchor.map { SOGSitePlan.homePage + "#" + $0 }, items: group.pages.map { index in
                let page = plan.pages[index]
                let method = page.main.declaredOperationMethod(builder.facts)
                return NavigationData.Item(text: operationName(page), page: page.path, method: method)
            })
        }
        // A trait tag is a link to its section of the home page, with no operations under it.
        var traits: [String: NavigationData.Group] = [:]
        var traitOrder: [NavigationData.Group] = []
        for trait in builder.declaredTags.traits {
            guard let anchor = builder.tagAnchors[trait.name] else { continue }
            traits[trait.name] = NavigationData.Group(title: trait.label, page: SOGSitePlan.homePage + "#" + anchor, items: [])
            traitOrder.append(traits[trait.name]!)
        }
        outline.placeOperations(groups, traits: traits, traitOrder: traitOrder, sections: sections(builder, groups: operationGroups))
        outline.types = [("Components.Schemas", schemas), ("Other types", components)]
        outline.webhooks = builder.facts.api.webhooks.enumerated().map { index, hook in
            NavigationData.Item(text: hook.name, page: SOGSitePlan.homePage + "#webhook-\(index + 1)", method: hook.method)
        }
        outline.securitySchemes = builder.facts.api.securitySchemes.map(\.name)
        return NavigationData(outline, homePage: SOGSitePlan.homePage)
    }
}

extension SOGSitePlan.Placed {
    /// The HTTP method of the operation the declaration was made from, if it was made from one.
    func declaredOperationMethod(_ facts: SOGDocumentFacts) -> String? {
        declaration.source.flatMap { facts.operationFacts(for: $0) }?.endpoint.method
    }
}
