import APIDocsSpec
import APIDocsSymbols

/// A client's site as tools that link to its pages without building them see it (`apidocs diff
/// --site-url`): the symbol table its `symbols.json` keys and where each Swift path is
/// documented, both asked of one plan, built with the hidden marks the site is built with.
///
/// One plan for both is what keeps them agreeing with the pages: a part the site leaves out
/// (`x-internal`) takes no page name from a visible one (a hidden `ABc` beside `Abc`: the site
/// writes `abc.html` alone, and a link goes there), and a path two declarations share links
/// where the pages' own links go (the place the generated code's name lookup finds), as the
/// Changes pages of versioned docs do.
public struct SymbolURLs: Sendable {
    /// What `symbols.json` lists (see `SymbolTables`).
    public var table: ClientSymbolTable
    /// Swift path → URL relative to the API folder.
    public var urls: [String: String]

    /// SwagGen flavour. `hidden` marks the models and operations left out when `graph` was built
    /// without page facts (as `SymbolTables.swagGen` takes them); `tree` is `graph.clientTree()`,
    /// when the caller has it already.
    public static func swagGen(_ graph: SymbolGraph, tree: ClientDeclarationTree? = nil, hidden: [SpecPlace: HiddenMark] = [:]) -> SymbolURLs {
        let (graph, plan) = SymbolTables.swagGenPlan(graph, hidden: hidden)
        return SymbolURLs(table: plan.symbolTable(graph, tree: tree ?? graph.clientTree()), urls: plan.locations.mapValues(\.url))
    }

    /// swift-openapi-generator flavour: `hidden` are the places of the operations and component
    /// schemas marked `x-internal` or `x-hidden`, as the site gets them. For a path with two
    /// kinds, the URL is the first kind's.
    public static func swiftOpenAPIGenerator(_ tree: ClientDeclarationTree, hidden: Set<SpecPlace>) -> SymbolURLs {
        let plan = SOGSitePlan(graph: tree, hidden: hidden)
        return SymbolURLs(table: SOGSitePlan.symbolTable(tree, pages: plan.pages, hidden: hidden), urls: plan.pathLocations.mapValues(\.url))
    }
}
