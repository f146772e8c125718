import APIDocsSymbols

/// Every page of one API's site and the place of every symbol on them.
///
/// This is the one place that decides output paths and anchors: pages are written where the
/// plan says, every link is made with `href(to:from:)`, and `symbols.json` is the plan's
/// `locations`. Keeping all three on one value is what makes files, links and the symbol map
/// agree. Build it with `SitePlan(graph:)`.
public struct SitePlan: Sendable {
    /// What a page documents.
    public enum PageKind: Sendable, Equatable {
        case home
        /// `graph.models[index]`.
        case model(Int)
        /// `graph.enums[index]` (global enums).
        case globalEnum(Int)
        /// `graph.operations[index]`.
        case operation(Int)
        /// A tag namespace, by `swiftPath`.
        case tag(String)
        /// A declared trait tag (`x-traitTag`) that names no tag namespace, by name: its
        /// description, and no operations.
        case traitTag(String)
        /// `graph.api.webhooks[index]`: a request the API sends (no Swift symbol).
        case webhook(Int)
    }

    /// One output page.
    public struct Page: Sendable {
        /// Relative to the API folder.
        public var path: String
        public var kind: PageKind
    }

    public static let homePage = "index.html"
    public static let modelsFolder = "models"
    public static let operationsFolder = "operations"
    public static let tagsFolder = "tags"
    public static let webhooksFolder = "webhooks"

    /// Every page, home first, then models, global enums, operations and tags in graph order,
    /// then the trait tags that are no tag namespace.
    public internal(set) var pages: [Page] = []
    /// Page of `graph.models[i]`; `nil` for a model the site leaves out (`x-internal`).
    public internal(set) var modelPages: [String?] = []
    /// Page of `graph.enums[i]`.
    public internal(set) var enumPages: [String] = []
    /// Page of `graph.operations[i]`; `nil` for an operation the site leaves out (`x-internal`).
    public internal(set) var operationPages: [String?] = []
    /// The pages of `graph.api.webhooks` (the same in both client flavours).
    var webhooks = WebhookPages([])
    /// Page of `graph.api.webhooks[i]`.
    public var webhookPages: [String] { webhooks.paths }
    /// Tag `swiftPath` → page.
    public internal(set) var tagPages: [String: String] = [:]
    /// Raw tag name → tag `swiftPath`, for the tags that have a page.
    public internal(set) var tagPaths: [String: String] = [:]
    /// Declared trait tag name → its page, for trait tags that are no tag namespace.
    public internal(set) var traitTagPages: [String: String] = [:]
    /// `swiftPath` → where it is documented (the first place met: tags, servers, models, global enums, operations).
    public internal(set) var locations: [String: SiteLocation] = [:]
    /// `swiftPath` → the top-level declaration of its first place.
    var roots: [String: DeclarationID.Root] = [:]
    /// The paths that the code of more than one top-level declaration declares (a model and a
    /// global enum both `Status`, and their members): each further place, by its top-level
    /// declaration, in the order met.
    var otherPlaces: [String: [(root: DeclarationID.Root, location: SiteLocation)]] = [:]
    /// Every documented type declaration → where it is documented. Type links go through this,
    /// not `locations`: two declarations can share a `swiftPath` (a model `Status` and a global
    /// enum `Status`) and each use must reach its own.
    public internal(set) var declarations: [DeclarationID: SiteLocation] = [:]
    /// The Swift type of each composition member, for linking it on the pages that list it.
    public internal(set) var alternativeTypes = AlternativeTypes.none
    /// Page → the ids of the symbols placed on it, with the allocator that made them.
    private var pageAnchors: [String: PageAnchors] = [:]

    /// `swiftPath` → the id it has on `page`, for every symbol the plan put there.
    func anchors(on page: String) -> [String: String] {
        pageAnchors[page]?.ids ?? [:]
    }

    /// Where `swiftPath` is documented, if it is.
    public func location(of swiftPath: String) -> SiteLocation? {
        locations[swiftPath]
    }

    /// The id that `swiftPath`'s element carries on `page`, if the plan put it there.
    public func anchor(for swiftPath: String, on page: String) -> String? {
        pageAnchors[page]?.ids[swiftPath]
    }

    /// A relative link from `page` to the documentation of `swiftPath`, if it has any.
    public func href(to swiftPath: String, from page: String) -> String? {
        guard let target = locations[swiftPath] else { return nil }
        return SitePaths.relativeHref(from: page, to: target)
    }

    /// Where the type declaration `id` is documented, if it is.
    public func location(of id: DeclarationID) -> SiteLocation? {
        declarations[id]
    }

    /// A relative link from `page` to the documentation of the declaration `id`, if it has any.
    public func href(to id: DeclarationID, from page: String) -> String? {
        guard let target = declarations[id] else { return nil }
        return SitePaths.relativeHref(from: page, to: target)
    }

    /// The symbol map: every `swiftPath` with its URL relative to the API folder, sorted by
    /// Swift's string order (code point order, ASCII compared bytewise) so the output never
    /// depends on hashing. A path that several top-level declarations declare lists each place
    /// under its `SymbolMapFile` key (`schema Status`, `parameter status`), sorted by key.
    public var symbolMap: [SymbolMapFile.Entry] {
        locations.sorted { $0.key < $1.key }.map { path, location in
            guard let others = otherPlaces[path], let first = roots[path] else {
                return SymbolMapFile.Entry(path: path, url: location.url)
            }
            let places = ([(first, location)] + others).map { (key: SymbolMapFile.key(of: $0.0), url: $0.1.url) }
            return SymbolMapFile.Entry(path: path, places: places.sorted { $0.key < $1.key })
        }
    }

    /// Records that `swiftPath` is documented on `page`, as the page's own symbol when `isPage`;
    /// `root` is the top-level declaration whose code declares it, and `id` the type
    /// declaration it is, when it is one.
    mutating func register(_ swiftPath: String, on page: String, owner: String, root: DeclarationID.Root, isPage: Bool = false, id: DeclarationID? = nil) {
        var place = SiteLocation(page: page)
        if !isPage {
            // Mutated in place: copying a page's tables per symbol would be quadratic.
            place.anchor = pageAnchors[page, default: PageAnchors()].anchor(for: swiftPath, owner: owner)
        }
        if let id, declarations[id] == nil { declarations[id] = place }
        // Most paths are new: one hash of the path finds that out and records the root.
        guard let first = roots.updateValue(root, forKey: swiftPath) else {
            locations[swiftPath] = place
            return
        }
        roots[swiftPath] = first
        // One declaration's code declaring a path twice is a clash the symbol stage reports;
        // the first is kept. Another top-level declaration's path gets its own entry.
        if first != root, otherPlaces[swiftPath]?.contains(where: { $0.root == root }) != true {
            otherPlaces[swiftPath, default: []].append((root, place))
        }
    }
}

/// One page's anchors: the id of every `swiftPath` placed on the page, and the allocator that
/// hands out new ones. Kept together so that placing a symbol looks its page up once.
struct PageAnchors: Sendable {
    private(set) var ids: [String: String] = [:]
    private var allocator = AnchorAllocator()

    /// The id of `swiftPath` on this page: the one it already has, else a new one.
    mutating func anchor(for swiftPath: String, owner: String) -> String {
        if let existing = ids[swiftPath] { return existing }
        let anchor = allocator.allocate(swiftPath, owner: owner)
        ids[swiftPath] = anchor
        return anchor
    }
}
