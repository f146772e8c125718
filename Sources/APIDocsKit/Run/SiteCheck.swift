import APIDocsDiagnostics

/// `check`: renders like `build`, writes nothing, and describes every way the output folder
/// differs from what `build` would write.
public enum SiteCheck {
    /// The outcome: the text to print for each difference, and how many folders differ.
    public struct Report: Sendable {
        /// Nothing was rendered: every folder was up to date with its recorded inputs.
        public var upToDate: Bool
        /// One block of text per differing folder or top-level file, in plan order.
        public var findings: [String]
        /// API output folders that differ.
        public var differing: Int
        /// API output folders compared.
        public var checked: Int
        /// The site-level files (`index.html`, `search-index.js`, `assets/`) differ.
        public var siteLevelDiffers = false
        /// API folders no spec produces any more.
        public var orphans = 0

        public var isClean: Bool { differing == 0 && !siteLevelDiffers && orphans == 0 }
    }

    /// Renders and compares. Every problem is reported into `diagnostics`; when any is an
    /// error, nothing is compared and `nil` is returned.
    public static func run(_ plan: BuildPlan, progress: any ProgressSink, diagnostics: DiagnosticCollector) -> Report? {
        do {
            let output = try plan.render(progress: progress, diagnostics: diagnostics)
            if diagnostics.hasErrors { return nil }
            let catalogs = DocCOutputs.render(plan, diagnostics: diagnostics)
            if diagnostics.hasErrors { return nil }
            var report = compare(output, of: plan, progress: progress)
            for catalog in catalogs {
                let rendered = BuildPlan.Rendered(folder: catalog.folder, files: catalog.files, fingerprint: catalog.fingerprint)
                let drift = OutputComparer.compare(catalog.files, with: catalog.folder)
                report.checked += 1
                if drift.isEmpty {
                    progress.detail("up to date: \(catalog.folder)")
                    continue
                }
                report.upToDate = false
                report.differing += 1
                report.findings.append(describe(drift, of: rendered))
            }
            return report
        } catch {
            diagnostics.report(error)
            return nil
        }
    }

    static func compare(_ output: BuildPlan.Output, of plan: BuildPlan, progress: any ProgressSink) -> Report {
        if output.upToDate {
            return Report(upToDate: true, findings: [], differing: 0, checked: plan.jobs.count)
        }
        var findings: [String] = []
        var differing = 0
        var siteText = ""
        for file in output.topLevel {
            let path = FileSystem.join(plan.output, file.path)
            guard let old = OutputDisk.read(path) else {
                siteText += "\(path): missing\n"
                continue
            }
            if old != file.bytes {
                siteText += "\(path): differs\n"
            }
        }
        for path in output.site.extraFiles {
            siteText += "\(FileSystem.join(plan.output, path)): extra (no longer produced)\n"
        }
        for name in output.site.orphans {
            siteText += "\(FileSystem.join(plan.output, name))/: extra folder (no spec produces it any more)\n"
        }
        if !siteText.isEmpty { findings.append(siteText) }
        let siteLevelDiffers = output.topLevel.contains { OutputDisk.read(FileSystem.join(plan.output, $0.path)) != $0.bytes }
            || !output.site.extraFiles.isEmpty
        for spec in output.specs {
            let drift = OutputComparer.compare(spec.files, with: spec.folder)
            if drift.isEmpty {
                progress.detail("up to date: \(spec.folder)")
                continue
            }
            differing += 1
            findings.append(describe(drift, of: spec))
        }
        return Report(upToDate: false, findings: findings, differing: differing, checked: output.specs.count,
                      siteLevelDiffers: siteLevelDiffers, orphans: output.site.orphans.count)
    }

    /// Each stale, missing or extra file of one folder; a unified diff for Markdown files.
    static func describe(_ drift: Drift, of spec: BuildPlan.Rendered) -> String {
        var text = ""
        let produced = Dictionary(spec.files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        for path in drift.stale {
            let shown = FileSystem.join(spec.folder, path)
            let old = OutputDisk.read(shown) ?? []
            let new = produced[path] ?? []
            guard let oldText = String(validating: old, as: UTF8.self), let newText = String(validating: new, as: UTF8.self) else {
                text += "\(shown): differs (binary, \(CountText.format(old.count)) bytes, now \(CountText.format(new.count)) bytes)\n"
                continue
            }
            if path.hasSuffix(".md") {
                text += "\(shown): differs\n"
                text += UnifiedDiff.make(old: oldText, new: newText, path: shown)
            } else {
                let lines = UnifiedDiff.changedLines(old: oldText, new: newText)
                text += "\(shown): differs (\(CountText.format(lines)) line\(lines == 1 ? "" : "s") changed)\n"
            }
        }
        for path in drift.missing { text += "\(FileSystem.join(spec.folder, path)): missing\n" }
        for path in drift.extra { text += "\(FileSystem.join(spec.folder, path)): extra (no longer produced)\n" }
        return text
    }
}
