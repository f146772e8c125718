import APIDocsSOG
import APIDocsSymbols

/// Every page of a swift-openapi-generator-flavour site and the place of every SOG symbol.
///
/// The one place that decides this flavour's output paths and anchors: pages are written where
/// the plan says, links are made from `locations`, and `symbols.json` is `locations`. A page
/// documents one declaration and everything nested in it; an operation's page also holds the
/// `Client` and `APIProtocol` methods that call it, so "which symbol do I call" has one answer.
struct SOGSitePlan: Sendable {
    /// A symbol's identity: SOG has paths with two kinds (a throwing property and a static one).
    struct Key: Hashable, Sendable {
        var path: String
        var kind: ClientSymbolKind
    }

    /// A declaration with its full Swift path.
    struct Placed: Sendable {
        var path: String
        var declaration: ClientDeclaration
        /// For a method of `Client` or `APIProtocol` listed on an operation's page, which.
        var owner: ClientRole? = nil
    }

    /// What a page shows.
    enum Section: String, Sendable {
        case operation, schema, parameter, requestBody, response, header, servers, client, apiProtocol

        /// What a "Used by" list calls a page of this section: `schema`, `request body`.
        var label: String {
            switch self {
            case .requestBody: return "request body"
            case .apiProtocol: return "protocol"
            default: return rawValue
            }
        }
    }

    /// One output page: its own declaration and the others documented on it.
    struct Page: Sendable {
        var path: String
        var section: Section
        var main: Placed
        /// Declarations from elsewhere in the tree shown on this page (an operation's methods).
        var calls: [Placed] = []
    }

    static let homePage = "index.html"
    /// The folder of each page kind and, for components, the namespace it documents.
    static let componentFolders: [(namespace: String, folder: String, section: Section, title: String)] = [
        ("Schemas", "schemas", .schema, "schemas"), ("Parameters", "parameters", .parameter, "parameters"),
        ("RequestBodies", "request-bodies", .requestBody, "request bodies"), ("Responses", "responses", .response, "responses"),
        ("Headers", "headers", .header, "headers"),
    ]
    /// Namespaces that are the whole of the home page's contents rather than one group there.
    static let contentsAnchors = ["Components": "api-contents", "Operations": "api-contents"]
    /// Namespaces documented as sections of the home page.
    static let homeNamespaces = ["Components", "Components.Schemas", "Components.Parameters", "Components.RequestBodies", "Components.Responses", "Components.Headers", "Operations"]

    private(set) var pages: [Page]
    /// Every symbol → where it is documented.
    private(set) var locations: [Key: SiteLocation] = [:]
    /// Type declarations (structs, enums, typealiases, protocols) by path, for type links.
    private(set) var typeLocations: [String: SiteLocation] = [:]
    /// Type declarations by path, for examples.
    private(set) var types: [String: ClientDeclaration] = [:]
    /// Page → (key → id).
    private var anchors: [String: [Key: String]] = [:]
    private var allocators: [String: AnchorAllocator] = [:]

    /// The plan of `graph`'s pages; declarations made from a `hidden` place (an operation or a
    /// component schema marked `x-internal` or `x-hidden`) get no page, and the `Client` and
    /// `APIProtocol` methods that call a hidden operation no place.
    init(graph: ClientDeclarationTree, hidden: Set<SpecPlace> = []) {
        pages = Self.layout(graph: graph, hidden: hidden)
        for namespace in Self.homeNamespaces {
            let key = Key(path: namespace, kind: .enum)
            if let id = Self.contentsAnchors[namespace] {
                // The home page's contents, which list both, always.
                anchors[Self.homePage, default: [:]][key] = id
                locations[key] = SiteLocation(page: Self.homePage, anchor: id)
            } else {
                register(key, on: Self.homePage, owner: "", isPage: false)
            }
        }
        for page in pages {
            let main = page.main
            register(Key(path: main.path, kind: main.declaration.kind), on: page.path, owner: main.path, isPage: true)
            noteType(main)
            for call in page.calls {
                register(Key(path: call.path, kind: call.declaration.kind), on: page.path, owner: main.path, isPage: false)
            }
            walk(main, page: page.path, owner: main.path)
        }
    }

