import APIDocsConcurrency
import APIDocsDiagnostics
import APIDocsGuides
import APIDocsLoader
import APIDocsRender
import APIDocsSpec
import APIDocsSymbols
import Dispatch
import Foundation

/// The whole pipeline for one job, in memory: load → spec model → symbols → README and site.
///
/// Nothing here touches the output folder, so a failing spec can never leave half a site.
public enum DocsPipeline {
    /// Each stage's output, for callers that need more than the README.
    public struct Result: Sendable {
        /// The symbol model of the job's client flavour.
        public var model: ClientModel
        public var readme: String
        /// The README for the site's home page: the same template rendered from a context
        /// whose symbol names carry link marks (see `ReadmeContext.siteContext`).
        public var siteReadme: String = ""
        /// The files it was made from: the spec's files in load order (URLs for remote
        /// documents), then the template.
        public var inputFiles: [String] = []
        /// The bytes of each remote document, by URL (hashed into the fingerprint).
        public var fetched: [String: [UInt8]] = [:]
        /// The comparisons with the job's earlier versions, for the site (`nil` without `versions:`).
        public var versions: SiteVersions?
        /// The job's guides, read and checked, for the site (`nil` without a guides folder).
        public var guides: GuideInput?
        /// The header logo (`info.x-logo`) and its file, for a run that renders pages.
        var logo: SiteLogoResolver.Resolved?
        /// The parts the site leaves out (`x-internal`, `x-hidden`), for `--verbose`.
        public var leftOut: [String] = []
        /// The spec model the client was made from, kept until the version history (which
        /// compares it with earlier versions) has read it; `nil` after `run`.
        var spec: APISpec?
        /// With `defersReadmes`, the SwagGen READMEs, rendered when first asked for (`readme`
        /// and `siteReadme` are then empty).
        var pendingReadmes: PendingReadmes?

        /// SwagGen's symbol model; `nil` in the swift-openapi-generator flavour.
        public var graph: SymbolGraph? {
            if case .swagGen(let graph) = model { return graph }
            return nil
        }

        /// SOG's symbol model and its facts, in the swift-openapi-generator flavour.
        public var sog: SOGSiteInput? {
            if case .swiftOpenAPIGenerator(let input) = model { return input }
            return nil
        }
    }

    /// The README file and the home page's copy of it: one template, rendered from the plain
    /// context and from the one whose symbol names carry link marks; one render gives both
    /// where it can (`ReadmeRenderer.fileAndSiteCopy`).
    static func readmes(_ template: ReadmeTemplate, graph: SymbolGraph, specHoldsLowPrivateUse: Bool) throws(SpecError) -> (file: String, site: String) {
        if let both = ReadmeRenderer().fileAndSiteCopy(template, graph: graph, specHoldsLowPrivateUse: specHoldsLowPrivateUse) {
            return both
        }
        // The two renders share nothing (each parses its own copy of the template), so they
        // run on two cores; the README file's error, if any, is the one reported.
        let results = ConcurrentWork.map([0, 1]) { item in
            Swift.Result<String, any Error> {
                try ReadmeRenderer().render(template, context: item == 0 ? ReadmeContext.make(graph) : ReadmeContext.siteContext(graph))
            }
        }
        return try specError(from: template.path) {
            (try results[0].get(), try results[1].get())
        }
    }

    public static func symbols(for job: DocsJob, diagnostics: DiagnosticCollector) throws(SpecError) -> SymbolGraph {
        try symbols(for: job, documents: job.references.load(specPath: job.specPath), diagnostics: diagnostics)
    }

    /// The spec and symbol stages. Errors the spec reader stepped over are in `diagnostics`;
    /// the graph is then built from what could be read, so its warnings are reported too.
    static func symbols(for job: DocsJob, documents: SpecDocumentSet, diagnostics: DiagnosticCollector, detail: SymbolDetail = .pages) throws(SpecError) -> SymbolGraph {
        try specAndSymbols(for: job, documents: documents, diagnostics: diagnostics, detail: detail).graph
    }

    /// The spec and symbol stages, with the spec model they read (the version history compares it).
    static func specAndSymbols(
        for job: DocsJob, documents: SpecDocumentSet, diagnostics: DiagnosticCollector, detail: SymbolDetail
    ) throws(SpecError) -> (spec: APISpec, graph: SymbolGraph) {
        let spec = try SpecReader.read(documents, diagnostics: diagnostics)
        return (spec, SymbolGraphBuilder.build(spec, options: job.options, diagnostics: diagnostics, detail: detail))
    }

