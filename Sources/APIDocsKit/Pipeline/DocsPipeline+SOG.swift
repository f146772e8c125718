import APIDocsConcurrency
import APIDocsDiagnostics
import APIDocsLoader
import APIDocsRender
import APIDocsSOG
import APIDocsSpec
import APIDocsSymbols

/// The swift-openapi-generator flavour of the pipeline (issue 13): the spec and the team's
/// generator config → SOG's symbol model → its README and site.
extension DocsPipeline {
    /// The README template a SOG-flavour job renders with: its own, or the flavour's built-in.
    static func sogTemplate(_ job: DocsJob) -> TemplateSetting {
        TemplateSetting(job.template ?? ReadmeTemplate.sogName, location: job.templateLocation, folder: job.templateFolder)
    }

    static func runSOG(_ job: DocsJob, diagnostics: DiagnosticCollector) throws(SpecError) -> Result {
        let setting = sogTemplate(job)
        if setting.name != ReadmeTemplate.sogName, ReadmeTemplate.builtInNames.contains(setting.name) {
            let message = "README template '\(setting.name)' documents SwagGen's client; with client: swift-openapi-generator use '\(ReadmeTemplate.sogName)' or a template file"
            throw setting.location.map { SpecError(message, at: $0) } ?? SpecError(message, file: job.specPath)
        }
        let template = try setting.resolve()
        _ = BackgroundWork { ReadmeRenderer().prepare(template) }
        let errorsBefore = diagnostics.errorCount
        let (config, configPath) = try sogConfig(job, diagnostics: diagnostics)
        let documents = try job.references.load(specPath: job.specPath)
        let (input, spec) = try sogInput(job, documents: documents, config: config, errorsBefore: errorsBefore, diagnostics: diagnostics)
        let readme = try specError(from: template.path) {
            try ReadmeRenderer().render(template, context: SOGReadmeContext.make(input))
        }
        // A built-in template is part of the executable, which the fingerprint covers already.
        let templateFiles = template.origin == .file ? [template.path] : []
        var result = Result(
            model: .swiftOpenAPIGenerator(input), readme: readme,
            inputFiles: documents.sourceFiles + (configPath.map { [$0] } ?? []) + templateFiles, fetched: documents.fetched
        )
        result.siteExtras(SiteLogoResolver.resolve(input.facts.api.logo, job: job, apiTitle: input.facts.title, diagnostics: diagnostics), leftOut: LeftOutParts.notes(input))
        result.spec = spec
        return result
    }

    /// The generator config of a job (given, or found beside the spec; the defaults when there
    /// is none) and its path.
    static func sogConfig(_ job: DocsJob, diagnostics: DiagnosticCollector) throws(SpecError) -> (SOGConfig, String?) {
        let configPath: String?
        if let given = job.generatorConfig {
            guard FileSystem.exists(given) else { throw SpecError("generator config not found", file: given) }
            configPath = given
        } else {
            configPath = SOGConfigLocator.configFile(besideSpec: job.specPath, diagnostics: diagnostics)
        }
        guard let configPath else { return (SOGConfig(), nil) }
        guard let read = SOGConfigReader.read(path: configPath, diagnostics: diagnostics) else {
            throw SpecError("cannot read the generator config", file: configPath)
        }
        return (read, configPath)
    }

    /// The spec and symbol stages of the flavour: SOG's symbol model and the facts its pages
    /// show, or an error when swift-openapi-generator would refuse the document.
    static func sogInput(_ job: DocsJob, documents: SpecDocumentSet, config: SOGConfig, errorsBefore: Int,
                         diagnostics: DiagnosticCollector) throws(SpecError) -> (SOGSiteInput, APISpec) {
        let (spec, graph) = try sogGraph(job, documents: documents, config: config, errorsBefore: errorsBefore, diagnostics: diagnostics)
        return (SOGSiteInput(graph: graph, facts: SOGDocumentFacts(spec: spec, graph: graph, diagnostics: diagnostics)), spec)
    }

    /// The spec model and SOG's declarations of the document, or an error when
    /// swift-openapi-generator would refuse it (an error reported since `errorsBefore`).
    static func sogGraph(_ job: DocsJob, documents: SpecDocumentSet, config: SOGConfig, errorsBefore: Int,
                         diagnostics: DiagnosticCollector) throws(SpecError) -> (APISpec, ClientDeclarationTree) {
        let spec = try SpecReader.read(documents, detail: .allComponents, diagnostics: diagnostics)
        guard diagnostics.errorCount == errorsBefore,
              let graph = SOGTranslator.symbolGraph(spec: spec, config: config, diagnostics: diagnostics) else {
            throw SpecError("swift-openapi-generator would refuse this document (errors above)", file: job.specPath)
        }
        return (spec, graph)
    }

    static func sogFiles(
        for job: DocsJob, input: SOGSiteInput, result: Result, site: SiteRenderer, diagnostics: DiagnosticCollector
    ) -> [OutputFile] {
        [OutputFile(path: "README.md", text: result.readme)]
            + site.renderSOG(input, settings: sogSiteSettings(job, result: result), diagnostics: diagnostics) + result.logoFiles
    }

    /// The site settings of a SOG-flavour job.
    static func sogSiteSettings(_ job: DocsJob, result: Result) -> SiteSettings {
        var settings = SiteSettings(apiName: job.outputName, versions: result.versions, siteURL: job.siteURL, guides: result.guides)
        settings.logo = result.logo?.logo
        if let input = result.sog { settings.connectOrigins = TryItOrigins.of(sog: input.facts) }
        return settings
    }
}

extension DocsPipeline.Result {
    /// The site index's line for this API, from whichever symbol model the flavour made.
    func siteSummary(folder: String) -> SiteSummary {
        switch model {
        case .swagGen(let graph): return SiteSummary(folder: folder, graph: graph)
        case .swiftOpenAPIGenerator(let input): return SiteSummary(folder: folder, sog: input)
        }
    }
}
