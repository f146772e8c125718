import APIDocsSymbols

extension OperationGroups {
    /// The SwagGen flavour's groups. Tagged operations go under their tag namespaces, in the
    /// README's tag order, first (an operation with two tags is listed under both). Untagged
    /// operations are grouped by the first segment of their path (`/charges/{id}` → `charges`),
    /// so a spec without tags does not end up with every operation in one list (segments that
    /// all untagged operations share, such as `/v1`, are kept in the title rather than grouped
    /// on). A namespace whose every tag is a trait groups nothing: its operations are grouped
    /// as untagged ones.
    init(context: SiteContext) {
        let graph = context.graph
        let plan = context.plan
        let declared = context.declaredTags
        var groups: [Group] = []
        var untaggedOperations: [Int] = []
        var traitOperations: [Int] = []
        var seenTags = Set<String>()
        for group in graph.operationsByTag {
            let indexes = group.operations.compactMap { context.operationIndex[$0.swiftPath] }
            if group.name.isEmpty {
                untaggedOperations += indexes
                continue
            }
            guard let path = plan.tagPaths[group.name], seenTags.insert(path).inserted else { continue }
            let tags = graph.tags.filter { $0.swiftPath == path }.map(\.name)
            if tags.allSatisfy(declared.isTrait) {
                traitOperations += context.tagOperations[path] ?? []
                continue
            }
            groups.append(Group(
                title: context.tagNames[path] ?? path, label: context.tagLabel(path),
                page: plan.tagPages[path], operations: context.tagOperations[path] ?? [], tags: tags
            ))
        }
        // An operation tagged only with traits is listed as an untagged one.
        let grouped = Set(groups.flatMap(\.operations))
        var seen = Set<Int>()
        let loose = (untaggedOperations + traitOperations).filter { !grouped.contains($0) && seen.insert($0).inserted }
        let listed = graph.operations.indices.filter { plan.operationPages[$0] != nil }.map {
            (tags: graph.operations[$0].tags, category: graph.operations[$0].facts.gitHubCategory)
        }
        let traits = declared.traits.filter { plan.traitTagPages[$0.name] != nil || plan.tagPaths[$0.name] != nil }.map {
            Trait(name: $0.name, label: $0.label, page: Self.traitPage($0.name, plan: plan))
        }
        self.init(groups: groups + Self.bySegment(loose, graph: graph), traits: traits, api: graph.api, listed: listed)
    }

    /// The page of the trait tag `name`: its own, or its namespace's.
    static func traitPage(_ name: String, plan: SitePlan) -> String? {
        plan.traitTagPages[name] ?? plan.tagPaths[name].flatMap { plan.tagPages[$0] }
    }

    /// Untagged operations by the first path segment after the ones they all share (Stripe's
    /// `/v1/charges` and `/v1/customers` group as `/v1/charges` and `/v1/customers`, not all
    /// under `/v1`), groups in sorted byte order.
    static func bySegment(_ operations: [Int], graph: SymbolGraph) -> [Group] {
        let paths = operations.map { segments(graph.operations[$0].path) }
        var shared = 0
        if paths.count > 1, let first = paths.first {
            let shortest = paths.map(\.count).min() ?? 0
            while shared < shortest - 1, paths.allSatisfy({ $0[shared] == first[shared] }) { shared += 1 }
        }
        var members: [String: [Int]] = [:]
        for (index, path) in zip(operations, paths) {
            let title = "/" + path.prefix(shared + 1).joined(separator: "/")
            members[title, default: []].append(index)
        }
        return members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { title in
            Group(title: title, label: title, page: nil, operations: members[title] ?? [])
        }
    }

    /// `/charges/{id}` → `["charges", "{id}"]`; `/` → `[]`.
    static func segments(_ path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }
}