    /// The pages of `graph`, each with its own declaration and the methods that call it: a
    /// page places its declaration and everything nested in it. The plan's first step, also
    /// what tells which symbols the site lists (`SymbolTables`) without placing anchors.
    static func layout(graph: ClientDeclarationTree, hidden: Set<SpecPlace>) -> [Page] {
        var pages: [Page] = []
        var slugs: [String: SlugAllocator] = [:]
        func pagePath(_ folder: String, _ name: String) -> String {
            folder + "/" + slugs[folder, default: SlugAllocator()].allocate(name) + ".html"
        }
        var operationPages: [SpecPlace: Int] = [:]
        var methods: [Placed] = []
        for top in graph.declarations {
            switch top.role {
            case .components:
                for namespace in top.members {
                    guard let folder = Self.componentFolders.first(where: { $0.namespace == namespace.name }) else { continue }
                    for member in namespace.members where member.source.map({ !hidden.contains($0) }) ?? true {
                        let path = "Components." + namespace.name + "." + member.name
                        pages.append(Page(path: pagePath(folder.folder, member.name), section: folder.section, main: Placed(path: path, declaration: member)))
                    }
                }
            case .operations:
                for member in top.members where member.source.map({ !hidden.contains($0) }) ?? true {
                    if let source = member.source { operationPages[source] = pages.count }
                    pages.append(Page(path: pagePath("operations", member.name), section: .operation, main: Placed(path: "Operations." + member.name, declaration: member)))
                }
            case .servers:
                pages.append(Page(path: "servers.html", section: .servers, main: Placed(path: top.name, declaration: top)))
            case .client, .apiProtocol:
                var own = top
                own.members = top.members.filter { $0.source == nil }
                methods += top.members.filter { $0.source != nil }.map { Placed(path: top.name + "." + $0.name, declaration: $0, owner: top.role) }
                let isClient = top.role == .client
                pages.append(Page(path: isClient ? "client.html" : "api-protocol.html", section: isClient ? .client : .apiProtocol, main: Placed(path: top.name, declaration: own)))
            default:
                continue
            }
        }
        for method in methods {
            if let source = method.declaration.source, hidden.contains(source) { continue }
            if let source = method.declaration.source, let index = operationPages[source] {
                pages[index].calls.append(method)
            } else if let index = pages.firstIndex(where: { $0.main.path == method.path.prefix(while: { $0 != "." }) }) {
                pages[index].calls.append(method)
            }
        }
        return pages
    }

    private mutating func walk(_ placed: Placed, page: String, owner: String) {
        for member in placed.declaration.members {
            let child = Placed(path: placed.path + "." + member.name, declaration: member)
            register(Key(path: child.path, kind: member.kind), on: page, owner: owner, isPage: false)
            noteType(child)
            walk(child, page: page, owner: owner)
        }
    }

    private mutating func noteType(_ placed: Placed) {
        switch placed.declaration.kind {
        case .struct, .enum, .typealias, .protocol:
            if types[placed.path] == nil { types[placed.path] = placed.declaration }
            if typeLocations[placed.path] == nil { typeLocations[placed.path] = locations[Key(path: placed.path, kind: placed.declaration.kind)] }
        default:
            break
        }
    }

    private mutating func register(_ key: Key, on page: String, owner: String, isPage: Bool) {
        if isPage {
            if locations[key] == nil { locations[key] = SiteLocation(page: page) }
            return
        }
        let id = allocators[page, default: AnchorAllocator()].allocate(key.path, owner: owner)
        anchors[page, default: [:]][key] = id
        if locations[key] == nil { locations[key] = SiteLocation(page: page, anchor: id) }
    }

    /// Swift path → where it is documented; for a path with two kinds (a throwing property and
    /// a case), the first kind's place.
    var pathLocations: [String: SiteLocation] {
        var result: [String: SiteLocation] = [:]
        for key in locations.keys.sorted(by: { ($0.path, $0.kind) < ($1.path, $1.kind) }) where result[key.path] == nil {
            result[key.path] = locations[key]
        }
        return result
    }

    /// The id of `key`'s element on `page`.
    func anchor(_ key: Key, on page: String) -> String? {
        anchors[page]?[key]
    }

    /// A relative link from `page` to `key`'s documentation.
    func href(to key: Key, from page: String) -> String? {
        locations[key].map { SitePaths.relativeHref(from: page, to: $0) }
    }

    /// A relative link from `page` to the type declaration at `path`.
    func href(toType path: String, from page: String) -> String? {
        typeLocations[path].map { SitePaths.relativeHref(from: page, to: $0) }
    }
}
