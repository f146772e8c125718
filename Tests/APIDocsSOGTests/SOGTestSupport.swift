import APIDocsSymbols
import APIDocsLoader
import APIDocsSOG
import APIDocsSpec
import XCTest

/// Builds the SOG symbol model of an inline spec, for tests.
struct SOGRun {
    let graph: ClientDeclarationTree?
    let diagnostics: [Diagnostic]

    static let file = "/virtual/openapi.yaml"

    /// `file` names the document (its extension decides JSON or YAML).
    init(_ yaml: String, config: SOGConfig = SOGConfig(), file: String = SOGRun.file) throws {
        let documents = try SpecDocumentSet.load(path: file, sources: [file: yaml])
        let collector = DiagnosticCollector()
        let spec = try SpecReader.read(documents, detail: .allComponents, diagnostics: collector)
        graph = SOGTranslator.symbolGraph(spec: spec, config: config, diagnostics: collector)
        diagnostics = collector.diagnostics
    }

    init(strategy: SOGNamingStrategy, _ yaml: String) throws {
        var config = SOGConfig()
        config.namingStrategy = strategy
        try self.init(yaml, config: config)
    }

    var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
    var paths: Set<String> { graph?.paths ?? [] }

    /// `line:column` of a diagnostic, for location assertions.
    static func place(_ diagnostic: Diagnostic) -> String {
        guard let location = diagnostic.location else { return "?" }
        return "\(location.line):\(location.column)"
    }
}
