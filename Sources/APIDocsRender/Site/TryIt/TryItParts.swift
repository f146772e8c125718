import APIDocsSpec

/// The parts of a `TryItRequest` both flavours make alike, from the spec facts they share.
enum TryItParts {
    static func parameter(name: String, location: String, required: Bool, facts: ParameterFacts, description: String?, swiftName: String?, swiftType: String?) -> TryItRequest.Parameter {
        let schema = facts.schema
        let example = facts.examples.first?.json.map(HTTPSample.unquoted)
            ?? schema.examples.first.map { HTTPSample.unquoted($0.inlineJSON) }
            ?? schema.defaultValue.map { HTTPSample.unquoted($0.inlineJSON) }
        return TryItRequest.Parameter(
            name: name, location: location, required: required,
            type: schema.jsonTypes.first { $0 != "null" } ?? "string", format: schema.format,
            values: schema.allowedValues.map(HTTPSample.unquoted), example: example,
            description: description, swiftName: swiftName, swiftType: swiftType
        )
    }

    static func server(url: String, description: String?, variables: [(name: String, defaultValue: String?, values: [String])]) -> TryItRequest.Server {
        TryItRequest.Server(url: url, description: description, variables: variables.map {
            TryItRequest.Variable(name: $0.name, defaultValue: $0.defaultValue ?? $0.values.first ?? "", values: $0.values)
        })
    }

    /// The schemes the operation's security names, each once, in order, as the panel asks for them.
    static func credentials(_ requirements: [SecurityRequirementFacts], schemes: [SecuritySchemeFacts]) -> [TryItRequest.Credential] {
        var seen: Set<String> = []
        var result: [TryItRequest.Credential] = []
        for requirement in requirements where seen.insert(requirement.name).inserted {
            guard let scheme = schemes.first(where: { $0.name == requirement.name }) else { continue }
            result.append(credential(scheme))
        }
        return result
    }

    static func credential(_ scheme: SecuritySchemeFacts) -> TryItRequest.Credential {
        switch scheme.type {
        case "apiKey":
            return TryItRequest.Credential(scheme: scheme.name, kind: "apiKey", location: scheme.location, name: scheme.parameterName)
        case "http" where scheme.scheme?.lowercased() == "basic":
            return TryItRequest.Credential(scheme: scheme.name, kind: "basic")
        case "http" where scheme.scheme?.lowercased() == "bearer", "oauth2", "openIdConnect":
            return TryItRequest.Credential(scheme: scheme.name, kind: "bearer")
        default:
            return TryItRequest.Credential(scheme: scheme.name, kind: "unsupported")
        }
    }

    static func bodies(_ body: RequestBodyFacts?, swiftType: String?) -> [TryItRequest.Body] {
        (body?.mediaTypes ?? []).map { TryItRequest.Body(mediaType: $0.mediaType, sample: $0.firstSample, swiftType: swiftType) }
    }

    static func responses(_ responses: [ResponseFacts]) -> [TryItRequest.Response] {
        responses.map { response in
            let media = response.mediaTypes.first
            return TryItRequest.Response(status: response.code, mediaType: media?.mediaType, sample: media?.firstSample)
        }
    }
}
