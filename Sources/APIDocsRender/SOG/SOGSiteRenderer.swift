import APIDocsConcurrency
import APIDocsDiagnostics
import APIDocsSOG
import Dispatch
import Foundation

/// What a swift-openapi-generator-flavour site is made from: SOG's symbol model and the facts
/// of the document it was computed from (for the OpenAPI side of each symbol).
public struct SOGSiteInput: Sendable {
    public var graph: SOGSymbolGraph
    public var facts: SOGDocumentFacts

    public init(graph: SOGSymbolGraph, facts: SOGDocumentFacts) {
        self.graph = graph
        self.facts = facts
    }
}

extension SiteRenderer {
    /// Every file of a SOG-flavour site except the README: a page per operation, per component
    /// type, for `Servers`, `Client` and `APIProtocol`, the home page, `symbols.json` keyed by
    /// SOG's Swift paths, the search index and the theme's assets.
    public func renderSOG(_ input: SOGSiteInput, settings: SiteSettings, diagnostics: DiagnosticCollector) -> [RenderedFile] {
        let plan = SOGSitePlan(graph: input.graph)
        let facts = input.facts
        let builder = SOGPageBuilder(
            plan: plan, facts: facts,
            examples: SOGExampleWriter(types: plan.types, hasServer: !input.facts.serverURLs.isEmpty),
            settings: settings
        )
        let pages = plan.pages
        let theme = self.theme
        // The data files and the home page are the first work items, so they overlap with the
        // pages; the list reads home, pages, symbol map, search index, navigation.
        let made = ConcurrentWork.map(Array(0..<(pages.count + 4))) { item -> RenderedFile in
            switch item {
            case 0:
                return RenderedFile(path: "symbols.json", bytes: SOGSiteDataFiles.symbolMap(plan, graph: input.graph))
            case 1:
                let entries = SOGSiteDataFiles.searchEntries(builder)
                return RenderedFile(path: "search-index.js", bytes: SiteDataFiles.searchIndex(entries))
            case 2:
                return RenderedFile(path: SOGSitePlan.homePage, text: theme.render("sog-home", builder.home(), diagnostics: diagnostics))
            case pages.count + 3:
                return RenderedFile(path: "navigation.js", bytes: SOGNavigation.data(builder).script())
            default:
                let page = pages[item - 3]
                return RenderedFile(path: page.path, text: theme.render("sog-page", builder.page(page), diagnostics: diagnostics))
            }
        }
        var files = [made[2]] + made[3..<(pages.count + 3)] + [made[0], made[1], made[pages.count + 3]]
        for asset in theme.assets {
            files.append(RenderedFile(path: "assets/" + asset.path, bytes: asset.bytes))
        }
        return files
    }
}

extension SiteSummary {
    /// The site index entry of a SOG-flavour site: schemas count as models.
    public init(folder: String, sog input: SOGSiteInput) {
        self.init(
            folder: folder, title: input.facts.title ?? folder, version: input.facts.version,
            models: input.facts.schemaCount, operations: input.facts.operationCount
        )
    }
}
