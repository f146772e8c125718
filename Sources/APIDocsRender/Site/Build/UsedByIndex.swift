import APIDocsSymbols

/// Who refers to whom, in either client flavour: for each documented declaration a Swift type
/// names, the pages whose declarations name it.
///
/// Built once per site from the client model: every `SwiftType` in a page's declarations
/// (properties, superclasses, alias targets, case payloads, request options and bodies,
/// response payloads, nested types included) is resolved to what it names by the flavour's
/// own rule, so a type's "Used by" list is complete and costs one lookup. `Target` is what a
/// flavour tells documented declarations apart by (a SwagGen `DeclarationID`, the page of a
/// swift-openapi-generator component).
struct UsedByIndex<Target: Hashable & Sendable>: Sendable {
    private var referrers: [Target: [Int]] = [:]

    /// `pages[i]` holds the declarations page `i` documents; `targets` gives what a type names;
    /// `own(i)` is what page `i` itself documents, which does not use itself.
    init(pages: [[ClientDeclaration]], targets: (SwiftType) -> [Target], own: (Int) -> Target?) {
        for (index, declarations) in pages.enumerated() {
            var named = Set<Target>()
            func visit(_ declaration: ClientDeclaration) {
                if let type = declaration.swiftType { named.formUnion(targets(type)) }
                declaration.members.forEach(visit)
            }
            declarations.forEach(visit)
            if let own = own(index) { named.remove(own) }
            // Page order, whatever the hashing.
            for target in named { referrers[target, default: []].append(index) }
        }
    }

    /// The pages that name `target`, in page order.
    func referrers(of target: Target) -> [Int] {
        referrers[target] ?? []
    }
}

extension UsedByIndex where Target == DeclarationID {
    /// The SwagGen flavour's index: pages are `graph.models`, then `graph.operations`; a type
    /// names the declarations its targets are.
    static func swagGen(_ graph: SymbolGraph) -> UsedByIndex {
        let models = graph.models.map { [$0.clientDeclaration] }
        let operations = graph.operations.map { [$0.clientDeclaration] }
        return UsedByIndex(pages: models + operations, targets: \.targets) { index in
            index < graph.models.count ? graph.models[index].id : nil
        }
    }
}
