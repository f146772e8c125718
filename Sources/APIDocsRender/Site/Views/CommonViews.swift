import Mustache

// Page view models: typed structs that templates read through `MustacheParent`.
//
// `child(named:)` is the template boundary, the only place where fields have string names.
// It is also much faster than swift-mustache's default `Mirror` lookup. Text fields are plain
// `String`s (escaped by `{{x}}`); markup is `HTML`, printed with `{{{x}}}`.

/// The value of a field that is known but empty.
///
/// Returning `nil` for a missing optional would make swift-mustache look the name up in the
/// enclosing objects instead (a row without an `id` would print its section's id); this value
/// stops the lookup, renders as nothing and counts as false in sections.
struct Absent: Sendable, MustacheCustomRenderable {
    static let value = Absent()
    var renderText: String { "" }
    var isNull: Bool { true }
}

/// `value`, or `Absent.value` when it is `nil`.
func present(_ value: Any?) -> Any {
    value ?? Absent.value
}

/// Text handed to a template: `{{x}}` escapes it like any string, and an empty text counts as
/// false in a section.
///
/// A custom renderable takes swift-mustache's shortest path (a plain `String` goes through
/// several failed casts and `String(describing:)` first), which matters on pages with
/// thousands of table cells.
struct Text: Sendable, MustacheCustomRenderable {
    let value: String
    var renderText: String { value }
    var isNull: Bool { value.isEmpty }
}

/// A section over a text (`{{#summary}}…{{/summary}}`) puts it on swift-mustache's stack, and
/// every name looked up inside the section asks it first. A value that is not a
/// `MustacheParent` is answered by reflection (`Mirror`, slow), which finds the stored
/// property `value` and nothing else: so does this.
extension Text: MustacheParent {
    func child(named name: String) -> Any? {
        name == "value" ? value : nil
    }
}

/// Inside a section over markup (`{{#description}}`), as `Text`: reflection would find the
/// stored property `markup` and nothing else.
extension HTML: MustacheParent {
    public func child(named name: String) -> Any? {
        name == "markup" ? markup : nil
    }
}

/// `value` as template text.
func templateText(_ value: String) -> Any {
    Text(value: value)
}

/// `value` as template text, or `Absent.value` when it is `nil`.
func templateText(_ value: String?) -> Any {
    value.map { Text(value: $0) } ?? Absent.value
}

/// The template field names of a view, found with one hash rather than compared one by one
/// (a `switch` over strings compares every case before it, and a page view answers its
/// chrome's names only after all of its own have failed).
struct TemplateFields<Field: RawRepresentable & CaseIterable & Sendable>: Sendable where Field.RawValue == String {
    private let fields: [String: Field]

    init() {
        fields = Dictionary(uniqueKeysWithValues: Field.allCases.map { ($0.rawValue, $0) })
    }

    subscript(_ name: String) -> Field? { fields[name] }
}

/// A link the site made: our own relative `href` and the text shown.
public struct LinkView: Sendable, MustacheParent {
    public var text: String
    public var href: String

    public func child(named name: String) -> Any? {
        switch name {
        case "text": return templateText(text)
        case "label": return HTML.breakable(text)
        case "href": return templateText(href)
        default: return nil
        }
    }
}

/// What every page of one API shares: document title, paths back to the roots, breadcrumbs.
public struct PageChrome: Sendable, MustacheParent {
    /// The `<title>`.
    public var title: String
    /// From the page to the API folder: `""` or `"../"`.
    public var root: String
    /// From the page to the output folder holding every API (`Site/`); `nil` on that page itself.
    public var siteRoot: String?
    /// The API's name, shown in the header.
    public var apiName: String
    /// From the API home (first) to the page's parent.
    public var breadcrumbs: [LinkView]
    /// The page's own path below the API folder (`models/pet.html`): the sidebar marks it.
    public var page: String = SitePlan.homePage
    /// Whether the API folder has a `navigation.js` (the site index has none).
    public var hasNavigation: Bool = true
    /// With earlier versions: the version list (home page) or the latest changes of the page's symbols.
    var versionNote: HTML = .empty
    /// The page's absolute address, for `<link rel="canonical">`, when the site URL is known.
    public var canonical: String?
    /// The guides that link to the page ("Mentioned in"), at the end of its main column.
    var mentionedIn: HTML = .empty
    /// The page's Content-Security-Policy (`TryItOrigins`); `nil` on pages of no one API.
    public var contentSecurityPolicy: String?
    /// The API's logo (`info.x-logo`), shown before its name.
    public var logo: SiteLogo?

