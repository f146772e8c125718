import APIDocsSymbols
import APIDocsSOG

/// The data files of the swift-openapi-generator flavour's site: the symbol map and the search
/// index, in the SwagGen flavour's formats.
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

    /// Search entries, in page order: each page's symbol (an operation by Swift path,
    /// `operationId`, method and path, summary, first sentence and tags; a type by its OpenAPI
    /// name), the `Client` and `APIProtocol` methods that call it, and every nested type,
    /// property (parameters with their location and key) and enum case (by raw value); then
    /// the tags.
    static func searchEntries(_ builder: SOGPageBuilder) -> [SiteDataFiles.SearchEntry] {
        typealias Kind = SearchIndexBuilder.Kind
        let plan = builder.plan
        let facts = builder.facts
        var list = SearchEntryList()
        for page in plan.pages {
            let main = page.main
            let declaration = main.declaration
            let operation = page.section == .operation ? declaration.source.flatMap { facts.operationFacts(for: $0) } : nil
            var detail = declaration.kind.label
            if let operation {
                detail = operation.endpoint.method + " " + operation.endpoint.expression
                if let summary = operation.endpoint.summary, !summary.isEmpty { detail += " – " + summary }
                list.add(.operation, main.path, detail: detail, url: page.path,
                    keywords: [operation.facts.operationId, SearchIndexBuilder.firstSentence(operation.endpoint.description)] + operation.tags)
            } else {
                list.add(.model, main.path, detail: detail, url: page.path,
                    keywords: [declaration.documentedName, SearchIndexBuilder.firstSentence(facts.description(for: declaration.source))])
            }
            for call in page.calls {
                let url = plan.locations[SOGSitePlan.Key(path: call.path, kind: call.declaration.kind)]?.url ?? page.path
                list.add(.operation, call.path, detail: detail, url: url, keywords: [call.declaration.documentedName])
            }
            addMembers(of: main, page: page.path, plan: plan, facts: facts, into: &list)
        }
        for tag in builder.tagOrder {
            let label = builder.declaredTags.label(tag)
            list.add(.tag, label, detail: "", url: SOGSitePlan.homePage + "#" + (builder.tagAnchors[tag] ?? ""), keywords: label == tag ? [] : [tag])
        }
        return list.entries
    }

    /// Every member below `placed`, depth first. Run for every symbol of a big spec (Stripe:
    /// hundreds of thousands), so it appends entries directly and compares the OpenAPI name
    /// with the Swift name without building lowercased copies.
    private static func addMembers(
        of placed: SOGSitePlan.Placed, page: String, plan: SOGSitePlan, facts: SOGDocumentFacts,
        into list: inout SearchEntryList
    ) {
        typealias Kind = SearchIndexBuilder.Kind
        for member in placed.declaration.members {
            let path = placed.path + "." + member.name
            let url = plan.locations[SOGSitePlan.Key(path: path, kind: member.kind)]?.url ?? page
            var keyword = member.documentedName ?? ""
            if sameIgnoringASCIICase(keyword, member.name) { keyword = "" }
            let kind: Kind
            var detail: String
            switch member.kind {
            case .property:
                if let source = member.source, case .parameter(let parameter) = facts.facts(for: source) {
                    kind = .parameter
                    detail = parameter.location + " " + parameter.name + ": " + (member.swiftType?.description ?? "")
                } else {
                    kind = .property
                    detail = member.swiftType?.description ?? ""
                }
            case .enumCase:
                kind = .enumCase
                detail = member.documentedName ?? ""
            case .struct, .enum, .typealias:
                kind = member.role == .input ? .request : member.role == .output ? .response : .type
                detail = member.kind.label
            default:
                addMembers(of: SOGSitePlan.Placed(path: path, declaration: member), page: page, plan: plan, facts: facts, into: &list)
                continue
            }
            list.add(kind, path, detail: detail, url: url, checkedKeyword: keyword)
            if !member.members.isEmpty {
                addMembers(of: SOGSitePlan.Placed(path: path, declaration: member), page: page, plan: plan, facts: facts, into: &list)
            }
        }
    }

    /// Whether two names differ at most in the case of ASCII letters.
    static func sameIgnoringASCIICase(_ lhs: String, _ rhs: String) -> Bool {
        var left = lhs.utf8.makeIterator(), right = rhs.utf8.makeIterator()
        while true {
            switch (left.next(), right.next()) {
            case (nil, nil): return true
            case (let a?, let b?):
                let fold: (UInt8) -> UInt8 = { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
                if fold(a) != fold(b) { return false }
            default: return false
            }
        }
    }
}
