import APIDocsDiagnostics
import Foundation

/// The sidebar order of a guide set.
///
/// With `guides.yml`'s `order:`, the listed articles come first, as listed; any other article
/// follows (a warning names it, since the author probably forgot it). Without it, articles are
/// ordered by front matter `order` (those without one last), then by path. Top-level
/// articles come before the groups; a group comes where its first article does.
enum GuideOrder {
    static func arrange(
        _ articles: [GuideArticle], index: GuideIndexFile, indexFile: String, diagnostics: DiagnosticCollector
    ) throws(SpecError) -> (articles: [GuideArticle], groups: [GuideGroup]) {
        let byPath = Dictionary(articles.map { ($0.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
        var listed: [GuideArticle] = []
        var seen: Set<String> = []
        for entry in index.order {
            guard let article = byPath[entry.path] else {
                throw SpecError("'\(entry.path)' names no article of the guides folder (\(articles.count) articles)", at: entry.location)
            }
            guard seen.insert(entry.path).inserted else {
                throw SpecError("'\(entry.path)' is listed twice in \(GuideIndexFile.fileName)", at: entry.location)
            }
            listed.append(article)
        }
        var rest = articles.filter { !seen.contains($0.relativePath) }
        rest.sort { lhs, rhs in
            switch (lhs.order, rhs.order) {
            case let (left?, right?) where left != right: return left < right
            case (.some, nil): return true
            case (nil, .some): return false
            default: return lhs.relativePath.utf8.lexicographicallyPrecedes(rhs.relativePath.utf8)
            }
        }
        if !index.order.isEmpty {
            for article in rest {
                diagnostics.warning("guide '\(article.relativePath)' is not listed in \(GuideIndexFile.fileName)'s order; it comes after the listed ones", at: article.start)
            }
        }
        let sequence = listed + rest
        // Top level first, then groups where their first article is.
        var groupOrder: [String] = []
        for article in sequence { if let group = article.group, !groupOrder.contains(group) { groupOrder.append(group) } }
        let ordered = sequence.filter { $0.group == nil } + groupOrder.flatMap { group in sequence.filter { $0.group == group } }
        for (folder, location) in index.groupLocations.sorted(by: { $0.key < $1.key }) where !groupOrder.contains(folder) {
            diagnostics.warning("group '\(folder)' in \(GuideIndexFile.fileName) holds no article", at: location)
        }
        let groups = groupOrder.map { GuideGroup(folder: $0, title: index.groupTitles[$0] ?? title(ofFolder: $0)) }
        return (ordered, groups)
    }

    /// `advanced-topics/errors` → `Errors`; `getting_started` → `Getting started`.
    static func title(ofFolder folder: String) -> String {
        let last = folder.split(separator: "/").last.map(String.init) ?? folder
        let words = last.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
        guard let first = words.first else { return last }
        return first.uppercased() + words.dropFirst()
    }
}
