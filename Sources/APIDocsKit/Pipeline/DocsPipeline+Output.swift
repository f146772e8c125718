import APIDocsGuides
import APIDocsLoader
import APIDocsRender
import APIDocsSymbols

extension DocsPipeline {
    /// The files of one job's output folder, relative to it: `README.md` and the HTML site
    /// rendered by `site`. The one list `build` writes and `check` compares.
    public static func files(for job: DocsJob, result: Result, site: SiteRenderer, diagnostics: DiagnosticCollector) -> [OutputFile] {
        let graph: SymbolGraph
        switch result.model {
        case .swagGen(let swagGen): graph = swagGen
        case .swiftOpenAPIGenerator(let input): return sogFiles(for: job, input: input, result: result, site: site, diagnostics: diagnostics)
        }
        return [OutputFile(path: "README.md", text: result.readme)]
            + site.render(graph: graph, readme: result.siteReadme.isEmpty ? result.readme : result.siteReadme, settings: siteSettings(job, result: result, graph: graph), diagnostics: diagnostics)
            + result.logoFiles
    }

    /// The same files as `files`, but the pages, data files (and, with pending READMEs, the
    /// README) rendered only when asked for: `pending` in output order, after `files`' README
    /// and before its assets.
    static func pendingFiles(for job: DocsJob, result: Result, site: SiteRenderer) -> (files: [OutputFile], pending: [PendingFile]) {
        let pendingSite: PendingSite
        var files: [OutputFile] = []
        var pending: [PendingFile] = []
        switch result.model {
        case .swiftOpenAPIGenerator(let input):
            files.append(OutputFile(path: "README.md", text: result.readme))
            pendingSite = site.pendingSOG(input, settings: sogSiteSettings(job, result: result))
        case .swagGen(let graph):
            let settings = siteSettings(job, result: result, graph: graph)
            if let readmes = result.pendingReadmes {
                pending.append(PendingFile(path: "README.md") { Array(readmes.fileText(diagnostics: $0).utf8) })
                pendingSite = site.pendingSite(graph: graph, readme: { readmes.siteText(diagnostics: $0) }, settings: settings)
            } else {
                files.append(OutputFile(path: "README.md", text: result.readme))
                let readme = result.siteReadme.isEmpty ? result.readme : result.siteReadme
                pendingSite = site.pendingSite(graph: graph, readme: { _ in readme }, settings: settings)
            }
        }
        return (files + pendingSite.assets + result.logoFiles, pending + pendingSite.pending)
    }

    static func siteSettings(_ job: DocsJob, result: Result, graph: SymbolGraph) -> SiteSettings {
        var settings = SiteSettings(
            apiName: job.outputName,
            clientExpression: SiteSettings.clientExpression(readmeTemplate: job.template, namespace: graph.namespace),
            readmeSwift: ReadmeSwiftOverlay.builtIn(readmeTemplate: job.template),
            versions: result.versions,
            siteURL: job.siteURL,
            guides: result.guides
        )
        settings.logo = result.logo?.logo
        settings.connectOrigins = TryItOrigins.of(graph: graph)
        return settings
    }

    /// The build fingerprint stored in the output manifest: a hash of the bytes of every file
    /// the output was made from (spec files, README template, theme files), the job's options,
    /// template choice and strictness (a strict run must not skip as up to date on the strength
    /// of a lenient build that had warnings) and the apidocs version, followed by the input paths (tab-separated)
    /// so that the next build can recompute it before rendering anything. Equal fingerprints
    /// mean equal inputs.
    /// Remote documents (`fetched`, by URL) count by URL and fetched bytes, in load order like
    /// the files.
    public static func fingerprint(for job: DocsJob, inputs: [String], themeFiles: [String], fetched: [String: [UInt8]] = [:]) -> String {
        var fingerprint = Fingerprint()
        fingerprint.add("version", text: Fingerprint.toolIdentity)
        fingerprint.add("options", text: String(reflecting: job.optionLayers))
        fingerprint.add("template", text: job.template ?? "")
        fingerprint.add("output", text: job.outputName)
        if job.client != .swaggen { fingerprint.add("client", text: job.client.rawValue) }
        if job.strict { fingerprint.add("strict", text: "true") }
        // Every page's canonical link names the site URL.
        if let siteURL = job.siteURL { fingerprint.add("siteURL", text: siteURL.text) }
        // The labels and places of earlier versions name the Changes pages and what they compare.
        if !job.versions.isEmpty {
            fingerprint.add("versions", text: job.versions.map { $0.label + "\t" + $0.spec }.joined(separator: "\n"))
        }
        // A new article is an input no earlier build recorded: the folder's listing counts.
        if let guides = job.guides {
            fingerprint.add("guides", text: guides + "\n" + GuideFolderReader.listing(guides).joined(separator: "\n"))
        }
        if job.lenientLinks { fingerprint.add("lenientLinks", text: "true") }
        // Where `$ref`s may lead decides whether the build succeeds: a narrower root must not
        // skip as up to date on the strength of a build under a wider one.
        let policy = job.references.policy(specPath: job.specPath)
        fingerprint.add("refRoot", text: policy.root)
        if !policy.allowedRemotePrefixes.isEmpty {
            fingerprint.add("allowRemoteRefs", text: policy.allowedRemotePrefixes.joined(separator: "\n"))
        }
        for file in inputs + themeFiles {
            if let bytes = fetched[file] {
                fingerprint.add("remote:" + file, bytes: bytes)
                continue
            }
            // A file that cannot be read now counts as empty: the fingerprint then differs
            // from the last build's, which is the safe side.
            fingerprint.add("file:" + file, bytes: OutputDisk.read(file) ?? [])
        }
        let listable = inputs.allSatisfy { !$0.contains("\t") && !$0.contains("\n") && !$0.contains("\r") }
        return fingerprint.hash.hex + (listable && !inputs.isEmpty ? " " + inputs.joined(separator: "\t") : "")
    }

    /// True when an input is a URL: such a build cannot be known up to date without fetching
    /// again, so it is always rendered.
    static func hasRemoteInputs(_ inputs: [String]) -> Bool {
        inputs.contains(where: isRemote)
    }

    /// A URL, or `git:REV:PATH` (an earlier version read at a revision, which may have moved):
    /// an input no file on disk stands for.
    static func isRemote(_ input: String) -> Bool {
        let lowered = input.lowercased()
        return lowered.hasPrefix("http://") || lowered.hasPrefix("https://") || input.hasPrefix("git:")
    }

    /// The files on disk a fingerprint records as inputs: what a watcher of them must watch.
    public static func localInputs(inFingerprint fingerprint: String) -> [String] {
        (inputs(inFingerprint: fingerprint) ?? []).filter { !isRemote($0) }
    }

    /// Whether `job`'s inputs, as `recorded` lists them, still hash to `recorded`: what lets a
    /// build skip a job whose manifest records it, and a preview reuse a job it rendered.
    /// Never for a job with remote inputs, which cannot be known unchanged without fetching.
    static func isUnchanged(_ job: DocsJob, recorded: String, themeFiles: [String]) -> Bool {
        guard let inputs = inputs(inFingerprint: recorded), !hasRemoteInputs(inputs) else { return false }
        return fingerprint(for: job, inputs: inputs, themeFiles: themeFiles) == recorded
    }

    /// The input paths recorded in a fingerprint, to recompute it on the next build.
    public static func inputs(inFingerprint fingerprint: String) -> [String]? {
        guard let space = fingerprint.firstIndex(of: " ") else { return nil }
        return fingerprint[fingerprint.index(after: space)...].split(separator: "\t").map(String.init)
    }
}
