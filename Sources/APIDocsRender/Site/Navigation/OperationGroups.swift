import APIDocsSymbols

/// How a site groups operations, on the home page, in the sidebar and in the DocC catalog alike,
/// whatever the client flavour.
///
/// A flavour's layout says which group holds which operation (`init(context:)` for SwagGen:
/// tag namespaces, untagged operations by path segment; `init(sog:)`: raw tags, untagged ones
/// under "Other") and which trait tags (`x-traitTag`, which group nothing) have a page; the
/// rest is decided here once: the sections the spec's tag groups make (`TagSections`), and how
/// the sidebar lists groups and traits (`NavigationData.init(_:)`).
struct OperationGroups {
    /// One group: a tag (with the page or home-page section that describes it) or a group of
    /// untagged operations.
    struct Group {
        /// The tag namespace's Swift name (what an operation's name below it starts with), or
        /// the group's label.
        var title: String
        /// What the group is called on pages: the tag's display name, else its name.
        var label: String
        /// The page (or home-page anchor) of the tag, relative to the API folder; `nil` for a
        /// group of untagged operations.
        var page: String?
        /// The flavour's indexes of its operations (SwagGen: into `graph.operations`; SOG: into
        /// the plan's pages), each once, in list order.
        var operations: [Int]
        /// The raw tags of the group (empty for untagged operations).
        var tags: [String] = []
    }

    /// A trait tag the site shows: its label and, where it has one, its page (or home-page
    /// anchor).
    struct Trait {
        var name: String
        var label: String
        var page: String?
    }

    let groups: [Group]
    /// The trait tags, in declaration order.
    let traits: [Trait]
    /// The groups under tag-group headings, or `nil` without tag groups.
    let sections: [TagSections.Section]?

    /// `groups` and `traits` under the tag groups of `api` (its `x-tagGroups`, else GitHub's
    /// categories of the `listed` operations' tags).
    init(groups: [Group], traits: [Trait], api: APIFacts, listed: [(tags: [String], category: GitHubCategoryFacts?)]) {
        self.groups = groups
        self.traits = traits
        sections = TagSections.make(TagSections.groupings(api, operations: listed), groupTags: groups.map(\.tags), traits: traits.map(\.name))
    }
}
