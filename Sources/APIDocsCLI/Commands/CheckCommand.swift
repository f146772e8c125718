import APIDocsKit
import APIDocsLoader
import ArgumentParser

/// `apidocs check`: renders like `build`, writes nothing, and fails when the output folders
/// differ from what `build` would write (for CI).
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check that <output>/<name>/ holds what build would write; exit 1 if not.",
        discussion: """
        With no argument, checks the specs the root apidocs.yml lists (else every folder under \
        Specs/) against Site/. Prints each stale, \
        missing or extra file on standard output, with a unified diff for Markdown files.
        """
    )

    @OptionGroup var inputs: BuildInputs

    func run() throws {
        let plan = try inputs.plan()
        let progress = Progress(level: inputs.verbosity.level)
        let diagnostics = DiagnosticCollector()
        let checked = SiteCheck.run(plan, progress: progress, diagnostics: diagnostics)
        progress.clear()
        DiagnosticOutput.print(diagnostics)
        guard let report = checked else { throw ExitCode(1) }
        if report.upToDate {
            progress.line("check: \(plan.jobs.count) output folder\(plan.jobs.count == 1 ? "" : "s") up to date (same inputs as their last build)")
            return
        }
        for finding in report.findings { StandardOutput.write(finding) }
        if report.isClean {
            progress.line("check: \(report.checked) output folder\(report.checked == 1 ? "" : "s") up to date")
            return
        }
        progress.line("check: " + Self.summary(of: report) + " from what 'apidocs build' would write")
        throw ExitCode(1)
    }

    /// `2 of 7 output folders differ, 1 folder no spec produces, the site-level files differ`.
    static func summary(of report: SiteCheck.Report) -> String {
        var parts: [String] = []
        if report.differing > 0 {
            parts.append("\(report.differing) of \(report.checked) output folders differ")
        }
        if report.orphans > 0 {
            parts.append("\(report.orphans) folder\(report.orphans == 1 ? "" : "s") no spec produces")
        }
        if report.siteLevelDiffers {
            parts.append("the site-level files (index.html, search-index.js, assets/) differ")
        }
        return parts.joined(separator: ", ")
    }
}
