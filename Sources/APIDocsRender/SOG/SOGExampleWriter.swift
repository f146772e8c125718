import APIDocsSOG
import APIDocsSymbols

/// Swift examples for the SOG flavour: the call of an operation through `Client`, and a value
/// of a schema type, written only from declarations the generated module has.
///
/// Every argument is built from the memberwise initializers and cases SOG declares; optional
/// properties are left to their `nil` defaults. When some required value cannot be built
/// (a multipart body, a type the generator leaves opaque, a cycle), there is no example:
/// an example that would not compile is never shown.
struct SOGExampleWriter {
    let types: [String: ClientDeclaration]
    /// The first server has a `Servers.Server1`; without servers the example uses a literal URL.
    let hasServer: Bool

    static let maxDepth = 6
    /// Types one example may visit: a dense web of enums and structs (every case or property
    /// naming every other type) would otherwise be searched path by path, exponentially.
    static let visitBudget = 2_000

    /// How many more types the example being written may visit.
    final class Budget {
        var left = SOGExampleWriter.visitBudget
    }

    /// The example of the operation whose namespace is at `path`, called through the
    /// convenience method `call` (`Client`'s conformance to `APIProtocol`).
    func operationExample(path: String, call: ClientDeclaration?) -> String? {
        guard let call, let labels = call.argumentLabels else { return nil }
        let method = String(call.baseName)
        guard let input = types[path + ".Input"] else { return nil }
        let budget = Budget()
        var arguments: [String] = []
        for label in labels {
            guard let property = input.members.first(where: { $0.kind == .property && $0.name == label }),
                  let type = property.swiftType else { return nil }
            var bare = type
            if case .optional(let wrapped) = type { bare = wrapped }
            guard let value = value(of: bare, depth: 0, implicit: true, skipAccept: label == "headers", budget: budget) else { return nil }
            arguments.append(label + ": " + value)
        }
        var lines: [String] = []
        if hasServer {
            lines.append("let client = Client(serverURL: try Servers.Server1.url(), transport: URLSessionTransport())")
        } else {
            lines.append("let client = Client(serverURL: URL(string: \"https://example.com\")!, transport: URLSessionTransport())")
        }
        lines.append("let response = try await client.\(Self.member(method))(\(arguments.joined(separator: ", ")))")
        lines.append("switch response {")
        if let output = types[path + ".Output"], let outcome = successCase(output) {
            let base = String(outcome.baseName)
            let binding = Self.keywords.contains(base) ? "output" : base
            if outcome.argumentLabels == ["statusCode", "_"] {
                // A range or `default` response: the status code comes first (labels may be
                // left out of a case pattern).
                lines.append("case .\(Self.member(base))(let statusCode, let \(binding)):")
                lines.append("    print(statusCode)")
            } else {
                lines.append("case .\(Self.member(base))(let \(binding)):")
            }
            if let bodyProperty = bodyAccessor(outcome.swiftType) {
                lines.append("    let body = try \(binding).body.\(Self.member(bodyProperty))")
                lines.append("    print(body)")
            } else {
                lines.append("    print(\(binding))")
            }
            lines.append("default:")
            lines.append("    print(response)")
        } else {
            lines.append("default:")
            lines.append("    print(response)")
        }
        lines.append("}")
        return Self.withImports(lines.joined(separator: "\n"), always: ["OpenAPIURLSession"])
    }

    /// `let value = Components.Schemas.Pet(…)` for a schema type, when one can be built.
    func valueExample(path: String) -> String? {
        guard let expression = value(of: .builtin(path), depth: 0, implicit: false, skipAccept: false, budget: Budget()) else { return nil }
        return Self.withImports("let value: \(path) = \(expression)\nprint(value)", always: [])
    }

    /// `code` after the imports it needs: `always`, and Foundation and OpenAPIRuntime when it
    /// names their types.
    static func withImports(_ code: String, always: [String]) -> String {
        var modules = Set(always)
        if code.contains("Foundation.") || code.contains("URL(string:") { modules.insert("Foundation") }
        if code.contains("OpenAPIRuntime.") { modules.insert("OpenAPIRuntime") }
        let imports = modules.sorted().map { "import " + $0 }
        return imports.isEmpty ? code : imports.joined(separator: "\n") + "\n\n" + code
    }

    /// The response case an example switches on: the first 2XX status, else the first status.
    private func successCase(_ output: ClientDeclaration) -> ClientDeclaration? {
        let outcomes = output.members.filter { $0.kind == .enumCase && $0.role != .catchAllCase && $0.swiftType != nil }
        let cases = outcomes.filter { $0.argumentLabels == ["_"] }
        let ranges = outcomes.filter { $0.argumentLabels == ["statusCode", "_"] }
        let success = cases.first { SOGExampleWriter.successNames.contains(String($0.baseName)) }
        return success ?? ranges.first { $0.baseName == "successful" } ?? cases.first ?? ranges.first
    }

    static let successNames: Set<String> = ["ok", "created", "accepted", "nonAuthoritativeInformation", "noContent", "resetContent", "partialContent"]

    /// The throwing accessor of the response body's first content case (`json`), if it has a body.
    private func bodyAccessor(_ responseType: SwiftType?) -> String? {
        guard case .named(let responseName, _) = responseType, let response = types[responseName],
              let body = response.members.first(where: { $0.kind == .property && $0.name == "body" }),
              case .named(let bodyName, _) = body.swiftType, let bodyEnum = types[bodyName],
              let first = bodyEnum.members.first(where: { $0.kind == .enumCase && $0.argumentLabels == ["_"] })
        else { return nil }
        return String(first.baseName)
    }

