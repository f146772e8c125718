import APIDocsSpec
import APIDocsSymbols

/// The symbol table of a client's site in each flavour: every (path, kind) its `symbols.json`
/// keys, asked of the plan that writes the file, for what must agree with it (`apidocs diff`
/// names only symbols the table lists).
public enum SymbolTables {
    /// SwagGen flavour. `hidden` marks the models and operations left out when `graph` was
    /// built without page facts (`SymbolDetail.readme` reads no `x-internal`); the plan then
    /// leaves them out as the site does.
    /// `tree` is `graph.clientTree()`, when the caller has it already.
    public static func swagGen(_ graph: SymbolGraph, tree: ClientDeclarationTree? = nil, hidden: [SpecPlace: HiddenMark] = [:]) -> ClientSymbolTable {
        let (graph, plan) = swagGenPlan(graph, hidden: hidden)
        return plan.symbolTable(graph, tree: tree ?? graph.clientTree())
    }

    /// `graph` with `hidden` marked, and the site's plan of it: what the table and the site's
    /// URLs (`SymbolURLs`) are both read from.
    static func swagGenPlan(_ graph: SymbolGraph, hidden: [SpecPlace: HiddenMark]) -> (SymbolGraph, SitePlan) {
        let graph = graph.markingHidden(hidden)
        return (graph, SitePlan(graph: graph))
    }

    /// swift-openapi-generator flavour: `hidden` are the places of the operations and component
    /// schemas marked `x-internal` or `x-hidden`, as the site gets them.
    public static func swiftOpenAPIGenerator(_ tree: ClientDeclarationTree, hidden: Set<SpecPlace>) -> ClientSymbolTable {
        SOGSitePlan.symbolTable(tree, pages: SOGSitePlan.layout(graph: tree, hidden: hidden), hidden: hidden)
    }
}

extension SitePlan {
    /// The (path, kind) of every declaration of `tree` (`graph.clientTree()`) that the plan places: a
    /// path the code of the declaration's own top-level type declares (a model `Status` and a
    /// global enum `Status` are told apart by their roots).
    func symbolTable(_ graph: SymbolGraph, tree: ClientDeclarationTree) -> ClientSymbolTable {
        // `SwagGenClientTree.make`'s order: the namespace, the models, the global enums.
        let roots: [DeclarationID.Root] = [.namespace] + graph.models.map(\.id.root) + graph.enums.map(\.id.root)
        var keys: [ClientSymbolTable.Key] = []
        func walk(_ declaration: ClientDeclaration, prefix: String, root: DeclarationID.Root) {
            let path = prefix.isEmpty ? declaration.name : prefix + "." + declaration.name
            if places(path, root: root) { keys.append(ClientSymbolTable.Key(path: path, kind: declaration.kind)) }
            for member in declaration.members { walk(member, prefix: path, root: root) }
        }
        for (declaration, root) in zip(tree.declarations, roots) { walk(declaration, prefix: "", root: root) }
        return ClientSymbolTable(keys: keys, leftOut: graph.hiddenPlaces)
    }

    /// Whether the plan placed `path` as declared by the code of the top-level declaration `root`.
    func places(_ path: String, root: DeclarationID.Root) -> Bool {
        guard locations[path] != nil else { return false }
        return roots[path] == root || otherPlaces[path]?.contains { $0.root == root } == true
    }
}

extension SOGSitePlan {
    /// The (path, kind) of every declaration of `tree` the plan places, as `symbols.json`
    /// (`SOGSiteDataFiles.symbolEntries`) lists them: the home page's namespaces the tree
    /// declares, then each of `pages` (the `layout` of `tree` without the `hidden` places, or a
    /// plan's pages) with its calls and everything nested in its own declaration. Read from the
    /// layout alone, it places no anchors (most of a plan's work).
    static func symbolTable(_ tree: ClientDeclarationTree, pages: [Page], hidden: Set<SpecPlace>) -> ClientSymbolTable {
        var keys: [ClientSymbolTable.Key] = []
        for namespace in homeNamespaces where declaresEnum(namespace, in: tree) {
            keys.append(ClientSymbolTable.Key(path: namespace, kind: .enum))
        }
        func walk(_ declaration: ClientDeclaration, path: String) {
            for member in declaration.members {
                let memberPath = path + "." + member.name
                keys.append(ClientSymbolTable.Key(path: memberPath, kind: member.kind))
                walk(member, path: memberPath)
            }
        }
        for page in pages {
            keys.append(ClientSymbolTable.Key(path: page.main.path, kind: page.main.declaration.kind))
            keys += page.calls.map { ClientSymbolTable.Key(path: $0.path, kind: $0.declaration.kind) }
            walk(page.main.declaration, path: page.main.path)
        }
        return ClientSymbolTable(keys: keys, leftOut: hidden)
    }

    /// Whether `tree` declares the enum at the dotted `path` (`Components.Schemas`).
    static func declaresEnum(_ path: String, in tree: ClientDeclarationTree) -> Bool {
        var level = tree.declarations
        var found: ClientDeclaration?
        for name in path.split(separator: ".") {
            guard let next = level.first(where: { $0.name == name }) else { return false }
            found = next
            level = next.members
        }
        return found?.kind == .enum
    }
}
