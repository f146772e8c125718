import APIDocsDiagnostics
import APIDocsSpec

/// Where a type name is written: the member declared with it, and its spec node.
struct UseSite {
    /// `swiftPath` of the property, option, body or case typed with the name.
    var path: String
    var node: SpecPlace?
}

/// Collects the places where a name in the generated code finds another declaration than
/// the one SwagGen meant, one warning per pair of declarations (the first use names it).
///
/// Uses are kept in the order they were met; reports made apart (operations are resolved on
/// all cores, each into a report of its own) are joined in the graph's order with `append`,
/// so which use names a pair never depends on timing.
struct ShadowReport {
    private struct Use {
        var found: LookupDeclaration
        var intended: LookupDeclaration?
        var name: String
        var site: UseSite
    }

    private var uses: [Use] = []

    /// `found` is what Swift's lookup gives `name` at `use`; `intended` what SwagGen meant
    /// (nil for a Swift or Foundation type such as `URL`).
    mutating func record(found: LookupDeclaration, intended: LookupDeclaration?, name: String, use: UseSite) {
        uses.append(Use(found: found, intended: intended, name: name, site: use))
    }

    /// Adds the uses `other` met, after this report's own.
    mutating func append(_ other: ShadowReport) {
        uses += other.uses
    }

    /// One warning per pair of declarations, named by its first use.
    var diagnostics: [Diagnostic] {
        var seen = Set<String>()
        var result: [Diagnostic] = []
        for item in uses {
            let found = item.found, intended = item.intended, name = item.name, use = item.site
            let key = "\(found.id.map { "\($0)" } ?? found.displayPath)\u{1F}\(intended?.id.map { "\($0)" } ?? name)"
            guard seen.insert(key).inserted else { continue }
            let meant = intended?.label ?? "the Swift type `\(name)`"
            let options = ClashReport.renameAdvice([found] + (intended.map { [$0] } ?? []))
            let message = "\(found.label) hides \(meant): `\(use.path)`, declared `\(name)`, "
                + "gets \(found.label) in the generated client; \(options)"
            var related: [Diagnostic] = []
            if let node = use.node {
                related.append(.note("`\(use.path)` is declared here with type `\(name)`", at: node.location, pointer: node.fragment))
            }
            if let intended, let node = intended.node {
                related.append(.note("\(intended.label) is declared here", at: node.location, pointer: node.fragment))
            }
            let place = found.node ?? use.node
            result.append(Diagnostic(.warning, message, at: place?.location, pointer: place?.fragment, related: related))
        }
        return result
    }
}
