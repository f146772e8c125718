import APIDocsConcurrency
import APIDocsDiagnostics
import APIDocsRender
import Foundation

/// The specs of a plan rendered side by side (as many at once as there are cores), then
/// taken in plan order as if they had been rendered one after another: the same files, the
/// same diagnostics and the same first theme error as a sequential run, whatever the timing.
///
/// Each spec reports into collectors of its own (the spec stages, then the site); the
/// sequential pass replays them into the run's collector in order, and drops a spec's
/// rendering (files and site diagnostics) when an earlier spec already failed, which is what
/// a sequential run, stopping rendering at the first error, would have printed.
extension BuildPlan {
    /// One spec's work, done on any core.
    struct JobRun: @unchecked Sendable {
        var reused: RenderMemo.Entry?
        var specDiagnostics: DiagnosticCollector
        var siteDiagnostics: DiagnosticCollector
        /// The spec stages failed (thrown or reported errors): nothing was rendered.
        var failed = false
        var themeError: SpecError?
        var files: [OutputFile] = []
        var pending: [PendingFile] = []
        var fingerprint = ""
        var summary: SiteSummary?
        /// The parts the site leaves out, for `--verbose`.
        var notes: [String] = []
    }

    /// Renders every job's spec and site files on all cores; `site` gives a job's renderer
    /// (it must be safe to call from several threads).
    func runJobs(
        diagnostics: DiagnosticCollector, memo: RenderMemo?, progress: any ProgressSink,
        site: @escaping @Sendable (DocsJob) throws(SpecError) -> SiteRenderer
    ) -> [JobRun] {
        let strict = diagnostics.strict
        let counter = JobProgress(progress, total: jobs.count)
        return ConcurrentWork.map(jobs) { job in
            let run = runJob(job, strict: strict, memo: memo, site: site)
            counter.finished(files: run.reused.map { $0.files.count + $0.pending.count } ?? run.files.count + run.pending.count)
            return run
        }
    }

    private func runJob(
        _ job: DocsJob, strict: Bool, memo: RenderMemo?,
        site: @Sendable (DocsJob) throws(SpecError) -> SiteRenderer
    ) -> JobRun {
        var run = JobRun(
            specDiagnostics: DiagnosticCollector(strict: strict, errorLimit: .max),
            siteDiagnostics: DiagnosticCollector(strict: strict, errorLimit: .max)
        )
        if let memo, let renderer = try? site(job), let entry = memo.reusable(job, themeFiles: renderer.theme.sourceFiles) {
            run.reused = entry
            return run
        }
        let result: DocsPipeline.Result
        do throws(SpecError) {
            result = try DocsPipeline.run(job, diagnostics: run.specDiagnostics, defersReadmes: defersPages)
        } catch {
            run.specDiagnostics.report(error)
            run.failed = true
            return run
        }
        if run.specDiagnostics.hasErrors {
            run.failed = true
            return run
        }
        let renderer: SiteRenderer
        do throws(SpecError) {
            renderer = try site(job)
        } catch {
            run.themeError = error
            return run
        }
        let siteDiagnostics = job.strict ? run.siteDiagnostics.strictScope() : run.siteDiagnostics
        if defersPages {
            (run.files, run.pending) = DocsPipeline.pendingFiles(for: job, result: result, site: renderer)
        } else {
            run.files = DocsPipeline.files(for: job, result: result, site: renderer, diagnostics: siteDiagnostics)
        }
        run.fingerprint = DocsPipeline.fingerprint(for: job, inputs: result.inputFiles, themeFiles: renderer.theme.sourceFiles, fetched: result.fetched)
        run.summary = result.siteSummary(folder: job.outputName)
        run.notes = result.leftOut
        if keepsResultsToExit { ProcessLifetime.keep(result) }
        return run
    }
}

/// The progress line of a run whose specs finish on several threads: one update at a time.
private final class JobProgress: @unchecked Sendable {
    private let lock = NSLock()
    private let progress: any ProgressSink
    private let total: Int
    private var done = 0
    private var files = 0

    init(_ progress: any ProgressSink, total: Int) {
        self.progress = progress
        self.total = total
    }

    func finished(files count: Int) {
        lock.withLock {
            done += 1
            files += count
            progress.update("apidocs: \(done)/\(total) specs, \(CountText.format(files)) file\(files == 1 ? "" : "s")")
        }
    }
}

extension DiagnosticCollector {
    /// Reports everything `other` kept into this collector.
    func replay(_ other: DiagnosticCollector) {
        for diagnostic in other.diagnostics { report(diagnostic) }
    }
}

/// The site renderers of one run, one per theme folder, made on first use from any thread.
final class SiteRendererCache: @unchecked Sendable {
    private let lock = NSLock()
    private var renderers: [String: SiteRenderer] = [:]

    func renderer(theme: String?) throws(SpecError) -> SiteRenderer {
        let path = theme ?? ""
        lock.lock()
        defer { lock.unlock() }
        if let cached = renderers[path] { return cached }
        let renderer = SiteRenderer(theme: try SiteTheme.load(custom: path.isEmpty ? nil : try ThemeFolderReader.read(path)))
        renderers[path] = renderer
        return renderer
    }
}