    private enum Field: String, CaseIterable, Sendable {
        case title, root, siteRoot, siteIndexHref, apiName, breadcrumbs, breadcrumbsBlocks, hasBreadcrumbs, stylesheet
        case searchIndex, searchScript, siteScript, page, hasNavigation, versionNote
        case navigationScript, homeHref, canonical, mentionedIn, logo, contentSecurityPolicy
    }

    private static let fields = TemplateFields<Field>()

    public func child(named name: String) -> Any? {
        guard let field = Self.fields[name] else { return nil }
        switch field {
        case .title: return templateText(title)
        case .root: return templateText(root)
        case .siteRoot: return templateText(siteRoot)
        case .siteIndexHref: return templateText(siteRoot.map { $0 + "index.html" })
        case .apiName: return templateText(apiName)
        case .breadcrumbs: return breadcrumbs
        case .breadcrumbsBlocks: return breadcrumbsBlocks
        case .hasBreadcrumbs: return !breadcrumbs.isEmpty
        case .stylesheet: return templateText(root + "assets/style.css")
        case .searchIndex: return templateText(root + "search-index.js")
        case .searchScript: return templateText(root + "assets/search.js")
        case .siteScript: return templateText(root + "assets/site.js")
        case .page: return templateText(page)
        case .hasNavigation: return hasNavigation
        case .versionNote: return versionNote
        case .navigationScript: return templateText(hasNavigation ? root + "navigation.js" : nil)
        case .homeHref: return templateText(root + SitePlan.homePage)
        case .canonical: return templateText(canonical)
        case .mentionedIn: return mentionedIn
        case .contentSecurityPolicy: return templateText(contentSecurityPolicy)
        case .logo: return logo.map { LogoView.html($0, root: root) } ?? Absent.value
        }
    }
}

extension PageChrome {
    /// Every breadcrumb as a list item, `<li><a href="…">text</a></li>`, one per line
    /// (`HTML.lines`).
    var breadcrumbsBlocks: HTML {
        HTML.lines(breadcrumbs) { "<li><a href=\"" + HTML.escape($0.href) + "\">" + HTML.escape($0.text) + "</a></li>" }
    }

    /// The chrome of the page at `page` (relative to the API folder) of the API `apiName`:
    /// the title names the API unless it is the API's name, the roots follow from the page's
    /// depth, the version note is the one `versionPages` has for the page, and the canonical
    /// link is the page's address under the site URL, if any. Both client flavours make every
    /// page's chrome here.
    init(page: String, title: String, settings: SiteSettings, breadcrumbs: [LinkView], versionPages: VersionPages?, guides: GuideSite? = nil) {
        let root = SitePaths.rootPrefix(of: page)
        let apiName = settings.apiName
        self.init(
            title: title == apiName ? title : "\(title) – \(apiName)",
            root: root, siteRoot: root + "../", apiName: apiName, breadcrumbs: breadcrumbs, page: page
        )
        versionNote = versionPages?.note(for: page) ?? .empty
        canonical = settings.address(ofPage: page)
        mentionedIn = guides?.mentionsBlock(for: page) ?? .empty
        contentSecurityPolicy = TryItOrigins.contentSecurityPolicy(settings.connectOrigins)
        logo = settings.logo
    }
}

/// One operation in a list: its link, HTTP method and path, summary.
public struct OperationLinkView: Sendable, MustacheParent {
    public var link: LinkView
    public var method: String
    public var path: String
    public var summary: String?
    public var deprecated: Bool

    public func child(named name: String) -> Any? {
        switch name {
        case "link": return link
        case "method": return templateText(method)
        case "methodClass": return templateText(method.lowercased())
        case "path": return templateText(path)
        case "summary": return templateText(summary)
        case "deprecated": return deprecated
        default: return nil
        }
    }
}

/// A symbol that refers to the page's symbol, for the "Used by" list.
public struct UsedByView: Sendable, MustacheParent {
    public var link: LinkView
    /// `model` or `operation`.
    public var kind: String
    /// The HTTP method and path for operations.
    public var detail: String?

    /// The whole list item: the link, the kind and the method and path.
    var block: HTML {
        var markup = "<li><a href=\"" + HTML.escape(link.href) + "\">" + HTML.breakable(link.text).markup + "</a> <span class=\"kind\">"
            + HTML.escape(kind) + "</span>"
        if let detail, !detail.isEmpty { markup += " <code>" + HTML.escape(detail) + "</code>" }
        return HTML(trusted: markup + "</li>")
    }

    /// Every user's `block`, one per line (`HTML.lines`).
    static func blocks(_ users: [UsedByView]) -> HTML {
        HTML.lines(users) { $0.block.markup }
    }

    public func child(named name: String) -> Any? {
        switch name {
        case "link": return link
        case "kind": return templateText(kind)
        case "detail": return templateText(detail)
        case "block": return block
        default: return nil
        }
    }
}
