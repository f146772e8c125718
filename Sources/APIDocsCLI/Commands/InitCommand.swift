import APIDocsKit
import APIDocsLoader
import ArgumentParser

/// `apidocs init [SPEC]`: sets apidocs up in the current folder (a repository's root) in one
/// step, so that `apidocs build` and `apidocs check` work right after it.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Set up apidocs here: Specs/<Name>/ from your spec (or a starter spec), a CI workflow and .gitignore lines.",
        discussion: """
            Copies SPEC (and every local file its $refs reach, at the same relative paths) to \
            Specs/<Name>/spec.yaml (spec.json for JSON), with an apidocs.yml holding the name and, \
            commented, the settings most often changed. <Name> comes from the spec's info.title \
            (Bookshop API → BookshopAPI) unless --name is given; without SPEC, a starter spec is \
            written to Specs/MyAPI/. Also writes .github/workflows/docs.yml (running 'apidocs check' \
            with apidocs's GitHub Action) unless it exists, and adds .apidocs-manifest and \
            .apidocs-site to .gitignore. Nothing is written when anything it would create exists \
            already or the spec has an error.
            """
    )

    @Argument(help: ArgumentHelp("Your OpenAPI or Swagger file, YAML or JSON (default: a starter spec).", valueName: "spec"))
    var spec: String?

    @Option(help: ArgumentHelp("The spec folder's name, also the output folder and Swift namespace (default: from info.title).", valueName: "name"))
    var name: String?

    @Option(help: ArgumentHelp("Whose generated client the docs describe, written to apidocs.yml (default: swaggen, not written).", valueName: "name"))
    var client: ClientFlavour?

    func validate() throws {
        if let name, let problem = SpecFolderName.problem(name) { throw ValidationError(problem) }
    }

    func run() throws {
        let diagnostics = DiagnosticCollector()
        var planned: ProjectScaffold?
        do {
            planned = try ProjectScaffold.plan(ProjectScaffold.Request(spec: spec, name: name, client: client), diagnostics: diagnostics)
        } catch {
            diagnostics.report(error)
        }
        DiagnosticOutput.print(diagnostics)
        guard let scaffold = planned, !diagnostics.hasErrors else { throw ExitCode(1) }
        let lines = try scaffold.write()
        let output = (try? WorkspaceConfig.load(path: ProjectConfig.fileName))??.output ?? "Site"
        StandardOutput.write((lines + [
            "next:",
            "  apidocs build    # writes \(FileSystem.join(output, scaffold.name))/ (README.md and the HTML site) and \(FileSystem.join(output, "index.html"))",
            "  apidocs check    # exit 0 when \(output)/ is what build writes; CI runs this",
        ]).joined(separator: "\n") + "\n")
    }
}

extension ClientFlavour: ExpressibleByArgument {}
