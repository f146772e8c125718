import APIDocsDiff
import APIDocsSymbols

/// Where a site's version history goes: the path of each "Changes" page, the note each page
/// gets (the version list on the home page, the latest changes on a changed symbol's page),
/// and the view of each Changes page.
///
/// Built once per site from the flavour's symbol locations, so both client flavours place and
/// link their history the same way; the one place that decides the Changes pages' paths.
struct VersionPages: Sendable {
    let versions: SiteVersions
    /// The page of each comparison, in `versions.comparisons` order.
    let pagePaths: [String]
    /// Swift path → where the site documents it.
    let locations: [String: SiteLocation]
    /// Page → the latest comparison's changes to symbols documented there.
    private let changedOnPage: [String: [ClientChange]]

    static let folder = "changes"

    init(_ versions: SiteVersions, locations: [String: SiteLocation]) {
        self.versions = versions
        self.locations = locations
        var slugs = SlugAllocator()
        pagePaths = versions.comparisons.map { Self.folder + "/" + slugs.allocate($0.from + " to " + $0.to) + ".html" }
        var changed: [String: [ClientChange]] = [:]
        // Breaking first, as the Changes page lists them.
        for change in ChangeReport.ordered(versions.comparisons.first?.changes ?? []) {
            // A removed member is shown on the page of what held it.
            var path: String? = change.symbol
            while let current = path, locations[current] == nil { path = ClientChange.parentPath(of: current) }
            if let page = path.flatMap({ locations[$0]?.page }), page != SitePlan.homePage {
                changed[page, default: []].append(change)
            }
        }
        changedOnPage = changed
    }

    /// The note at the top of `page`: the version list on the home page, the latest version's
    /// changes on a page that documents a changed symbol, else nothing.
    func note(for page: String) -> HTML {
        if page == SitePlan.homePage { return versionList(from: page) }
        guard let changes = changedOnPage[page], let latest = versions.comparisons.first else { return .empty }
        let href = SitePaths.relativePath(from: page, to: pagePaths[0])
        var markup = "<div class=\"version-note\" role=\"note\" aria-label=\"Changes in version " + HTML.escape(latest.to) + "\">\n"
        markup += "<p>Changed in version <strong>" + HTML.escape(latest.to) + "</strong> (from " + HTML.escape(latest.from) + "): "
        markup += HTML.link(Self.count(changes), href: href).markup + "</p>\n<ul>\n"
        for change in changes {
            let symbol = locations[change.symbol].map { HTML.link(change.symbol, href: SitePaths.relativeHref(from: page, to: $0)).markup } ?? HTML.escape(change.symbol)
            markup += "<li>" + Self.verdict(change) + " <code>" + symbol + "</code> " + HTML.escape(Self.what(change)) + "</li>\n"
        }
        return HTML(trusted: markup + "</ul>\n</div>\n")
    }

    private func versionList(from page: String) -> HTML {
        var markup = "<div class=\"version-note versions\" role=\"note\" aria-label=\"Versions\">\n<p>This is version <strong>"
        markup += HTML.escape(versions.current) + "</strong>. Changes between versions:</p>\n<ul>\n"
        for (index, comparison) in versions.comparisons.enumerated() {
            let href = SitePaths.relativePath(from: page, to: pagePaths[index])
            markup += "<li>" + HTML.link(Self.title(comparison), href: href).markup + ": " + HTML.escape(Self.count(comparison.changes)) + "</li>\n"
        }
        return HTML(trusted: markup + "</ul>\n</div>\n")
    }

    /// The view of comparison `index`'s page. Symbols link to their pages when the comparison
    /// ends at the documented version (an older pair's symbols may mean something else now).
    func changesView(_ index: Int, chrome: PageChrome) -> ChangesPageView {
        let comparison = versions.comparisons[index]
        let page = pagePaths[index]
        let links = comparison.to == versions.current && index == 0
        let ordered = ChangeReport.ordered(comparison.changes)
        var groups: [ChangesPageView.Group] = []
        for (id, title, members) in [
            ("breaking", "Breaking", ordered.filter(\.breaking)),
            ("not-breaking", "Not breaking", ordered.filter { !$0.breaking && !$0.isDocumentationOnly }),
            ("documentation", "Documentation only", ordered.filter(\.isDocumentationOnly)),
        ] where !members.isEmpty {
            let rows = members.map { change in
                ChangesPageView.row(change, link: links ? locations[change.symbol].map { SitePaths.relativeHref(from: page, to: $0) } : nil)
            }
            groups.append(ChangesPageView.Group(id: "changes-" + id, title: title + " (" + String(members.count) + ")", rows: rows))
        }
        return ChangesPageView(chrome: chrome, title: Self.title(comparison), summary: Self.count(comparison.changes), groups: groups)
    }

    /// The sidebar's Changes section: a link per comparison, newest first.
    var navigationGroup: NavigationData.Group {
        NavigationData.Group(title: NavigationData.Section.changes.title, page: nil, items: versions.comparisons.indices.map { index in
            NavigationData.Item(text: versions.comparisons[index].from + " → " + versions.comparisons[index].to, page: pagePaths[index])
        })
    }

    /// What the search finds of the Changes pages: each by its title, with its counts.
    var searchEntries: [SiteDataFiles.SearchEntry] {
        versions.comparisons.indices.map { index in
            let comparison = versions.comparisons[index]
            return SiteDataFiles.SearchEntry(
                kind: SearchIndexBuilder.Kind.changes.rawValue, label: Self.title(comparison), detail: Self.count(comparison.changes),
                url: pagePaths[index], keywords: comparison.from + " " + comparison.to
            )
        }
    }

    static func title(_ comparison: SiteVersions.Comparison) -> String {
        "Changes from " + comparison.from + " to " + comparison.to
    }

    /// `3 changes, 1 breaking` / `no change`.
    static func count(_ changes: [ClientChange]) -> String {
        if changes.isEmpty { return "no change" }
        let breaking = changes.filter(\.breaking).count
        return String(changes.count) + (changes.count == 1 ? " change, " : " changes, ") + String(breaking) + " breaking"
    }

    static func verdict(_ change: ClientChange) -> String {
        change.breaking ? "<span class=\"verdict breaking\">breaking</span>" : "<span class=\"verdict\">not breaking</span>"
    }

    /// `removed`, `added: Pet?`, `type changed: String → String?`.
    static func what(_ change: ClientChange) -> String {
        switch (change.aspect, change.change) {
        case (.declaration, .added): return "added" + (change.new.map { ": " + $0 } ?? "")
        case (.declaration, _): return "removed" + (change.old.map { ": " + $0 } ?? "")
        case (.documentation, _): return "description changed: " + ChangeReport.excerpt(change.old) + " → " + ChangeReport.excerpt(change.new)
        default:
            return change.aspect.rawValue.replacingOccurrences(of: "-", with: " ") + " changed: " + (change.old ?? "none") + " → " + (change.new ?? "none")
        }
    }

    /// A reason's text with its backtick spans as code, everything escaped.
    static func reasonHTML(_ reason: String) -> String {
        let parts = reason.split(separator: "`", omittingEmptySubsequences: false)
        guard parts.count % 2 == 1 else { return HTML.escape(reason) }
        return parts.enumerated().map { index, part in index % 2 == 1 ? "<code>" + HTML.escape(String(part)) + "</code>" : HTML.escape(String(part)) }.joined()
    }
}
