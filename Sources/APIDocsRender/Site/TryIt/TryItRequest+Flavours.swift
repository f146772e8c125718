import APIDocsSOG
import APIDocsSpec
import APIDocsSymbols

extension TryItRequest {
    /// The SwagGen flavour's request: the operation's options are its parameters, and the
    /// Swift call is its `Request` type's initializer sent with `client`.
    init(swagGen operation: OperationSymbol, graph: SymbolGraph, client: String) {
        let servers = graph.servers.map { server in
            TryItParts.server(url: server.url, description: server.description, variables: server.variables.map { ($0.name, $0.defaultValue, $0.enumValues ?? []) })
        }
        self.init(
            operationID: operation.operationId, method: operation.method.uppercased(), path: operation.path,
            servers: servers, parameters: Self.parameters(swagGen: operation),
            bodyRequired: operation.request.body?.required ?? operation.facts.requestBody?.required ?? false,
            bodies: TryItParts.bodies(operation.facts.requestBody, swiftType: operation.request.body.map { $0.type.description }),
            credentials: TryItParts.credentials(operation.facts.security, schemes: graph.api.securitySchemes),
            accept: HTTPSample.accept(operation.casesInSpecOrder.map(\.facts)),
            responses: TryItParts.responses(operation.response.cases.map(\.facts)),
            swift: SwiftCall(flavour: "swaggen", target: SwiftSourceLiteral.typePath(operation.request.swiftPath), client: client)
        )
    }

    /// The SwagGen flavour's parameters: the request's options, each with its Swift name and
    /// declared type (the Try it panel's and the DocC catalog's).
    static func parameters(swagGen operation: OperationSymbol) -> [Parameter] {
        operation.request.options.map {
            TryItParts.parameter(
                name: $0.key, location: $0.location.rawValue, required: $0.required, facts: $0.facts, description: $0.description,
                swiftName: $0.swiftName, swiftType: $0.declaredType.description
            )
        }
    }

    /// The swift-openapi-generator flavour's request: the endpoint's parameters by location,
    /// and the Swift call is the `Client` method `method` (its base name) with the input's parts.
    /// `properties` holds the `Input` property of each parameter the client keeps, by its
    /// location and name in the spec (`query limit`).
    init(sog operation: SOGOperationFacts, facts: SOGDocumentFacts, method: String, inputParts: [String], bodyType: String?, properties: [String: ClientDeclaration]) {
        let endpoint = operation.endpoint
        let servers = facts.servers.map { server in
            TryItParts.server(url: server.url, description: server.description, variables: server.variables.map { ($0.name, $0.defaultValue, $0.enumValues) })
        }
        let parameters = endpoint.parameters.map { parameter in
            let property = properties[parameter.location + " " + parameter.name]
            return TryItParts.parameter(
                name: parameter.name, location: parameter.location, required: parameter.required, facts: parameter.facts,
                description: parameter.description, swiftName: property?.name, swiftType: property?.declaredType?.description
            )
        }
        self.init(
            operationID: operation.facts.operationId ?? method, method: endpoint.method.uppercased(), path: endpoint.expression,
            servers: servers, parameters: parameters,
            bodyRequired: endpoint.requestBody?.required ?? false,
            bodies: TryItParts.bodies(endpoint.requestBody, swiftType: bodyType),
            credentials: TryItParts.credentials(operation.facts.security, schemes: facts.api.securitySchemes),
            accept: HTTPSample.accept(endpoint.responses),
            responses: TryItParts.responses(endpoint.responses),
            swift: SwiftCall(flavour: "swift-openapi-generator", target: method, client: nil, inputParts: inputParts)
        )
    }
}
