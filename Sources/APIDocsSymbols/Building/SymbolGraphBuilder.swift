import APIDocsConcurrency
import APIDocsDiagnostics
import APIDocsSpec

/// The symbol stage: turns the spec model into the Swift client's symbols, with SwagGen's
/// names and orders.
public enum SymbolGraphBuilder {
    /// Builds the graph; what SwagGen leaves out of the client (operations under a method it
    /// does not generate) is reported into `diagnostics` as a warning.
    public static func build(_ spec: APISpec, options: GeneratorOptions, diagnostics: DiagnosticCollector, detail: SymbolDetail = .pages) -> SymbolGraph {
        reportUngenerated(spec.ungeneratedOperations, diagnostics: diagnostics)
        let namer = SymbolNamer(spec: spec, options: options)
        let models = ModelBuilder(namer: namer, diagnostics: diagnostics)

        // Global enums first: every other enum with the same values takes their names.
        var globalEnums: [EnumSymbol] = []
        for entry in spec.parameters {
            guard let enumSchema = models.enumSchema(in: entry.parameter.schema), let values = enumSchema.enumValues else { continue }
            let swiftName = namer.enumName(raw: entry.name)
            if globalEnums.contains(where: { $0.swiftName == swiftName }) { continue }
            namer.registerGlobalEnum(name: swiftName, raw: entry.name, values: values)
            globalEnums.append(models.enumSymbol(
                raw: entry.name, swiftName: swiftName, path: SwiftPath.component(swiftName),
                root: .globalEnum(entry.name), schema: enumSchema, isGlobal: true
            ))
        }
        globalEnums = globalEnums.stableSorted { SwiftStringOrder.less($0.swiftName, $1.swiftName) }

        var modelSymbols = ConcurrentWork.map(spec.schemas) { models.componentModel(name: $0.name, schema: $0.schema) }
            .stableSorted { SwiftStringOrder.less($0.swiftName, $1.swiftName) }

        let facts = FactsReader(spec: spec, diagnostics: diagnostics)
        let operationBuilder = OperationBuilder(namer: namer, models: models, facts: facts, detail: detail)
        // Operations are independent of each other: built on all cores, kept in this order.
        let ordered = spec.operations.stableSorted { lhs, rhs in
            if lhs.path != rhs.path { return SwiftStringOrder.less(lhs.path, rhs.path) }
            return SwiftStringOrder.less(lhs.method, rhs.method)
        }
        let operations = ConcurrentWork.map(ordered) { operationBuilder.build($0) }

        if options.splitRequestSchemas {
            modelSymbols = RequestSchemaSplitter(namer: namer, models: models).split(modelSymbols, operations: operations)
        }

        var graph = SymbolGraph(
            options: options,
            namespace: options.name,
            api: facts.apiFacts(siteExtensions: detail == .pages),
            servers: servers(spec.servers, options: options),
            models: modelSymbols,
            enums: globalEnums,
            operations: operations,
            operationsByTag: groups(operations),
            tags: tags(operations, options: options, builder: operationBuilder),
            spec: spec
        )
        if detail == .pages {
            FactsAttacher(reader: facts).attach(to: &graph)
            var components: [String: SwiftType] = [:]
            for name in namer.componentTypes.keys { components[name] = namer.referenceType(component: name) }
            graph.alternativeTypes = AlternativeTypes(components: components, options: options)
        }
        let found = TypeReferenceResolver.resolve(&graph) + namer.duplicateMembers.diagnostics
        graph.diagnostics = found.sorted(by: Diagnostic.printOrder)
        for diagnostic in graph.diagnostics { diagnostics.report(diagnostic) }
        return graph
    }

    /// SwagGen generates requests for `get`, `put`, `post`, `delete`, `options`, `head` and
    /// `patch` only; any other operation (`trace`, 3.2's `query` and `additionalOperations`)
    /// gets no name, page or README line.
    static func reportUngenerated(_ operations: [Operation], diagnostics: DiagnosticCollector) {
        for operation in operations {
            let label = operation.method.uppercased() + " " + operation.path
            diagnostics.warning(
                "operation \(label) is left out: SwagGen generates only GET, PUT, POST, DELETE, OPTIONS, HEAD and PATCH operations",
                at: operation.location, pointer: operation.place.fragment
            )
        }
    }

    /// §6.3/§6.4: one group per tag (an operation is listed under each of its tags), untagged
    /// under `""`; groups by lower-cased name, operations by their sort key.
    static func groups(_ operations: [OperationSymbol]) -> [TagGroup] {
        var order: [String] = []
        var members: [String: [OperationSymbol]] = [:]
        for operation in operations {
            var seen = Set<String>()
            for tag in operation.tags.isEmpty ? [""] : operation.tags where seen.insert(tag).inserted {
                if members[tag] == nil { order.append(tag) }
                members[tag, default: []].append(operation)
            }
        }
        // Tags equal after lower-casing: SwagGen's order is undefined; we keep first appearance.
        return order
            .stableSorted { SwiftStringOrder.less($0.lowercased(), $1.lowercased()) }
            .map { tag in
                TagGroup(name: tag, operations: (members[tag] ?? []).stableSorted { SwiftStringOrder.less($0.sortKey, $1.sortKey) })
            }
    }

    static func tags(_ operations: [OperationSymbol], options: GeneratorOptions, builder: OperationBuilder) -> [TagSymbol] {
        var seen = Set<String>()
        var result: [TagSymbol] = []
        for tag in operations.flatMap(\.tags) where seen.insert(tag).inserted {
            let path = builder.namespace(forTag: tag)
            result.append(TagSymbol(name: tag, swiftName: String(path.dropFirst(options.name.count + 1)), swiftPath: path))
        }
        return result.stableSorted { SwiftStringOrder.less($0.swiftName, $1.swiftName) }
    }

    static func servers(_ servers: [Server], options: GeneratorOptions) -> [ServerSymbol] {
        servers.enumerated().map { index, server in
            let swiftName: String
            if let name = server.name {
                swiftName = SwiftIdentifier.getName(name.lowercased())
            } else {
                swiftName = index == 0 ? "main" : "server\(index + 1)"
            }
            return ServerSymbol(
                swiftName: swiftName, swiftPath: options.name + ".Server." + SwiftPath.component(swiftName),
                url: server.url, description: server.description,
                variables: server.variables.map {
                    ServerVariableSymbol(name: $0.name, defaultValue: $0.defaultValue, enumValues: $0.enumValues, description: $0.description)
                }
            )
        }
    }
}
