import Mustache

/// One documented symbol on a SOG page: its id, Swift path, kind, type and spec place.
///
/// Text fields are escaped here (`HTML(text:)`, a byte loop) and printed with `{{{x}}}`: a
/// large spec has hundreds of thousands of these rows, and the template engine's own escaping
/// of each field was half of the site's rendering time.
struct SOGMemberView: Sendable, MustacheParent {
    var id: HTML
    var name: HTML
    var fullPath: HTML
    var kind: HTML
    var depth: Int
    var type: HTML
    var pointer: HTML
    var documentedName: HTML
    var description: HTML
    /// The facts of the schema or parameter the member was made from.
    var facts: HTML = .empty

    /// The whole list item, for the page template's member lists: one template lookup per
    /// row instead of one per field (a large spec has hundreds of thousands of rows).
    var row: HTML {
        var markup = "<li id=\"" + id.markup + "\" class=\"depth-" + String(depth) + "\"><code>" + name.markup + "</code> <span class=\"kind\">" + kind.markup + "</span>"
        if !type.isEmpty { markup += ": <code>" + type.markup + "</code>" }
        if !documentedName.isEmpty { markup += " <span class=\"openapi-name\">(<code>" + documentedName.markup + "</code>)</span>" }
        if !pointer.isEmpty { markup += " <code class=\"pointer\">" + pointer.markup + "</code>" }
        if !description.isEmpty { markup += SOGMemberView.descriptionBlock(description.markup) }
        return HTML(trusted: markup + facts.markup + "</li>")
    }

    /// A rendered Markdown description as the row's description: one paragraph stays a
    /// `<p class="description">` (most descriptions are one line of text); anything more goes
    /// in a `<div class="description">`.
    static func descriptionBlock(_ html: String) -> String {
        let bytes = html.utf8
        if bytes.starts(with: "<p>".utf8), bytes.reversed().starts(with: "\n>p/<".utf8), bytes.count >= 8 {
            let inner = html.utf8.dropFirst(3).dropLast(5)
            if !inner.contains(0x3C) || !ByteSearch.contains(String(decoding: inner, as: UTF8.self), "<p") {
                return "<p class=\"description\">" + String(decoding: inner, as: UTF8.self) + "</p>"
            }
        }
        return "<div class=\"description\">" + html + "</div>"
    }

    func child(named name: String) -> Any? {
        switch name {
        case "row": return row
        case "id": return id
        case "name": return self.name
        case "fullPath": return fullPath
        case "kind": return kind
        case "depth": return HTML.digits(depth)
        case "type": return type
        case "pointer": return pointer
        case "documentedName": return documentedName
        case "description": return description
        default: return nil
        }
    }
}

extension HTML {
    /// `text` escaped, or nothing.
    static func optional(_ text: String?) -> HTML {
        text.map { HTML(text: $0) } ?? .empty
    }

    /// A non-negative number's digits.
    static func digits(_ number: Int) -> HTML {
        HTML(trusted: String(number))
    }
}

/// A page documenting one SOG declaration and what is nested in it.
struct SOGPageView: Sendable, MustacheParent {
    var chrome: PageChrome
    var title: String
    var kind: String
    var section: String
    var method: String?
    var httpPath: String?
    var pointer: String?
    var remark: String?
    var documentedName: String?
    var type: HTML
    var summary: String?
    var description: HTML
    var example: String?
    var calls: [SOGMemberView]
    var members: [SOGMemberView]
    /// The OpenAPI section: an operation's security, body, responses, callbacks and HTTP
    /// request; a component's facts.
    var openAPI: HTML = .empty
    /// Operations and schemas whose declarations use this page's type.
    var usedBy: [LinkView] = []

    func child(named name: String) -> Any? {
        switch name {
        case "title": return templateText(title)
        case "kind": return templateText(kind)
        case "section": return templateText(section)
        case "method": return templateText(method)
        case "methodClass": return templateText(method?.lowercased())
        case "httpPath": return templateText(httpPath)
        case "pointer": return templateText(pointer)
        case "remark": return templateText(remark)
        case "documentedName": return templateText(documentedName)
        case "type": return type
        case "summary": return templateText(summary)
        case "description": return description
        case "example": return templateText(example)
        case "calls": return calls
        case "hasCalls": return !calls.isEmpty
        case "members": return members
        case "hasMembers": return !members.isEmpty
        case "openAPI": return openAPI
        case "usedBy": return usedBy
        case "hasUsedBy": return !usedBy.isEmpty
        default: return chrome.child(named: name)
        }
    }
}

/// One row of the SOG home page: a symbol with the OpenAPI side beside it.
struct SOGHomeRowView: Sendable, MustacheParent {
    var link: LinkView
    var kind: String
    var method: String?
    var httpPath: String?
    var pointer: String?
    var call: LinkView?
    var summary: String?

    func child(named name: String) -> Any? {
        switch name {
        case "link": return link
        case "kind": return templateText(kind)
        case "method": return templateText(method)
        case "methodClass": return templateText(method?.lowercased())
        case "httpPath": return templateText(httpPath)
        case "pointer": return templateText(pointer)
        case "call": return present(call)
        case "summary": return templateText(summary)
        default: return nil
        }
    }
}

/// A group of home rows under one namespace heading (`Components.Schemas`).
struct SOGHomeGroupView: Sendable, MustacheParent {
    var id: String?
    var title: String
    var rows: [SOGHomeRowView]

    func child(named name: String) -> Any? {
        switch name {
        case "id": return templateText(id)
        case "title": return templateText(title)
        case "rows": return rows
        case "hasRows": return !rows.isEmpty
        default: return nil
        }
    }
}

/// The SOG flavour's home page.
struct SOGHomeView: Sendable, MustacheParent {
    var chrome: PageChrome
    var title: String
    var version: String?
    var description: HTML
    var componentsID: String?
    var groups: [SOGHomeGroupView]
    var scaffolding: [SOGHomeRowView]
    /// Contact, license, terms, external docs, spec version.
    var about: HTML = .empty
    /// Servers with their variables and `Servers.ServerN` symbols.
    var servers: HTML = .empty
    var authentication: HTML = .empty
    /// Tags with their descriptions and operations.
    var tags: HTML = .empty
    var webhooks: HTML = .empty

    func child(named name: String) -> Any? {
        switch name {
        case "title": return templateText(title)
        case "version": return templateText(version)
        case "description": return description
        case "componentsID": return templateText(componentsID)
        case "groups": return groups
        case "scaffolding": return scaffolding
        case "about": return about
        case "servers": return servers
        case "authentication": return authentication
        case "tags": return tags
        case "webhooks": return webhooks
        default: return chrome.child(named: name)
        }
    }
}
