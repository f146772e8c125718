import APIDocsDiagnostics

/// The DocC catalogs a plan's specs ask for (`docc:` in `apidocs.yml`), for `build` to write
/// and `check` to compare, beside their output folders.
///
/// Each is rendered from a run of its spec of its own; that run's warnings were already
/// printed by the site's, so only its errors are reported.
enum DocCOutputs {
    static func render(_ plan: BuildPlan, diagnostics: DiagnosticCollector) -> [DocCBuild.Catalog] {
        var catalogs: [DocCBuild.Catalog] = []
        for job in plan.jobs {
            guard let folder = job.docc else { continue }
            let scratch = DiagnosticCollector(strict: diagnostics.strict)
            do {
                catalogs.append(try DocCBuild.render(job, folder: folder, module: nil, location: job.doccLocation, diagnostics: scratch))
            } catch {
                scratch.report(error)
            }
            if scratch.hasErrors {
                for diagnostic in scratch.diagnostics where diagnostic.severity == .error { diagnostics.report(diagnostic) }
            }
        }
        return catalogs
    }
}
