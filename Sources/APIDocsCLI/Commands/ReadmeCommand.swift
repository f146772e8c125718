import APIDocsKit
import APIDocsLoader
import ArgumentParser

/// `apidocs readme SPEC`: prints (or writes) the README SwagGen would write for a spec.
struct ReadmeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "readme",
        abstract: "Render the README.md of the Swift client generated from a spec."
    )

    @Argument(help: ArgumentHelp("The spec (YAML or JSON), or a folder holding spec.yml|yaml|json.", valueName: "spec"))
    var spec: String

    @OptionGroup var specOptions: SpecOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the README to this file instead of standard output.", valueName: "file"))
    var output: String?

    func run() throws {
        let planner = try specOptions.planner()
        let diagnostics = DiagnosticCollector()
        var rendered: DocsPipeline.Result?
        do {
            rendered = try DocsPipeline.run(try planner.job(for: spec), diagnostics: diagnostics, detail: .readme)
        } catch {
            diagnostics.report(error)
        }
        DiagnosticOutput.print(diagnostics)
        guard let result = rendered, !diagnostics.hasErrors else { throw ExitCode(1) }
        if let output {
            // The README goes into a folder that exists: a typo in the path is an error, not
            // a new folder tree.
            let folder = FileSystem.folder(of: output)
            guard FileSystem.isDirectory(folder) else {
                throw SpecError("cannot write the README: the folder '\(folder)' does not exist", file: output)
            }
            try FileSystem.writeAtomically(result.readme, to: output)
        } else {
            StandardOutput.write(result.readme)
        }
        ProcessLifetime.keep(result)
    }
}
