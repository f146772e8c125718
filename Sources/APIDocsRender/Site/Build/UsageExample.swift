import APIDocsSymbols

/// The Swift example on an operation page, in the style of SwagGen's README.
///
/// It calls the `Request` convenience initializer with every required option (in declaration
/// order) and the body, using a placeholder value of the right type for each, then sends it
/// with `makeRequest` and switches over the `APIResponse` as the README's example does.
enum UsageExample {
    static func code(for operation: OperationSymbol, client: String) -> String {
        var arguments: [String] = []
        for option in operation.request.options where option.required {
            arguments.append("\(option.swiftName): \(placeholder(option.type, in: operation))")
        }
        if let body = operation.request.body {
            arguments.append("body: \(placeholder(body.type, in: operation))")
        }
        let name = operation.swiftName
        let hasSuccessValue = operation.response.successType.description != "Void"
            && operation.response.cases.contains { $0.success && $0.associatedType != nil }
        var lines = [
            "let request = \(operation.request.swiftPath)(\(arguments.joined(separator: ", ")))",
            "let apiClient = \(client)",
            "",
            "apiClient.makeRequest(request) { apiResponse in",
            "    switch apiResponse {",
            "    case .result(let apiResponseValue):",
        ]
        if hasSuccessValue {
            lines += [
                "        if let value = apiResponseValue.success {",
                "            print(\"\(name) returned \\(value)\")",
                "        } else {",
                "            print(\"\(name) returned \\(apiResponseValue)\")",
                "        }",
            ]
        } else {
            lines.append("        print(\"\(name) returned \\(apiResponseValue)\")")
        }
        lines += [
            "    case .error(let apiError):",
            "        print(\"\(name) failed with \\(apiError)\")",
            "    }",
            "}",
        ]
        return lines.joined(separator: "\n")
    }

    /// A value of `type` for the example: a literal for builtins, the first case for enums
    /// declared in the operation, an editor placeholder (`<#Pet#>`) otherwise.
    static func placeholder(_ type: SwiftType, in operation: OperationSymbol) -> String {
        switch type {
        case .array(let element):
            return "[\(placeholder(element, in: operation))]"
        case .dictionary(let value):
            return "[\"key\": \(placeholder(value, in: operation))]"
        case .named(let name, let target):
            if let target, let symbol = operation.enums.first(where: { $0.id == target }), let first = symbol.cases.first {
                return "." + first.swiftName
            }
            // A name that finds a documented type (a model called `String`) is not the builtin.
            if target != nil { return "<#\(name)#>" }
            switch name {
            case "Int", "Int32", "Int64", "UInt", "Int8", "Int16": return "1"
            case "Double", "Float", "Decimal": return "1.5"
            case "Bool": return "true"
            case "String": return "\"string\""
            default: return "<#\(name)#>"
            }
        }
    }
}
