import APIDocsLoader
import APIDocsRender
import APIDocsSpec
import APIDocsSymbols

/// The whole pipeline for one job, in memory: load → spec model → symbols → README and site.
///
/// Nothing here touches the output folder, so a failing spec can never leave half a site.
public enum DocsPipeline {
    /// Each stage's output, for callers that need more than the README.
    public struct Result: Sendable {
        public var graph: SymbolGraph
        public var readme: String
    }

    public static func symbols(for job: DocsJob) throws(SpecError) -> SymbolGraph {
        let documents = try SpecDocumentSet.load(path: job.specPath)
        let spec = try SpecReader.read(documents)
        return SymbolGraphBuilder.build(spec, options: job.options)
    }

    public static func run(_ job: DocsJob, themes: ThemeLocator = ThemeLocator()) throws(SpecError) -> Result {
        let template = try job.templateSetting.resolve(themes: themes)
        let graph = try symbols(for: job)
        let readme = try specError(from: template.path) {
            try ReadmeRenderer().render(template, context: ReadmeContext.make(graph))
        }
        return Result(graph: graph, readme: readme)
    }

    /// The files of one job's documentation folder, relative to the build's output folder:
    /// `<name>/README.md` and the HTML site rendered by `site`.
    public static func files(for job: DocsJob, result: Result, site: SiteRenderer) -> [RenderedFile] {
        let settings = SiteSettings(
            apiName: job.outputName,
            clientExpression: SiteSettings.clientExpression(readmeTemplate: job.template, namespace: result.graph.namespace)
        )
        var files = [RenderedFile(path: "README.md", text: result.readme)]
        files += site.render(graph: result.graph, readme: result.readme, settings: settings)
        return files.map { $0.inFolder(job.outputName) }
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
