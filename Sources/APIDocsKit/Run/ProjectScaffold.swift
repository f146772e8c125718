import APIDocsDiagnostics
import APIDocsLoader
import APIDocsSymbols
import Foundation

/// What `apidocs init` adds to a repository, decided in full before anything is written: a
/// spec folder `Specs/<Name>/` (the given spec and the files its `$ref`s reach, byte for byte,
/// or a starter spec, plus an `apidocs.yml`), the workflow that runs `apidocs check` in CI, and
/// the local-state lines of `.gitignore`.
///
/// It exists so that setting apidocs up is one command that either does everything or
/// nothing: the spec goes through the same pipeline as `build` (a broken spec is the usual
/// located error), and every path is checked (`ProjectScaffold+Write`) before the first write.
public struct ProjectScaffold: Sendable {
    /// What `init` was asked for.
    public struct Request: Sendable {
        /// The spec file (or a folder holding `spec.yml|yaml|json`); `nil` for the starter spec.
        public var spec: String?
        /// `--name`, already checked with `SpecFolderName.problem`.
        public var name: String?
        /// `--client`: written to `apidocs.yml` only when given.
        public var client: ClientFlavour?

        public init(spec: String? = nil, name: String? = nil, client: ClientFlavour? = nil) {
            self.spec = spec
            self.name = name
            self.client = client
        }
    }

    /// A file to create, relative to the current folder.
    struct NewFile: Sendable {
        var path: String
        var bytes: [UInt8]
    }

    /// The spec folder's name: the folder under `Specs/`, the output folder and the `name` option.
    public let name: String
    /// `Specs/<name>`.
    public let specFolder: String
    /// The spec folder's files (the spec first, then `apidocs.yml` and the starter guide), then the workflow.
    let newFiles: [NewFile]
    /// Lines `.gitignore` lacks; empty when it has them all.
    let ignoreLines: [String]
    /// Lines to print after the list of files (a workflow left as it was, a root `apidocs.yml`).
    public let notes: [String]

    public static let gitignore = ".gitignore"
    /// The local state files of `build` (see `OutputManifest`, `SiteState`): never committed.
    public static let localStateLines = [OutputManifest.fileName, SiteState.fileName]

    /// Reads and checks the spec (its warnings and errors go to `diagnostics`), names the spec
    /// folder, and lists what `write()` would create. Throws what stops the run at once; a
    /// caller must write nothing when `diagnostics.hasErrors` afterwards either.
    public static func plan(_ request: Request, diagnostics: DiagnosticCollector) throws(SpecError) -> ProjectScaffold {
        var specFiles: [NewFile]
        let name: String
        let specFileName: String
        if let given = request.spec {
            let specPath = try specFile(given)
            let documents = try ReferenceSettings().load(specPath: specPath)
            name = request.name ?? SpecFolderName.derived(fromTitle: documents.root["info"]?["title"]?.string)
            var job = DocsJob(specPath: specPath, outputName: name, optionLayers: [[OptionEntry(key: "name", value: .string(name))]], template: nil)
            job.client = request.client ?? .swaggen
            let result = try DocsPipeline.run(job, diagnostics: diagnostics, detail: .readme)
            let copy = try SpecCopy.plan(documents, extraFiles: besideSpec(result.inputFiles, documents: documents))
            specFiles = []
            for file in copy.files {
                guard let bytes = OutputDisk.read(file.source) else {
                    throw SpecError("cannot read: \(OutputDisk.reason())", file: file.source)
                }
                specFiles.append(NewFile(path: file.target, bytes: bytes))
            }
            specFileName = copy.files[0].target
        } else {
            name = request.name ?? SpecFolderName.starter
            specFiles = [NewFile(path: StarterSpec.fileName, bytes: Array(StarterSpec.text.utf8))]
            specFileName = StarterSpec.fileName
        }
        let specFolder = FileSystem.join(JobPlanner.defaultSpecsFolder, name)
        let config = InitConfigFile.text(name: name, specFile: specFileName, client: request.client)
        specFiles.append(NewFile(path: ProjectConfig.fileName, bytes: Array(config.utf8)))
        specFiles.append(NewFile(path: StarterGuide.path, bytes: Array(StarterGuide.text(name: name).utf8)))
        var newFiles = specFiles.map { NewFile(path: FileSystem.join(specFolder, $0.path), bytes: $0.bytes) }
        var notes: [String] = []
        if OutputDisk.status(WorkflowFile.path) == nil {
            newFiles.append(NewFile(path: WorkflowFile.path, bytes: Array(WorkflowFile.text.utf8)))
        } else {
            notes.append("note: \(WorkflowFile.path) exists and is left as it is; make sure it runs 'apidocs check'")
        }
        if let workspace = try? WorkspaceConfig.load(path: ProjectConfig.fileName), !workspace.specs.isEmpty {
            notes.append("note: \(ProjectConfig.fileName) here lists the specs to build; add '- path: \(specFolder)' to its specs: for 'apidocs build' to document this one")
        }
        let scaffold = ProjectScaffold(
            name: name, specFolder: specFolder, newFiles: newFiles,
            ignoreLines: try missingIgnoreLines(), notes: notes
        )
        try scaffold.checkPaths()
        return scaffold
    }

    /// The spec file `path` names: the file itself, or the spec file of a spec folder.
    static func specFile(_ path: String) throws(SpecError) -> String {
        if FileSystem.isDirectory(path) {
            guard let spec = JobPlanner.specFileNames.map({ FileSystem.join(path, $0) }).first(where: FileSystem.exists) else {
                throw SpecError("no spec in this folder (looked for \(JobPlanner.specFileNames.joined(separator: ", "))); give the spec file itself: apidocs init path/to/openapi.yaml", file: path)
            }
            return spec
        }
        guard FileSystem.exists(path) else {
            throw SpecError("no such file (give your OpenAPI or Swagger file, or run 'apidocs init' without one for a starter spec)", file: path)
        }
        return path
    }

    /// The local-state lines `.gitignore` does not have yet (all of them when there is none).
    static func missingIgnoreLines() throws(SpecError) -> [String] {
        guard let status = OutputDisk.status(gitignore) else { return localStateLines }
        guard status.kind != .directory, let bytes = OutputDisk.read(gitignore) else {
            throw SpecError("cannot read it as a file", file: gitignore)
        }
        let present = Set(String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).map {
            $0.trimmingCharacters(in: .whitespaces)
        })
        return localStateLines.filter { !present.contains($0) }
    }

    /// The pipeline's input files other than the spec's documents (the swift-openapi-generator
    /// flavour's generator config, found beside the spec), as paths in the spec's folder. An
    /// input that is not there (an `x-logo` file the spec names but nobody added) is not copied.
    static func besideSpec(_ inputs: [String], documents: SpecDocumentSet) -> [String] {
        let folder = FileSystem.folder(of: documents.rootFile)
        return inputs.filter { !documents.loadOrder.contains($0) && FileSystem.exists($0) && !FileSystem.isDirectory($0) }.compactMap { input in
            let name = FileSystem.lastComponent(input)
            let beside = folder == "." ? name : FileSystem.join(folder, name)
            return FileSystem.isSameFile(beside, input) ? beside : nil
        }
    }
}