    /// A Swift expression of type `type`; with `implicit`, in a position whose type is known
    /// (`.init(…)`, `.case`).
    func value(of swiftType: SwiftType, depth: Int, implicit: Bool, skipAccept: Bool, budget: Budget) -> String? {
        if depth > Self.maxDepth || budget.left <= 0 { return nil }
        budget.left -= 1
        let type: String
        switch swiftType {
        case .optional: return "nil"
        case .dictionary: return "[:]"
        case .array: return "[]"
        case .generic("OpenAPIRuntime.MultipartBody", .named(let parts, _)):
            // `MultipartBody<Parts>` is written as an array literal of its parts.
            return types[parts].flatMap(Self.multipartPlaceholder)
        case .generic: return nil
        case .named(let name, _): type = name
        }
        if let literal = Self.builtins[type] { return literal }
        guard let declaration = types[type] else { return nil }
        let prefix = implicit ? "." : type + "."
        switch declaration.kind {
        case .typealias:
            guard let target = declaration.swiftType else { return nil }
            return value(of: target, depth: depth + 1, implicit: false, skipAccept: false, budget: budget)
        case .struct:
            guard let initializer = declaration.members.first(where: { $0.kind == .initializer && $0.argumentLabels != ["from"] }),
                  let labels = initializer.argumentLabels else { return nil }
            var arguments: [String] = []
            for label in labels {
                guard let property = declaration.members.first(where: { $0.kind == .property && $0.name == label }),
                      let propertyType = property.swiftType else { return nil }
                if case .optional = propertyType { continue }
                if skipAccept && label == "accept", case .array(.generic("OpenAPIRuntime.AcceptHeaderContentType", _)) = propertyType { continue }
                guard let argument = value(of: propertyType, depth: depth + 1, implicit: true, skipAccept: false, budget: budget) else { return nil }
                arguments.append(label + ": " + argument)
            }
            return (implicit ? ".init" : type) + "(" + arguments.joined(separator: ", ") + ")"
        case .enum:
            for enumCase in declaration.members where enumCase.kind == .enumCase {
                if enumCase.role == .catchAllCase { continue }
                guard let labels = enumCase.argumentLabels else { return prefix + Self.member(enumCase.name) }
                guard labels == ["_"], let payload = enumCase.swiftType,
                      let argument = value(of: payload, depth: depth + 1, implicit: true, skipAccept: false, budget: budget) else { continue }
                return prefix + Self.member(String(enumCase.baseName)) + "(" + argument + ")"
            }
            return nil
        default:
            return nil
        }
    }

    /// A multipart body (`.multipartForm(…)` takes `OpenAPIRuntime.MultipartBody<Parts>`) has
    /// no value an example can spell out, since its parts stream their bytes: an empty list,
    /// which compiles there, holding a comment that names the parts to send instead.
    static func multipartPlaceholder(_ parts: ClientDeclaration) -> String? {
        let cases = parts.members.filter { $0.kind == .enumCase && $0.role != .catchAllCase }
        guard !cases.isEmpty, cases.allSatisfy({ if case .generic("OpenAPIRuntime.MultipartPart", _)? = $0.swiftType { return true } else { return false } }) else { return nil }
        return "[/* the parts: " + cases.map { "." + member(String($0.baseName)) + "(…)" }.joined(separator: ", ") + " */]"
    }

    /// Literals for the types SOG maps spec primitives to.
    static let builtins: [String: String] = [
        "Swift.String": "\"string\"", "Swift.Int": "1", "Swift.Int32": "1", "Swift.Int64": "1",
        "Swift.Double": "1.5", "Swift.Float": "1.5", "Swift.Bool": "true",
        "Foundation.Date": "Foundation.Date()", "Foundation.URL": "Foundation.URL(string: \"https://example.com\")!",
        "OpenAPIRuntime.Base64EncodedData": "OpenAPIRuntime.Base64EncodedData(Array(\"data\".utf8))",
        "OpenAPIRuntime.HTTPBody": "OpenAPIRuntime.HTTPBody()",
        "OpenAPIRuntime.OpenAPIValueContainer": "\"value\"",
        "OpenAPIRuntime.OpenAPIObjectContainer": "OpenAPIRuntime.OpenAPIObjectContainer()",
        "OpenAPIRuntime.OpenAPIArrayContainer": "OpenAPIRuntime.OpenAPIArrayContainer()",
    ]

    /// Names that need backticks after a `.` or as a binding.
    static let keywords: Set<String> = ["default", "self", "Self", "Type", "init", "Protocol", "case", "class", "enum", "extension", "func", "import", "let", "var", "in", "is", "as", "return", "repeat", "switch", "where", "while", "true", "false", "nil", "try", "throw", "do", "for", "if", "else", "guard", "struct", "protocol", "static", "operator", "subscript", "typealias", "break", "continue", "fallthrough", "defer", "catch", "throws", "rethrows", "super", "any", "some", "inout", "deinit", "internal", "private", "public", "fileprivate", "open"]

    static func member(_ name: String) -> String {
        keywords.contains(name) ? "`" + name + "`" : name
    }
}
