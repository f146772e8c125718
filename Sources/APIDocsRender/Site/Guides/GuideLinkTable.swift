import APIDocsLoader
import APIDocsSymbols

/// Everything an article's link can name, with where the site documents it: the client's
/// Swift paths (the same table `symbols.json` is written from), the spec places the client's
/// declarations come from, and the operation ids.
///
/// Each flavour builds one from its site plan, so an article links exactly where the reference
/// pages' own links go, name clashes included: a path that names several declarations keeps
/// each place under its `symbols.json` key.
struct GuideLinkTable: Sendable {
    /// Swift path → its places (one unkeyed, or several by key), URLs relative to the API folder.
    var symbols: [String: [(key: String?, url: String)]] = [:]
    /// `#/components/schemas/Pet` → the URL of the declaration made from it.
    var pointers: [String: String] = [:]
    /// `operationId` → the URL of its operation page.
    var operationIDs: [String: String] = [:]

    /// The table of a site whose symbol map is `entries`, whose client is `tree` (its symbols'
    /// spec places give the pointers: only places in the spec's root file, the file pointers
    /// name) and whose operations' ids and places `spec` lists.
    init(entries: [SymbolMapFile.Entry], tree: ClientDeclarationTree, spec: GuideSpecIndex) {
        for entry in entries { symbols[entry.path] = entry.places }
        // The declaration with the shortest path wins a place (a schema's model before the
        // properties that name it), then the one that has a page of its own (an operation's
        // namespace before the client method that sends it).
        // Keyed by file and fragment: a place in another file of a multi-file spec is no pointer
        // of the root file, but its operation still has an id.
        var best: [GuideSpecIndex.Place: (rank: Int, url: String)] = [:]
        for symbol in tree.symbols {
            guard let source = symbol.source, let url = symbols[symbol.path]?.first?.url else { continue }
            let rank = symbol.path.utf8.reduce(0) { $0 + ($1 == 0x2E ? 1 : 0) } * 2 + (url.contains("#") ? 1 : 0)
            let place = GuideSpecIndex.Place(file: source.location.file, fragment: source.fragment)
            if let known = best[place], known.rank <= rank { continue }
            best[place] = (rank, url)
        }
        for (place, found) in best where place.file == spec.rootFile { pointers[place.fragment] = found.url }
        for (id, place) in spec.operationPlaces {
            if let found = best[place] { operationIDs[id] = found.url }
        }
    }

    /// Every Swift path, sorted: the candidates of a "did you mean" note.
    var symbolPaths: [String] { symbols.keys.sorted() }
}

/// What the spec says that a guide link can name and the symbol model does not keep: the
/// root file (pointers name places in it) and each operation's id with its place.
public struct GuideSpecIndex: Sendable, Equatable {
    /// A place of the spec: its file and JSON pointer fragment there.
    public struct Place: Sendable, Hashable {
        public var file: String
        /// `#/paths/~1pets/get`.
        public var fragment: String

        public init(file: String, fragment: String) {
            self.file = file
            self.fragment = fragment
        }
    }

    public var rootFile: String
    /// `operationId` → the operation's place.
    public var operationPlaces: [String: Place]

    public init(rootFile: String, operationPlaces: [String: Place]) {
        self.rootFile = rootFile
        self.operationPlaces = operationPlaces
    }
}
