import Mustache

/// A type's page in either client flavour: a model or global enum (`models/<stem>.html`), or
/// a swift-openapi-generator component, `Servers`, `Client` or `APIProtocol`; its nested types,
/// who uses it, and the client methods documented with it.
public struct ModelPageView: Sendable, MustacheParent {
    public var chrome: PageChrome
    /// A class naming the flavour's own page style (`sog sog-schema`), if it has one.
    var flavourClass: String? = nil
    public var model: TypeSectionView
    public var nested: [TypeSectionView]
    /// Whether the page lists what uses its type (every model page does, even when nothing does).
    var showsUsedBy = true
    public var usedBy: [UsedByView]
    /// Methods of `Client` and `APIProtocol` documented on this page.
    var calls: [MemberBlockView] = []

    public func child(named name: String) -> Any? {
        switch name {
        case "flavourClass": return templateText(flavourClass)
        case "model": return TemplateNode(model)
        case "nested": return TemplateNode.list(nested)
        case "hasNested": return !nested.isEmpty
        case "showsUsedBy": return showsUsedBy
        case "calls": return TemplateNode.list(calls)
        case "callsBlocks": return MemberBlockView.blocks(calls)
        case "hasCalls": return !calls.isEmpty
        case "usedBy": return TemplateNode.list(usedBy)
        case "usedByBlocks": return UsedByView.blocks(usedBy)
        case "hasUsedBy": return !usedBy.isEmpty
        default: return chrome.child(named: name)
        }
    }
}

/// A tag page (`tags/<stem>.html`): the operations of one tag namespace.
public struct TagPageView: Sendable, MustacheParent {
    public var chrome: PageChrome
    public var title: String
    public var swiftPath: String
    /// The raw tag names that map to this namespace, comma separated.
    public var rawNames: String
    public var operations: [OperationLinkView]

    /// The declared tag's summary, description and external docs.
    public var description: HTML = .empty
    /// A trait tag (`x-traitTag`): its page lists no operations.
    var isTrait = false

    public func child(named name: String) -> Any? {
        switch name {
        case "description": return description
        case "title": return templateText(title)
        case "isTrait": return isTrait
        case "swiftPath": return templateText(swiftPath)
        case "rawNames": return templateText(rawNames)
        case "operations": return operations
        default: return chrome.child(named: name)
        }
    }
}

/// The output folder's own `index.html`, listing every API built.
public struct SiteIndexView: Sendable, MustacheParent {
    public var chrome: PageChrome
    public var apis: [APISummaryView]

    public func child(named name: String) -> Any? {
        switch name {
        case "apis": return apis
        default: return chrome.child(named: name)
        }
    }
}

/// One API on the site index.
public struct APISummaryView: Sendable, MustacheParent {
    public var link: LinkView
    public var title: String
    public var version: String?
    public var models: Int
    public var operations: Int

    public func child(named name: String) -> Any? {
        switch name {
        case "link": return link
        case "title": return templateText(title)
        case "version": return templateText(version)
        case "models": return models
        case "operations": return operations
        default: return nil
        }
    }
}

/// A webhook page (`webhooks/<stem>.html`): a request the API sends to the client's server.
public struct WebhookPageView: Sendable, MustacheParent {
    public var chrome: PageChrome
    public var title: String
    /// Upper case.
    public var method: String
    /// Parameters, body with samples, responses.
    public var body: HTML

    public func child(named name: String) -> Any? {
        switch name {
        case "title": return templateText(title)
        case "method": return templateText(method)
        case "methodClass": return templateText(method.lowercased())
        case "body": return body
        default: return chrome.child(named: name)
        }
    }
}
