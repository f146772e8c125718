/// Every symbol of a graph as a flat list addressed by `swiftPath`.
///
/// The site's symbol map, the conformance test and cross-links all need "every documented
/// symbol"; walking the graph once here keeps them in agreement.
public struct SymbolIndex: Sendable {
    /// What kind of declaration a path names.
    public enum Kind: String, Sendable {
        case model, property, enumeration, enumCase, enumCaseWithValue, operation, request, requestOption
        case requestBody, response, responseCase, tag, server
    }

    public struct Entry: Sendable {
        public var swiftPath: String
        public var swiftName: String
        public var kind: Kind
        /// The Swift type: property/option/body type, case payload, alias target, or raw value for enum cases.
        public var swiftType: String?
        /// As declared, with `?` when optional (properties, request options, body).
        public var declaredType: String?
        /// The page-owning symbol this entry belongs to (itself for models, enums and operations).
        public var owner: String
    }

    public private(set) var entries: [Entry] = []

    public init(_ graph: SymbolGraph) {
        for tag in graph.tags {
            add(tag.swiftPath, tag.swiftName, .tag, nil, owner: tag.swiftPath)
        }
        for server in graph.servers {
            add(server.swiftPath, server.swiftName, .server, nil, owner: server.swiftPath)
        }
        for model in graph.models { addModel(model, owner: model.swiftPath) }
        for symbol in graph.enums { addEnum(symbol, owner: symbol.swiftPath) }
        for operation in graph.operations { addOperation(operation) }
    }

    mutating func add(_ path: String, _ name: String, _ kind: Kind, _ type: String?, declared: String? = nil, owner: String) {
        entries.append(Entry(swiftPath: path, swiftName: name, kind: kind, swiftType: type, declaredType: declared, owner: owner))
    }

    mutating func addModel(_ model: ModelSymbol, owner: String) {
        let type = model.enumSymbol?.rawType ?? model.aliasOf?.description ?? model.superclass?.description
        add(model.swiftPath, model.swiftName, .model, type, owner: owner)
        for property in model.properties {
            add(property.swiftPath, property.swiftName, .property, property.type.description, declared: property.declaredType, owner: owner)
        }
        if let symbol = model.enumSymbol {
            for item in symbol.cases { add(item.swiftPath, item.swiftName, .enumCaseWithValue, item.rawValue, owner: owner) }
        }
        for item in model.discriminator?.cases ?? [] {
            add(item.swiftPath, item.swiftName, .enumCase, item.associatedType.description, owner: owner)
        }
        for symbol in model.enums { addEnum(symbol, owner: owner) }
        for nested in model.nestedTypes { addModel(nested, owner: owner) }
    }

    mutating func addEnum(_ symbol: EnumSymbol, owner: String) {
        add(symbol.swiftPath, symbol.swiftName, .enumeration, symbol.rawType, owner: owner)
        for item in symbol.cases { add(item.swiftPath, item.swiftName, .enumCaseWithValue, item.rawValue, owner: owner) }
    }

    mutating func addOperation(_ operation: OperationSymbol) {
        let owner = operation.swiftPath
        add(operation.swiftPath, operation.swiftName, .operation, nil, owner: owner)
        for symbol in operation.enums { addEnum(symbol, owner: owner) }
        add(operation.request.swiftPath, "Request", .request, nil, owner: owner)
        for option in operation.request.options {
            add(option.swiftPath, option.swiftName, .requestOption, option.type.description, declared: option.declaredType, owner: owner)
        }
        if let body = operation.request.body {
            add(body.swiftPath, "body", .requestBody, body.type.description, declared: body.declaredType, owner: owner)
        }
        for nested in operation.request.nestedTypes { addModel(nested, owner: owner) }
        add(operation.response.swiftPath, "Response", .response, operation.response.successType.description, owner: owner)
        for item in operation.response.cases {
            add(item.swiftPath, item.swiftName, .responseCase, item.associatedType?.description, owner: owner)
        }
        for symbol in operation.response.enums { addEnum(symbol, owner: owner) }
        for nested in operation.response.nestedTypes { addModel(nested, owner: owner) }
    }
}
