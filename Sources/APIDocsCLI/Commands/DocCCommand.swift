import APIDocsKit
import APIDocsLoader
import ArgumentParser

/// `apidocs docc SPEC -o Sources/<Target>/<Target>.docc`: writes (or, with `--check`,
/// compares) the DocC catalog of the spec's client module.
struct DocCCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docc",
        abstract: "Write the DocC catalog of the Swift client generated from a spec.",
        discussion: """
            The catalog has a page for the module (the API, its servers and authentication,
            operations by tag, models, guides), a documentation extension per documented
            symbol (facts, parameters, responses, JSON samples, the compiling Swift example,
            "Used by") and the spec's guides as articles. Build it with DocC next to the
            client's symbol graph: docc convert <Target>.docc --additional-symbol-graph-dir …
            """
    )

    @Argument(help: ArgumentHelp("The spec (YAML or JSON), or a folder holding spec.yml|yaml|json.", valueName: "spec"))
    var spec: String

    @OptionGroup var specOptions: SpecOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("The catalog folder, ending in .docc (such as Sources/MyClient/MyClient.docc).", valueName: "dir"))
    var output: String

    @Option(help: ArgumentHelp("The client module's name (default: the catalog folder's name without .docc).", valueName: "name"))
    var module: String?

    @Option(help: ArgumentHelp("A folder of Markdown guides to include as articles (default: the spec's guides).", valueName: "dir"))
    var guides: String?

    @Flag(help: "Compare the catalog folder with what would be written, without writing; exit 1 when it differs.")
    var check = false

    @Flag(name: .customLong("lenient-links"), help: "An unresolved link in a guide is a warning (written as text) instead of an error.")
    var lenientLinks = false

    func run() throws {
        let planner = try specOptions.planner()
        let diagnostics = DiagnosticCollector()
        var catalog: DocCBuild.Catalog?
        do throws(SpecError) {
            var job = try planner.job(for: spec)
            if let guides {
                guard FileSystem.isDirectory(guides) else { throw SpecError("guides folder not found (--guides)", file: guides) }
                (job.guides, job.guidesLocation) = (guides, nil)
            }
            job.lenientLinks = lenientLinks
            catalog = try DocCBuild.render(job, folder: output, module: module, diagnostics: diagnostics)
        } catch {
            diagnostics.report(error)
        }
        DiagnosticOutput.print(diagnostics)
        guard let catalog, !diagnostics.hasErrors else { throw ExitCode(1) }
        if check {
            let drift = OutputComparer.compare(catalog.files, with: catalog.folder)
            guard drift.isEmpty else {
                for path in drift.stale { StandardError.write("\(catalog.folder)/\(path): differs from what apidocs docc would write\n") }
                for path in drift.missing { StandardError.write("\(catalog.folder)/\(path): missing\n") }
                for path in drift.extra { StandardError.write("\(catalog.folder)/\(path): no longer written by apidocs docc\n") }
                StandardError.write("the catalog is stale: run 'apidocs docc \(spec) -o \(output)'\n")
                throw ExitCode(1)
            }
            StandardOutput.write("\(catalog.folder): up to date (\(catalog.files.count) files)\n")
            return
        }
        let report = try OutputWriter.write(catalog.files, into: catalog.folder, fingerprint: catalog.fingerprint)
        StandardOutput.write("wrote \(catalog.folder): \(report.summary) (module \(catalog.module))\n")
    }
}
