import APIDocsSymbols

/// Operation contexts (§8 "Operation", "Parameter", "Response").
extension ReadmeContext {
    static func operation(_ symbol: OperationSymbol) -> [String: Any] {
        let parameters = symbol.request.options.filter { $0.location != .form }.map(parameter)
        let form = symbol.request.options.filter { $0.location == .form }.map(parameter)
        func params(_ location: OptionLocation) -> [[String: Any]] {
            symbol.request.options.filter { $0.location == location }.map(parameter)
        }
        var result: [String: Any] = [
            "operationId": symbol.operationId,
            "type": symbol.swiftName,
            "method": symbol.method,
            "path": symbol.path,
            "tags": symbol.tags,
            "params": parameters,
            "pathParams": params(.path),
            "queryParams": params(.query),
            "headerParams": params(.header),
            "cookieParams": params(.cookie),
            "formProperties": form,
            "nonBodyParams": parameters + form,
            "hasBody": symbol.hasBody,
            "isUpload": symbol.isUpload,
            "enums": symbol.enums.map(enumeration),
            "requestEnums": symbol.enums.map(enumeration),
            "requestSchemas": symbol.request.nestedTypes.map(model),
            "responseEnums": symbol.response.enums.map(enumeration),
            "responseSchemas": symbol.response.nestedTypes.map(model),
            "responses": symbol.response.cases.map(response),
            "successType": symbol.response.successType.description,
            "securityRequirements": symbol.operation.security.map { ["name": $0.name, "scopes": $0.scopes, "scope": $0.scopes.joined(separator: ", ")] as [String: Any] },
            "deprecated": symbol.operation.deprecated,
            "raw": RawValue(symbol.operation.node),
        ]
        result["tag"] = symbol.tag
        result["summary"] = symbol.operation.summary
        result["description"] = symbol.operation.description
        if let requirement = symbol.operation.security.first {
            result["securityRequirement"] = ["name": requirement.name, "scopes": requirement.scopes, "scope": requirement.scopes.joined(separator: ", ")] as [String: Any]
        }
        if let body = symbol.request.body {
            result["body"] = [
                "type": body.type.description,
                "name": "body",
                "required": body.required,
                "optionalType": body.declaredType,
                "description": body.description ?? "",
            ] as [String: Any]
        }
        let successes = symbol.response.cases.filter(\.success)
        let failures = symbol.response.cases.filter { !$0.success }
        if let success = successes.first { result["successResponse"] = response(success) }
        if let defaultCase = symbol.response.cases.first(where: { $0.statusCode == nil }) { result["defaultResponse"] = response(defaultCase) }
        result["onlySuccessResponses"] = failures.isEmpty
        result["alwaysHasResponseType"] = symbol.response.cases.allSatisfy { $0.associatedType != nil }
        let successTypes = Set(successes.compactMap { $0.associatedType?.description })
        let failureTypes = Set(failures.compactMap { $0.associatedType?.description })
        if successTypes.count == 1 { result["singleSuccessType"] = successTypes.first }
        if failureTypes.count == 1 { result["singleFailureType"] = failureTypes.first }
        return result
    }

    static func parameter(_ option: RequestOptionSymbol) -> [String: Any] {
        var result: [String: Any] = [
            "name": option.swiftName,
            "value": option.key,
            "type": option.type.description,
            "optionalType": option.declaredType,
            "required": option.required,
            "optional": !option.required,
            "parameterType": option.location.rawValue,
            "isArray": { if case .array = option.type { return true } else { return false } }(),
            "isAnyType": option.type.description.contains("Any"),
            "raw": RawValue(option.schema.node),
        ]
        result["description"] = option.description
        return result
    }

    static func response(_ symbol: ResponseCaseSymbol) -> [String: Any] {
        var result: [String: Any] = [
            "name": symbol.swiftName,
            "success": symbol.success,
        ]
        result["statusCode"] = symbol.statusCode
        result["description"] = symbol.description
        result["type"] = symbol.associatedType?.description
        result["isAnyType"] = symbol.associatedType?.description.contains("Any") ?? false
        return result
    }
}
