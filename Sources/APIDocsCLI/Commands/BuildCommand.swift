import APIDocsLoader
import ArgumentParser

/// `apidocs build`: documents every spec given (or every folder of `Specs/`) into an output folder.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Write <output>/<name>/README.md for each spec or spec folder.",
        discussion: """
        With no argument, builds every folder under Specs/ into Site/<Folder>/README.md. Each folder \
        is replaced as a whole (a build that is interrupted leaves the previous one); files that \
        did not change are left as they were, and files apidocs did not write are kept.
        """
    )

    @Argument(help: ArgumentHelp("Spec files or spec folders (default: every folder under Specs/).", valueName: "spec-or-folder"))
    var specs: [String] = []

    @OptionGroup var specOptions: SpecOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("The output folder.", valueName: "dir"))
    var output: String = "Site"

    @OptionGroup var verbosity: VerbosityOptions

    func run() throws {
        let plan = try BuildPlan.make(specs: specs, specOptions: specOptions, output: output)
        let progress = Progress(level: verbosity.level)
        // Render everything first: a bad spec must leave the output folder untouched.
        let rendered = try plan.render(progress: progress)
        for (index, spec) in rendered.enumerated() {
            let report = try OutputWriter.write(spec.files, into: spec.folder, fingerprint: spec.fingerprint)
            progress.line("wrote \(spec.folder): \(report.summary)")
            for path in report.written { progress.detail("  written   \(FileSystem.join(spec.folder, path))") }
            for path in report.unchanged { progress.detail("  unchanged \(FileSystem.join(spec.folder, path))") }
            for path in report.removed { progress.detail("  removed   \(FileSystem.join(spec.folder, path))") }
            for path in report.kept { progress.detail("  kept      \(FileSystem.join(spec.folder, path)) (not written by apidocs)") }
            progress.update("apidocs: wrote \(index + 1)/\(rendered.count) folders")
        }
        progress.clear()
    }
}
