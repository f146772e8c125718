import APIDocsDiagnostics
import APIDocsLoader
import APIDocsRender

/// The "Try it" requests of a job's operations, for `apidocs serve --mock` and `--proxy`: the
/// same `TryItRequest`s the operation pages carry, built with the same site settings, so the
/// mock answers and the proxy allows exactly what the pages document.
extension DocsPipeline {
    /// The request of every operation of `result` that has a page, in page order.
    public static func tryItRequests(for job: DocsJob, result: Result) -> [TryItRequest] {
        switch result.model {
        case .swagGen(let graph):
            return TryItCatalog.requests(swagGen: graph, settings: siteSettings(job, result: result, graph: graph))
        case .swiftOpenAPIGenerator(let input):
            return TryItCatalog.requests(sog: input, settings: sogSiteSettings(job, result: result))
        }
    }

    /// Runs the stages the requests need (the spec, its symbols and facts; no guides, no
    /// earlier versions, no README) and returns them. Problems that stop a stage are thrown;
    /// warnings and errors a stage stepped over go to `diagnostics`.
    public static func tryItRequests(for job: DocsJob, diagnostics: DiagnosticCollector) throws(SpecError) -> [TryItRequest] {
        var lean = job
        lean.versions = []
        lean.guides = nil
        let result = try run(lean, diagnostics: diagnostics, defersReadmes: true)
        return tryItRequests(for: lean, result: result)
    }
}
