import APIDocsSymbols

/// The two data files of an API's site: the symbol map and the search index.
enum SiteDataFiles {
    /// `symbols.json` (see `SymbolMapFile`).
    static func symbolMap(_ plan: SitePlan) -> [UInt8] {
        SymbolMapFile.bytes(plan.symbolMap)
    }

    /// One searchable thing: what kind it is (one letter, see `search.js`), the name shown, a
    /// detail line, its URL relative to the API folder, and extra words it can be found by.
    struct SearchEntry {
        var kind: String
        var label: String
        var detail: String
        var url: String
        var keywords: String
    }

    /// `search-index.js`, a script rather than JSON so pages opened from disk can load it with
    /// `<script src>`:
    ///
    ///     window.APIDOCS_SEARCH = {pages: [page, ...], entries: [
    ///     [kind, label, detail, pageNumber, anchor, keywords], ...]};
    ///
    /// Pages are listed once, in order of first use, and entries name them by number; trailing
    /// empty fields (anchor, keywords) are left out. A label starting with `.` continues the
    /// last label written in full (`Pet` then `.Owner` for `Pet.Owner`: members follow their
    /// owner), and an anchor that is the label's last n dot-separated parts is the number n.
    /// Big APIs have tens of thousands of entries on a few thousand pages, so this keeps the
    /// file a fraction of its plain size (`search.js` and `choose_targets.py` expand it).
    static func searchIndex(_ entries: [SearchEntry]) -> [UInt8] {
        var pages: [String] = []
        var numbers: [String: Int] = [:]
        var rows: [(entry: SearchEntry, page: Int, anchor: String)] = []
        rows.reserveCapacity(entries.count)
        for entry in entries {
            let parts = pageAndAnchor(entry.url)
            let page = parts.page
            let number: Int
            if let known = numbers[page] {
                number = known
            } else {
                number = pages.count
                numbers[page] = number
                pages.append(page)
            }
            rows.append((entry, number, parts.anchor))
        }
        var bytes: [UInt8] = Array("window.APIDOCS_SEARCH = {\"pages\":[".utf8)
        for (offset, page) in pages.enumerated() {
            if offset > 0 { bytes.append(0x2C) }
            if offset % 20 == 0 { bytes.append(0x0A) }
            JSONText.quote(page, into: &bytes)
        }
        bytes.append(contentsOf: Array("],\n\"entries\":[\n".utf8))
        var owner: String? = nil
        for offset in rows.indices {
            let entry = rows[offset].entry, anchor = rows[offset].anchor
            let label = entry.label
            bytes.append(0x5B)
            JSONText.quote(entry.kind, into: &bytes)
            bytes.append(0x2C)
            if let owner, let rest = continuation(label, after: owner) {
                JSONText.quote(rest, into: &bytes)
            } else {
                JSONText.quote(label, into: &bytes)
                owner = label
            }
            bytes.append(0x2C)
            JSONText.quote(entry.detail, into: &bytes)
            bytes.append(0x2C)
            bytes.append(contentsOf: String(rows[offset].page).utf8)
            if !anchor.isEmpty || !entry.keywords.isEmpty {
                bytes.append(0x2C)
                if !anchor.isEmpty, let components = labelSuffixComponents(label, anchor: anchor) {
                    bytes.append(contentsOf: String(components).utf8)
                } else {
                    JSONText.quote(anchor, into: &bytes)
                }
            }
            if !entry.keywords.isEmpty {
                bytes.append(0x2C)
                JSONText.quote(entry.keywords, into: &bytes)
            }
            bytes.append(0x5D)
            if offset + 1 < rows.count { bytes.append(0x2C) }
            bytes.append(0x0A)
        }
        bytes.append(contentsOf: Array("]};\n".utf8))
        return bytes
    }

    /// `url` split at its first `#`. On ASCII (nearly every URL) by bytes; otherwise by
    /// `Character`, as `split` does (a `#` with a combining mark after it is no `#` there).
    static func pageAndAnchor(_ url: String) -> (page: String, anchor: String) {
        if ByteSearch.isASCII(url) {
            guard let hash = url.utf8.firstIndex(of: UInt8(ascii: "#")) else { return (url, "") }
            return (String(url[..<hash]), String(url[url.utf8.index(after: hash)...]))
        }
        let parts = url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
    }

    /// What follows `owner` in `label` (from the dot on) when `label` starts with `owner` and a
    /// dot: `.Owner` for `Pet.Owner` after `Pet`. On ASCII by bytes; otherwise as `hasPrefix`
    /// and `dropFirst` do it, by `Character`.
    static func continuation(_ label: String, after owner: String) -> String? {
        if ByteSearch.isASCII(label), ByteSearch.isASCII(owner) {
            guard let offset = SwiftPathPrefix.memberOffset(of: label, under: owner) else { return nil }
            let utf8 = label.utf8
            return String(label[utf8.index(utf8.startIndex, offsetBy: offset - 1)...])
        }
        guard label.hasPrefix(owner + ".") else { return nil }
        return String(label.dropFirst(owner.count))
    }

    /// How many dot-separated components `anchor` has, when `label` is `anchor` or ends with
    /// `.` and `anchor` (the index then stores the count instead of the anchor); nil otherwise.
    /// On ASCII by bytes; otherwise as `hasSuffix` and `split` do it, by `Character`.
    static func labelSuffixComponents(_ label: String, anchor: String) -> Int? {
        if ByteSearch.isASCII(label), ByteSearch.isASCII(anchor) {
            let labelBytes = Array(label.utf8), anchorBytes = Array(anchor.utf8)
            guard labelBytes.count >= anchorBytes.count, labelBytes.suffix(anchorBytes.count).elementsEqual(anchorBytes) else { return nil }
            let before = labelBytes.count - anchorBytes.count
            guard before == 0 || (before >= 1 && labelBytes[before - 1] == UInt8(ascii: ".")) else { return nil }
            return anchorBytes.reduce(1) { $0 + ($1 == UInt8(ascii: ".") ? 1 : 0) }
        }
        guard label == anchor || label.hasSuffix("." + anchor) else { return nil }
        return anchor.split(separator: ".", omittingEmptySubsequences: false).count
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

    /// Every searchable thing of one SwagGen-flavour API (see `SearchIndexBuilder`).
    static func searchEntries(_ context: SiteContext) -> [SearchEntry] {
        SearchIndexBuilder.entries(SearchInput(swagGen: context))
    }
}
