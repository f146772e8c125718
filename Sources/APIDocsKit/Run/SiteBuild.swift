import APIDocsDiagnostics

/// `build`: renders every spec of a plan, then writes each output folder, removes the API
/// folders no spec produces any more, and writes the site-level files, reporting each folder's outcome to a progress sink.
///
/// Everything is rendered before anything is written, so a bad spec leaves the output as it was.
public enum SiteBuild {
    /// What one run did.
    public struct Report: Sendable {
        /// Nothing was rendered: every folder was up to date with its recorded inputs.
        public var upToDate: Bool
        /// Each output folder written, with what happened to its files.
        public var folders: [(folder: String, report: WriteReport)]
        /// Top-level files (`index.html`) whose bytes changed and were written.
        public var topLevelWritten: [String]
        /// API folders removed because no spec produces them any more.
        public var removedFolders: [String] = []
    }

    /// Renders and writes. Every problem is reported into `diagnostics`; when any is an error
    /// (a bad spec, or a warning under `strict`), nothing is written and `nil` is returned.
    public static func run(_ plan: BuildPlan, progress: any ProgressSink, diagnostics: DiagnosticCollector) -> Report? {
        do {
            let output = try plan.render(progress: progress, diagnostics: diagnostics)
            if diagnostics.hasErrors { return nil }
            let catalogs = DocCOutputs.render(plan, diagnostics: diagnostics)
            if diagnostics.hasErrors { return nil }
            var report = try write(output, of: plan, progress: progress)
            for catalog in catalogs {
                let written = try OutputWriter.write(catalog.files, into: catalog.folder, fingerprint: catalog.fingerprint)
                progress.line("wrote \(catalog.folder): \(written.summary) (DocC catalog of \(catalog.module))")
                report.folders.append((catalog.folder, written))
                report.upToDate = report.upToDate && written.written.isEmpty && written.removed.isEmpty
            }
            return report
        } catch {
            diagnostics.report(error)
            return nil
        }
    }

    static func write(_ output: BuildPlan.Output, of plan: BuildPlan, progress: any ProgressSink) throws(SpecError) -> Report {
        if output.upToDate {
            return Report(upToDate: true, folders: [], topLevelWritten: [])
        }
        var folders: [(folder: String, report: WriteReport)] = []
        for (index, spec) in output.specs.enumerated() {
            let report = try OutputWriter.write(spec.files, into: spec.folder, fingerprint: spec.fingerprint)
            folders.append((spec.folder, report))
            progress.line("wrote \(spec.folder): \(report.summary)")
            for note in spec.notes { progress.detail("  note      \(note)") }
            for path in report.written { progress.detail("  written   \(FileSystem.join(spec.folder, path))") }
            for path in report.unchanged { progress.detail("  unchanged \(FileSystem.join(spec.folder, path))") }
            for path in report.removed { progress.detail("  removed   \(FileSystem.join(spec.folder, path))") }
            for path in report.kept { progress.detail("  kept      \(FileSystem.join(spec.folder, path)) (not written by apidocs)") }
            progress.update("apidocs: wrote \(index + 1)/\(output.specs.count) folders")
        }
        var removedFolders: [String] = []
        for name in output.site.orphans {
            let folder = FileSystem.join(plan.output, name)
            guard SiteLevelDisk.removeOrphan(folder) else {
                progress.line("kept \(folder): no spec produces it, but apidocs did not make it (no \(OutputManifest.fileName)); 'apidocs check' reports it until it is removed")
                continue
            }
            removedFolders.append(folder)
            progress.line("removed \(folder): no spec produces it any more")
        }
        for path in output.site.ownedExtraFiles {
            SiteLevelDisk.removeFile(path, in: plan.output)
            progress.detail("  removed   \(FileSystem.join(plan.output, path))")
        }
        var written: [String] = []
        for file in output.topLevel {
            let path = FileSystem.join(plan.output, file.path)
            if OutputDisk.read(path) != file.bytes {
                try FileSystem.writeAtomically(file.bytes, to: path)
                written.append(path)
                progress.detail("  written   \(path)")
            }
        }
        if let state = output.site.state {
            let paths = Set(output.topLevel.map(\.path) + state.files.map(\.path))
            try SiteState.make(fingerprint: state.fingerprint, apis: state.apis, files: Array(paths), output: plan.output).write(output: plan.output)
        }
        return Report(upToDate: false, folders: folders, topLevelWritten: written, removedFolders: removedFolders)
    }
}
