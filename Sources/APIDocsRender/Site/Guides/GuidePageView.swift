import APIDocsDiagnostics
import Mustache

/// What `guide.mustache` renders: one article with the chrome every page has, its group, and
/// links to the articles before and after it in the sidebar's order.
struct GuidePageView: Sendable, MustacheParent {
    var chrome: PageChrome
    var title: String
    var group: String?
    var body: HTML
    var previous: LinkView?
    var next: LinkView?

    func child(named name: String) -> Any? {
        switch name {
        case "title": return templateText(title)
        case "group": return templateText(group)
        case "body": return body
        case "previous": return previous
        case "next": return next
        case "hasNeighbours": return previous != nil || next != nil
        default: return chrome.child(named: name)
        }
    }
}

extension GuideSite {
    /// Page `index` as its view; the article's unresolved links are reported into `diagnostics`.
    func view(_ index: Int, chrome: PageChrome, diagnostics: DiagnosticCollector) -> GuidePageView {
        let page = pages[index]
        for problem in page.problems { diagnostics.report(problem) }
        let body = GuideMarkdown.html(page.markdown, hrefs: page.hrefs, reserved: GuideSite.reservedIDs)
        func neighbour(_ other: Int) -> LinkView? {
            guard pages.indices.contains(other) else { return nil }
            return LinkView(text: pages[other].article.title, href: SitePaths.relativePath(from: page.path, to: pages[other].path))
        }
        let group = page.article.group.flatMap { folder in groups.first { $0.folder == folder }?.title }
        return GuidePageView(chrome: chrome, title: page.article.title, group: group, body: body, previous: neighbour(index - 1), next: neighbour(index + 1))
    }

    /// Ids the layout itself uses, which no heading of an article may take.
    static let reservedIDs: Set<String> = AnchorAllocator.reservedIDs

    /// The sidebar's Guides section: the top-level articles, then a group per sub-folder.
    var navigationGroups: [NavigationData.Group] {
        var result: [NavigationData.Group] = []
        let topLevel = pages.filter { $0.article.group == nil }
        if !topLevel.isEmpty {
            result.append(NavigationData.Group(title: NavigationData.Section.guides.title, page: nil, items: topLevel.map { NavigationData.Item(text: $0.article.title, page: $0.path) }))
        }
        for group in groups {
            let items = pages.filter { $0.article.group == group.folder }.map { NavigationData.Item(text: $0.article.title, page: $0.path) }
            if !items.isEmpty { result.append(NavigationData.Group(title: group.title, page: nil, items: items)) }
        }
        return result
    }

    /// A search entry per article: its title, group and first sentence.
    var searchEntries: [SiteDataFiles.SearchEntry] {
        pages.map { page in
            let group = page.article.group.flatMap { folder in groups.first { $0.folder == folder }?.title } ?? ""
            return SiteDataFiles.SearchEntry(kind: "g", label: page.article.title, detail: SearchIndexBuilder.firstSentence(Self.plainStart(page.article.body)),
                                             url: page.path, keywords: group)
        }
    }

    /// The article's first paragraph of prose (no heading, code or front matter), for search.
    static func plainStart(_ body: String) -> String {
        var lines: [Substring] = []
        var inFence = false
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") { inFence.toggle(); continue }
            if inFence || trimmed.hasPrefix("#") || trimmed.hasPrefix(">") { continue }
            if trimmed.isEmpty {
                if !lines.isEmpty { break }
                continue
            }
            lines.append(trimmed)
        }
        return lines.joined(separator: " ")
    }
}
