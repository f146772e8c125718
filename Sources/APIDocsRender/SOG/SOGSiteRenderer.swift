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
        let slots = Slots(count: pages.count + 4)
        DispatchQueue.concurrentPerform(iterations: pages.count + 4) { item in
            switch item {
            case pages.count + 3:
                slots.set(pages.count + 3, RenderedFile(path: "navigation.js", bytes: SOGNavigation.data(builder).script()))
            case 0:
                slots.set(pages.count + 1, RenderedFile(path: "symbols.json", bytes: SOGSiteDataFiles.symbolMap(plan, graph: input.graph)))
            case 1:
                let entries = SOGSiteDataFiles.searchEntries(builder)
                slots.set(pages.count + 2, RenderedFile(path: "search-index.js", bytes: SiteDataFiles.searchIndex(entries)))
            case 2:
                slots.set(0, RenderedFile(path: SOGSitePlan.homePage, text: theme.render("sog-home", builder.home(), diagnostics: diagnostics)))
            default:
                let page = pages[item - 3]
                slots.set(item - 2, RenderedFile(path: page.path, text: theme.render("sog-page", builder.page(page), diagnostics: diagnostics)))
            }
        }
        var files = slots.values
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
