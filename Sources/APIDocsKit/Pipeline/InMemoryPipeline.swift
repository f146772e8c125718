import APIDocsDiagnostics
import APIDocsLoader
import APIDocsRender
import APIDocsSOG

/// Every stage (load → spec → symbols → README and site pages) on one spec whose text is held
/// in memory, returning the output folder's files without writing anything.
///
/// It exists for callers that have text rather than a project on disk: the fuzz target
/// (`Fuzz/`), which runs it millions of times, and tests. The built-in README template and site
/// theme are taken once, when it is made; after that no spec file is read from disk (a `$ref`
/// to another file is a located error, as for a file that does not exist) and nothing is written.
public struct InMemoryPipeline: Sendable {
    /// The name the spec text is loaded under; diagnostics are located in it.
    public var specName: String
    /// The output folder name (the API's name on its pages).
    public var outputName: String
    /// Whose client the docs describe; swift-openapi-generator's with its default config.
    public var client: ClientFlavour
    public let site: SiteRenderer
    private let readmeTemplate: ReadmeTemplate
    private let sogReadmeTemplate: ReadmeTemplate

    /// Takes the default README templates and site theme built into the executable.
    public init(specName: String = "openapi.yml", outputName: String = "API", client: ClientFlavour = .swaggen) throws(SpecError) {
        self.readmeTemplate = try ReadmeTemplate.builtIn(ReadmeTemplate.defaultName)
        self.sogReadmeTemplate = try ReadmeTemplate.builtIn(ReadmeTemplate.sogName)
        self.site = SiteRenderer(theme: try SiteTheme.load(custom: nil))
        self.specName = specName
        self.outputName = outputName
        self.client = client
    }

    /// The files `build` would write for `text` (README.md first, then the site's files).
    /// Problems that stop a stage are thrown; everything else is reported into `diagnostics`.
    public func files(specText text: String, diagnostics: DiagnosticCollector) throws(SpecError) -> [OutputFile] {
        var job = DocsJob(specPath: specName, outputName: outputName, optionLayers: [], template: nil)
        job.client = client
        let documents = try SpecDocumentSet.load(path: specName, sources: [specName: text])
        if client == .swiftOpenAPIGenerator {
            let (input, _) = try DocsPipeline.sogInput(job, documents: documents, config: SOGConfig(),
                                                  errorsBefore: diagnostics.errorCount, diagnostics: diagnostics)
            let readme = try DocsPipeline.specError(from: specName) {
                try ReadmeRenderer().render(sogReadmeTemplate, context: SOGReadmeContext.make(input))
            }
            let result = DocsPipeline.Result(model: .swiftOpenAPIGenerator(input), readme: readme, inputFiles: documents.sourceFiles)
            return DocsPipeline.files(for: job, result: result, site: site, diagnostics: diagnostics)
        }
        let graph = try DocsPipeline.symbols(for: job, documents: documents, diagnostics: diagnostics)
        let (readme, siteReadme) = try DocsPipeline.readmes(readmeTemplate, graph: graph, specHoldsLowPrivateUse: documents.holdsLowPrivateUse)
        let result = DocsPipeline.Result(model: .swagGen(graph), readme: readme, siteReadme: siteReadme, inputFiles: documents.sourceFiles)
        return DocsPipeline.files(for: job, result: result, site: site, diagnostics: diagnostics)
    }
}
