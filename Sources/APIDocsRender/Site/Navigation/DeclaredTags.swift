import APIDocsSymbols

/// The top-level tag declarations by name, with what Redoc's vendor extensions say of them: the
/// label pages show (`x-displayName`) and whether the tag is a trait (`x-traitTag`).
///
/// Both client flavours look tags up here, so a tag is labelled and treated alike on every page,
/// in the sidebar and in the home page's lists. The first declaration of a name counts.
struct DeclaredTags: Sendable {
    private let byName: [String: TagFacts]
    /// The declared trait tags, in declaration order, each name once.
    let traits: [TagFacts]

    init(_ tags: [TagFacts]) {
        var byName: [String: TagFacts] = [:]
        var traits: [TagFacts] = []
        for tag in tags where byName[tag.name] == nil {
            byName[tag.name] = tag
            if tag.isTrait { traits.append(tag) }
        }
        self.byName = byName
        self.traits = traits
    }

    /// The declaration of `name`, if the spec declares it.
    subscript(_ name: String) -> TagFacts? { byName[name] }

    /// What pages call the tag `name`: its `x-displayName`, else the name.
    func label(_ name: String) -> String {
        byName[name]?.displayName ?? name
    }

    /// Whether `name` is declared with `x-traitTag: true`: it groups no operations.
    func isTrait(_ name: String) -> Bool {
        byName[name]?.isTrait == true
    }
}
