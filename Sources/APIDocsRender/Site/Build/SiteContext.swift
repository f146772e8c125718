import APIDocsConcurrency
import APIDocsSymbols

/// Everything page builders share for one API: the graph, the plan, the reverse index, and
/// the few settings that change the text of pages.
public struct SiteContext: Sendable {
    public var graph: SymbolGraph
    public var plan: SitePlan
    /// Pages: `graph.models`, then `graph.operations`.
    var usedBy: UsedByIndex<DeclarationID>
    public var settings: SiteSettings
    /// Forms the argument values of Swift examples (from the spec's examples where it can).
    public var examples: SwiftExampleBuilder
    /// Operation `swiftPath` → index of the first operation with that path.
    let operationIndex: [String: Int]
    /// Tag `swiftPath` → its operations (indexes), in README order, each once.
    let tagOperations: [String: [Int]]
    /// Tag `swiftPath` → its Swift name.
    let tagNames: [String: String]
    /// Long parameter descriptions many operations repeat, described once on the home page.
    let sharedParameters: SharedParameterDescriptions
    /// The Changes pages and notes, when the API has earlier versions.
    let versionPages: VersionPages?
    /// The API's guides, resolved against this site's symbol table.
    let guides: GuideSite?
    /// The declared tags with their display names and trait flags.
    let declaredTags: DeclaredTags

    public init(graph: SymbolGraph, settings: SiteSettings) {
        // The plan and the three indexes each only read the graph: built side by side.
        let planPart = WorkResult<SitePlan>(), sharedPart = WorkResult<SharedParameterDescriptions>()
        let usedByPart = WorkResult<UsedByIndex<DeclarationID>>(), examplesPart = WorkResult<SwiftExampleBuilder>()
        ConcurrentWork.run([
            { planPart.set(SitePlan(graph: graph)) },
            { sharedPart.set(SharedParameterDescriptions(graph: graph, reserved: HomePageBuilder.fixedIDs.union(AnchorAllocator.reservedIDs))) },
            { usedByPart.set(UsedByIndex.swagGen(graph)) },
            { examplesPart.set(SwiftExampleBuilder(graph: graph)) },
        ])
        let plan = planPart.value
        self.graph = graph
        self.plan = plan
        self.usedBy = usedByPart.value
        self.settings = settings
        self.examples = examplesPart.value
        self.sharedParameters = sharedPart.value
        self.versionPages = settings.versions.map { VersionPages($0, locations: plan.locations) }
        self.guides = settings.guides.map { GuideSite(input: $0, table: GuideLinkTable(entries: plan.symbolMap, tree: graph.clientTree(), spec: $0.spec)) }
        self.declaredTags = DeclaredTags(graph.api.tags)
        var operationIndex: [String: Int] = [:]
        for (index, operation) in graph.operations.enumerated() where operationIndex[operation.swiftPath] == nil && plan.operationPages[index] != nil {
            operationIndex[operation.swiftPath] = index
        }
        var tagOperations: [String: [Int]] = [:]
        var seen: [String: Set<Int>] = [:]
        for group in graph.operationsByTag {
            guard let path = plan.tagPaths[group.name] else { continue }
            for operation in group.operations {
                guard let index = operationIndex[operation.swiftPath], seen[path, default: []].insert(index).inserted else { continue }
                tagOperations[path, default: []].append(index)
            }
        }
        var tagNames: [String: String] = [:]
        for tag in graph.tags where tagNames[tag.swiftPath] == nil { tagNames[tag.swiftPath] = tag.swiftName }
        self.operationIndex = operationIndex
        self.tagOperations = tagOperations
        self.tagNames = tagNames
    }

    /// The shared parts of the page at `page`, titled `title`, under `breadcrumbs`.
    func chrome(page: String, title: String, breadcrumbs: [LinkView]) -> PageChrome {
        PageChrome(page: page, title: title, settings: settings, breadcrumbs: breadcrumbs, versionPages: versionPages, guides: guides)
    }

    /// What pages call the tag namespace `swiftPath`: the display name of the first of its tags
    /// that has one (a trait tag's name, as the sidebar shows it), else its Swift name.
    func tagLabel(_ swiftPath: String) -> String {
        for tag in graph.tags where tag.swiftPath == swiftPath {
            if let declared = declaredTags[tag.name], declared.displayName != nil || declared.isTrait { return declared.label }
        }
        return tagNames[swiftPath] ?? swiftPath
    }

    /// The breadcrumb back to the API home from `page`.
    func homeCrumb(from page: String) -> LinkView {
        LinkView(text: settings.apiName, href: SitePaths.relativePath(from: page, to: SitePlan.homePage))
    }
}

/// Settings of a site build that are not SwagGen options.
public struct SiteSettings: Sendable {
    /// The API's name on pages: the output folder name.
    public var apiName: String
    /// The expression that gets the client in usage examples (`APIClient.default`).
    public var clientExpression: String
    /// What the home page shows for the Swift blocks of the README's text (`nil`: the blocks
    /// as the template wrote them).
    public var readmeSwift: ReadmeSwiftOverlay?

    /// Earlier versions to compare with (`versions:` in `apidocs.yml`).
    public var versions: SiteVersions?

    /// Where the output folder holding the API's folder is published; `nil` when unknown.
    public var siteURL: SiteURL?

    /// Hand-written articles shown beside the reference (a spec's guides folder).
    public var guides: GuideInput?
    /// The origins of the spec's http(s) servers: the only ones the "Try it" panel may send to
    /// (`TryItOrigins`), named in every page's Content-Security-Policy.
    public var connectOrigins: [String] = []
    /// The header logo (`info.x-logo`), once the build has checked it.
    public var logo: SiteLogo?

    public init(apiName: String, clientExpression: String = "APIClient.default", readmeSwift: ReadmeSwiftOverlay? = nil, versions: SiteVersions? = nil,
                siteURL: SiteURL? = nil, guides: GuideInput? = nil) {
        self.apiName = apiName
        self.guides = guides
        self.versions = versions
        self.clientExpression = clientExpression
        self.readmeSwift = readmeSwift
        self.siteURL = siteURL
    }

    /// The absolute address of `page` (relative to the API folder, which is named `apiName`
    /// in the output folder) under the site URL; `nil` without one.
    func address(ofPage page: String) -> String? {
        siteURL?.address(of: apiName + "/" + page)
    }

    /// The client expression the README template `template` documents: PACE's fork names the
    /// client after the namespace (option `name`); SwagGen's templates use `APIClient.default`.
    public static func clientExpression(readmeTemplate template: String?, namespace: String) -> String {
        template == "pace" ? "\(namespace)Client.default" : "APIClient.default"
    }
}

/// Hands out the ids the plan gave symbols on one page, each once.
///
/// The same symbol can be rendered twice on a page (a type reached from two places); only its
/// first element gets the id, so ids stay unique.
struct PageIDs {
    private let anchors: [String: String]
    private var emitted: Set<String> = []

    init(plan: SitePlan, page: String) {
        anchors = plan.anchors(on: page)
    }

    mutating func id(for swiftPath: String) -> String? {
        guard let anchor = anchors[swiftPath], emitted.insert(anchor).inserted else { return nil }
        return anchor
    }
}
