import APIDocsLoader
import APIDocsRender
import APIDocsSymbols

/// Turns command-line arguments into jobs: finds spec files in folders, reads `apidocs.yml`,
/// and stacks the option layers in their order of precedence.
public struct JobPlanner: Sendable {
    /// `--options FILE`, read.
    public var optionsFile: [OptionEntry] = []
    /// `--option key:value`, read.
    public var optionArguments: [OptionEntry] = []
    /// `--template`.
    public var template: String?
    /// The `template` and `name` of an `--options` file written in `apidocs.yml` form.
    public var optionsFileTemplate: TemplateSetting?
    public var optionsFileName: String?
    /// The `theme` of an `--options` file in `apidocs.yml` form (relative to that file).
    public var optionsFileTheme: String?
    var optionsFileNameLocation: SourceLocation?
    /// `--strict` (or `strict: true` in an `--options` file): every job is strict.
    public var strict = false
    /// `--ref-root` and `--allow-remote-ref` (over an `--options` file's `refRoot:` and
    /// `allowRemoteRefs:`), laid over the configuration files' settings.
    public var references = ReferenceSettings()
    /// The root `apidocs.yml`'s `refRoot:`/`allowRemoteRefs:` and its path, when its `specs` are run.
    var workspaceReferences: ReferenceSettings?
    /// Client flavour (issue 13): `--client` and `--generator-config`, and the `--options` file's keys.
    public var flavour: ClientFlavourSetting?
    var optionsFileFlavour: ClientFlavourSetting?
    /// The `versions:` of an `--options` file in `apidocs.yml` form (over the folder's).
    var optionsFileVersions: [VersionSetting] = []

    public static let specFileNames = ["spec.yml", "spec.yaml", "spec.json"]
    /// The folder `build` documents when given no argument.
    public static let defaultSpecsFolder = "Specs"

    public init(optionsFile: [OptionEntry] = [], optionArguments: [OptionEntry] = [], template: String? = nil) {
        self.optionsFile = optionsFile
        self.optionArguments = optionArguments
        self.template = template
    }

    /// Reads the `--options` file and `--option` flags. The file is either in `apidocs.yml` form
    /// (`options:`, `template:`, `name:`) or a bare mapping of options.
    public static func make(optionsFile: String?, options: [String], template: String?) throws(SpecError) -> JobPlanner {
        var planner = JobPlanner(template: template)
        if let optionsFile {
            let documents = try SpecDocumentSet.loadFile(path: optionsFile)
            if ProjectConfig.isConfig(documents.root) {
                let config = try ProjectConfig.read(documents.root, folder: FileSystem.folder(of: optionsFile))
                planner.optionsFile = config.options
                planner.optionsFileTemplate = config.template
                planner.optionsFileName = config.name
                planner.optionsFileTheme = config.theme
                planner.optionsFileNameLocation = config.nameLocation
                planner.strict = config.strict
                planner.references = config.references
                planner.optionsFileFlavour = config.flavour
                planner.optionsFileVersions = config.versions
            } else {
                planner.optionsFile = try OptionsFile.read(documents.root)
            }
        }
        planner.optionArguments = try OptionsReader.read(arguments: options)
        return planner
    }

    /// The jobs `build` and `check` run without arguments: the root `apidocs.yml`'s `specs`
    /// when it has them, else every folder of `Specs/`. Also returns the root file's `output`
    /// and `siteURL`.
    public func defaultJobs() throws(SpecError) -> (jobs: [DocsJob], output: String?, siteURL: SiteURL?) {
        if FileSystem.exists(ProjectConfig.fileName), let workspace = try WorkspaceConfig.load(path: ProjectConfig.fileName) {
            var jobs: [DocsJob] = []
            var planner = self
            var rootSettings = workspace.references
            rootSettings.rootConfigFile = ProjectConfig.fileName
            planner.workspaceReferences = rootSettings
            for var entry in workspace.specs {
                entry.strict = entry.strict || workspace.strict
                jobs.append(try planner.job(for: entry.path, entry: entry))
            }
            return (jobs, workspace.output, workspace.siteURL)
        }
        return (try jobs(inFolder: JobPlanner.defaultSpecsFolder), nil, nil)
    }

    /// A job for a spec file or a spec folder.
    public func job(for path: String) throws(SpecError) -> DocsJob {
        try job(for: path, entry: nil)
    }

    func job(for path: String, entry: WorkspaceConfig.Entry?) throws(SpecError) -> DocsJob {
        if FileSystem.isDirectory(path) {
            guard let spec = JobPlanner.specFileNames.map({ FileSystem.join(path, $0) }).first(where: FileSystem.exists) else {
                throw SpecError("no spec in this folder (looked for \(JobPlanner.specFileNames.joined(separator: ", "))); save the spec there as spec.yaml, or run 'apidocs init SPEC' to create Specs/<Name>/ from it", file: path)
            }
            return try job(spec: spec, folder: path, folderName: FileSystem.lastComponent(path), entry: entry)
        }
        guard FileSystem.exists(path) else {
            throw SpecError("no such file or folder (give a spec file or a spec folder; 'apidocs init SPEC' copies a spec to Specs/<Name>/)", file: path)
        }
        return try job(spec: path, folder: FileSystem.folder(of: path), folderName: nil, entry: entry)
    }

