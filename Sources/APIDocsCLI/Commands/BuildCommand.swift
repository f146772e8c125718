import APIDocsLoader
import APIDocsRender
import ArgumentParser

/// `apidocs build`: documents every spec given (or every folder of `Specs/`) into an output folder.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Write <output>/<name>/README.md and an HTML site for each spec or spec folder.",
        discussion: """
            With no argument, builds every folder under Specs/ into Site/<Folder>/. Each folder gets README.md, \
            index.html, models/, operations/, tags/, symbols.json, search-index.js and assets/; <output>/index.html \
            lists every API built.
            """
    )

    @Argument(help: ArgumentHelp("Spec files or spec folders (default: every folder under Specs/).", valueName: "spec-or-folder"))
    var specs: [String] = []

    @OptionGroup var specOptions: SpecOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("The output folder (default: the root apidocs.yml's `output`, else Site).", valueName: "dir"))
    var output: String?

    @Option(help: ArgumentHelp("A theme folder laid over the built-in default theme (templates/*.mustache, assets/*).", valueName: "dir"))
    var theme: String?

    func run() throws {
        let planner = try JobPlanner.make(optionsFile: specOptions.optionsFile, options: specOptions.options, template: specOptions.template)
        var jobs: [DocsJob] = []
        var output = self.output
        if specs.isEmpty {
            let defaults = try planner.defaultJobs()
            jobs = defaults.jobs
            output = output ?? defaults.output
        } else {
            for spec in specs { jobs.append(try planner.job(for: spec)) }
        }
        let outputFolder = output ?? "Site"
        // Render everything first: a bad spec must leave the output folder untouched.
        let site = SiteRenderer(theme: try SiteTheme.load(custom: theme))
        var files: [RenderedFile] = []
        var summaries: [SiteSummary] = []
        var seen = Set<String>()
        for job in jobs {
            guard seen.insert(job.outputName).inserted else {
                throw SpecError("two specs would both write '\(job.outputName)'; give one a different 'name' in apidocs.yml", file: job.specPath)
            }
            let result = try DocsPipeline.run(job)
            ProcessLifetime.keep(result)
            let jobFiles = DocsPipeline.files(for: job, result: result, site: site)
            ProcessLifetime.keep(jobFiles)
            files += jobFiles
            summaries.append(SiteSummary(folder: job.outputName, graph: result.graph))
        }
        files += site.renderIndex(summaries)
        try FileSystem.write(files, into: outputFolder)
        for job in jobs {
            StandardError.write("wrote \(FileSystem.join(FileSystem.join(outputFolder, job.outputName), "README.md")) and its site\n")
        }
        StandardError.write("wrote \(FileSystem.join(outputFolder, "index.html")) (\(files.count) files in all)\n")
    }
}
