import APIDocsLoader

/// The specs of a `build` or `check` run and the output folder of each, rendered in memory.
///
/// Both commands plan and render the same way, so that `check` compares exactly what `build`
/// would write.
struct BuildPlan {
    /// One spec rendered: the files for its folder and the fingerprint of its inputs.
    struct Rendered {
        var job: DocsJob
        /// `<output>/<name>`.
        var folder: String
        var files: [OutputFile]
        var fingerprint: String
    }

    var jobs: [DocsJob]
    var output: String

    /// Jobs for `specs` (every folder of `Specs/` when empty), each spec's output name checked
    /// to be unique.
    static func make(specs: [String], specOptions: SpecOptions, output: String) throws(SpecError) -> BuildPlan {
        let planner = try JobPlanner.make(optionsFile: specOptions.optionsFile, options: specOptions.options, template: specOptions.template)
        var jobs: [DocsJob] = []
        if specs.isEmpty {
            jobs = try planner.jobs(inFolder: JobPlanner.defaultSpecsFolder)
        } else {
            for spec in specs { jobs.append(try planner.job(for: spec)) }
        }
        var seen = Set<String>()
        for job in jobs where !seen.insert(job.outputName).inserted {
            throw SpecError("two specs would both write '\(job.outputName)'; give one a different 'name' in apidocs.yml", file: job.specPath)
        }
        return BuildPlan(jobs: jobs, output: output)
    }

    func folder(for job: DocsJob) -> String {
        FileSystem.join(output, job.outputName)
    }

    /// Renders every job (all before any is written: a bad spec must leave the output untouched).
    func render(progress: Progress) throws(SpecError) -> [Rendered] {
        var rendered: [Rendered] = []
        var fileCount = 0
        for (index, job) in jobs.enumerated() {
            let result = try DocsPipeline.run(job)
            ProcessLifetime.keep(result)
            let files = DocsPipeline.files(for: result)
            fileCount += files.count
            rendered.append(Rendered(job: job, folder: folder(for: job), files: files, fingerprint: DocsPipeline.fingerprint(for: job, result: result)))
            progress.update("apidocs: \(index + 1)/\(jobs.count) specs, \(Progress.count(fileCount)) file\(fileCount == 1 ? "" : "s")")
        }
        return rendered
    }
}
