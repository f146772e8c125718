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
            built. Each folder is replaced as a whole (an interrupted build leaves the previous one); \
            files that did not change are left as they were, and files apidocs did not write are kept.
            """
    )

    @OptionGroup var inputs: BuildInputs

    func run() throws {
        let plan = try inputs.plan()
        let progress = Progress(level: inputs.verbosity.level)
        // Render everything first: a bad spec must leave the output folder untouched.
        let output = try plan.render(progress: progress)
        if output.upToDate {
            progress.clear()
            progress.line("\(plan.output): up to date, 0 files written")
            return
        }
        for (index, spec) in output.specs.enumerated() {
            let report = try OutputWriter.write(spec.files, into: spec.folder, fingerprint: spec.fingerprint)
            progress.line("wrote \(spec.folder): \(report.summary)")
            for path in report.written { progress.detail("  written   \(FileSystem.join(spec.folder, path))") }
            for path in report.unchanged { progress.detail("  unchanged \(FileSystem.join(spec.folder, path))") }
            for path in report.removed { progress.detail("  removed   \(FileSystem.join(spec.folder, path))") }
            for path in report.kept { progress.detail("  kept      \(FileSystem.join(spec.folder, path)) (not written by apidocs)") }
            progress.update("apidocs: wrote \(index + 1)/\(output.specs.count) folders")
        }
        for file in output.topLevel {
            let path = FileSystem.join(plan.output, file.path)
            if OutputDisk.read(path) != file.bytes {
                try FileSystem.writeAtomically(file.bytes, to: path)
                progress.detail("  written   \(path)")
            }
        }
        progress.clear()
    }
}
