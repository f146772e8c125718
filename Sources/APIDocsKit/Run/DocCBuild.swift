import APIDocsDiagnostics
import APIDocsLoader
import APIDocsRender
import Foundation

/// `apidocs docc`: the DocC catalog of one spec's client module, written into a `.docc` folder
/// (or compared with it, `check`).
///
/// The folder is the catalog: it must end in `.docc`, lie inside the project root (the root
/// every `$ref` of the spec must stay in) and be new, empty or one apidocs wrote before (its
/// `.apidocs-manifest` says which files are apidocs's; other files in it are kept). Anything
/// else is an error and nothing is written.
public enum DocCBuild {
    /// What a run produced.
    public struct Catalog: Sendable {
        public var folder: String
        public var module: String
        public var files: [OutputFile]
        public var fingerprint: String
    }

    /// Renders the catalog of `job` for `folder`, checking the folder first; `module` defaults
    /// to the folder's name without `.docc`; `location` is where the folder was configured.
    public static func render(_ job: DocsJob, folder: String, module: String?, location: SourceLocation? = nil, diagnostics: DiagnosticCollector) throws(SpecError) -> Catalog {
        func refuse(_ message: String) -> SpecError {
            location.map { SpecError(message, at: $0) } ?? SpecError(message, file: folder)
        }
        let name = FileSystem.lastComponent(folder)
        guard name.hasSuffix(".docc"), name.count > 5 else {
            throw refuse("a DocC catalog is a folder whose name ends in .docc (such as Sources/MyClient/MyClient.docc)")
        }
        let root = SpecFileAccess.systemRealPath(job.references.policy(specPath: job.specPath).root)
        guard ReferencePolicy.contains(root, SpecFileAccess.systemRealPath(folder)) else {
            throw refuse("the catalog folder '\(folder)' is outside the project root '\(root)'")
        }
        if FileManager.default.fileExists(atPath: folder) {
            guard FileSystem.isDirectory(folder) else { throw refuse("'\(folder)' exists and is not a folder") }
            let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0 != ".DS_Store" }
            if !entries.isEmpty, OutputManifest.read(folder: folder) == nil {
                throw refuse("'\(folder)' exists and is not a catalog apidocs wrote (it has no \(OutputManifest.fileName)); give a new or empty folder")
            }
        }
        let moduleName = module ?? String(name.dropLast(5))
        guard moduleName.first.map({ $0.isLetter || $0 == "_" }) == true, moduleName.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            throw refuse("'\(moduleName)' is not a Swift module name; name the folder <Module>.docc or give --module")
        }
        let result = try DocsPipeline.run(job, diagnostics: diagnostics)
        let catalog: DocCCatalog
        switch result.model {
        case .swagGen(let graph):
            catalog = DocCCatalog.swagGen(graph: graph, settings: DocsPipeline.siteSettings(job, result: result, graph: graph), module: moduleName)
        case .swiftOpenAPIGenerator(let input):
            catalog = DocCCatalog.sog(input: input, settings: DocsPipeline.sogSiteSettings(job, result: result), module: moduleName)
        }
        var fingerprint = DocsPipeline.fingerprint(for: job, inputs: result.inputFiles, themeFiles: [])
        fingerprint = "docc:" + moduleName + ":" + fingerprint
        return Catalog(folder: folder, module: moduleName, files: catalog.files.map { OutputFile(path: $0.path, text: $0.text) }, fingerprint: fingerprint)
    }
}
