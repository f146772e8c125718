import APIDocsDiff
import APIDocsKit
import APIDocsLoader
import APIDocsRender
import ArgumentParser

/// `apidocs diff OLD NEW`: what a spec change does to the Swift client's callers.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "List the Swift API changes between the clients generated from two versions of a spec, each marked breaking or not."
    )

    /// When the command fails a CI job.
    enum FailOn: String, ExpressibleByArgument, CaseIterable {
        case breaking, any
    }

    @Argument(help: ArgumentHelp("The old spec: a file, a folder holding spec.yml|yaml|json, or REV:PATH read from git (origin/main:Specs/API/spec.yaml).", valueName: "old"))
    var old: String

    @Argument(help: ArgumentHelp("The new spec, in the same forms.", valueName: "new"))
    var new: String

    @OptionGroup var specOptions: SpecOptions

    @Option(help: ArgumentHelp("Output format: text (default), markdown or json.", valueName: "format"))
    var format: ChangeReport.Format = .text

    @Option(name: .customLong("site-url"), help: ArgumentHelp("With --format markdown: link each symbol to its page under this URL (the published API folder of the new spec's docs).", valueName: "url"))
    var siteURL: String?

    @Option(name: .customLong("fail-on"), help: ArgumentHelp("Exit 1 when a breaking change (breaking) or any change (any) is found.", valueName: "breaking|any"))
    var failOn: FailOn?

    @Option(help: ArgumentHelp("Write a Swift caller of the old client per change into this new or empty folder, with probes.json: compiled against the new client, the probes of breaking changes fail (see docs/diff-and-versions.md).", valueName: "folder"))
    var probes: String?

    @Option(name: .customLong("probe-import"), help: ArgumentHelp("With --probes: a module each probe imports (the client's module); repeat for more.", valueName: "module"))
    var probeImports: [String] = []

    func validate() throws {
        if let siteURL { try SiteOptions.check(siteURL) }
    }

    func run() throws {
        let planner = try specOptions.planner()
        let diagnostics = DiagnosticCollector()
        var report: ChangeReport?
        do {
            report = try SpecDiff.report(
                old: SpecDiff.side(old), new: SpecDiff.side(new), planner: planner, siteURL: siteURL.flatMap { try? SiteURL(validating: $0).text }, probes: probes != nil, diagnostics: diagnostics
            )
            if let probes, let report { try SpecDiff.writeProbes(report, imports: probeImports, into: probes) }
        } catch {
            diagnostics.report(error)
        }
        DiagnosticOutput.print(diagnostics)
        guard let report, !diagnostics.hasErrors else { throw ExitCode(1) }
        StandardOutput.write(report.render(format))
        switch failOn {
        case .breaking where report.breakingCount > 0: throw ExitCode(1)
        case .any where !report.changes.isEmpty: throw ExitCode(1)
        default: break
        }
    }
}

extension ChangeReport.Format: ExpressibleByArgument {}
