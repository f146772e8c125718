import APIDocsSOG

/// `symbols.json` of the swift-openapi-generator flavour: keyed by SOG's Swift path.
///
/// A path with one kind maps to its URL; a path with two kinds (SOG's throwing property and
/// static property `Output.created`) maps to an object of kind → URL, so both stay addressable.
/// Keys are sorted in code point order, one per line.
enum SOGSiteDataFiles {
    /// The graph's symbols are already sorted by path (code points), then kind: the map
    /// follows that order instead of sorting again.
    static func symbolMap(_ plan: SOGSitePlan, graph: SOGSymbolGraph) -> [UInt8] {
        var groups: [(path: String, entries: [(kind: SOGSymbolKind, url: String)])] = []
        for symbol in graph.symbols {
            guard let location = plan.locations[SOGSitePlan.Key(path: symbol.path, kind: symbol.kind)] else { continue }
            if groups.last?.path == symbol.path {
                groups[groups.count - 1].entries.append((symbol.kind, location.url))
            } else {
                groups.append((symbol.path, [(symbol.kind, location.url)]))
            }
        }
        var bytes: [UInt8] = Array("{\n".utf8)
        let paths = groups.map(\.path)
        for (offset, group) in groups.enumerated() {
            let path = group.path
            let entries = group.entries
            bytes.append(contentsOf: [0x20, 0x20])
            JSONText.quote(path, into: &bytes)
            bytes.append(contentsOf: [0x3A, 0x20])
            if entries.count == 1 {
                JSONText.quote(entries[0].url, into: &bytes)
            } else {
                bytes.append(0x7B)
                for (index, entry) in entries.enumerated() {
                    if index > 0 { bytes.append(contentsOf: [0x2C, 0x20]) }
                    JSONText.quote(entry.kind.rawValue, into: &bytes)
                    bytes.append(contentsOf: [0x3A, 0x20])
                    JSONText.quote(entry.url, into: &bytes)
                }
                bytes.append(0x7D)
            }
            if offset + 1 < paths.count { bytes.append(0x2C) }
            bytes.append(0x0A)
        }
        bytes.append(contentsOf: Array("}\n".utf8))
        return bytes
    }

    /// Search entries: every page's symbol (operations with their HTTP line) and the methods
    /// that call each operation, in page order.
    static func searchEntries(_ plan: SOGSitePlan, facts: SOGDocumentFacts) -> [SiteDataFiles.SearchEntry] {
        var entries: [SiteDataFiles.SearchEntry] = []
        for page in plan.pages {
            let main = page.main
            let operation = main.declaration.source.flatMap { facts.operation(for: $0) }
            let detail = operation.map { $0.method + " " + $0.path } ?? SOGLabels.kind(main.declaration.kind)
            entries.append(SiteDataFiles.SearchEntry(
                kind: page.section == .operation ? "operation" : "model", label: main.path, detail: detail,
                url: page.path, keywords: main.declaration.documentedName ?? ""
            ))
            for call in page.calls {
                let url = plan.locations[SOGSitePlan.Key(path: call.path, kind: call.declaration.kind)]?.url ?? page.path
                entries.append(SiteDataFiles.SearchEntry(kind: "method", label: call.path, detail: detail, url: url, keywords: call.declaration.documentedName ?? ""))
            }
        }
        return entries
    }
}

/// Words shown for SOG kinds.
enum SOGLabels {
    static func kind(_ kind: SOGSymbolKind) -> String {
        switch kind {
        case .struct: return "struct"
        case .enum: return "enum"
        case .enumCase: return "case"
        case .protocol: return "protocol"
        case .typealias: return "typealias"
        case .property: return "property"
        case .typeProperty: return "static property"
        case .method: return "method"
        case .typeMethod: return "static method"
        case .initializer: return "initializer"
        }
    }
}
