import APIDocsSpec
import APIDocsSymbols

/// `Operations.<op>`: `id`, `Input`, `Output` and `AcceptableContentType`.
extension SOGTranslator {
    func operationNamespace(_ operation: SOGOperation) -> ClientDeclaration {
        var members = [
            ClientDeclaration(.typeProperty, "id", swiftType: .builtin("Swift.String")),
            inputStruct(operation),
            outputEnum(operation),
        ]
        let accepted = acceptableContentTypes(operation)
        if !accepted.isEmpty {
            var cases = accepted.map { ClientDeclaration(.enumCase, namer.contentTypeName($0)) }
            cases.append(ClientDeclaration(.enumCase, "other(_:)", swiftType: .builtin("Swift.String")).playing(.catchAllCase))
            cases.append(ClientDeclaration(.initializer, "init(rawValue:)").taking([ClientParameter(label: "rawValue", type: .builtin("Swift.String"))]))
            cases.append(ClientDeclaration(.property, "rawValue", swiftType: .builtin("Swift.String")))
            cases.append(ClientDeclaration(.typeProperty, "allCases"))
            members.append(ClientDeclaration(.enum, "AcceptableContentType", members: cases))
        }
        var namespace = ClientDeclaration(.enum, operation.namespace.shortName, source: operation.operation.place, members: members)
            .remarked(operation.remark)
        namespace.documentedName = operation.operationID
        return namespace
    }

    /// The input struct's properties in SOG's order: path, query, headers, cookies, body.
    func inputProperties(_ operation: SOGOperation) -> [SOGProperty] {
        let input = operation.inputName
        let typed = operation.parameters.compactMap { typedParameter($0, in: input) }
        var properties: [SOGProperty] = []
        for location in [ParameterLocation.path, .query, .header, .cookie] {
            var members = typed.filter { $0.parameter.location == location }.map(parameterProperty)
            if location == .header, !acceptableContentTypes(operation).isEmpty {
                let acceptType = SOGTypeUsage(builtin: operation.namespace.fullName + ".AcceptableContentType")
                    .wrapped(.generic("OpenAPIRuntime.AcceptHeaderContentType")).wrapped(.array)
                members.append(SOGProperty(name: "accept", type: acceptType, source: nil, nested: [], defaulted: true))
            }
            guard !members.isEmpty else { continue }
            let structName = input.appending(Self.locationStructName(location), json: location.rawValue)
            let locationStruct = structDeclaration(structName, properties: members, source: operation.operation.place).playing(.parameters(location))
            let propertyName: String
            switch location {
            case .path: propertyName = "path"
            case .query: propertyName = "query"
            case .header: propertyName = "headers"
            case .cookie: propertyName = "cookies"
            }
            properties.append(SOGProperty(
                name: propertyName, type: SOGTypeUsage(structName), source: nil, nested: [locationStruct],
                defaulted: members.allSatisfy(\.hasDefaultValue)
            ))
        }
        if let body = operation.operation.requestBody, let property = requestBodyProperty(body, in: input) {
            properties.append(property)
        }
        return properties
    }

    func inputStruct(_ operation: SOGOperation) -> ClientDeclaration {
        structDeclaration(operation.inputName, properties: inputProperties(operation), remarked: false).playing(.input)
    }

    /// The output enum: per response its struct (when inline), case, static member (for an
    /// empty response) and throwing accessor; `undocumented` without a `default`.
    func outputEnum(_ operation: SOGOperation) -> ClientDeclaration {
        var members: [ClientDeclaration] = []
        for response in operation.outcomes {
            let kind = SOGResponseKind(code: response.code)
            let structName = response.componentName.map { componentTypeName("Responses", $0) }
                ?? operation.outputName.appending(kind.typeName, json: response.code)
            if response.componentName == nil {
                members.append(responseStruct(response, named: structName))
            }
            let source = response.place
            let remark = operation.remark + "/responses/" + response.code
            let labels = kind.wantsStatusCode ? ["statusCode", "_"] : ["_"]
            members.append(ClientDeclaration(.enumCase, ClientDeclaration.labelled(kind.caseName, labels), source: source, swiftType: .builtin(structName.fullName)).remarked(remark))
            if response.content.isEmpty && response.headers.isEmpty && !kind.wantsStatusCode {
                members.append(ClientDeclaration(.typeProperty, kind.caseName, source: source, swiftType: .builtin("Self")).remarked(remark))
            }
            members.append(ClientDeclaration(.property, kind.caseName, swiftType: .builtin(structName.fullName)))
        }
        if !operation.hasDefaultResponse {
            members.append(ClientDeclaration(.enumCase, "undocumented(statusCode:_:)", swiftType: .builtin("OpenAPIRuntime.UndocumentedPayload")).playing(.catchAllCase))
        }
        return ClientDeclaration(.enum, "Output", members: members).playing(.output)
    }

    /// The distinct media types of every response, in order (SOG's `Accept` header values).
    func acceptableContentTypes(_ operation: SOGOperation) -> [SOGContentType] {
        var seen: Set<String> = []
        var result: [SOGContentType] = []
        for response in operation.outcomes {
            for (_, key) in OpenAPIKitContentMap.entries(response.content, writtenKey: \.mediaType) {
                guard let type = SOGContentType(key) else { continue }
                if seen.insert(type.lowercasedTypeAndSubtype).inserted { result.append(type) }
            }
        }
        return result
    }
}

/// What a response key means to SOG: a status code, a range (`2XX`) or `default`.
struct SOGResponseKind {
    let code: String

    var wantsStatusCode: Bool { Int(code) == nil }

    /// The case and accessor name (`ok`, `code299`, `successful`, `default`).
    var caseName: String {
        if code == "default" { return "default" }
        if let number = Int(code) { return SOGResponseKind.statusNames[number] ?? "code\(number)" }
        switch code.first {
        case "1": return "informational"
        case "2": return "successful"
        case "3": return "redirection"
        case "4": return "clientError"
        default: return "serverError"
        }
    }

    /// The inline response struct's name (`Ok`, `Default`, `Successful`).
    var typeName: String { caseName.upperInitial }

    static let statusNames: [Int: String] = [
        100: "continue", 101: "switchingProtocols", 103: "earlyHints", 200: "ok", 201: "created",
        202: "accepted", 203: "nonAuthoritativeInformation", 204: "noContent", 205: "resetContent",
        206: "partialContent", 300: "multipleChoices", 301: "movedPermanently", 302: "found", 303: "seeOther",
        304: "notModified", 307: "temporaryRedirect", 308: "permanentRedirect", 400: "badRequest",
        401: "unauthorized", 403: "forbidden", 404: "notFound", 405: "methodNotAllowed", 406: "notAcceptable",
        407: "proxyAuthenticationRequired", 408: "requestTimeout", 409: "conflict", 410: "gone",
        411: "lengthRequired", 412: "preconditionFailed", 413: "contentTooLarge", 414: "uriTooLong",
        415: "unsupportedMediaType", 416: "rangeNotSatisfiable", 417: "expectationFailed",
        421: "misdirectedRequest", 422: "unprocessableContent", 425: "tooEarly", 426: "upgradeRequired",
        428: "preconditionRequired", 429: "tooManyRequests", 431: "requestHeaderFieldsTooLarge",
        451: "unavailableForLegalReasons", 500: "internalServerError", 501: "notImplemented",
        502: "badGateway", 503: "serviceUnavailable", 504: "gatewayTimeout", 505: "httpVersionNotSupported",
        511: "networkAuthenticationRequired",
    ]
}
