import APIDocsLoader
import APIDocsRender
import APIDocsSpec
import APIDocsSymbols

/// The whole pipeline for one job, in memory: load → spec model → symbols → README.
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
        let template = try ReadmeTemplate.resolve(job.template ?? ReadmeTemplate.defaultName, themes: themes)
        let graph = try symbols(for: job)
        let readme: String
        do {
            readme = try ReadmeRenderer().render(template, context: ReadmeContext.make(graph))
        } catch let error as SpecError {
            throw error
        } catch {
            throw SpecError("could not render the README template: \(error)", file: template.path)
        }
        return Result(graph: graph, readme: readme)
    }
}
