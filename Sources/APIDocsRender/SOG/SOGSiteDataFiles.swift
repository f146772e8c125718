import APIDocsSymbols
import APIDocsSOG

/// The symbol map of the swift-openapi-generator flavour's site, in the SwagGen flavour's format.
enum SOGSiteDataFiles {
    /// `symbols.json` (see `SymbolMapFile`), keyed by SOG's Swift path: a path with two kinds
    /// (SOG's throwing property and static property `Output.created`) lists both by kind. The
    /// graph's symbols are already sorted by path (code points), then kind: the map follows that
    /// order instead of sorting again.
    static func symbolMap(_ plan: SOGSitePlan, graph: ClientDeclarationTree) -> [UInt8] {
        SymbolMapFile.bytes(symbolEntries(plan, graph: graph))
    }

    /// The entries of `symbols.json`, sorted by path (the tree's symbols are).
    static func symbolEntries(_ plan: SOGSitePlan, graph: ClientDeclarationTree) -> [SymbolMapFile.Entry] {
        var entries: [SymbolMapFile.Entry] = []
        var kinds: [(key: String, url: String)] = []
        func flush(_ path: String) {
            entries.append(kinds.count == 1 ? SymbolMapFile.Entry(path: path, url: kinds[0].url) : SymbolMapFile.Entry(path: path, places: kinds.sorted { $0.key < $1.key }))
            kinds = []
        }
        var current: String?
        for symbol in graph.symbols {
            guard let location = plan.locations[SOGSitePlan.Key(path: symbol.path, kind: symbol.kind)] else { continue }
            if let path = current, path != symbol.path { flush(path) }
            current = symbol.path
            kinds.append((symbol.kind.rawValue, location.url))
        }
        if let path = current { flush(path) }
        return entries
    }
}
