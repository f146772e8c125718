import APIDocsLoader
import ArgumentParser

/// `apidocs check`: renders like `build`, writes nothing, and fails when the output folders
/// differ from what `build` would write (for CI).
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check that <output>/<name>/ holds what build would write; exit 1 if not.",
        discussion: """
        With no argument, checks the specs the root apidocs.yml lists (else every folder under \
        Specs/) against Site/. Prints each stale, \
        missing or extra file on standard output, with a unified diff for Markdown files.
        """
    )

    @OptionGroup var inputs: BuildInputs

    func run() throws {
        let plan = try inputs.plan()
        let progress = Progress(level: inputs.verbosity.level)
        let output = try plan.render(progress: progress)
        if output.upToDate {
            progress.clear()
            progress.line("check: \(plan.jobs.count) output folder\(plan.jobs.count == 1 ? "" : "s") up to date (same inputs as their last build)")
            return
        }
        let rendered = output.specs
        var differing = 0
        for file in output.topLevel {
            let path = FileSystem.join(plan.output, file.path)
            guard let old = OutputDisk.read(path) else {
                StandardOutput.write("\(path): missing\n")
                differing += 1
                continue
            }
            if old != file.bytes {
                StandardOutput.write("\(path): differs\n")
                differing += 1
            }
        }
        for spec in rendered {
            let drift = OutputComparer.compare(spec.files, with: spec.folder)
            if drift.isEmpty {
                progress.detail("up to date: \(spec.folder)")
                continue
            }
            differing += 1
            progress.clear()
            StandardOutput.write(CheckCommand.describe(drift, of: spec))
        }
        progress.clear()
        if differing == 0 {
            progress.line("check: \(rendered.count) output folder\(rendered.count == 1 ? "" : "s") up to date")
            return
        }
        progress.line("check: \(differing) of \(rendered.count) output folders differ from what 'apidocs build' would write")
        throw ExitCode(1)
    }

    /// The report of one folder: a line per stale, missing or extra file, and a unified diff
    /// under each stale Markdown file.
    static func describe(_ drift: Drift, of spec: BuildPlan.Rendered) -> String {
        var text = ""
        let produced = Dictionary(spec.files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        for path in drift.stale {
            let shown = FileSystem.join(spec.folder, path)
            let old = OutputDisk.read(shown) ?? []
            let new = produced[path] ?? []
            guard let oldText = String(validating: old, as: UTF8.self), let newText = String(validating: new, as: UTF8.self) else {
                text += "\(shown): differs (binary, \(Progress.count(old.count)) bytes, now \(Progress.count(new.count)) bytes)\n"
                continue
            }
            if path.hasSuffix(".md") {
                text += "\(shown): differs\n"
                text += UnifiedDiff.make(old: oldText, new: newText, path: shown)
            } else {
                let lines = UnifiedDiff.changedLines(old: oldText, new: newText)
                text += "\(shown): differs (\(Progress.count(lines)) line\(lines == 1 ? "" : "s") changed)\n"
            }
        }
        for path in drift.missing { text += "\(FileSystem.join(spec.folder, path)): missing\n" }
        for path in drift.extra { text += "\(FileSystem.join(spec.folder, path)): extra (no longer produced)\n" }
        return text
    }
}
