import APIDocsDiagnostics
import APIDocsSpec
import APIDocsConcurrency

/// Sends every type name of a symbol graph to the declaration Swift's lookup finds for it in
/// the generated client, and reports where that is not the declaration SwagGen meant.
///
/// The builders record, for each name, the declaration SwagGen's rules meant (the model of a
/// `$ref`, the global enum of equal values, the inline type of a property). In the generated
/// code only the name is written, and Swift resolves it from where it is used: nested types
/// first, then the enclosing types (and their superclasses), then the module. This pass
/// replaces each recorded target with that lookup's result, so pages, "Used by" lists and
/// the symbol map all follow what the code means; where the two differ (a nested enum
/// `Status` hiding the model `Status` a sibling property needs), it reports a warning.
struct TypeReferenceResolver {
    private var table: DeclarationTable
    private let namespace: String
    private var shadowing = ShadowReport()
    /// Property `swiftPath` → its resolved type, for top-level models (inherited rows reuse them).
    private var resolvedProperties: [String: SwiftType] = [:]

    /// Resolves every type of `graph` in place and returns the clash and shadowing warnings.
    static func resolve(_ graph: inout SymbolGraph) -> [Diagnostic] {
        var resolver = TypeReferenceResolver(table: DeclarationTable(graph: graph), namespace: graph.namespace)
        resolver.resolveSuperclasses(&graph.models)
        graph.models = graph.models.map { resolver.resolveModel($0, outer: []) }
        graph.models = graph.models.map(resolver.resolveInherited)
        // Operations only look names up (nested types of an operation are never top-level
        // models): each is resolved on its own copy of the resolver, on all cores, and the
        // uses each met are joined in the graph's order.
        let base = resolver
        let resolved = ConcurrentWork.map(graph.operations) { operation in
            var own = base
            own.shadowing = ShadowReport()
            return (operation: own.resolveOperation(operation), shadowing: own.shadowing)
        }
        graph.operations = resolved.map(\.operation)
        for item in resolved { resolver.shadowing.append(item.shadowing) }
        let clashes = ClashReport.diagnostics(resolver.table.memberClashes())
        return clashes + resolver.shadowing.diagnostics
    }

    /// Superclasses first: a subclass sees its parent's nested types, so the table needs them
    /// before any member lookup. A superclass clause is looked up from outside the class.
    private mutating func resolveSuperclasses(_ models: inout [ModelSymbol], outer: [DeclarationID] = []) {
        for index in models.indices {
            if let superclass = models[index].superclass {
                let use = UseSite(path: models[index].swiftPath, node: models[index].schema?.place)
                let resolved = resolve(superclass, from: outer, at: use)
                models[index].superclass = resolved
                if let parent = resolved.targets.first { table.setSuperclass(parent, of: models[index].id) }
            }
            resolveSuperclasses(&models[index].nestedTypes, outer: [models[index].id] + outer)
        }
    }

    /// A model's own types, from inside it; `outer` is the chain of types around it.
    private mutating func resolveModel(_ model: ModelSymbol, outer: [DeclarationID]) -> ModelSymbol {
        var model = model
        let inside = [model.id] + outer
        if let alias = model.aliasOf {
            model.aliasOf = resolve(alias, from: outer, at: UseSite(path: model.swiftPath, node: model.schema?.place))
        }
        if let extra = model.additionalPropertiesType {
            model.additionalPropertiesType = resolve(extra, from: inside, at: UseSite(path: model.swiftPath, node: model.schema?.place))
        }
        for index in model.properties.indices {
            let property = model.properties[index]
            let type = resolve(property.type, from: inside, at: UseSite(path: property.swiftPath, node: property.schema.place))
            model.properties[index].type = type
            if outer.isEmpty { resolvedProperties[property.swiftPath] = type }
        }
        if var discriminator = model.discriminator {
            for index in discriminator.cases.indices {
                let item = discriminator.cases[index]
                discriminator.cases[index].associatedType = resolve(item.associatedType, from: inside, at: UseSite(path: item.swiftPath, node: model.schema?.place))
            }
            model.discriminator = discriminator
        }
        model.nestedTypes = model.nestedTypes.map { resolveModel($0, outer: inside) }
        return model
    }

    /// Inherited rows show the ancestor's declaration, so they take the ancestor's resolution.
    private func resolveInherited(_ model: ModelSymbol) -> ModelSymbol {
        var model = model
        for index in model.inheritedProperties.indices {
            if let type = resolvedProperties[model.inheritedProperties[index].swiftPath] {
                model.inheritedProperties[index].type = type
            }
        }
        model.nestedTypes = model.nestedTypes.map(resolveInherited)
        return model
    }

    private mutating func resolveOperation(_ operation: OperationSymbol) -> OperationSymbol {
        var operation = operation
        let extended = DeclarationID(root: .namespace, swiftPath: operation.namespace)
        let operationID = DeclarationID(root: .namespace, swiftPath: operation.swiftPath)
        let request = [DeclarationID(root: .namespace, swiftPath: operation.request.swiftPath), operationID, extended]
        let response = [DeclarationID(root: .namespace, swiftPath: operation.response.swiftPath), operationID, extended]

        for index in operation.request.options.indices {
            let option = operation.request.options[index]
            operation.request.options[index].type = resolve(option.type, from: request, at: UseSite(path: option.swiftPath, node: option.schema.place))
        }
        if let body = operation.request.body {
            operation.request.body?.type = resolve(body.type, from: request, at: UseSite(path: body.swiftPath, node: body.schema.place))
        }
        operation.request.nestedTypes = operation.request.nestedTypes.map { resolveModel($0, outer: request) }
        for index in operation.response.cases.indices {
            let item = operation.response.cases[index]
            guard let type = item.associatedType else { continue }
            operation.response.cases[index].associatedType = resolve(type, from: response, at: UseSite(path: item.swiftPath, node: item.response.place))
        }
        operation.response.successType = resolve(operation.response.successType, from: response, at: UseSite(path: operation.response.swiftPath, node: nil))
        operation.response.nestedTypes = operation.response.nestedTypes.map { resolveModel($0, outer: response) }
        return operation
    }

    /// `type` with each name sent where lookup from `chain` finds it.
    private mutating func resolve(_ type: SwiftType, from chain: [DeclarationID], at use: UseSite) -> SwiftType {
        type.mapTargets { name, intended in
            let found = table.lookup(SwiftPath.component(name), from: chain)
            guard let first = found.first else { return nil }
            // Two declarations in the first scope that has the name: the client does not
            // compile (reported as a clash); link the one SwagGen meant.
            let chosen = found.first { $0.id == intended } ?? first
            if chosen.id != intended {
                if let intended {
                    // A name SwagGen meant for a type it never declares (the inline items of
                    // an array component) is not a clash: nothing is hidden.
                    if let meant = table.declarations[intended] {
                        shadowing.record(found: chosen, intended: meant, name: name, use: use)
                    }
                } else {
                    shadowing.record(found: chosen, intended: nil, name: name, use: use)
                }
            }
            return chosen.id
        }
    }
}
