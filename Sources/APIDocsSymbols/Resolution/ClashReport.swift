import APIDocsDiagnostics
import APIDocsSpec

/// Warnings for names the generated client declares twice in one scope: two top-level types
/// (a model and a global enum, two models after casing, escaping or prefixing, a model and
/// one of the client's own types), or two members of one type.
enum ClashReport {
    static func diagnostics(_ clashes: [(container: DeclarationID?, declarations: [LookupDeclaration])]) -> [Diagnostic] {
        clashes.compactMap { container, declarations in
            let sorted = declarations.stableSorted(by: LookupDeclaration.specOrder)
            // The client's own declarations never clash among themselves.
            guard let first = sorted.first, first.node != nil else { return nil }
            let name = first.name
            let scope = container.map { "`\($0.swiftPath)` declares" } ?? "the generated client declares"
            let list = sorted.map(\.label).joined(separator: " and ")
            var message = "\(scope) `\(name)` \(sorted.count == 2 ? "twice" : "\(sorted.count) times")"
                + "\(container == nil ? " at the top level" : ""): \(list)"
            if container == nil, sorted.filter({ $0.kind == "model" || $0.kind == "enum model" }).count > 1 {
                message += " (all written to `Sources/Models/\(name).swift`, so only one survives)"
            } else {
                message += " (the client does not compile)"
            }
            message += "; " + renameAdvice(sorted)
            let related = sorted.dropFirst().map { declaration -> Diagnostic in
                let text = declaration.node == nil ? "\(declaration.label) is part of every generated client" : "\(declaration.label) is declared here"
                return .note(text, at: declaration.node?.location, pointer: declaration.node?.fragment)
            }
            return Diagnostic(.warning, message, at: first.location, pointer: first.node?.fragment, related: Array(related))
        }
    }

    /// "rename one with `modelNames` or `enumNames`", from the options that rename each side.
    static func renameAdvice(_ declarations: [LookupDeclaration]) -> String {
        var options: [String] = []
        for option in declarations.flatMap(\.renamedBy) where !options.contains(option) { options.append(option) }
        if options.isEmpty { return "no option renames them: rename one in the spec" }
        let quoted = options.map { "`\($0)`" }
        let list = quoted.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
        return "rename one with \(list)"
    }
}
