extension NavigationInput {
    /// The SwagGen flavour's sidebar: operations as the home page groups them
    /// (`OperationGroups(context:)`), each by its Swift path below the namespace; models,
    /// global enums and webhook pages in plan order.
    init(swagGen context: SiteContext) {
        let graph = context.graph
        let namespace = graph.namespace
        let links = graph.operations.indices.map { index in
            context.plan.operationPages[index].map { page in
                let operation = graph.operations[index]
                return NavigationData.Item(text: String(AnchorAllocator.relative(operation.swiftPath, to: namespace)), page: page, method: operation.method)
            }
        }
        self.init(homePage: SitePlan.homePage, operations: OperationGroups(context: context), operationLinks: links)
        var models: [NavigationData.Item] = []
        for page in context.plan.pages {
            switch page.kind {
            case .home, .tag, .traitTag, .operation, .webhook: break  // operations come grouped; tags head their groups
            case .model(let index): models.append(NavigationData.Item(text: graph.models[index].swiftName, page: page.path))
            case .globalEnum(let index): enums.append(NavigationData.Item(text: graph.enums[index].swiftName, page: page.path))
            }
        }
        webhooks = context.plan.webhooks.navigationItems
        types = [(nil, models)]
        securitySchemes = graph.api.securitySchemes.map(\.name)
    }
}
