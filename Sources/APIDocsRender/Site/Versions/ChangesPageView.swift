import APIDocsDiff
import Mustache

/// The "Changes" page between two versions of an API: what `apidocs diff` reports, grouped by
/// verdict, each symbol linked to its page where the site documents it.
struct ChangesPageView: Sendable, MustacheParent {
    /// A verdict's changes.
    struct Group: Sendable, MustacheParent {
        var id: String
        var title: String
        var rows: [HTML]

        func child(named name: String) -> Any? {
            switch name {
            case "id": return templateText(id)
            case "title": return templateText(title)
            case "rows": return rows
            default: return nil
            }
        }
    }

    var chrome: PageChrome
    var title: String
    var summary: String
    var groups: [Group]

    func child(named name: String) -> Any? {
        switch name {
        case "title": return templateText(title)
        case "summary": return templateText(summary)
        case "groups": return groups
        case "hasChanges": return !groups.isEmpty
        default: return chrome.child(named: name)
        }
    }

    /// One change as a list item: verdict, what happened, the symbol (linked when `link`), the
    /// reason and the spec places on both sides. Every spec text is escaped.
    static func row(_ change: ClientChange, link: String?) -> HTML {
        var markup = "<li>" + VersionPages.verdict(change) + " <span class=\"kind\">" + HTML.escape(change.kind.label) + "</span> "
        let symbol = link.map { HTML.link(change.symbol, href: $0).markup } ?? HTML.escape(change.symbol)
        markup += "<code>" + symbol + "</code> " + HTML.escape(VersionPages.what(change))
        markup += "<p class=\"reason\">" + VersionPages.reasonHTML(change.reason) + "</p>"
        let places = [("before", change.oldLocation), ("now", change.newLocation)].compactMap { label, location in
            location.map { label + " " + $0.file + ":" + String($0.line) + ":" + String($0.column) }
        }
        if !places.isEmpty { markup += "<p class=\"places\">" + HTML.escape(places.joined(separator: "; ")) + "</p>" }
        return HTML(trusted: markup + "</li>")
    }
}
