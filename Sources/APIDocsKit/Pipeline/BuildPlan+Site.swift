import APIDocsDiagnostics
import APIDocsRender

/// The site level of a plan: the files at the top of the output folder (`index.html`, its
/// search index and assets), decided by the set of APIs (added, removed, renamed) and what
/// each is (title, version, counts), and the API folders no spec produces any more.
///
/// The site level uses the run's `--theme` (else the built-in theme), never one spec's own
/// theme, so a build of named specs and a whole-set build render it alike.
extension BuildPlan {
    /// The fingerprint of the site level of a whole-set build: the tool, the site URL, the
    /// theme's files, and every API's folder name with its own build fingerprint (which decides
    /// its title, version, counts and pages), in folder order.
    func rootFingerprint(_ fingerprints: [String: String], rootSite: SiteRenderer) -> String {
        var fingerprint = Fingerprint()
        fingerprint.add("version", text: Fingerprint.toolIdentity)
        if let siteURL { fingerprint.add("siteURL", text: siteURL.text) }
        for file in rootSite.theme.sourceFiles {
            fingerprint.add("file:" + file, bytes: OutputDisk.read(file) ?? [])
        }
        for name in fingerprints.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            fingerprint.add("api:" + name, text: fingerprints[name] ?? "")
        }
        return fingerprint.hash.hex
    }

    /// True when a whole-set run has nothing to do: every API folder is current, and the site
    /// level is what the last whole-set build recorded for exactly these APIs, untouched, with
    /// no orphan folder beside them.
    func isSiteUpToDate(rootSite: SiteRenderer, site: (DocsJob) throws(SpecError) -> SiteRenderer) throws(SpecError) -> Bool {
        guard !jobs.isEmpty, let state = SiteState.read(output: output), !state.fingerprint.isEmpty else { return false }
        var fingerprints: [String: String] = [:]
        for job in jobs {
            guard let current = currentFingerprint(job, themeFiles: try site(job).theme.sourceFiles) else { return false }
            fingerprints[job.outputName] = current
        }
        let recorded = Set(state.files.map(\.path))
        return state.fingerprint == rootFingerprint(fingerprints, rootSite: rootSite)
            && state.filesUntouched(output: output)
            && unrecordedSiteFiles().allSatisfy(recorded.contains)
            && orphanFolders().isEmpty
    }

    /// Renders the site level once every API is rendered. A whole-set run lists exactly its
    /// APIs; a run on named specs lists them and keeps every other API whose folder still exists
    /// (from `.apidocs-site`, else by reading its spec from the configured set).
    func siteLevel(specs: [Rendered], summaries: [SiteSummary], fingerprints: [String: String], rootSite: SiteRenderer, diagnostics: DiagnosticCollector) throws(SpecError) -> Output {
        let state = SiteState.read(output: output)
        var apis = summaries
        if !isWholeSet {
            var known = Set(jobs.map(\.outputName))
            for api in state?.apis ?? [] where !known.contains(api.folder) && FileSystem.isDirectory(FileSystem.join(output, api.folder)) {
                apis.append(SiteSummary(folder: api.folder, title: api.title, version: api.version, models: api.models, operations: api.operations))
                known.insert(api.folder)
            }
            for job in configuredJobs where !known.contains(job.outputName) && FileSystem.isDirectory(folder(for: job)) {
                // Another API's problems are not this run's: they are reported when it is built.
                guard let result = try? DocsPipeline.run(job, diagnostics: DiagnosticCollector(), detail: .readme) else { continue }
                apis.append(result.siteSummary(folder: job.outputName))
                known.insert(job.outputName)
            }
        }
        apis.sort { $0.folder.utf8.lexicographicallyPrecedes($1.folder.utf8) }
        var files = rootSite.renderIndex(apis, siteURL: siteURL, diagnostics: diagnostics)
        if let siteURL {
            files += rootSite.renderPublished(apis, pages: htmlPages(of: apis, rendered: specs), siteURL: siteURL, diagnostics: diagnostics)
        }
        let produced = Set(files.map(\.path))
        let records = apis.map { SiteState.API(folder: $0.folder, title: $0.title, version: $0.version, models: $0.models, operations: $0.operations) }
        var level = SiteLevel()
        if isWholeSet {
            // What a fresh build would not write is reported whoever made it, so that a check
            // here agrees with one on a fresh clone (where no local state exists); `build`
            // removes only what the record says apidocs wrote.
            let recorded = Set((state?.files ?? []).map(\.path))
            level.extraFiles = unrecordedSiteFiles().filter { !produced.contains($0) }
            level.ownedExtraFiles = level.extraFiles.filter(recorded.contains)
            level.orphans = orphanFolders()
            level.state = SiteState(fingerprint: rootFingerprint(fingerprints, rootSite: rootSite), apis: records, files: [])
        } else {
            // Files recorded before stay apidocs's own; the fingerprint is left empty so that the
            // next whole-set build renders and checks everything.
            let earlier = (state?.files ?? []).map { SiteState.File(path: $0.path, size: 0, modified: 0) }
            level.state = SiteState(fingerprint: "", apis: records, files: earlier)
        }
        return Output(specs: specs, topLevel: files, upToDate: false, site: level)
    }

    /// Folders of the output folder that no job produces (dot folders and `assets/` aside): a
    /// fresh build would not have them. `build` removes those whose manifest says apidocs made
    /// them and keeps the others (a user's), which `check` goes on reporting, as it would on a
    /// fresh clone.
    func orphanFolders() -> [String] {
        let produced = Set(jobs.map(\.outputName))
        return FileSystem.subdirectories(output).filter { !produced.contains($0) && $0 != SiteLevelPaths.assetsFolder }
    }

    /// The site-level files there are: the top-level files and the files under `assets/` (dot
    /// files aside).
    func unrecordedSiteFiles() -> [String] {
        let top = OutputDisk.tree(output).filter { $0.status.kind == .file && !$0.path.contains("/") && !$0.path.hasPrefix(".") }.map(\.path)
        let assets = OutputDisk.tree(FileSystem.join(output, SiteLevelPaths.assetsFolder))
            .filter { $0.status.kind == .file && !$0.path.split(separator: "/").contains { $0.hasPrefix(".") } }
            .map { SiteLevelPaths.assetsFolder + "/" + $0.path }
        return (top + assets).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
