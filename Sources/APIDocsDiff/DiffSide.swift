import APIDocsSpec
import APIDocsSymbols

/// One side of a comparison: every declaration of its client by path, with its parent's path,
/// and what the side's symbol table (its `symbols.json`) lists at each path.
///
/// The comparison decides what was added or removed from the listed kinds alone and reads the
/// declarations only for what the table does not say (types, defaults, parameters, parents
/// for verdicts), so an entry can never name a symbol the side's `symbols.json` lacks.
struct DiffSide {
    /// One declaration with its place in the tree.
    struct Placed {
        var declaration: ClientDeclaration
        var path: String
        /// `""` at the top.
        var parentPath: String
        var parentKind: ClientSymbolKind?
    }

    /// One path: the declarations at it, in the tree's order (a path can name two kinds, and a
    /// SwagGen twin, two top-level types of one name, two of one kind), and the kinds the table
    /// lists there (sorted; empty where it lists none).
    struct Entry {
        var placed: [Placed] = []
        var listedKinds: [ClientSymbolKind]
    }

    let table: ClientSymbolTable
    private(set) var entries: [String: Entry] = [:]
    /// The members of a listed declaration (by its path) that the table lists nothing of, not
    /// made from a left-out part: SwagGen's `additionalProperties`, a response's `SuccessType`.
    private(set) var unlistedMembers: [String: [ClientDeclaration]] = [:]

    init(tree: ClientDeclarationTree, table: ClientSymbolTable) {
        self.table = table
        var entries: [String: Entry] = [:]
        var unlisted: [String: [ClientDeclaration]] = [:]
        /// Returns whether the table lists the declaration or anything nested in it.
        func walk(_ declaration: ClientDeclaration, parentKind: ClientSymbolKind?, parentPath: String, parentListed: Bool) -> Bool {
            let path = parentPath.isEmpty ? declaration.name : parentPath + "." + declaration.name
            let listedKinds = table.kinds(at: path)
            // Mutated in place: one hash of the path.
            entries[path, default: Entry(listedKinds: listedKinds)].placed.append(
                Placed(declaration: declaration, path: path, parentPath: parentPath, parentKind: parentKind)
            )
            let listed = listedKinds.contains(declaration.kind)
            var listsAnything = listed
            for member in declaration.members {
                if walk(member, parentKind: declaration.kind, parentPath: path, parentListed: listed) { listsAnything = true }
            }
            let leftOut = declaration.source.map(table.leftOut.contains) ?? false
            if parentListed, !listsAnything, !leftOut { unlisted[parentPath, default: []].append(declaration) }
            return listsAnything
        }
        for declaration in tree.declarations { _ = walk(declaration, parentKind: nil, parentPath: "", parentListed: false) }
        self.entries = entries
        self.unlistedMembers = unlisted
    }

    /// The first declaration of that path and kind, listed or not.
    func placed(_ path: String, _ kind: ClientSymbolKind) -> Placed? {
        entries[path]?.placed.first { $0.declaration.kind == kind }
    }

    /// The declaration that holds `placed`, when it has one.
    func parent(of placed: Placed) -> ClientDeclaration? {
        placed.parentKind.flatMap { self.placed(placed.parentPath, $0)?.declaration }
    }

    /// The kinds listed at `path` (empty when the table does not list it).
    func kinds(at path: String) -> [ClientSymbolKind] {
        entries[path]?.listedKinds ?? []
    }
}