    /// Runs every stage of one job. Problems that stop a stage are thrown; everything else is
    /// reported into `diagnostics` (warnings, and errors a stage could step over to find more).
    /// A strict job reports its warnings as errors. With `detail: .readme` (a run that writes
    /// no pages) the graph leaves out the facts only pages show, and the home page's copy of the
    /// README is not rendered (`siteReadme` is empty).
    /// With `defersReadmes` (the preview), a SwagGen job's READMEs are rendered only when its
    /// pending files ask for them (`pendingFiles`), and their errors are reported there.
    public static func run(_ job: DocsJob, diagnostics: DiagnosticCollector, detail: SymbolDetail = .pages, defersReadmes: Bool = false) throws(SpecError) -> Result {
        let diagnostics = job.strict ? diagnostics.strictScope() : diagnostics
        var result = job.client == .swiftOpenAPIGenerator
            ? try runSOG(job, diagnostics: diagnostics)
            : try runSwagGen(job, diagnostics: diagnostics, detail: detail, defersReadmes: defersReadmes)
        // Guides are pages: a README-only run neither reads nor checks them.
        if detail == .pages, let spec = result.spec, let guides = try guides(for: job, spec: spec, diagnostics: diagnostics) {
            result.guides = guides
            result.inputFiles += guides.set.files
        }
        // The README shows no history: only a run that renders pages compares versions.
        if detail == .pages, !job.versions.isEmpty, let spec = result.spec {
            let history = try versionHistory(job, current: result, spec: spec)
            result.versions = history.versions
            result.inputFiles += history.inputs
        }
        result.spec = nil
        return result
    }

    /// The SwagGen flavour's stages.
    static func runSwagGen(_ job: DocsJob, diagnostics: DiagnosticCollector, detail: SymbolDetail, defersReadmes: Bool = false) throws(SpecError) -> Result {
        if job.template == ReadmeTemplate.sogName {
            let message = "README template '\(ReadmeTemplate.sogName)' documents swift-openapi-generator's client; set client: swift-openapi-generator (or --client swift-openapi-generator)"
            throw job.templateLocation.map { SpecError(message, at: $0) } ?? SpecError(message, file: job.specPath)
        }
        let template = try job.templateSetting.resolve()
        _ = BackgroundWork { ReadmeRenderer().prepare(template) }
        let documents = try job.references.load(specPath: job.specPath)
        let (spec, graph) = try specAndSymbols(for: job, documents: documents, diagnostics: diagnostics, detail: detail)
        var pending: PendingReadmes?
        let (readme, siteReadme): (String, String)
        switch detail {
        case .pages where defersReadmes:
            pending = PendingReadmes(template: template, graph: graph)
            (readme, siteReadme) = ("", "")
        case .pages: (readme, siteReadme) = try readmes(template, graph: graph, specHoldsLowPrivateUse: documents.holdsLowPrivateUse)
        case .readme: (readme, siteReadme) = (try specError(from: template.path) { try ReadmeRenderer().render(template, context: ReadmeContext.make(graph)) }, "")
        }
        // A built-in template is part of the executable, which the fingerprint covers already.
        let templateFiles = template.origin == .file ? [template.path] : []
        var result = Result(model: .swagGen(graph), readme: readme, siteReadme: siteReadme, inputFiles: documents.sourceFiles + templateFiles, fetched: documents.fetched)
        if detail == .pages {
            result.siteExtras(SiteLogoResolver.resolve(graph.api.logo, job: job, apiTitle: graph.api.title, diagnostics: diagnostics), leftOut: LeftOutParts.notes(graph))
        }
        result.spec = spec
        result.pendingReadmes = pending
        return result
    }


    /// Runs a step whose errors are untyped, keeping `SpecError`s and wrapping anything else.
    static func specError<T>(from source: String, _ body: () throws -> T) throws(SpecError) -> T {
        do {
            return try body()
        } catch let error as SpecError {
            throw error
        } catch {
            throw SpecError("\(error)", file: source)
        }
    }
}

extension DocsPipeline.Result {
    /// Records what only the site uses: the logo (whose file, read or not, becomes an input of
    /// the build) and the parts left out.
    mutating func siteExtras(_ logo: SiteLogoResolver.Resolved?, leftOut: [String]) {
        self.logo = logo
        if let source = logo?.input { inputFiles.append(source) }
        self.leftOut = leftOut
    }

    /// The logo file to write into the API folder, if the logo is one.
    var logoFiles: [OutputFile] {
        logo?.file.map { [$0.output] } ?? []
    }
}
