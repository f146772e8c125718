import Mustache

/// The page of a component, of `Servers`, `Client` or `APIProtocol`: one SOG declaration and
/// what is nested in it (an operation's page is an `OperationPageView`).
struct SOGPageView: Sendable, MustacheParent {
    var chrome: PageChrome
    var section: String
    /// Kind, path, an operation's HTTP line and facts, description, a component's facts.
    var lead: PageLeadView
    var example: String?
    /// A component schema's JSON value, as a code block.
    var jsonSample: HTML? = nil
    /// The `Client` and `APIProtocol` methods that call an operation.
    var calls: [MemberBlockView]
    /// Everything nested in the page's declaration, depth first.
    var members: [MemberBlockView]
    /// Whether the page lists what uses its type (a component's page does, even when nothing does).
    var showsUsedBy = false
    /// Operations and components whose declarations use this page's type.
    var usedBy: [UsedByView] = []

    func child(named name: String) -> Any? {
        switch name {
        case "section": return templateText(section)
        case "lead": return lead
        case "example": return templateText(example)
        case "jsonSample": return present(jsonSample)
        case "hasLeadCode": return example != nil || jsonSample != nil
        case "calls": return calls
        case "hasCalls": return !calls.isEmpty
        case "members": return members
        case "hasMembers": return !members.isEmpty
        case "showsUsedBy": return showsUsedBy
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
    /// Servers with their variables, `Servers.ServerN` symbols and URL methods.
    var servers: [ServerView] = []
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
        case "hasServers": return !servers.isEmpty
        case "authentication": return authentication
        case "tags": return tags
        case "webhooks": return webhooks
        default: return chrome.child(named: name)
        }
    }
}
