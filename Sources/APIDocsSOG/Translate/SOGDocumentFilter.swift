import APIDocsSpec

/// The parts of the document SOG generates: everything, or with a `filter`, the selected
/// operations and the components they (and the selected schemas) need, transitively.
struct SOGFilteredDocument {
    var operations: [Operation]
    var schemas: [NamedSchema]
    var parameters: [NamedParameter]
    var requestBodies: [NamedRequestBody]
    var responses: [NamedResponse]
    var headers: [NamedHeader]
}

/// Applies the generator config's `filter` to the spec model (document order is kept).
struct SOGDocumentFilter {
    let filter: SOGFilter?

    init(_ filter: SOGFilter?) { self.filter = filter }

    func apply(to spec: APISpec) -> SOGFilteredDocument {
        guard let filter else {
            return SOGFilteredDocument(
                operations: spec.operations, schemas: spec.schemas, parameters: spec.parameters,
                requestBodies: spec.requestBodyComponents, responses: spec.responseComponents, headers: spec.headerComponents
            )
        }
        var needs = SOGComponentNeeds(spec: spec)
        let operations = spec.operations.filter { operation in
            if filter.paths.contains(operation.path) { return true }
            if let id = operation.operationId, filter.operations.contains(id) { return true }
            return operation.tags?.contains { filter.tags.contains($0) } ?? false
        }
        for operation in operations { needs.add(operation) }
        for name in filter.schemas { needs.addSchema(named: name) }
        return SOGFilteredDocument(
            operations: operations,
            schemas: spec.schemas.filter { needs.schemas.contains($0.name) },
            parameters: spec.parameters.filter { needs.parameters.contains($0.name) },
            requestBodies: spec.requestBodyComponents.filter { needs.requestBodies.contains($0.name) },
            responses: spec.responseComponents.filter { needs.responses.contains($0.name) },
            headers: spec.headerComponents.filter { needs.headers.contains($0.name) }
        )
    }
}

/// The components a set of operations and schemas refers to, followed transitively.
struct SOGComponentNeeds {
    let spec: APISpec
    var schemas: Set<String> = []
    var parameters: Set<String> = []
    var requestBodies: Set<String> = []
    var responses: Set<String> = []
    var headers: Set<String> = []

    init(spec: APISpec) { self.spec = spec }

    mutating func add(_ operation: Operation) {
        for parameter in operation.declaredParameters {
            if let name = parameter.componentName { parameters.insert(name) }
            add(parameter.schema)
        }
        if let body = operation.requestBody {
            if let name = body.componentName { requestBodies.insert(name) }
            body.content.compactMap(\.schema).forEach { add($0) }
        }
        for response in operation.allResponses {
            if let name = response.componentName { responses.insert(name) }
            add(response)
        }
    }

    mutating func add(_ response: Response) {
        response.content.compactMap(\.schema).forEach { add($0) }
        for header in response.headers {
            if let name = header.header.componentName { headers.insert(name) }
            if let schema = header.header.schema { add(schema) }
        }
    }

    mutating func addSchema(named name: String) {
        guard schemas.insert(name).inserted, let schema = spec.component(named: name) else { return }
        add(schema)
    }

    mutating func add(_ schema: Schema) {
        switch schema.kind {
        case .reference(let reference):
            if let name = reference.componentName {
                addSchema(named: name)
            }
        case .allOf(let members), .anyOf(let members), .oneOf(let members):
            members.forEach { add($0) }
        default:
            break
        }
        schema.properties.forEach { add($0.schema) }
        if let items = schema.items { add(items) }
        if case .schema(let value) = schema.additionalProperties { add(value) }
    }
}
