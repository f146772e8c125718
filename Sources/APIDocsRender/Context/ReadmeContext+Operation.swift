import APIDocsSymbols

/// Operation contexts (§8 "Operation", "Parameter", "Response").
extension ReadmeContext {
    static let operationKeys = [
        "operationId", "type", "method", "path", "tag", "tags", "summary", "description", "params",
        "pathParams", "queryParams", "headerParams", "cookieParams", "formProperties", "nonBodyParams",
        "hasBody", "isUpload", "body", "enums", "requestEnums", "requestSchemas", "responseEnums",
        "responseSchemas", "responses", "successResponse", "successType", "singleSuccessType",
        "singleFailureType", "defaultResponse", "onlySuccessResponses", "alwaysHasResponseType",
        "securityRequirement", "securityRequirements", "deprecated", "raw",
    ]

    static func operation(_ symbol: OperationSymbol, mark: ((String) -> String)? = nil) -> TemplateObject {
        TemplateObject(keys: operationKeys) { key in
            if key == "type", let mark { return mark(symbol.swiftName) }
            return operationValue(symbol, key)
        }
    }

    static func operationValue(_ symbol: OperationSymbol, _ key: String) -> Any? {
        let options = symbol.request.options
        let cases = symbol.response.cases
        switch key {
        case "operationId": return symbol.operationId
        case "type": return symbol.swiftName
        case "method": return symbol.method
        case "path": return symbol.path
        case "tag": return symbol.tag
        case "tags": return symbol.tags
        case "summary": return symbol.facts.summary
        case "description": return symbol.facts.description
        case "params": return options.filter { $0.location != .form }.map(parameter)
        case "pathParams": return options.filter { $0.location == .path }.map(parameter)
        case "queryParams": return options.filter { $0.location == .query }.map(parameter)
        case "headerParams": return options.filter { $0.location == .header }.map(parameter)
        case "cookieParams": return options.filter { $0.location == .cookie }.map(parameter)
        case "formProperties": return options.filter { $0.location == .form }.map(parameter)
        case "nonBodyParams": return options.map(parameter)
        case "hasBody": return symbol.hasBody
        case "isUpload": return symbol.isUpload
        case "body": return symbol.request.body.map(body)
        case "enums", "requestEnums": return symbol.enums.map(enumeration)
        case "requestSchemas": return symbol.request.nestedTypes.map(model)
        case "responseEnums": return symbol.response.enums.map(enumeration)
        case "responseSchemas": return symbol.response.nestedTypes.map(model)
        case "responses": return cases.map(response)
        case "successResponse": return cases.first(where: \.success).map(response)
        case "successType": return symbol.response.successType.description
        case "singleSuccessType": return singleType(cases.filter(\.success))
        case "singleFailureType": return singleType(cases.filter { !$0.success })
        case "defaultResponse": return cases.first { $0.statusCode == nil }.map(response)
        case "onlySuccessResponses": return cases.allSatisfy(\.success)
        case "alwaysHasResponseType": return cases.allSatisfy { $0.associatedType != nil }
        case "securityRequirement": return symbol.facts.security.first.map(securityRequirement)
        case "securityRequirements": return symbol.facts.security.map(securityRequirement)
        case "deprecated": return symbol.facts.deprecated
        case "raw": return RawValue(symbol.facts.raw)
        default: return nil
        }
    }

    /// The one payload type shared by these cases, if there is exactly one.
    static func singleType(_ cases: [ResponseCaseSymbol]) -> String? {
        let types = Set(cases.compactMap { $0.associatedType?.description })
        return types.count == 1 ? types.first : nil
    }

    static func body(_ body: RequestBodySymbol) -> TemplateObject {
        TemplateObject([
            "type": body.type.description,
            "name": "body",
            "required": body.required,
            "optionalType": body.declaredType.description,
            "description": body.description ?? "",
        ])
    }

    static func securityRequirement(_ requirement: SecurityRequirementFacts) -> TemplateObject {
        TemplateObject(["name": requirement.name, "scopes": requirement.scopes, "scope": requirement.scopes.joined(separator: ", ")])
    }

    static func parameter(_ option: RequestOptionSymbol) -> TemplateObject {
        var result: [String: Any] = [
            "name": option.swiftName,
            "value": option.key,
            "type": option.type.description,
            "optionalType": option.declaredType.description,
            "required": option.required,
            "optional": !option.required,
            "parameterType": option.location.rawValue,
            "isArray": option.type.isArray,
            "isAnyType": option.type.description.contains("Any"),
            "raw": RawValue(option.raw),
        ]
        result["description"] = option.description
        return TemplateObject(result)
    }

    static func response(_ symbol: ResponseCaseSymbol) -> TemplateObject {
        var result: [String: Any] = [
            "name": symbol.swiftName,
            "success": symbol.success,
        ]
        result["statusCode"] = symbol.statusCode
        result["description"] = symbol.description
        result["type"] = symbol.associatedType?.description
        result["isAnyType"] = symbol.associatedType?.description.contains("Any") ?? false
        return TemplateObject(result)
    }
}
