import APIDocsSymbols

/// The Swift example under a class or struct model: its memberwise `init(...)` called with
/// every argument (values from the spec's examples where it has them), and, for a model with
/// `additionalProperties`, the generated subscript and `additionalProperties` member in use.
/// It compiles against the generated client (scripts/compile-examples checks it).
enum ModelExample {
    static func code(for model: ModelSymbol, examples: SwiftExampleBuilder) -> SwiftExampleCode? {
        guard SwiftSourceLiteral.isReachableByPath(model.swiftPath),
              var initializer = examples.initializer(model, example: nil, everyArgument: true) else { return nil }
        let variable = variableName(model.swiftName)
        let keyword = model.kind == .struct && model.additionalPropertiesType != nil ? "var" : "let"
        var lines = ["\(keyword) \(variable) = \(initializer.code)"]
        if let valueType = model.additionalPropertiesType {
            let value = examples.value(valueType, example: nil)
            initializer.placeholders += value.placeholders
            lines.append("\(variable)[\"key\"] = \(value.code)")
            lines.append("print(\(variable).additionalProperties)")
        }
        return SwiftExampleCode(code: lines.joined(separator: "\n"), placeholders: initializer.placeholders)
    }

    /// `Pet` → `pet`, `URLRequest` → `urlRequest`: SwagGen's member naming of the type name,
    /// so it is a valid identifier whatever the name (keywords in backticks).
    static func variableName(_ swiftName: String) -> String {
        var name = swiftName
        if name.hasPrefix("`"), name.hasSuffix("`"), name.count >= 2 { name = String(name.dropFirst().dropLast()) }
        return SwiftIdentifier.getName(name)
    }
}
