import APIDocsRender

/// Checks a mock request's path and query values against the operation's parameters, as the
/// API itself would before answering: a required query parameter present, an integer, number
/// or boolean written as one, a value among the enum's.
///
/// The first problem is the answer (a 400 naming the parameter and why), so the panel shows
/// what the real API would refuse before anyone sends it there.
enum MockParameterCheck {
    /// Why the request is refused, or `nil` when its parameters are as documented.
    static func problem(_ request: TryItRequest, pathValues: [String: String], query: [(name: String, value: String)]) -> String? {
        for parameter in request.parameters {
            switch parameter.location {
            case "path":
                guard let value = pathValues[parameter.name] else { continue }
                if let problem = problem(value, parameter) { return problem }
            case "query":
                let values = query.filter { $0.name == parameter.name }.map(\.value)
                if values.isEmpty {
                    if parameter.required { return "query parameter '\(parameter.name)' is required and missing" }
                    continue
                }
                for value in values {
                    if let problem = problem(value, parameter) { return problem }
                }
            default:
                continue
            }
        }
        return nil
    }

    /// Why one value does not fit its parameter's type or enum.
    static func problem(_ value: String, _ parameter: TryItRequest.Parameter) -> String? {
        let label = "\(parameter.location) parameter '\(parameter.name)'"
        if parameter.type == "array" {
            // `a,b,c` (the form style OpenAPI defaults to); each item against the enum, if any.
            guard !parameter.values.isEmpty else { return nil }
            for item in value.split(separator: ",", omittingEmptySubsequences: false).map(String.init) where !fits(item, parameter) {
                return "\(label) must hold only \(list(parameter.values)); got '\(item)'"
            }
            return nil
        }
        if let kind = typeProblem(value, type: parameter.type) { return "\(label) must be \(kind), got '\(value)'" }
        if !parameter.values.isEmpty && !fits(value, parameter) {
            return "\(label) must be one of \(list(parameter.values)); got '\(value)'"
        }
        return nil
    }

    /// What a value of `type` must be when `value` is not one (`an integer`), else `nil`.
    static func typeProblem(_ value: String, type: String) -> String? {
        switch type {
        case "integer": isInteger(value) ? nil : "an integer"
        case "number": isNumber(value) ? nil : "a number"
        case "boolean": value == "true" || value == "false" ? nil : "true or false"
        default: nil
        }
    }

    /// Whether a value is among the enum's (numerically for numbers: `1.0` is `1`).
    static func fits(_ value: String, _ parameter: TryItRequest.Parameter) -> Bool {
        if parameter.values.contains(value) { return true }
        guard parameter.type == "integer" || parameter.type == "number", isNumber(value), let number = Double(value) else { return false }
        return parameter.values.contains { Double($0) == number }
    }

    /// `-12`, `0`, `42`: digits with an optional minus.
    static func isInteger(_ text: String) -> Bool {
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// A JSON number: `-1.5`, `2e3`, `0.25`.
    static func isNumber(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.hasPrefix("-") { rest = rest.dropFirst() }
        func digits() -> Bool {
            let run = rest.prefix { $0.isASCII && $0.isNumber }
            rest = rest.dropFirst(run.count)
            return !run.isEmpty
        }
        guard digits() else { return false }
        if rest.hasPrefix(".") {
            rest = rest.dropFirst()
            guard digits() else { return false }
        }
        if rest.hasPrefix("e") || rest.hasPrefix("E") {
            rest = rest.dropFirst()
            if rest.hasPrefix("+") || rest.hasPrefix("-") { rest = rest.dropFirst() }
            guard digits() else { return false }
        }
        return rest.isEmpty
    }

    /// `walk, groom` (at most ten, then how many more).
    static func list(_ values: [String]) -> String {
        let shown = values.prefix(10).joined(separator: ", ")
        return values.count > 10 ? shown + " (and \(values.count - 10) more)" : shown
    }
}
