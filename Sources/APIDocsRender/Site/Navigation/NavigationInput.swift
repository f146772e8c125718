/// What a client flavour's plan says of its pages for the sidebar (`NavigationData.init(_:)`):
/// the operations as the home page groups them, each operation's link, and the other pages'
/// links by section. Which pages exist and what they are called is the flavour's layout; how
/// they are arranged in the sidebar is decided once for both.
struct NavigationInput {
    /// The home page, where the security schemes are described.
    var homePage: String
    var operations: OperationGroups
    /// The sidebar link of each operation, by the flavour's index in `operations` (`nil` for an
    /// index that is not an operation with a page).
    var operationLinks: [NavigationData.Item?]
    /// Groups of the Models section; a group titled `nil` takes the section's title.
    var types: [(title: String?, items: [NavigationData.Item])] = []
    /// The global enums (SwagGen flavour).
    var enums: [NavigationData.Item] = []
    /// Each webhook with where it is described.
    var webhooks: [NavigationData.Item] = []
    /// The security schemes' names; each is described in the home page's Authentication section.
    var securitySchemes: [String] = []
}
