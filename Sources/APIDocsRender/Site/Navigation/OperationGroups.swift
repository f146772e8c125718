import APIDocsSymbols

/// How a site groups operations, on the home page and in the sidebar alike.
///
/// Tagged operations go under their tags, in the README's tag order, first (an operation with two
/// tags is listed under both). Untagged operations are grouped by the first segment of their
/// path (`/charges/{id}` → `charges`), so a spec without tags does not end up with every
/// operation in one list (segments that all untagged operations share, such as `/v1`, are
/// kept in the title rather than grouped on). One type decides this so the home page and the sidebar never differ.
struct OperationGroups {
    /// One group: a tag (with its page) or a path segment of untagged operations.
    struct Group {
        /// The tag namespace's Swift name, or the `/segment` of untagged operations.
        var title: String
        /// The tag page, relative to the API folder; `nil` for a path-segment group.
        var page: String?
        /// Indexes into `graph.operations`, each once, in README order.
        var operations: [Int]
    }

    let groups: [Group]

    init(context: SiteContext) {
        let graph = context.graph
        let plan = context.plan
        var groups: [Group] = []
        var untagged: [Group] = []
        var seenTags = Set<String>()
        for group in graph.operationsByTag {
            if group.name.isEmpty {
                untagged = Self.bySegment(group.operations.compactMap { context.operationIndex[$0.swiftPath] }, graph: graph)
                continue
            }
            guard let path = plan.tagPaths[group.name], seenTags.insert(path).inserted else { continue }
            groups.append(Group(
                title: context.tagNames[path] ?? path,
                page: plan.tagPages[path],
                operations: context.tagOperations[path] ?? []
            ))
        }
        self.groups = groups + untagged
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
            Group(title: title, page: nil, operations: members[title] ?? [])
        }
    }

    /// `/charges/{id}` → `["charges", "{id}"]`; `/` → `[]`.
    static func segments(_ path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }
}
