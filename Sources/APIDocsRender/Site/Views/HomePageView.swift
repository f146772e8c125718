import Mustache

/// The API home page (`index.html`) of either client flavour: what the spec says about
/// itself, a plain navigation of every tag, operation and type (usable with scripts off), and
/// the README where there is one.
public struct HomePageView: Sendable, MustacheParent {
    public var chrome: PageChrome
    /// A class naming the flavour's own page style (`sog`), if it has one.
    var flavourClass: String? = nil
    public var title: String
    public var version: String?
    public var summary: String?
    public var description: HTML
    public var servers: [ServerView]
    public var tags: [TagLinkView]
    /// The types by group (SwagGen: Models, Enums; swift-openapi-generator: each
    /// `Components` namespace and the client's other types).
    var typeGroups: [TypeGroupView]
    public var operationGroups: [OperationGroupView]
    public var readme: HTML
    /// Contact, license, terms of service, external docs.
    public var about: HTML
    /// Each security scheme: how to authenticate.
    public var authentication: HTML
    /// Long parameter descriptions many operations share, each once.
    public var sharedParameters: HTML = .empty
    /// 3.1 webhooks: requests the API sends.
    public var webhooks: HTML
    /// Each tag with its description and operations, where the flavour has no tag pages.
    var tagSections: HTML = .empty

    public func child(named name: String) -> Any? {
        switch name {
        case "title": return templateText(title)
        case "version": return templateText(version)
        case "summary": return templateText(summary)
        case "description": return description
        case "servers": return servers
        case "hasServers": return !servers.isEmpty
        case "tags": return tags
        case "hasTags": return !tags.isEmpty
        case "typeGroups": return typeGroups
        case "flavourClass": return templateText(flavourClass)
        case "tagSections": return tagSections
        case "operationCount": return operationGroups.reduce(0) { $0 + $1.operations.count }
        case "operationGroups": return operationGroups
        case "hasOperations": return !operationGroups.isEmpty
        case "readme": return readme
        case "about": return about
        case "authentication": return authentication
        case "webhooks": return webhooks
        case "sharedParameters": return sharedParameters
        default: return chrome.child(named: name)
        }
    }
}

/// A server of the API, with its anchor (`Name.Server.main`), in both client flavours' home
/// pages (the `servers` partial).
public struct ServerView: Sendable, MustacheParent {
    public var id: String?
    public var name: String
    public var url: String
    public var description: HTML
    public var variables: [ServerVariableView]
    /// The generated method that builds the server's URL, where the client has one
    /// (`Servers.Server1.url(region:)`).
    var call: LinkView? = nil

    /// A server with its variables in name order, descriptions as Markdown.
    init(id: String?, name: String, url: String, description: String?, variables: [ServerVariableView]) {
        self.id = id
        self.name = name
        self.url = url
        self.description = Markdown.html(description ?? "")
        self.variables = variables.sorted { $0.name < $1.name }
    }

    public func child(named name: String) -> Any? {
        switch name {
        case "id": return templateText(id)
        case "name": return templateText(self.name)
        case "url": return templateText(url)
        case "description": return description
        case "variables": return variables
        case "hasVariables": return !variables.isEmpty
        case "call": return present(call)
        default: return nil
        }
    }
}

/// A variable of a templated server URL.
public struct ServerVariableView: Sendable, MustacheParent {
    public var name: String
    public var defaultValue: String?
    /// The allowed values, comma separated.
    public var values: String?
    public var description: HTML

    /// A variable with its allowed values (none when `enumValues` is empty).
    init(name: String, defaultValue: String?, enumValues: [String], description: String?) {
        self.name = name
        self.defaultValue = defaultValue
        values = enumValues.isEmpty ? nil : enumValues.joined(separator: ", ")
        self.description = Markdown.html(description ?? "")
    }

    public func child(named name: String) -> Any? {
        switch name {
        case "name": return templateText(self.name)
        case "defaultValue": return templateText(defaultValue)
        case "values": return templateText(values)
        case "description": return description
        default: return nil
        }
    }
}

/// One group of the home page's type lists: its section's heading and id, the folded
/// list's title, and a link per type. An empty group says so (a namespace the client declares
/// with nothing in it still has its place).
struct TypeGroupView: Sendable, MustacheParent {
    var headingID: String
    var title: String
    /// The folded list's title (`All models`).
    var summary: String
    var links: [LinkView]

    func child(named name: String) -> Any? {
        switch name {
        case "headingID": return templateText(headingID)
        case "title": return templateText(title)
        case "summary": return templateText(summary)
        case "links": return links
        case "hasLinks": return !links.isEmpty
        case "count": return links.count
        case "open": return links.count <= HomePageBuilder.openGroupsLimit
        default: return nil
        }
    }
}

/// A tag in the home page's navigation, with its number of operations.
public struct TagLinkView: Sendable, MustacheParent {
    public var link: LinkView
    public var operationCount: Int
    /// A trait tag (`x-traitTag`), which groups no operations: shown without a count.
    var isTrait = false

    public func child(named name: String) -> Any? {
        switch name {
        case "link": return link
        case "isTrait": return isTrait
        case "operationCount": return operationCount
        default: return nil
        }
    }
}

/// A group of the operations list: a tag (linked to its page) or the untagged operations.
public struct OperationGroupView: Sendable, MustacheParent {
    /// The tag namespace, or `nil` for untagged operations.
    public var tag: LinkView?
    public var title: String
    public var operations: [OperationLinkView]
    /// Whether the group starts unfolded.
    public var open: Bool
    /// The tag group (`x-tagGroups`) this group starts, shown as a heading before it.
    var heading: String? = nil

    public func child(named name: String) -> Any? {
        switch name {
        case "heading": return templateText(heading)
        case "tag": return present(tag)
        case "title": return templateText(title)
        case "breakableTitle": return HTML.breakable(title)
        case "count": return operations.count
        case "open": return open
        case "operations": return operations
        default: return nil
        }
    }
}

extension OperationGroupView {
    /// `groups` arranged under tag-group headings: each section's groups in its order, the
    /// first of them carrying the heading (a group two sections name is listed in both; trait
    /// tags have no operations and no place here).
    static func under(_ sections: [TagSections.Section], _ groups: [OperationGroupView]) -> [OperationGroupView] {
        var result: [OperationGroupView] = []
        for section in sections {
            var first = true
            for member in section.members {
                guard case .group(let index) = member, groups.indices.contains(index) else { continue }
                var group = groups[index]
                group.heading = first ? section.title : nil
                first = false
                result.append(group)
            }
        }
        return result
    }
}
