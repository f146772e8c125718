import APIDocsConcurrency
import APIDocsDiagnostics
import APIDocsRender
import APIDocsSymbols

/// A SwagGen job's two READMEs (the file and the home page's copy, see `DocsPipeline.readmes`)
/// rendered when first asked for, each once, from any thread: the preview renders a saved
/// spec's model and operation pages without waiting for them.
final class PendingReadmes: Sendable {
    let file: OnceValue<Result<String, SpecError>>
    let site: OnceValue<Result<String, SpecError>>

    init(template: ReadmeTemplate, graph: SymbolGraph) {
        file = OnceValue { PendingReadmes.render(template) { ReadmeContext.make(graph) } }
        site = OnceValue { PendingReadmes.render(template) { ReadmeContext.siteContext(graph) } }
    }

    private static func render(_ template: ReadmeTemplate, context: () -> [String: Any]) -> Result<String, SpecError> {
        do throws(SpecError) {
            return .success(try DocsPipeline.specError(from: template.path) { try ReadmeRenderer().render(template, context: context()) })
        } catch {
            return .failure(error)
        }
    }

    /// The README file; its error, if it has one, is reported into `diagnostics`.
    func fileText(diagnostics: DiagnosticCollector) -> String {
        text(file.value, diagnostics: diagnostics)
    }

    /// The home page's copy; its error, if it has one, is reported into `diagnostics`.
    func siteText(diagnostics: DiagnosticCollector) -> String {
        text(site.value, diagnostics: diagnostics)
    }

    private func text(_ result: Result<String, SpecError>, diagnostics: DiagnosticCollector) -> String {
        switch result {
        case .success(let text): return text
        case .failure(let error):
            diagnostics.report(error)
            return ""
        }
    }
}