    /// Jobs for every spec folder inside `folder`, in name order; a missing or empty folder is
    /// an error that names `apidocs init`, which makes one.
    public func jobs(inFolder folder: String) throws(SpecError) -> [DocsJob] {
        guard FileSystem.isDirectory(folder) else {
            throw SpecError("no such folder: with no spec named, apidocs documents every folder of \(folder)/ (run 'apidocs init SPEC' to create \(folder)/<Name>/ from your spec, or 'apidocs init' for a starter spec)", file: folder)
        }
        guard !FileSystem.subdirectories(folder).isEmpty else {
            throw SpecError("no spec folder in it (run 'apidocs init SPEC' to create \(folder)/<Name>/ from your spec, or 'apidocs init' for a starter spec)", file: folder)
        }
        var jobs: [DocsJob] = []
        for name in FileSystem.subdirectories(folder) {
            jobs.append(try job(for: FileSystem.join(folder, name)))
        }
        return jobs
    }

    /// Precedence, lowest first: the spec folder's `apidocs.yml`, the root file's entry,
    /// `--options`, `--option` (and `--template` over both files' templates).
    func job(spec: String, folder: String, folderName: String?, entry: WorkspaceConfig.Entry?) throws(SpecError) -> DocsJob {
        let configPath = FileSystem.join(folder, ProjectConfig.fileName)
        // A root entry whose spec sits at the root (`path: .`, `sub/..`) must not read the root
        // file again as the folder's own configuration.
        let isRootFile = FileSystem.isSameFile(configPath, ProjectConfig.fileName)
        let hasConfig = FileSystem.exists(configPath) && (entry == nil || !isRootFile)
        let config = hasConfig ? try ProjectConfig.load(path: configPath) : ProjectConfig()
        let layers = [config.options, entry?.options ?? [], optionsFile, optionArguments]
        // Precedence: --template, then the --options file, the root entry, the folder's apidocs.yml.
        let templateSetting = template.map { TemplateSetting($0) } ?? optionsFileTemplate
            ?? entry?.template ?? config.template
        let outputName: String
        let nameLocation: SourceLocation?
        if let name = optionsFileName ?? entry?.name ?? config.name {
            outputName = name
            nameLocation = optionsFileName != nil ? optionsFileNameLocation : (entry?.name != nil ? nil : config.nameLocation)
        } else if let folderName {
            outputName = folderName
            nameLocation = nil
        } else {
            outputName = GeneratorOptions.merged(layers).name
            nameLocation = nil
        }
        try JobPlanner.checkOutputName(outputName, at: nameLocation, file: hasConfig ? configPath : spec)
        var job = DocsJob(
            specPath: spec,
            outputName: outputName,
            optionLayers: layers,
            template: templateSetting?.name,
            templateLocation: templateSetting?.location,
            templateFolder: templateSetting?.folder,
            // Precedence (under --theme, which the plan applies): the --options file, the root
            // entry, the folder's apidocs.yml.
            theme: optionsFileTheme ?? entry?.theme ?? config.theme,
            // Strictness only adds errors, so any layer that asks for it wins.
            strict: strict || (entry?.strict ?? false) || config.strict
        ).withFlavour(config.flavour.overlaid(by: entry?.flavour).overlaid(by: optionsFileFlavour).overlaid(by: flavour))
        // Precedence: the command line, the root entry, the root file, the spec folder's file.
        let configured = (entry?.references ?? ReferenceSettings()).over((workspaceReferences ?? ReferenceSettings()).over(config.references))
        job.references = references.over(configured)
        job.versions = optionsFileVersions.isEmpty ? config.versions : optionsFileVersions
        if let docc = entry?.docc {
            (job.docc, job.doccLocation) = (docc, entry?.doccLocation)
        } else if let docc = config.docc {
            (job.docc, job.doccLocation) = (docc, config.doccLocation)
        }
        // Precedence: the root entry, the folder's apidocs.yml, the `guides/` folder beside the spec.
        if let guides = entry?.guides {
            (job.guides, job.guidesLocation) = (guides, entry?.guidesLocation)
        } else if let guides = config.guides {
            (job.guides, job.guidesLocation) = (guides, config.guidesLocation)
        } else {
            let beside = FileSystem.join(FileSystem.folder(of: spec), DocsJob.defaultGuidesFolder)
            if FileSystem.isDirectory(beside) { job.guides = beside }
        }
        return job
    }

    /// An output folder name must be one plain path component, so no spec can write outside the output.
    static func checkOutputName(_ name: String, at location: SourceLocation?, file: String) throws(SpecError) {
        let bad = name.isEmpty || name == "." || name == ".." || name.contains("/") || name.contains("\\") || name.contains("\0")
        guard bad else { return }
        let message = "'\(name)' cannot be an output folder name: it must be a single folder name without '/' or '..'"
        throw location.map { SpecError(message, at: $0) } ?? SpecError(message, file: file)
    }
}
