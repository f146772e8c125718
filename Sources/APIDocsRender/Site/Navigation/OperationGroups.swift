import APIDocsSymbols

/// How a site groups operations, on the home page and in the sidebar alike.
///
/// Tagged operations go under their tags, in the README's tag order, first (an operation with two
/// tags is listed under both). Untagged operations are grouped by the first segment of their
/// path (`/charges/{id}` → `charges`), so a spec without tags does not end up with every
/// operation in one list (segments that all untagged operations share, such as `/v1`, are
/// kept in the title rather than grouped on). One type decides this so the home page and the sidebar never differ.
///
/// A trait tag (`x-traitTag`) groups nothing: operations whose every tag is a trait are
/// grouped as untagged ones. With tag groups (`TagSections`), the groups are also arranged
/// under their headings (`sections`).
struct OperationGroups {
    /// One group: a tag (with its page) or a path segment of untagged operations.
    struct Group {
        /// The tag namespace's Swift name, or the `/segment` of untagged operations.
        var title: String
        /// What the group is called on pages: the tag's display name, else `title`.
        var label: String
        /// The tag page, relative to the API folder; `nil` for a path-segment group.
        var page: String?
        /// Indexes into `graph.operations`, each once, in README order.
        var operations: [Int]
        /// The raw tags of the namespace (empty for a path-segment group).
        var tags: [String] = []
    }

    let groups: [Group]
    /// The groups under tag-group headings, or `nil` without tag groups.
    let sections: [TagSections.Section]?

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
        self.groups = groups + Self.bySegment(loose, graph: graph)
        let operations = graph.operations.indices.filter { plan.operationPages[$0] != nil }.map {
            (tags: graph.operations[$0].tags, category: graph.operations[$0].facts.gitHubCategory)
        }
        sections = TagSections.make(
            TagSections.groupings(graph.api, operations: operations), groupTags: self.groups.map(\.tags),
            traits: declared.traits.map(\.name).filter { plan.traitTagPages[$0] != nil || plan.tagPaths[$0] != nil }
        )
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
