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
        let exists = FileManager.default.fileExists(atPath: folder)
        if exists, !FileSystem.isDirectory(folder) { throw refuse("'\(folder)' exists and is not a folder") }
        let moduleName = module ?? String(name.dropLast(5))
        guard moduleName.first.map({ $0.isLetter || $0 == "_" }) == true, moduleName.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            throw refuse("'\(moduleName)' is not a Swift module name; name the folder <Module>.docc or give --module")
        }
        let result = try DocsPipeline.run(job, diagnostics: diagnostics)
        // The guides' links are resolved as the site resolves them, and their problems told the
        // same way: an error (a warning with `--lenient-links`), strict as the job is.
        let guideProblems = job.strict ? diagnostics.strictScope() : diagnostics
        let catalog: DocCCatalog
        switch result.model {
        case .swagGen(let graph):
            catalog = DocCCatalog.swagGen(graph: graph, settings: DocsPipeline.siteSettings(job, result: result, graph: graph), module: moduleName, diagnostics: guideProblems)
        case .swiftOpenAPIGenerator(let input):
            catalog = DocCCatalog.sog(input: input, settings: DocsPipeline.sogSiteSettings(job, result: result), module: moduleName, diagnostics: guideProblems)
        }
        if exists, OutputManifest.read(folder: folder) == nil,
           let foreign = foreignFile(in: folder, produced: catalog.files) {
            throw refuse("'\(folder)' exists and is not a catalog apidocs wrote: it has no \(OutputManifest.fileName) and '\(foreign)' is not a file of this catalog; give a new or empty folder (or delete the file)")
        }
        var fingerprint = DocsPipeline.fingerprint(for: job, inputs: result.inputFiles, themeFiles: [])
        fingerprint = "docc:" + moduleName + ":" + fingerprint
        return Catalog(folder: folder, module: moduleName, files: catalog.files.map { OutputFile(path: $0.path, text: $0.text) }, fingerprint: fingerprint)
    }

    /// The first file (sorted) in `folder` that is not one of the catalog's `produced` files,
    /// or nil.
    ///
    /// A folder without a manifest is still ours when each file in it has the path and the
    /// heading (first line) of a file the catalog writes: a catalog committed to git and checked
    /// out afresh (the manifest is local state, ignored by git) is accepted; a folder of
    /// anything else, or a catalog holding extensions of symbols since removed, is not.
    static func foreignFile(in folder: String, produced: [DocCCatalog.File]) -> String? {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return nil }
        let headings = Dictionary(produced.map { ($0.path, firstLine($0.text)) }, uniquingKeysWith: { first, _ in first })
        var files: [(path: String, isFile: Bool)] = []
        while let relative = walker.nextObject() as? String {
            // lstat: a symbolic link is never ours (nor followed), a real folder is walked.
            let kind = OutputDisk.status(folder + "/" + relative)?.kind
            if kind == .directory || FileSystem.lastComponent(relative) == ".DS_Store" { continue }
            files.append((relative, kind == .file))
        }
        return files.sorted { $0.path < $1.path }.first { file in
            let relative = file.path
            guard file.isFile, let heading = headings[relative],
                  let data = FileManager.default.contents(atPath: folder + "/" + relative) else { return true }
            return firstLine(String(decoding: data.prefix(4096), as: UTF8.self)) != heading
        }?.path
    }

    private static func firstLine(_ text: String) -> Substring {
        text.prefix { $0 != "\n" }
    }
}
