import APIDocsKit
import APIDocsLoader
import ArgumentParser

/// `apidocs build`: documents every spec given (or every spec of the root `apidocs.yml` or of
/// `Specs/`) into an output folder: README.md and the HTML site per spec.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Write <output>/<name>/README.md and an HTML site for each spec or spec folder.",
        discussion: """
            With no argument, builds the specs the root apidocs.yml lists, else every folder under \
            Specs/ into Site/<Folder>/. Each folder gets README.md, index.html, models/, operations/, \
            tags/, symbols.json, search-index.js and assets/; <output>/index.html lists every API \
            built (a build of named specs keeps the other APIs whose folders exist). Without \
            arguments, API folders no spec produces any more are removed (only those apidocs made). \
            Each folder is replaced as a whole (an interrupted build leaves the previous one); \
            files that did not change are left as they were, and files apidocs did not write are kept.
            """
    )

    @OptionGroup var inputs: BuildInputs

    func run() throws {
        let plan = try inputs.plan()
        let progress = Progress(level: inputs.verbosity.level)
        let diagnostics = DiagnosticCollector()
        let report = SiteBuild.run(plan, progress: progress, diagnostics: diagnostics)
        progress.clear()
        DiagnosticOutput.print(diagnostics)
        guard let report else { throw ExitCode(1) }
        if report.upToDate {
            progress.line("\(plan.output): up to date, 0 files written")
        }
    }
}
