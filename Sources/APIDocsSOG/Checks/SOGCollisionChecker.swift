import APIDocsSymbols
import APIDocsDiagnostics
import APIDocsSpec

/// Finds Swift names SOG would declare twice in one scope, which makes its output fail to
/// compile (idiomatic `Etc/GMT+1` and `Etc/GMT-1` are both `etcGMT1`).
///
/// Each clash is reported where the later declaration comes from, naming the `nameOverrides`
/// entry that would separate it, and merged into the first declaration. Two component schemas
/// with one name are an error, as SOG itself refuses them; any other clash is a warning (SOG
/// writes the code, the build fails).
struct SOGCollisionChecker {
    let namer: SOGNamer
    let diagnostics: DiagnosticCollector

    /// The tree with each clash reported and merged: the later declaration's members join
    /// the first one's (a member clashing there is merged silently, as part of the clash
    /// already reported), so the site documents each Swift path once, where its first
    /// declaration is, and every path SOG declares keeps a place.
    func checkedAndMerged(_ declarations: [ClientDeclaration]) -> ClientDeclarationTree {
        ClientDeclarationTree(declarations: declarations.map { merged($0, path: $0.name) })
    }

    private func merged(_ container: ClientDeclaration, path: String) -> ClientDeclaration {
        var result = container
        result.members = Self.mergingClashes(container.members) { later, first in
            report(later, clashingWith: first, in: path)
        }
        result.members = result.members.map { member in
            member.kind.isContainer ? merged(member, path: path + "." + member.name) : member
        }
        return result
    }

    /// `members` with each one that has an earlier one's kind and name merged into it.
    private static func mergingClashes(_ members: [ClientDeclaration], onClash: (ClientDeclaration, ClientDeclaration) -> Void) -> [ClientDeclaration] {
        var result: [ClientDeclaration] = []
        var indexByKey: [String: Int] = [:]
        for member in members {
            let key = member.kind.rawValue + " " + member.name
            if let index = indexByKey[key] {
                onClash(member, result[index])
                result[index].members = mergingClashes(result[index].members + member.members) { _, _ in }
            } else {
                indexByKey[key] = result.count
                result.append(member)
            }
        }
        return result
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
