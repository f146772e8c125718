/// The search index's entries in the order a client flavour's walk over its pages adds them.
///
/// Both flavours add through here, so an entry is made one way: its extra words leave out the
/// empty ones and any that only repeats the label's last part (a JSON key equal to the Swift
/// name), which search already finds by the label.
struct SearchEntryList {
    private(set) var entries: [SiteDataFiles.SearchEntry] = []

    /// Adds `label` (kind, detail line and URL relative to the API folder) with the words in
    /// `keywords` that say more than the label does.
    mutating func add(_ kind: SearchIndexBuilder.Kind, _ label: String, detail: String, url: String, keywords: [String?]) {
        let last = SearchIndexBuilder.lastPart(label).lowercased()
        let words = keywords.compactMap { $0 }.filter { !$0.isEmpty && $0.lowercased() != last }.joined(separator: " ")
        entries.append(SiteDataFiles.SearchEntry(kind: kind.rawValue, label: label, detail: detail, url: url, keywords: words))
    }

    /// Adds an entry whose one extra word the caller has already compared with the label: on
    /// the hundreds of thousands of members of a big spec, without the lowercased copies.
    mutating func add(_ kind: SearchIndexBuilder.Kind, _ label: String, detail: String, url: String, checkedKeyword: String) {
        entries.append(SiteDataFiles.SearchEntry(kind: kind.rawValue, label: label, detail: detail, url: url, keywords: checkedKeyword))
    }
}
