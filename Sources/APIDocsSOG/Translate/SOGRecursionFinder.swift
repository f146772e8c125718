import APIDocsSymbols

/// Finds the component schemas SOG boxes to break a cycle of value types.
///
/// A cycle is followed through properties (optional or not), nested struct types, oneOf cases
/// and typealiases, but not through arrays or dictionaries (they already add indirection).
/// Walking the schemas in document order, each cycle closed boxes its first struct or enum,
/// unless a type of that cycle is boxed already.
struct SOGRecursionFinder {
    private let edges: [String: [String]]
    private let boxable: [String: Bool]
    private let order: [String]

    init(declarations: [ClientDeclaration]) {
        var edges: [String: [String]] = [:]
        var boxable: [String: Bool] = [:]
        var order: [String] = []
        for declaration in declarations where edges[declaration.name] == nil {
            edges[declaration.name] = Self.references(of: declaration)
            boxable[declaration.name] = declaration.kind == .struct || declaration.kind == .enum
            order.append(declaration.name)
        }
        self.edges = edges
        self.boxable = boxable
        self.order = order
    }

    private static func references(of declaration: ClientDeclaration) -> [String] {
        switch declaration.kind {
        case .struct:
            return declaration.members.flatMap { member -> [String] in
                switch member.kind {
                case .property, .typeProperty, .struct, .enum: return references(of: member)
                default: return []
                }
            }
        case .enum:
            return declaration.members.filter { $0.kind == .enumCase }.flatMap(references(of:))
        default:
            return declaration.directSchemaReference.map { [$0] } ?? []
        }
    }

    /// The walk SOG does: a node met again while it is on the stack closes a cycle. (As in
    /// SOG, leaving the repeated visit takes the name off the stack set altogether.)
    func boxedTypeNames() -> Set<String> {
        var seen: Set<String> = []
        var boxed: Set<String> = []
        var stack: [String] = []
        var stackSet: Set<String> = []
        func visit(_ name: String) {
            guard edges[name] != nil else { return }
            let wasOnStack = stackSet.contains(name)
            stack.append(name)
            stackSet.insert(name)
            defer {
                stackSet.remove(name)
                stack.removeLast()
            }
            if seen.insert(name).inserted {
                for edge in edges[name] ?? [] { visit(edge) }
                return
            }
            guard wasOnStack, let start = stack.firstIndex(of: name) else { return }
            guard let first = stack[start...].first(where: { boxable[$0] == true }) else { return }
            boxed.insert(first)
        }
        for name in order { visit(name) }
        return boxed
    }
}
