import APIDocsLoader
import APIDocsSpec

/// One call from files to the symbol model: the spec, and the generator config given or
/// found beside it (SOG's defaults when there is none).
public enum SOGSymbolModel {
    public static func build(specPath: String, configPath: String? = nil, diagnostics: DiagnosticCollector) -> SOGSymbolGraph? {
        let errorsBefore = diagnostics.errorCount
        let config: SOGConfig
        if let path = configPath ?? SOGConfigLocator.configFile(besideSpec: specPath, diagnostics: diagnostics) {
            guard let read = SOGConfigReader.read(path: path, diagnostics: diagnostics), diagnostics.errorCount == errorsBefore else { return nil }
            config = read
        } else {
            guard diagnostics.errorCount == errorsBefore else { return nil }
            config = SOGConfig()
        }
        do {
            // The same confinement as the SwagGen flavour's default (no remote documents).
            let root = ReferencePolicy.defaultRoot(specPath: specPath, configFile: nil, workingDirectory: SpecFileAccess.currentDirectory())
            let documents = try SpecDocumentSet.load(path: specPath, policy: ReferencePolicy(root: root), access: .fileSystem)
            let spec = try SpecReader.read(documents, detail: .allComponents, diagnostics: diagnostics)
            guard diagnostics.errorCount == errorsBefore else { return nil }
            return SOGTranslator.symbolGraph(spec: spec, config: config, diagnostics: diagnostics)
        } catch {
            diagnostics.report(error)
            return nil
        }
    }
}
