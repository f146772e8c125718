import APIDocsSOG

/// The SOG flavour's sidebar, in the SwagGen flavour's `navigation.js` format: operations
/// grouped by tag (untagged ones under "Other"), the schema types and the other types
/// (components, `Servers`, `Client`, `APIProtocol`), webhooks and the security schemes.
enum SOGNavigation {
    static func data(_ builder: SOGPageBuilder) -> NavigationData {
        let plan = builder.plan
        var byTag: [String: [NavigationData.Item]] = [:]
        var untagged: [NavigationData.Item] = []
        var schemas: [NavigationData.Item] = []
        var components: [NavigationData.Item] = []
        for page in plan.pages {
            let main = page.main
            switch page.section {
            case .operation:
                let operation = main.declaration.source.flatMap { builder.facts.operationFacts(for: $0) }
                let item = NavigationData.Item(
                    text: String(main.path.dropFirst("Operations.".count)), page: page.path, method: operation?.endpoint.method
                )
                if let tag = operation?.tags.first { byTag[tag, default: []].append(item) } else { untagged.append(item) }
            case .schema:
                schemas.append(NavigationData.Item(text: String(main.path.dropFirst("Components.Schemas.".count)), page: page.path))
            default:
                components.append(NavigationData.Item(text: main.path, page: page.path))
            }
        }
        var operations: [NavigationData.Group] = builder.tagOrder.compactMap { tag in
            byTag[tag].map { NavigationData.Group(title: tag, page: builder.tagAnchors[tag].map { SOGSitePlan.homePage + "#" + $0 }, items: $0) }
        }
        if !untagged.isEmpty { operations.append(NavigationData.Group(title: "Other", page: nil, items: untagged)) }
        var outline = NavigationData.Outline()
        outline.operations = operations
        outline.types = [("Components.Schemas", schemas), ("Other types", components)]
        outline.webhooks = builder.facts.api.webhooks.enumerated().map { index, hook in
            NavigationData.Item(text: hook.name, page: SOGSitePlan.homePage + "#webhook-\(index + 1)", method: hook.method)
        }
        outline.securitySchemes = builder.facts.api.securitySchemes.map(\.name)
        return NavigationData(outline, homePage: SOGSitePlan.homePage)
    }
}
