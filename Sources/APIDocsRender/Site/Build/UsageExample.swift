import APIDocsSymbols

/// The Swift example on an operation page: code that compiles against the client SwagGen
/// generates.
///
/// It calls the `Request` convenience initializer with every required option (in declaration
/// order) and the body, with values formed from the spec's examples where it has them, sends
/// it with `makeRequest`, and handles the `APIResponse`: its `result` is a
/// `Result<Response, APIClientError>`, and the `Response` enum is switched over exhaustively
/// with the generated cases (`defaultResponse(statusCode:…)` included).
enum UsageExample {
    static func code(for operation: OperationSymbol, client: String, examples: SwiftExampleBuilder) -> SwiftExampleCode {
        var placeholders = 0
        var arguments: [String] = []
        for option in operation.request.options where option.required {
            let value = examples.value(option.type, example: option.example)
            placeholders += value.placeholders
            arguments.append("\(option.swiftName): \(value.code)")
        }
        if let body = operation.request.body, body.required {
            let value = examples.value(body.type, example: body.example)
            placeholders += value.placeholders
            arguments.append("body: \(value.code)")
        } else if let body = operation.request.body {
            // An optional body still gets a value when one can be formed: it shows the call
            // the API is about.
            let value = examples.value(body.type, example: body.example)
            if value.placeholders == 0 { arguments.append("body: \(value.code)") }
        }
        let name = operation.swiftName
        let requestType = SwiftSourceLiteral.typePath(operation.request.swiftPath)
        var call = "let request = \(requestType)(\(arguments.joined(separator: ", ")))"
        if call.count > 100, arguments.count > 1 {
            // One argument a line once the call gets long.
            call = "let request = \(requestType)(\n" + arguments.map { "    " + $0 }.joined(separator: ",\n") + "\n)"
        }
        var lines = [
            call,
            "let apiClient = \(client)",
            "",
            "apiClient.makeRequest(request) { apiResponse in",
            "    switch apiResponse.result {",
            "    case .success(let response):",
        ]
        lines += responseSwitch(operation.response, indent: "        ")
        lines += [
            "    case .failure(let error):",
            "        print(\"\(name) failed: \\(error)\")",
            "    }",
            "}",
        ]
        return SwiftExampleCode(code: lines.joined(separator: "\n"), placeholders: placeholders)
    }

    /// `switch response { … }` with one case per generated case, in declaration order.
    static func responseSwitch(_ response: ResponseSymbol, indent: String) -> [String] {
        guard !response.cases.isEmpty else {
            return [indent + "print(\"\\(response.statusCode): \\(response)\")"]
        }
        var lines = [indent + "switch response {"]
        for item in response.cases {
            let name = item.swiftName
            let hasValue = item.associatedType != nil
            switch (item.statusCode == nil, hasValue) {
            case (true, true):
                lines.append(indent + "case .\(name)(let statusCode, let value):")
                lines.append(indent + "    print(\"\\(statusCode): \\(value)\")")
            case (true, false):
                lines.append(indent + "case .\(name)(let statusCode):")
                lines.append(indent + "    print(\"\\(statusCode)\")")
            case (false, true):
                lines.append(indent + "case .\(name)(let value):")
                lines.append(indent + "    print(value)")
            case (false, false):
                lines.append(indent + "case .\(name):")
                lines.append(indent + "    print(response.statusCode)")
            }
        }
        lines.append(indent + "}")
        return lines
    }
}
