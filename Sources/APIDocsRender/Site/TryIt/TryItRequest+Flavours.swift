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
        let parameters = operation.request.options.map {
            TryItParts.parameter(name: $0.key, location: $0.location.rawValue, required: $0.required, facts: $0.facts, description: $0.description, swiftName: $0.swiftName)
        }
        self.init(
            operationID: operation.operationId, method: operation.method.uppercased(), path: operation.path,
            servers: servers, parameters: parameters,
            bodyRequired: operation.request.body?.required ?? operation.facts.requestBody?.required ?? false,
            bodies: TryItParts.bodies(operation.facts.requestBody, swiftType: operation.request.body.map { $0.type.description }),
            credentials: TryItParts.credentials(operation.facts.security, schemes: graph.api.securitySchemes),
            accept: operation.response.cases.first(where: \.success)?.facts.mediaTypes.first?.mediaType,
            responses: TryItParts.responses(operation.response.cases.map(\.facts)),
            swift: SwiftCall(flavour: "swaggen", target: SwiftSourceLiteral.typePath(operation.request.swiftPath), client: client)
        )
    }

    /// The swift-openapi-generator flavour's request: the endpoint's parameters by location,
    /// and the Swift call is the `Client` method `method` (its base name) with the input's parts.
    init(sog operation: SOGOperationFacts, facts: SOGDocumentFacts, method: String, inputParts: [String], bodyType: String?, parameterNames: [String: String]) {
        let endpoint = operation.endpoint
        let servers = facts.servers.map { server in
            TryItParts.server(url: server.url, description: server.description, variables: server.variables.map { ($0.name, $0.defaultValue, $0.enumValues) })
        }
        let parameters = endpoint.parameters.map {
            TryItParts.parameter(name: $0.name, location: $0.location, required: $0.required, facts: $0.facts, description: $0.description,
                                 swiftName: parameterNames[$0.location + " " + $0.name])
        }
        self.init(
            operationID: operation.facts.operationId ?? method, method: endpoint.method.uppercased(), path: endpoint.expression,
            servers: servers, parameters: parameters,
            bodyRequired: endpoint.requestBody?.required ?? false,
            bodies: TryItParts.bodies(endpoint.requestBody, swiftType: bodyType),
            credentials: TryItParts.credentials(operation.facts.security, schemes: facts.api.securitySchemes),
            accept: endpoint.responses.first { $0.code.hasPrefix("2") }?.mediaTypes.first?.mediaType,
            responses: TryItParts.responses(endpoint.responses),
            swift: SwiftCall(flavour: "swift-openapi-generator", target: method, client: nil, inputParts: inputParts)
        )
    }
}
