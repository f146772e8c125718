import APIDocsDiagnostics
import APIDocsLoader
import APIDocsRender

/// The specs of a `build` or `check` run and the output folder of each, rendered in memory.
///
/// Both commands plan and render the same way, so that `check` compares exactly what `build`
/// would write.
public struct BuildPlan: Sendable {
    /// One spec rendered: the files for its folder and the fingerprint of its inputs.
    public struct Rendered: Sendable {
        /// `<output>/<name>`.
        public var folder: String
        public var files: [OutputFile]
        public var fingerprint: String
    }

    /// Everything a run produces: each spec's folder, and the files at the top of the output
    /// folder (`index.html` listing every API built).
    public struct Output: Sendable {
        public var specs: [Rendered]
        public var topLevel: [OutputFile]
        /// Nothing was rendered: every folder was up to date with its recorded inputs.
        public var upToDate: Bool
    }

    public var jobs: [DocsJob]
    public var output: String
    /// `--theme`, over each spec's own `theme`.
    public var theme: String?
    /// The run documents the whole configured set (no spec named on the command line), so the
    /// top-level `index.html` lists exactly these APIs. A run on a few named specs leaves an
    /// existing index alone rather than shrink it to them.
    public var isWholeSet = true

    /// Jobs for `specs` (the root `apidocs.yml`'s list, else every folder of `Specs/`, when
    /// empty), each spec's output name checked to be unique.
    public static func make(_ request: BuildRequest) throws(SpecError) -> BuildPlan {
        var planner = try JobPlanner.make(optionsFile: request.optionsFile, options: request.options, template: request.template)
        planner.strict = planner.strict || request.strict
        try planner.setFlavour(client: request.client, generatorConfig: request.generatorConfig)
        let specs = request.specs
        var jobs: [DocsJob] = []
        var configuredOutput: String?
        if specs.isEmpty {
            (jobs, configuredOutput) = try planner.defaultJobs()
        } else {
            for spec in specs { jobs.append(try planner.job(for: spec)) }
        }
        var seen = Set<String>()
        for job in jobs where !seen.insert(job.outputName).inserted {
            throw SpecError("two specs would both write '\(job.outputName)'; give one a different 'name' in apidocs.yml", file: job.specPath)
        }
        return BuildPlan(jobs: jobs, output: request.output ?? configuredOutput ?? "Site", theme: request.theme, isWholeSet: specs.isEmpty)
    }

    public func folder(for job: DocsJob) -> String {
        FileSystem.join(output, job.outputName)
    }

    /// Renders every job (all before any is written: a bad spec must leave the output
    /// untouched). When every folder's manifest shows the same inputs as now and untouched
    /// files, nothing is rendered at all (`upToDate`). A spec that fails is reported into
    /// `diagnostics` and the others are still rendered, so one run shows every bad spec;
    /// callers write nothing when `diagnostics.hasErrors`.
    public func render(progress: any ProgressSink, diagnostics: DiagnosticCollector) throws(SpecError) -> Output {
        var sites: [String: SiteRenderer] = [:]
        func site(for job: DocsJob) throws(SpecError) -> SiteRenderer {
            let path = theme ?? job.theme ?? ""
            if let cached = sites[path] { return cached }
            let renderer = SiteRenderer(theme: try SiteTheme.load(custom: path.isEmpty ? nil : path))
            sites[path] = renderer
            return renderer
        }
        var allCurrent = !isWholeSet || FileSystem.exists(FileSystem.join(output, "index.html"))
        for job in jobs where allCurrent {
            allCurrent = isUpToDate(job, themeFiles: try site(for: job).theme.sourceFiles)
        }
        if allCurrent { return Output(specs: [], topLevel: [], upToDate: true) }

        var rendered: [Rendered] = []
        var summaries: [SiteSummary] = []
        var fileCount = 0
        for (index, job) in jobs.enumerated() {
            let result: DocsPipeline.Result
            do {
                result = try DocsPipeline.run(job, diagnostics: diagnostics)
            } catch {
                diagnostics.report(error)
                continue
            }
            // Every spec is still read for its own diagnostics, but once any error is known
            // nothing will be written: rendering pages would be wasted work.
            if diagnostics.hasErrors { continue }
            let renderer = try site(for: job)
            let files = DocsPipeline.files(for: job, result: result, site: renderer, diagnostics: job.strict ? diagnostics.strictScope() : diagnostics)
            ProcessLifetime.keep(result)
            fileCount += files.count
            let fingerprint = DocsPipeline.fingerprint(for: job, inputs: result.inputFiles, themeFiles: renderer.theme.sourceFiles)
            rendered.append(Rendered(folder: folder(for: job), files: files, fingerprint: fingerprint))
            summaries.append(result.graph.map { SiteSummary(folder: job.outputName, graph: $0) } ?? result.sog.map { SiteSummary(folder: job.outputName, sog: $0) }!)
            progress.update("apidocs: \(index + 1)/\(jobs.count) specs, \(CountText.format(fileCount)) file\(fileCount == 1 ? "" : "s")")
        }
        if diagnostics.hasErrors { return Output(specs: rendered, topLevel: [], upToDate: false) }
        let writesIndex = isWholeSet || !FileSystem.exists(FileSystem.join(output, "index.html"))
        let topLevel = jobs.isEmpty || !writesIndex ? [] : try site(for: jobs[0]).renderIndex(summaries, diagnostics: diagnostics)
        return Output(specs: rendered, topLevel: topLevel, upToDate: false)
    }

    /// The folder holds what this job made last time from the same inputs, untouched since.
    func isUpToDate(_ job: DocsJob, themeFiles: [String]) -> Bool {
        let folder = folder(for: job)
        guard let manifest = OutputManifest.read(folder: folder),
              let inputs = DocsPipeline.inputs(inFingerprint: manifest.fingerprint) else { return false }
        let fingerprint = DocsPipeline.fingerprint(for: job, inputs: inputs, themeFiles: themeFiles)
        return fingerprint == manifest.fingerprint && OutputWriter.isUpToDate(folder, fingerprint: fingerprint)
    }
}
