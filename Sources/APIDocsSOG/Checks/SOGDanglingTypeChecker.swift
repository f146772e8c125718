import APIDocsDiagnostics
import APIDocsSymbols

/// Finds declarations whose type names a component type SOG does not declare: SOG skips a
/// schema it cannot generate (an `anyOf` with a `null` member, say) but still types a `$ref`
/// to it with that schema's name, so its own output does not compile (OpenAI's `metadata`
/// query parameter). Likewise a component schema that a multipart body names with a plain
/// `$ref` becomes a parts enum, which cannot be a JSON value: a use of it outside
/// `MultipartBody<…>` does not compile either (one schema offered as JSON and as multipart).
/// Each is a warning where the declaration comes from; the page shows the type as SOG writes it.
struct SOGDanglingTypeChecker {
    let diagnostics: DiagnosticCollector
    /// `Components.Schemas.<name>` of the schemas generated as multipart parts enums.
    var partsEnums: Set<String> = []

    func check(_ tree: ClientDeclarationTree) {
        let declared = tree.paths
        var reported: Set<String> = []
        func walk(_ declaration: ClientDeclaration, path: String) {
            // A declaration without a spec place (the throwing accessor of a body case) shares
            // its type with a declaration that has one, which is reported.
            if let type = declaration.swiftType, let source = declaration.source {
                for use in Self.uses(in: type, insideMultipart: false) where use.name.hasPrefix("Components.") && reported.insert(path + " " + use.name).inserted {
                    let problem: String
                    if !declared.contains(use.name) {
                        problem = "which it does not declare (it skips or never generates that type)"
                    } else if partsEnums.contains(use.name) && !use.insideMultipart {
                        problem = "which it generates as a multipart parts enum (a multipart body names that schema), not a value this declaration can code"
                    } else {
                        continue
                    }
                    diagnostics.report(Diagnostic(
                        .warning,
                        "swift-openapi-generator's output does not compile: '\(path)' has the type '\(use.name)', " + problem,
                        at: source.location,
                        pointer: "#" + source.pointer
                    ))
                }
            }
            for member in declaration.members { walk(member, path: path + "." + member.name) }
        }
        for declaration in tree.declarations { walk(declaration, path: declaration.name) }
    }

    /// Every name a type expression is made of, and whether it is inside `MultipartBody<…>`.
    static func uses(in type: SwiftType, insideMultipart: Bool) -> [(name: String, insideMultipart: Bool)] {
        switch type {
        case .named(let name, _):
            return [(name, insideMultipart)]
        case .array(let element), .dictionary(let element), .optional(let element):
            return uses(in: element, insideMultipart: insideMultipart)
        case .generic(let base, let argument):
            return [(base, insideMultipart)] + uses(in: argument, insideMultipart: insideMultipart || base == "OpenAPIRuntime.MultipartBody")
        }
    }
}
