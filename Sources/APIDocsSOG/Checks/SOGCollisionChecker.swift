import APIDocsSymbols
import APIDocsDiagnostics
import APIDocsSpec

/// Finds Swift names SOG would declare twice in one scope, which makes its output fail to
/// compile (idiomatic `Etc/GMT+1` and `Etc/GMT-1` are both `etcGMT1`).
///
/// Each clash is reported where the later declaration comes from, naming the `nameOverrides`
/// entry that would separate it. Two component schemas with one name are an error, as SOG
/// itself refuses them; any other clash is a warning (SOG writes the code, the build fails).
struct SOGCollisionChecker {
    let namer: SOGNamer
    let diagnostics: DiagnosticCollector

    func check(_ graph: ClientDeclarationTree) {
        for declaration in graph.declarations { check(declaration, path: declaration.name) }
    }

    private func check(_ container: ClientDeclaration, path: String) {
        var firstByKey: [String: ClientDeclaration] = [:]
        for member in container.members {
            let key = member.kind.rawValue + " " + member.name
            if let first = firstByKey[key] {
                report(member, clashingWith: first, in: path)
            } else {
                firstByKey[key] = member
            }
        }
        for member in container.members where member.kind.isContainer {
            check(member, path: path + "." + member.name)
        }
    }

    private func report(_ later: ClientDeclaration, clashingWith first: ClientDeclaration, in path: String) {
        let fullName = path + "." + later.name
        var message = "two declarations are both named '\(fullName)' in swift-openapi-generator's output"
        if let one = first.documentedName, let other = later.documentedName, one != other {
            message = "'\(one)' and '\(other)' both become '\(fullName)' under the \(namer.strategy.rawValue) naming strategy, so the generated code does not compile"
        }
        if let documented = later.documentedName {
            // The defensive spelling keeps every character apart, so it cannot clash again.
            let suggestion = namer.strategy == .idiomatic ? DefensiveNamer().name(documented) : later.baseName + "_2"
            message += "; add a nameOverrides entry for it, e.g. nameOverrides: { \"\(documented)\": \"\(suggestion)\" }"
        }
        let related = first.source.map { [Diagnostic.note("the first '\(later.name)' comes from here", at: $0.location, pointer: "#" + $0.pointer)] } ?? []
        let isSchemaClash = path == "Components.Schemas"
        diagnostics.report(Diagnostic(
            isSchemaClash ? .error : .warning,
            message,
            at: later.source?.location,
            pointer: later.source.map { "#" + $0.pointer },
            related: related
        ))
    }
}
