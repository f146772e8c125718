import APIDocsSpec

/// The PACE fork's `splitRequestSchemas` rule (appendix A of the rules): models sent as request
/// bodies get a `<Type>Request` twin, listed right before the original when the type is also
/// returned by a response, or replacing it in place when it is only sent.
struct RequestSchemaSplitter {
    let namer: SymbolNamer
    let models: ModelBuilder
    static let bodyMediaTypes = ["application/vnd.api+json", "application/protobuf"]

    func split(_ list: [ModelSymbol], operations: [OperationSymbol]) -> [ModelSymbol] {
        let sent = requestTypes(operations)
        let returned = responseTypes(operations)
        var result: [ModelSymbol] = []
        for model in list {
            guard sent.contains(model.swiftName) else {
                result.append(model)
                continue
            }
            result.append(requestTwin(of: model))
            if returned.contains(model.swiftName) { result.append(model) }
        }
        return result
    }

    /// Types used directly as request bodies (or as the body's `data`).
    func requestTypes(_ operations: [OperationSymbol]) -> Set<String> {
        let prefix = namer.options.modelPrefix
        var types = Set<String>()
        func take(_ type: SwiftType?) {
            guard let text = type?.description, text.hasPrefix(prefix), !text.hasSuffix("Request") else { return }
            types.insert(text)
        }
        for operation in operations {
            guard let requestBody = operation.operation.requestBody else { continue }
            var schemas: [Schema] = []
            if let json = ContentSelection.jsonSchema(requestBody.content) { schemas.append(json) }
            for mediaType in RequestSchemaSplitter.bodyMediaTypes {
                if let schema = requestBody.content.first(where: { $0.mediaType == mediaType })?.schema { schemas.append(schema) }
            }
            let requestScope = TypeScope(types: operation.request.swiftPath, enums: operation.swiftPath, root: .namespace)
            for schema in schemas {
                let bodyName = requestBody.componentName ?? "Body"
                let hasInlineParameter = operation.operation.parameters.contains { namer.isInline($0.schema) }
                if !hasInlineParameter, !namer.isInline(schema) {
                    take(namer.type(bodyName, schema, in: requestScope))
                } else if requestBody.componentName == nil, namer.isInline(schema) {
                    let object = bodyObjectSchema(schema)
                    if let data = object.properties.first(where: { models.propertyName($0.name) == "data" }) {
                        take(namer.type(data.name, data.schema, in: .model(operation.request.swiftPath + ".Body", root: .namespace)))
                    }
                }
            }
        }
        return types
    }

    /// Types returned by responses, by inline response properties, and inside `included`-style arrays.
    func responseTypes(_ operations: [OperationSymbol]) -> Set<String> {
        var types = Set<String>()
        for operation in operations {
            for responseCase in operation.response.cases {
                if let type = responseCase.associatedType { types.insert(type.description) }
            }
            for nested in operation.response.nestedTypes {
                for property in nested.properties {
                    types.insert(property.type.description)
                    // JSON:API `included`: an array of a group of several members.
                    if case .array = property.schema.kind, let items = property.schema.items {
                        for member in groupMembers(items) where groupMembers(items).count > 1 {
                            types.insert(namer.type(property.name, member, in: .model(nested.swiftPath, root: nested.id.root)).description)
                        }
                    }
                }
            }
        }
        return types
    }

    func groupMembers(_ schema: Schema) -> [Schema] {
        switch schema.kind {
        case .oneOf(let members), .anyOf(let members), .allOf(let members): return members
        default: return []
        }
    }

    func bodyObjectSchema(_ schema: Schema) -> Schema {
        if case .allOf(let members) = schema.kind, let object = members.first(where: { !$0.properties.isEmpty }) { return object }
        return schema
    }

    /// The same component declared again as `<Type>Request`, built afresh so that the paths
    /// below it and the links of its nested types are all under the new name.
    func requestTwin(of model: ModelSymbol) -> ModelSymbol {
        guard let schema = model.schema else { return model }
        return models.componentModel(name: model.name, schema: schema, swiftName: model.swiftName + "Request")
    }
}
