import APIDocsLoader

/// Where a type name is written: the member declared with it, and its spec node.
struct UseSite {
    /// `swiftPath` of the property, option, body or case typed with the name.
    var path: String
    var node: SpecNode?
}

/// Collects the places where a name in the generated code finds another declaration than
/// the one SwagGen meant, one warning per pair of declarations (the first use names it).
struct ShadowReport {
    private var seen = Set<String>()
    private(set) var diagnostics: [Diagnostic] = []

    /// `found` is what Swift's lookup gives `name` at `use`; `intended` what SwagGen meant
    /// (nil for a Swift or Foundation type such as `URL`).
    mutating func record(found: ClientDeclaration, intended: ClientDeclaration?, name: String, use: UseSite) {
        let key = "\(found.id.map { "\($0)" } ?? found.displayPath)\u{1F}\(intended?.id.map { "\($0)" } ?? name)"
        guard seen.insert(key).inserted else { return }
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
        diagnostics.append(Diagnostic(.warning, message, at: place?.location, pointer: place?.fragment, related: related))
    }
}
