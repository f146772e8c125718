import APIDocsConcurrency
import APIDocsSpec

/// Gives every model, property and enum of a built graph its documentation facts.
///
/// Models are built in several places (components, nested types, request twins); attaching
/// facts in one walk afterwards keeps the builders about names and this about documentation.
struct FactsAttacher {
    let reader: FactsReader

    /// Symbols are independent of each other: attached on all cores (the reader's caches are
    /// shared memos), kept in order.
    func attach(to graph: inout SymbolGraph) {
        graph.models = ConcurrentWork.map(graph.models) { model in
            var model = model
            attach(&model)
            if model.kind != .enum, model.kind != .typealias, let schema = model.schema {
                model.jsonSample = reader.jsonSample(schema)
            }
            return model
        }
        for index in graph.enums.indices { attach(&graph.enums[index]) }
        graph.operations = ConcurrentWork.map(graph.operations) { operation in
            var operation = operation
            for item in operation.enums.indices { attach(&operation.enums[item]) }
            for item in operation.request.nestedTypes.indices { attach(&operation.request.nestedTypes[item]) }
            for item in operation.response.enums.indices { attach(&operation.response.enums[item]) }
            for item in operation.response.nestedTypes.indices { attach(&operation.response.nestedTypes[item]) }
            return operation
        }
        // Groups hold copies of the operations: give them the same facts.
        let byPath = Dictionary(graph.operations.map { ($0.swiftPath + " " + $0.method + " " + $0.path, $0) }, uniquingKeysWith: { first, _ in first })
        for group in graph.operationsByTag.indices {
            graph.operationsByTag[group].operations = graph.operationsByTag[group].operations.map {
                byPath[$0.swiftPath + " " + $0.method + " " + $0.path] ?? $0
            }
        }
    }

    func attach(_ model: inout ModelSymbol) {
        if let schema = model.schema { model.facts = reader.schemaFacts(schema) }
        for index in model.properties.indices { model.properties[index].facts = reader.schemaFacts(model.properties[index].schema) }
        for index in model.inheritedProperties.indices {
            model.inheritedProperties[index].facts = reader.schemaFacts(model.inheritedProperties[index].schema)
        }
        for index in model.enums.indices { attach(&model.enums[index]) }
        for index in model.nestedTypes.indices { attach(&model.nestedTypes[index]) }
        if let symbol = model.enumSymbol {
            var copy = symbol
            attach(&copy)
            model.enumSymbol = copy
        }
    }

    func attach(_ symbol: inout EnumSymbol) {
        symbol.facts = reader.schemaFacts(symbol.schema)
    }
}
