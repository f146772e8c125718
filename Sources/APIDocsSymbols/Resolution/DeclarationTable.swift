/// The generated client's type declarations arranged as Swift's unqualified name lookup
/// walks them: the members of each type (its nested types and enums, and for operations the
/// `Request`, `Response` and request enums), each class's superclass, and the module level.
///
/// Lookup of a name from inside a chain of types tries each type innermost first (its own
/// members, then its superclass's), then the module. An operation's chain ends at the type
/// its file extends (`Name.Tag` or `Name`): an `extension Name.Tag {}` sees the members of
/// `Name.Tag` but not those of `Name`.
struct DeclarationTable {
    private(set) var module: [String: [LookupDeclaration]] = [:]
    private(set) var members: [DeclarationID: [String: [LookupDeclaration]]] = [:]
    private var superclasses: [DeclarationID: DeclarationID] = [:]
    /// Every documented declaration by id.
    private(set) var declarations: [DeclarationID: LookupDeclaration] = [:]
    /// Every name declared anywhere in the client.
    private var declaredNames = Set<String>()

    init(graph: SymbolGraph) {
        let namespace = DeclarationID(root: .namespace, swiftPath: graph.namespace)
        for model in graph.models { addModel(model, in: nil) }
        for symbol in graph.enums { add(.enumeration(symbol), in: nil) }
        add(LookupDeclaration(
            name: graph.namespace, id: nil, kind: "API namespace", displayPath: graph.namespace,
            node: nil, renamedBy: ["name"]
        ), in: nil)
        for name in ClientSkeleton.fixedTypes { add(.fixed(name, kind: "client type"), in: nil) }
        add(.fixed(graph.options.modelProtocol, kind: "client protocol", renamedBy: ["modelProtocol"]), in: nil)
        let aliases = graph.options.all.last { $0.key == "typeAliases" }?.value.entries ?? []
        for name in Set(aliases.map(\.key)).sorted() {
            add(.fixed(name, kind: "client typealias"), in: nil)
        }

        add(.fixed("Server", kind: "server list", path: graph.namespace + ".Server"), in: namespace)
        var tagsSeen = Set<String>()
        for tag in graph.tags where tagsSeen.insert(tag.swiftPath).inserted {
            let node = graph.operations.first { $0.tags.contains(tag.name) }?.operation.place
            add(LookupDeclaration(
                name: tag.swiftName, id: DeclarationID(root: .namespace, swiftPath: tag.swiftPath),
                kind: "tag namespace", displayPath: tag.swiftPath, node: node, renamedBy: ["tagPrefix", "tagSuffix"]
            ), in: namespace)
        }
        var operationsSeen = Set<String>()
        for operation in graph.operations where operationsSeen.insert(operation.swiftPath).inserted {
            addOperation(operation)
        }
    }

    /// The declarations `name` finds from inside `chain` (innermost type first); several when
    /// the client declares the name twice in the first scope that has it.
    func lookup(_ name: String, from chain: [DeclarationID]) -> [LookupDeclaration] {
        // Most names are Swift's (`String`, `Int`…): no scope to walk.
        guard declaredNames.contains(name) else { return [] }
        for container in chain {
            var current: DeclarationID? = container
            var visited = Set<DeclarationID>()
            while let type = current, visited.insert(type).inserted {
                if let found = members[type]?[name], !found.isEmpty { return found }
                current = superclasses[type]
            }
        }
        return module[name] ?? []
    }

    /// Records that `subclass` inherits from `superclass` (its nested types become visible).
    mutating func setSuperclass(_ superclass: DeclarationID, of subclass: DeclarationID) {
        superclasses[subclass] = superclass
    }

    /// Every container whose members include a name twice, with those declarations.
    func memberClashes() -> [(container: DeclarationID?, declarations: [LookupDeclaration])] {
        var result: [(container: DeclarationID?, declarations: [LookupDeclaration])] = []
        for name in module.keys.sorted() where module[name]!.count > 1 {
            result.append((nil, module[name]!))
        }
        let clashing = members.filter { $0.value.values.contains { $0.count > 1 } }
        for container in clashing.keys.sorted(by: { SwiftStringOrder.less($0.description, $1.description) }) {
            let table = clashing[container]!
            for name in table.keys.sorted() where table[name]!.count > 1 {
                result.append((container, table[name]!))
            }
        }
        return result
    }

    private mutating func add(_ declaration: LookupDeclaration, in container: DeclarationID?) {
        if let id = declaration.id, declarations[id] == nil { declarations[id] = declaration }
        declaredNames.insert(declaration.name)
        guard let container else {
            module[declaration.name, default: []].append(declaration)
            return
        }
        members[container, default: [:]][declaration.name, default: []].append(declaration)
    }

    private mutating func addModel(_ model: ModelSymbol, in container: DeclarationID?) {
        add(.model(model, nested: container != nil), in: container)
        addMembers(of: model)
    }

    /// Nested enums and types of `model`, recursively.
    private mutating func addMembers(of model: ModelSymbol) {
        for symbol in model.enums { add(.enumeration(symbol), in: model.id) }
        for nested in model.nestedTypes { addModel(nested, in: model.id) }
    }

    private mutating func addOperation(_ operation: OperationSymbol) {
        let extended = DeclarationID(root: .namespace, swiftPath: operation.namespace)
        let operationID = DeclarationID(root: .namespace, swiftPath: operation.swiftPath)
        add(LookupDeclaration(
            name: SwiftPath.component(operation.swiftName), id: operationID, kind: "operation",
            displayPath: operation.swiftPath, node: operation.operation.place, renamedBy: []
        ), in: extended)
        for symbol in operation.enums { add(.enumeration(symbol), in: operationID) }

        let request = DeclarationID(root: .namespace, swiftPath: operation.request.swiftPath)
        add(LookupDeclaration(
            name: "Request", id: request, kind: "request class", displayPath: request.swiftPath,
            node: nil, renamedBy: []
        ), in: operationID)
        add(.fixed("Options", kind: "request options", path: request.swiftPath + ".Options"), in: request)
        for nested in operation.request.nestedTypes { addModel(nested, in: request) }

        let response = DeclarationID(root: .namespace, swiftPath: operation.response.swiftPath)
        add(LookupDeclaration(
            name: "Response", id: response, kind: "response enum", displayPath: response.swiftPath,
            node: nil, renamedBy: []
        ), in: operationID)
        add(.fixed("SuccessType", kind: "response typealias", path: response.swiftPath + ".SuccessType"), in: response)
        for symbol in operation.response.enums { add(.enumeration(symbol), in: response) }
        for nested in operation.response.nestedTypes { addModel(nested, in: response) }
    }
}
