import Stencil

/// Reading filter inputs and arguments the way the StencilSwiftKit string filters expect
/// them: the input must be a string (or a value with a lossless text form such as a
/// number), arguments are strings or booleans; anything else is a template error.
enum FilterInput {
    static func string(_ value: Any?, filter: String) throws -> String {
        if let string = value as? String { return string }
        if let text = value as? any LosslessStringConvertible { return text.description }
        throw TemplateSyntaxError("'\(filter)' filter: the value must be a string")
    }

    /// The string argument at `index` (required).
    static func stringArgument(_ arguments: [Any?], at index: Int = 0, filter: String) throws -> String {
        guard index < arguments.count, let argument = arguments[index] else {
            throw TemplateSyntaxError("'\(filter)' filter: missing argument \(index + 1)")
        }
        return try string(argument, filter: filter)
    }

    /// An optional boolean first argument: `true`/`yes`/`1` or `false`/`no`/`0` (or a Bool).
    static func bool(_ arguments: [Any?], default defaultValue: Bool, filter: String) throws -> Bool {
        guard let first = arguments.first else { return defaultValue }
        guard arguments.count == 1 else { throw TemplateSyntaxError("'\(filter)' filter takes at most one argument") }
        if let flag = first as? Bool { return flag }
        switch (first as? String)?.lowercased() {
        case "true", "yes", "1": return true
        case "false", "no", "0": return false
        default: throw TemplateSyntaxError("'\(filter)' filter: the argument must be true or false")
        }
    }

    /// An optional first argument naming one of `modes` (the first is the default).
    static func mode(_ arguments: [Any?], _ modes: [String], filter: String) throws -> String {
        guard let first = arguments.first else { return modes[0] }
        guard arguments.count == 1, let name = first as? String, modes.contains(name) else {
            let names = modes.map { "\"\($0)\"" }.joined(separator: ", ")
            throw TemplateSyntaxError("'\(filter)' filter: the argument must be one of \(names)")
        }
        return name
    }
}
