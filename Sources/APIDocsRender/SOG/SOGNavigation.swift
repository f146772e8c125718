import APIDocsSOG

/// The SOG flavour's sidebar (see `NavigationData.Outline`): operations grouped by tag as the
/// home page groups them (untagged ones under "Other"), the schema types and the other types
/// (components, `Servers`, `Client`, `APIProtocol`), webhooks and the security schemes.
enum SOGNavigation {
    /// A group of operations: a tag (with its section on the home page) or "Other".
    struct OperationGroup {
        var title: String
        var anchor: String?
        /// Indexes into the plan's pages.
        var pages: [Int]
    }

    /// Operations under each of their tags, tags in the home page's order, then the untagged
    /// ones; the home page and the sidebar both list these.
    static func operationGroups(_ builder: SOGPageBuilder) -> [OperationGroup] {
        var byTag: [String: [Int]] = [:]
        var untagged: [Int] = []
        for (index, page) in builder.plan.pages.enumerated() where page.section == .operation {
            let tags = page.main.declaration.source.flatMap { builder.facts.operationFacts(for: $0) }?.tags ?? []
            var seen = Set<String>()
            for tag in tags where seen.insert(tag).inserted { byTag[tag, default: []].append(index) }
            if seen.isEmpty { untagged.append(index) }
        }
        var groups = builder.tagOrder.compactMap { tag in
            byTag[tag].map { OperationGroup(title: tag, anchor: builder.tagAnchors[tag], pages: $0) }
        }
        if !untagged.isEmpty { groups.append(OperationGroup(title: "Other", anchor: nil, pages: untagged)) }
        return groups
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
        outline.operations = operationGroups(builder).map { group in
            NavigationData.Group(title: group.title, page: group.anchor.map { SOGSitePlan.homePage + "#" + $0 }, items: group.pages.map { index in
                let page = plan.pages[index]
                let method = page.main.declaration.source.flatMap { builder.facts.operationFacts(for: $0) }?.endpoint.method
                return NavigationData.Item(text: operationName(page), page: page.path, method: method)
            })
        }
        outline.types = [("Components.Schemas", schemas), ("Other types", components)]
        outline.webhooks = builder.facts.api.webhooks.enumerated().map { index, hook in
            NavigationData.Item(text: hook.name, page: SOGSitePlan.homePage + "#webhook-\(index + 1)", method: hook.method)
        }
        outline.securitySchemes = builder.facts.api.securitySchemes.map(\.name)
        return NavigationData(outline, homePage: SOGSitePlan.homePage)
    }
}
