import Foundation

/// Forms Swift argument values for the site's examples: the spec's own value when it is a
/// valid literal of the type, else a plain value of the type (`1`, `"string"`, the first enum
/// case, a model through its memberwise init, `DateTime()`, `File()`), and an editor
/// placeholder (`<#T#>`) only where no value can be formed.
///
/// Every expression is written to compile in a file that imports the client module: types
/// are spelled by their full path, enum cases with a leading dot (the argument's type is
/// always known).
public struct SwiftExampleBuilder: Sendable {
    public let lookup: DeclarationLookup
    /// How deep model initializers nest inside each other before giving up.
    static let maxModelDepth = 6
    /// Array and dictionary examples show at most this many elements.
    static let maxElements = 3

    public init(graph: SymbolGraph) {
        self.lookup = DeclarationLookup(graph)
    }

    public init(lookup: DeclarationLookup) {
        self.lookup = lookup
    }

    /// A value of `type`; a placeholder when none can be formed.
    public func value(_ type: SwiftType, example: ExampleValue?) -> SwiftExampleCode {
        var walk = ExampleWalk()
        return form(type, example: example, walk: &walk) ?? .placeholder(type.description)
    }

    /// `Path(label: value, …)`: the memberwise init of a class or struct model with its
    /// required arguments, plus every optional one the example object gives. `nil` for other
    /// kinds of model.
    /// With `everyArgument`, arguments with a default are passed too (`nil` where the example
    /// gives nothing), so the call spells out the whole init.
    public func initializer(_ model: ModelSymbol, example: ExampleValue?, everyArgument: Bool = false) -> SwiftExampleCode? {
        guard model.kind == .class || model.kind == .struct else { return nil }
        var walk = ExampleWalk(visiting: [model.id])
        return initializer(model, example: example, walk: &walk, allowPlaceholders: true, everyArgument: everyArgument)
    }

    /// The arguments of the memberwise init in SwagGen's order.
    /// Arguments without a default come first, then the rest; each group keeps ancestors'
    /// properties before the model's own.
    public static func initParameters(_ model: ModelSymbol) -> [PropertySymbol] {
        let all = model.inheritedProperties + model.properties
        return all.filter(\.required) + all.filter { !$0.required }
    }

    // MARK: - Forming

    private func form(_ type: SwiftType, example: ExampleValue?, walk: inout ExampleWalk) -> SwiftExampleCode? {
        switch type {
        case .array(let element):
            return array(element, example: example, walk: &walk)
        case .dictionary(let valueType):
            return dictionary(valueType, example: example, walk: &walk)
        case .named(let name, let target):
            if let target {
                return declared(target, example: example, walk: &walk)
            }
            return builtin(name, example: example)
        case .optional(let wrapped):
            return form(wrapped, example: example, walk: &walk)
        case .generic:
            // No SwagGen declaration has one; a generic wrapper has no literal of its own.
            return nil
        }
    }

    private func array(_ element: SwiftType, example: ExampleValue?, walk: inout ExampleWalk) -> SwiftExampleCode? {
        var items: [ExampleValue?]
        switch example {
        case .array(let values): items = values.prefix(Self.maxElements).map { $0 }
        // A comma-separated string stands for a list (OpenAPI's `simple`/`form` styles).
        case .string(let text) where element.description == "String" && text.contains(","):
            items = text.split(separator: ",", omittingEmptySubsequences: false).prefix(Self.maxElements).map { .string(String($0)) }
        case .some(let value) where value != .null: items = [value]
        default: items = [nil]
        }
        var codes: [String] = []
        for item in items {
            guard let code = form(element, example: item, walk: &walk) else { return SwiftExampleCode(code: "[]") }
            codes.append(code.code)
        }
        if codes.isEmpty {
            guard let code = form(element, example: nil, walk: &walk) else { return SwiftExampleCode(code: "[]") }
            codes.append(code.code)
        }
        return SwiftExampleCode(code: "[" + codes.joined(separator: ", ") + "]")
    }

    private func dictionary(_ valueType: SwiftType, example: ExampleValue?, walk: inout ExampleWalk) -> SwiftExampleCode? {
        var entries: [ExampleEntry?] = [nil]
        if case .object(let given) = example, !given.isEmpty { entries = given.prefix(Self.maxElements).map { $0 } }
        var codes: [String] = []
        for entry in entries {
            guard let code = form(valueType, example: entry?.value, walk: &walk) else { return SwiftExampleCode(code: "[:]") }
            codes.append(SwiftSourceLiteral.string(entry?.key ?? "key") + ": " + code.code)
        }
        return SwiftExampleCode(code: "[" + codes.joined(separator: ", ") + "]")
    }

    private func declared(_ id: DeclarationID, example: ExampleValue?, walk: inout ExampleWalk) -> SwiftExampleCode? {
        guard walk.stepsLeft > 0 else { return nil }
        walk.stepsLeft -= 1
        switch lookup[id] {
        case .enum(let symbol):
            return enumCase(symbol, example: example)
        case .model(let model):
            switch model.kind {
            case .enum:
                return model.enumSymbol.flatMap { enumCase($0, example: example) }
            case .typealias:
                guard let alias = model.aliasOf, !walk.visiting.contains(model.id) else { return nil }
                walk.visiting.insert(model.id)
                defer { walk.visiting.remove(model.id) }
                return form(alias, example: example, walk: &walk)
            case .discriminatedEnum:
                guard let discriminator = model.discriminator, !walk.visiting.contains(model.id) else { return nil }
                walk.visiting.insert(model.id)
                defer { walk.visiting.remove(model.id) }
                for item in discriminator.cases {
                    if let value = form(item.associatedType, example: example, walk: &walk) {
                        return SwiftExampleCode(code: ".\(item.swiftName)(\(value.code))")
                    }
                }
                return nil
            case .class, .struct:
                guard !walk.visiting.contains(model.id), walk.visiting.count < Self.maxModelDepth else { return nil }
                walk.visiting.insert(model.id)
                defer { walk.visiting.remove(model.id) }
                return initializer(model, example: example, walk: &walk, allowPlaceholders: false, everyArgument: false)
            }
        case nil:
            return nil
        }
    }

