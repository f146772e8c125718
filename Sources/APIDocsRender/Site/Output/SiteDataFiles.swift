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

    /// The second statement of the site index's `search-index.js`:
    /// `window.APIDOCS_APIS = ["Bookshop/", ...];`, the API folders whose own indexes the
    /// index page's search loads, so it searches every API built.
    static func apiList(_ folders: [String]) -> [UInt8] {
        var bytes: [UInt8] = Array("window.APIDOCS_APIS = [".utf8)
        for (offset, folder) in folders.enumerated() {
            if offset > 0 { bytes.append(0x2C) }
            JSONText.quote(folder, into: &bytes)
        }
        bytes.append(contentsOf: Array("];\n".utf8))
        return bytes
    }

    /// Every searchable thing of one API (see `SearchIndexBuilder`).
    static func searchEntries(_ context: SiteContext) -> [SearchEntry] {
        SearchIndexBuilder.entries(context)
    }
}
