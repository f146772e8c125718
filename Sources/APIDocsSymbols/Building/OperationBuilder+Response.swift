import APIDocsSpec

/// `Op.Response`: cases in SwagGen's order and the success type.
extension OperationBuilder {
    /// Successes (2xx) ascending first, then the other codes ascending, `default` last.
    static func ordered(_ responses: [Response]) -> [Response] {
        func rank(_ response: Response) -> (Int, Int) {
            guard let code = response.statusCode else { return (2, 0) }
            return (isSuccess(response) ? 0 : 1, code)
        }
        return responses.stableSorted { rank($0) < rank($1) }
    }

    static func isSuccess(_ response: Response) -> Bool {
        response.statusCode != nil && response.code.hasPrefix("2")
    }

    func response(_ operation: Operation, path: String) -> ResponseSymbol {
        let scope = TypeScope.model(path, root: .namespace)
        var cases: [ResponseCaseSymbol] = []
        var enums: [EnumSymbol] = []
        var nested: [ModelSymbol] = []
        for response in OperationBuilder.ordered(operation.responses) {
            let caseName = response.statusCode == nil ? "defaultResponse" : SwagGenCase.lowerCamelCased("Status" + response.code)
            var type: SwiftType?
            if let schema = ContentSelection.defaultSchema(response.content) {
                type = namer.type(caseName, schema, in: scope)
                if let symbol = models.nestedEnum(raw: caseName, schema: schema, scope: scope) {
                    models.keepFirst(symbol, in: &enums)
                }
                if let symbol = models.nestedType(raw: caseName, schema: schema, scope: scope) {
                    models.keepFirst(symbol, in: &nested)
                }
            }
            cases.append(ResponseCaseSymbol(
                swiftName: caseName,
                swiftPath: path + "." + caseName,
                statusCode: response.statusCode,
                associatedType: type,
                success: OperationBuilder.isSuccess(response),
                description: response.description,
                facts: detail == .pages
                    ? facts.responseFacts(response, of: operation)
                    : ResponseFacts(code: response.code, description: response.description, headers: [], mediaTypes: [], links: []),
                response: response
            ))
        }
        let successType = cases.first(where: \.success).flatMap(\.associatedType) ?? .builtin("Void")
        return ResponseSymbol(swiftPath: path, successType: successType, cases: cases, enums: enums, nestedTypes: nested)
    }
}
