import APIDocsLoader
import ArgumentParser

/// `apidocs build`: documents every spec given (or every folder of `Specs/`) into an output folder.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Write <output>/<name>/README.md for each spec or spec folder.",
        discussion: "With no argument, builds every folder under Specs/ into Site/<Folder>/README.md."
    )

    @Argument(help: ArgumentHelp("Spec files or spec folders (default: every folder under Specs/).", valueName: "spec-or-folder"))
    var specs: [String] = []

    @OptionGroup var specOptions: SpecOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("The output folder (default: the root apidocs.yml's `output`, else Site).", valueName: "dir"))
    var output: String?

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
        var files: [(path: String, text: String)] = []
        var seen = Set<String>()
        for job in jobs {
            guard seen.insert(job.outputName).inserted else {
                throw SpecError("two specs would both write '\(job.outputName)'; give one a different 'name' in apidocs.yml", file: job.specPath)
            }
            let result = try DocsPipeline.run(job)
            ProcessLifetime.keep(result)
            files.append((FileSystem.join(FileSystem.join(outputFolder, job.outputName), "README.md"), result.readme))
        }
        for file in files {
            try FileSystem.writeAtomically(file.text, to: file.path)
            StandardError.write("wrote \(file.path)\n")
        }
    }
}
