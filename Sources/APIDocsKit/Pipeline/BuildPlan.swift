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
        /// With `defersPages`, the files not rendered yet (pages, data files, the README).
        public var pending: [PendingFile] = []
        /// What `--verbose` adds about the spec: the parts its site leaves out (`x-internal`).
        public var notes: [String] = []
    }

    /// Everything a run produces: each spec's folder, and the site-level files at the top of
    /// the output folder (`index.html`, `search-index.js`, `assets/`) with what is no longer
    /// produced there.
    public struct Output: Sendable {
        public var specs: [Rendered]
        public var topLevel: [OutputFile]
        /// Nothing was rendered: every folder and the site-level files were up to date with
        /// their recorded inputs.
        public var upToDate: Bool
        /// The site level: what else changes at the top of the output folder.
        public var site = SiteLevel()
    }

    /// What a run decides at the top of the output folder besides its files.
    public struct SiteLevel: Sendable {
        /// Site-level files that are there but not produced, relative to the output folder.
        public var extraFiles: [String] = []
        /// Those of `extraFiles` that `.apidocs-site` records as apidocs's own: `build` removes them.
        public var ownedExtraFiles: [String] = []
        /// API folders no spec of the run produces any more (whole-set runs only), by name.
        public var orphans: [String] = []
        /// The state to record once written; `nil` when the run leaves the site level alone.
        public var state: SiteState?
    }

    public var jobs: [DocsJob]
    public var output: String
    /// `--theme`, over each spec's own `theme`.
    public var theme: String?
    /// Where the output folder is published (`--site-url`, else the root file's `siteURL:` in a
    /// run of its specs); `nil` for a site that does not say.
    public var siteURL: SiteURL?
    /// The run documents the whole configured set (no spec named on the command line), so the
    /// top-level `index.html` lists exactly these APIs, and API folders no spec produces are
    /// orphans. A run on a few named specs updates their entries in the index and keeps the
    /// others whose folders still exist.
    public var isWholeSet = true
    /// Whether specs' pages, data files and READMEs are left for the caller to render when it
    /// wants them (`Rendered.pending`): the preview renders the page a browser asks for first.
    public var defersPages = false
    /// Whether each spec's results stay in memory until the process ends (`ProcessLifetime`):
    /// right for a one-off run, which then exits without releasing them one by one; a
    /// long-running preview, rendering again after every save, must let them go.
    public var keepsResultsToExit = true
    /// For a run on named specs: the configured set's jobs (root `apidocs.yml`, else `Specs/`),
    /// so that the index can describe other APIs whose folders exist but that it has no record of.
    public var configuredJobs: [DocsJob] = []

    /// Jobs for `specs` (the root `apidocs.yml`'s list, else every folder of `Specs/`, when
    /// empty), each spec's output name checked to be unique.
    public static func make(_ request: BuildRequest) throws(SpecError) -> BuildPlan {
        var planner = try JobPlanner.make(optionsFile: request.optionsFile, options: request.options, template: request.template)
        planner.strict = planner.strict || request.strict
        planner.references = request.references.over(planner.references)
        try planner.setFlavour(client: request.client, generatorConfig: request.generatorConfig)
        let specs = request.specs
        var jobs: [DocsJob] = []
        var configuredOutput: String?
        var configuredSiteURL: SiteURL?
        if specs.isEmpty {
            (jobs, configuredOutput, configuredSiteURL) = try planner.defaultJobs()
        } else {
            for spec in specs { jobs.append(try planner.job(for: spec)) }
        }
        var seen = Set<String>()
        for job in jobs where !seen.insert(job.outputName).inserted {
            throw SpecError("two specs would both write '\(job.outputName)'; give one a different 'name' in apidocs.yml", file: job.specPath)
        }
        // Like `output`, the root file's `siteURL` belongs to a run of its specs; the flag wins.
        let siteURL = request.siteURL ?? configuredSiteURL
        for index in jobs.indices {
            jobs[index].siteURL = siteURL
            jobs[index].lenientLinks = request.lenientLinks
            if let guides = request.guides {
                guard FileSystem.isDirectory(guides) else { throw SpecError("guides folder not found (--guides)", file: guides) }
                (jobs[index].guides, jobs[index].guidesLocation) = (guides, nil)
            }
        }
        var plan = BuildPlan(jobs: jobs, output: request.output ?? configuredOutput ?? "Site", theme: request.theme, isWholeSet: specs.isEmpty)
        plan.siteURL = siteURL
        if !specs.isEmpty {
            // A configured set that cannot be planned (no Specs/ here) only means the index
            // has no other API to describe than those it recorded.
            plan.configuredJobs = (try? planner.defaultJobs().jobs) ?? []
        }
        return plan
    }

    public func folder(for job: DocsJob) -> String {
        FileSystem.join(output, job.outputName)
    }

    /// Renders every job (all before any is written: a bad spec must leave the output
    /// untouched), then the site-level files. When every folder's manifest shows the same
    /// inputs as now and untouched files, and the site level is as the last whole-set build
    /// left it (same set of APIs, same fingerprints, untouched files, no orphan folder),
    /// nothing is rendered at all (`upToDate`). A spec that fails is reported into
    /// `diagnostics` and the others are still rendered, so one run shows every bad spec;
    /// callers write nothing when `diagnostics.hasErrors`.
    /// With a `memo` (`apidocs serve`), a spec whose inputs are unchanged since the memo's last
    /// render is not rendered again.
    public func render(progress: any ProgressSink, diagnostics: DiagnosticCollector, memo: RenderMemo? = nil) throws(SpecError) -> Output {
        let sites = SiteRendererCache()
        func site(for theme: String?) throws(SpecError) -> SiteRenderer { try sites.renderer(theme: theme) }
        let runTheme = theme
        func site(for job: DocsJob) throws(SpecError) -> SiteRenderer { try site(for: runTheme ?? job.theme) }
        if isWholeSet {
            if try isSiteUpToDate(rootSite: site(for: theme), site: site(for:)) {
                return Output(specs: [], topLevel: [], upToDate: true)
            }
        } else if theme == nil {
            // The built-in theme (which cannot fail) compiles on another core while the first
            // spec loads; a theme folder is still read, and its errors reported, first.
            SiteTheme.prepareBuiltIn()
        }
        let rootSite = theme == nil && !isWholeSet ? nil : try site(for: theme)

        var rendered: [Rendered] = []
        var summaries: [SiteSummary] = []
        memo?.retain(only: Set(jobs.map(\.outputName)))
        let runs = runJobs(
            diagnostics: diagnostics, memo: memo, progress: progress,
            site: { job throws(SpecError) in try sites.renderer(theme: runTheme ?? job.theme) }
        )
        // In plan order, as a sequential run would have gone.
        for (job, run) in zip(jobs, runs) {
            if let entry = run.reused {
                if diagnostics.hasErrors {
                    // A sequential run would have read this spec again for its diagnostics.
                    do { _ = try DocsPipeline.run(job, diagnostics: diagnostics) } catch { diagnostics.report(error) }
                    continue
                }
                rendered.append(Rendered(folder: folder(for: job), files: entry.files, fingerprint: entry.fingerprint, pending: entry.pending))
                summaries.append(entry.summary)
                continue
            }
            diagnostics.replay(run.specDiagnostics)
            // Every spec is still read for its own diagnostics, but once any error is known
            // nothing will be written: its rendering is dropped.
            if run.failed || diagnostics.hasErrors { continue }
            if let themeError = run.themeError { throw themeError }
            diagnostics.replay(run.siteDiagnostics)
            guard let summary = run.summary else { continue }
            rendered.append(Rendered(folder: folder(for: job), files: run.files, fingerprint: run.fingerprint, pending: run.pending, notes: run.notes))
            summaries.append(summary)
            if let memo, !diagnostics.hasErrors { memo.keep(job, fingerprint: run.fingerprint, files: run.files, pending: run.pending, summary: summary) }
        }
        if diagnostics.hasErrors || jobs.isEmpty { return Output(specs: rendered, topLevel: [], upToDate: false) }
        let fingerprints = Dictionary(zip(jobs.map(\.outputName), rendered.map(\.fingerprint)), uniquingKeysWith: { first, _ in first })
        let root: SiteRenderer
        if let rootSite { root = rootSite } else { root = try site(for: theme) }
        return try siteLevel(specs: rendered, summaries: summaries, fingerprints: fingerprints, rootSite: root, diagnostics: diagnostics)
    }

    /// The job's fingerprint when its folder holds what this job made last time from the same
    /// inputs, untouched since; `nil` otherwise.
    func currentFingerprint(_ job: DocsJob, themeFiles: [String]) -> String? {
        let folder = folder(for: job)
        guard let manifest = OutputManifest.read(folder: folder),
              DocsPipeline.isUnchanged(job, recorded: manifest.fingerprint, themeFiles: themeFiles),
              OutputWriter.isUpToDate(folder, fingerprint: manifest.fingerprint) else { return nil }
        return manifest.fingerprint
    }
}
