import APIDocsSymbols

/// The two data files of an API's site: the symbol map and the search index.
enum SiteDataFiles {
    /// `symbols.json`: every `swiftPath` of the plan → its URL relative to the API folder,
    /// one per line, keys sorted by their UTF-8 bytes.
    static func symbolMap(_ plan: SitePlan) -> [UInt8] {
        var bytes: [UInt8] = Array("{\n".utf8)
        let entries = plan.symbolMap
        for (offset, entry) in entries.enumerated() {
            bytes.append(contentsOf: [0x20, 0x20])
            JSONText.quote(entry.swiftPath, into: &bytes)
            bytes.append(contentsOf: [0x3A, 0x20])
            JSONText.quote(entry.url, into: &bytes)
            if offset + 1 < entries.count { bytes.append(0x2C) }
            bytes.append(0x0A)
        }
        bytes.append(contentsOf: Array("}\n".utf8))
        return bytes
    }

    /// One searchable thing: what kind it is, the name shown, a detail line, its URL relative
    /// to the API folder, and extra words it can be found by.
    struct SearchEntry {
        var kind: String
        var label: String
        var detail: String
        var url: String
        var keywords: String
    }

    /// `search-index.js`: `window.APIDOCS_SEARCH = [[kind, label, detail, url, keywords], ...];`,
    /// a script rather than JSON so pages opened from disk can load it with `<script src>`.
    static func searchIndex(_ entries: [SearchEntry]) -> [UInt8] {
        var bytes: [UInt8] = Array("window.APIDOCS_SEARCH = [\n".utf8)
        for (offset, entry) in entries.enumerated() {
            bytes.append(0x5B)
            for (index, field) in [entry.kind, entry.label, entry.detail, entry.url, entry.keywords].enumerated() {
                if index > 0 { bytes.append(0x2C) }
                JSONText.quote(field, into: &bytes)
            }
            bytes.append(0x5D)
            if offset + 1 < entries.count { bytes.append(0x2C) }
            bytes.append(0x0A)
        }
        bytes.append(contentsOf: Array("];\n".utf8))
        return bytes
    }

    /// Models (with their properties), global enums, operations and tags of one API, in
    /// graph order.
    static func searchEntries(_ context: SiteContext) -> [SearchEntry] {
        let graph = context.graph
        let plan = context.plan
        var entries: [SearchEntry] = []
        for (index, model) in graph.models.enumerated() {
            let page = plan.modelPages[index]
            entries.append(SearchEntry(kind: "model", label: model.swiftName, detail: TypeSectionBuilder.kindLabel(model.kind), url: page, keywords: model.name))
            for property in model.properties {
                let url = plan.anchor(for: property.swiftPath, on: page).map { page + "#" + $0 } ?? page
                entries.append(SearchEntry(
                    kind: "property", label: "\(model.swiftName).\(property.swiftName)",
                    detail: property.declaredType, url: url, keywords: property.name
                ))
            }
        }
        for (index, symbol) in graph.enums.enumerated() {
            entries.append(SearchEntry(kind: "model", label: symbol.swiftName, detail: "enum", url: plan.enumPages[index], keywords: symbol.name))
        }
        for (index, operation) in graph.operations.enumerated() {
            let label = String(AnchorAllocator.relative(operation.swiftPath, to: graph.namespace))
            entries.append(SearchEntry(
                kind: "operation", label: label, detail: "\(operation.method) \(operation.path)",
                url: plan.operationPages[index], keywords: operation.operationId
            ))
        }
        for page in plan.pages {
            guard case .tag(let path) = page.kind else { continue }
            let names = graph.tags.filter { $0.swiftPath == path }
            entries.append(SearchEntry(
                kind: "tag", label: names.first?.swiftName ?? path, detail: "tag",
                url: page.path, keywords: names.map(\.name).joined(separator: " ")
            ))
        }
        return entries
    }
}
