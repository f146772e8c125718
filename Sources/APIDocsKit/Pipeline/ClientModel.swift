import APIDocsRender
import APIDocsSpec
import APIDocsSymbols

/// The symbol model one job documents, by client flavour: a value with one case per flavour,
/// so every stage after the symbol stage switches on the flavour once instead of testing two
/// optionals.
public enum ClientModel: Sendable {
    /// SwagGen's client: its symbol graph.
    case swagGen(SymbolGraph)
    /// swift-openapi-generator's client: its declarations and the facts its pages show.
    case swiftOpenAPIGenerator(SOGSiteInput)
}

extension ClientModel {
    /// The client as the flavour-neutral declaration tree both namers produce.
    public var clientTree: ClientDeclarationTree {
        switch self {
        case .swagGen(let graph): return graph.clientTree()
        case .swiftOpenAPIGenerator(let input): return input.graph
        }
    }
}

extension ClientModel {
    /// What the site of this model lists: its `symbols.json` (see `SymbolTables`).
    public var symbolTable: ClientSymbolTable {
        switch self {
        case .swagGen(let graph): return SymbolTables.swagGen(graph)
        case .swiftOpenAPIGenerator(let input): return SymbolTables.swiftOpenAPIGenerator(input.graph, hidden: Set(input.facts.hidden.keys))
        }
    }
}