    private func enumCase(_ symbol: EnumSymbol, example: ExampleValue?) -> SwiftExampleCode? {
        let wanted: String?
        switch example {
        case .string(let text): wanted = text
        case .integer(let number): wanted = String(number)
        case .number(let number): wanted = String(number)
        case .bool(let flag): wanted = String(flag)
        default: wanted = nil
        }
        let chosen = symbol.cases.first { $0.rawValue == wanted } ?? symbol.cases.first
        return chosen.map { SwiftExampleCode(code: "." + $0.swiftName) }
    }

    private func initializer(_ model: ModelSymbol, example: ExampleValue?, walk: inout ExampleWalk,
                             allowPlaceholders: Bool, everyArgument: Bool) -> SwiftExampleCode? {
        var arguments: [String] = []
        var placeholders = 0
        for property in Self.initParameters(model) {
            let given = example?[property.name]
            if !property.required && (given == nil || given == .null) {
                guard everyArgument else { continue }
                // Every argument of the init, so the call shows the whole signature: a value
                // when one can be formed, else the default `nil`.
                let code = given == nil ? form(property.type, example: property.example, walk: &walk) : nil
                arguments.append("\(property.swiftName): \(code?.code ?? "nil")")
                continue
            }
            let label = property.swiftName
            if given == .null, property.optional {
                arguments.append("\(label): nil")
                continue
            }
            if let code = form(property.type, example: given ?? property.example, walk: &walk) {
                arguments.append("\(label): \(code.code)")
            } else if property.optional {
                arguments.append("\(label): nil")
            } else if allowPlaceholders {
                arguments.append("\(label): <#\(property.type)#>")
                placeholders += 1
            } else {
                return nil
            }
        }
        // `Outer.`Type`` reads as the metatype in Swift: such a type is only reachable
        // through the argument's known type (`.init(…)`).
        let type = SwiftSourceLiteral.isReachableByPath(model.swiftPath) ? SwiftSourceLiteral.typePath(model.swiftPath) : ".init"
        let call = everyArgument && arguments.count > 2
            ? type + "(\n" + arguments.map { "    " + $0 }.joined(separator: ",\n") + "\n)"
            : type + "(" + arguments.joined(separator: ", ") + ")"
        return SwiftExampleCode(code: call, placeholders: placeholders)
    }

    // MARK: - Builtins

    /// Whether an integer literal `number` is valid for the integer type `name` (a literal
    /// that overflows does not compile).
    static func fits(_ number: Int, in name: String) -> Bool {
        switch name {
        case "Int8": return Int(Int8.min)...Int(Int8.max) ~= number
        case "Int16": return Int(Int16.min)...Int(Int16.max) ~= number
        case "Int32": return Int(Int32.min)...Int(Int32.max) ~= number
        case "UInt8": return 0...Int(UInt8.max) ~= number
        case "UInt16": return 0...Int(UInt16.max) ~= number
        case "UInt32": return 0...Int(UInt32.max) ~= number
        case "UInt", "UInt64": return number >= 0
        default: return true
        }
    }

    private func builtin(_ name: String, example: ExampleValue?) -> SwiftExampleCode? {
        let code: String?
        switch name {
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
            if case .integer(let number) = example, Self.fits(number, in: name) { code = String(number) } else { code = "1" }
        case "Double", "Float", "Decimal", "CGFloat":
            switch example {
            case .integer(let number): code = String(number)
            case .number(let number) where number.isFinite && (name != "Float" || abs(number) < 3.0e38): code = String(number)
            default: code = "1.5"
            }
        case "Bool":
            if case .bool(let flag) = example { code = String(flag) } else { code = "true" }
        case "String":
            if case .string(let text) = example { code = SwiftSourceLiteral.string(text) } else { code = "\"string\"" }
        case "Date", "DateTime", "DateDay", "File", "Data":
            code = name + "()"
        case "ID", "UUID":
            if case .string(let text) = example, UUID(uuidString: text) != nil {
                code = "\(name)(uuidString: \(SwiftSourceLiteral.string(text)))!"
            } else {
                code = name + "()"
            }
        case "URL":
            if case .string(let text) = example, text.hasPrefix("http"), URL(string: text) != nil {
                code = "URL(string: \(SwiftSourceLiteral.string(text)))!"
            } else {
                code = "URL(string: \"https://example.com\")!"
            }
        case "Any", "AnyCodable":
            // `anyType: AnyCodable` (a Jellyfin-style client): SwagGen's `AnyCodable` is
            // expressible by every literal (its generic initializer is internal to the client),
            // and the argument's type is always known, so a literal is a value of it.
            switch example {
            case .string(let text): code = SwiftSourceLiteral.string(text)
            case .integer(let number): code = String(number)
            case .number(let number) where number.isFinite: code = String(number)
            case .bool(let flag): code = String(flag)
            default: code = "\"value\""
            }
        default:
            code = nil
        }
        return code.map { SwiftExampleCode(code: $0) }
    }
}

/// One example's walk through the declarations: the models on the way down (a model met again
/// gets no value there, so cycles end) and how many more declarations it may visit, so a dense
/// web of models and enums (every case naming every other type) cannot be searched path by
/// path, exponentially.
struct ExampleWalk {
    var visiting: Set<DeclarationID> = []
    var stepsLeft = 2_000
}
