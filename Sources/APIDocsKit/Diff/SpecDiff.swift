import APIDocsConcurrency
import APIDocsDiagnostics
import APIDocsDiff
import APIDocsLoader
import APIDocsRender
import APIDocsSpec
import APIDocsSymbols
import Foundation

/// `apidocs diff OLD NEW`: the Swift changes between the clients generated from two versions
/// of a spec, for the job's client flavour.
///
/// Each side is a spec file or spec folder, or `REV:PATH` read from git at that revision (the
/// files its `$ref`s reach too). Both sides are planned as `build` plans a job (the same
/// options, `apidocs.yml` of the working tree's folder, client flavour and generator config)
/// and read through the spec and symbol stages only: no README or page is rendered.
public enum SpecDiff {
    /// One side of the comparison.
    public struct Side: Sendable {
        /// As given on the command line.
        public var text: String
        /// The spec file or folder, in the working tree.
        public var path: String
        /// The revision it is read at; `nil` for the working tree's files.
        var revision: GitRevisionFiles?
    }

    /// The side `text` names: an existing file or folder, else `REV:PATH` with a git revision.
    public static func side(_ text: String) throws(SpecError) -> Side {
        if FileSystem.exists(text) { return Side(text: text, path: text, revision: nil) }
        if let colon = text.firstIndex(of: ":"), colon != text.startIndex {
            let revisionText = String(text[..<colon]), path = String(text[text.index(after: colon)...])
            guard !path.isEmpty else { throw SpecError("no spec path after '\(revisionText):'", file: text) }
            guard let revision = GitRevisionFiles(revision: revisionText) else {
                throw SpecError("'\(revisionText)' is not a revision of a git repository around the working folder", file: text)
            }
            return Side(text: text, path: path, revision: revision)
        }
        throw SpecError("no such file or folder (for a git revision, write REV:PATH)", file: text)
    }

    /// One side read: its client model, its symbol table (what its site's `symbols.json`
    /// lists), the spec facts read beside it, and, when links are asked for, where its pages
    /// document each Swift path.
    struct ClientSide {
        var tree: ClientDeclarationTree
        var table: ClientSymbolTable
        var facts: SpecSideFacts
        var symbolURLs: [String: String] = [:]
        /// The files read, in load order; for a revision, `git:REV:PATH` (never up to date).
        var files: [String] = []
    }

    /// The report of `old` → `new`; with `siteURL` (the published API folder of the new
    /// side's docs), its Markdown links each symbol to its page; with `probes`, it carries a
    /// caller probe per change (`CallerProbes`).
    public static func report(
        old: Side, new: Side, planner: JobPlanner, siteURL: String? = nil, probes: Bool = false, diagnostics: DiagnosticCollector
    ) throws(SpecError) -> ChangeReport {
        let oldJob = try job(for: old, planner: planner), newJob = try job(for: new, planner: planner)
        // The two sides share nothing: read on two cores, each into its own collector (a side's
        // error count decides whether SOG refuses it), merged in file and line order after.
        let sides = [(oldJob, old), (newJob, new)]
        let results = ConcurrentWork.map([0, 1]) { index -> (Result<ClientSide, SpecError>, DiagnosticCollector) in
            let collector = DiagnosticCollector()
            do throws(SpecError) {
                let links = index == 1 && siteURL != nil
                return (.success(try clientSide(sides[index].0, side: sides[index].1, links: links, diagnostics: collector)), collector)
            } catch {
                return (.failure(error), collector)
            }
        }
        for (_, collector) in results {
            for diagnostic in collector.diagnostics { diagnostics.report(diagnostic) }
        }
        let before = try results[0].0.get(), after = try results[1].0.get()
        let changes = ClientDiff.changes(from: before.tree, to: after.tree, tables: (before.table, after.table), facts: (before.facts, after.facts))
        var report = ChangeReport(old: old.text, new: new.text, client: newJob.client.rawValue, changes: changes)
        report.siteURL = siteURL
        report.symbolURLs = after.symbolURLs
        if probes { report.probes = CallerProbes.probes(for: changes, old: before.tree, new: after.tree) }
        return report
    }

    /// Writes the report's probes into `folder`, which must be new or empty (no file of an
    /// earlier run is left beside them). The swift-openapi-generator flavour's probes import
    /// its runtime too.
    public static func writeProbes(_ report: ChangeReport, imports: [String], into folder: String) throws(SpecError) {
        if FileSystem.exists(folder) {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? ["?"]
            guard FileSystem.isDirectory(folder), entries.isEmpty else { throw SpecError("--probes needs a new or empty folder", file: folder) }
        }
        let runtime = report.client == ClientFlavour.swiftOpenAPIGenerator.rawValue ? ["OpenAPIRuntime"] : []
        for file in ProbeFiles(probes: report.probes, imports: imports + runtime).files {
            try FileSystem.writeAtomically(file.text, to: FileSystem.join(folder, file.name))
        }
    }

    /// The job of a side: planned from the working tree's folder (its `apidocs.yml`), with the
    /// spec file a folder holds at the side's revision.
    static func job(for side: Side, planner: JobPlanner) throws(SpecError) -> DocsJob {
        guard side.revision != nil else { return try planner.job(for: side.path) }
        let spec = try specFile(of: side)
        let isFolder = spec != side.path
        return try planner.job(
            spec: spec, folder: isFolder ? side.path : FileSystem.folder(of: side.path),
            folderName: isFolder ? FileSystem.lastComponent(side.path) : nil, entry: nil
        )
    }

    /// The spec file a side names: its path, or the spec file its folder holds (at its revision).
    static func specFile(of side: Side) throws(SpecError) -> String {
        let exists: (String) -> Bool = side.revision.map { revision in { revision.fileExists($0) } } ?? { FileSystem.exists($0) && !FileSystem.isDirectory($0) }
        if exists(side.path) { return side.path }
        guard let found = JobPlanner.specFileNames.map({ FileSystem.join(side.path, $0) }).first(where: exists) else {
            let at = side.revision.map { " at revision \($0.revision)" } ?? ""
            throw SpecError("no spec\(at) (looked for the file, and for \(JobPlanner.specFileNames.joined(separator: ", ")) in the folder); name the spec file itself, as PATH or REV:PATH", file: side.text)
        }
        return found
    }

    /// The spec and symbol stages of `job` for the side's files: the client model, and the
    /// spec facts the comparison reads beside it.
    static func clientSide(_ job: DocsJob, side: Side, links: Bool, diagnostics: DiagnosticCollector) throws(SpecError) -> ClientSide {
        let diagnostics = job.strict ? diagnostics.strictScope() : diagnostics
        let documents: SpecDocumentSet
        let files: [String]
        if let revision = side.revision {
            documents = try SpecDocumentSet.load(path: job.specPath, policy: job.references.policy(specPath: job.specPath), access: revision.access)
            files = ["git:" + side.text]
        } else {
            documents = try job.references.load(specPath: job.specPath)
            files = documents.sourceFiles
        }
        switch job.client {
        case .swaggen:
            let spec = try SpecReader.read(documents, diagnostics: diagnostics)
            let graph = SymbolGraphBuilder.build(spec, options: job.options, diagnostics: diagnostics, detail: .readme)
            let facts = SpecSideFacts(spec: spec, diagnostics: diagnostics), tree = graph.clientTree()
            // With links, the table and the URLs come from one plan, the one `build` writes.
            guard links else {
                return ClientSide(tree: tree, table: SymbolTables.swagGen(graph, tree: tree, hidden: facts.hiddenParts), facts: facts, files: files)
            }
            let site = SymbolURLs.swagGen(graph, tree: tree, hidden: facts.hiddenParts)
            return ClientSide(tree: tree, table: site.table, facts: facts, symbolURLs: site.urls, files: files)
        case .swiftOpenAPIGenerator:
            let errorsBefore = diagnostics.errorCount
            let (config, _) = try DocsPipeline.sogConfig(job, diagnostics: diagnostics)
            let (spec, graph) = try DocsPipeline.sogGraph(job, documents: documents, config: config, errorsBefore: errorsBefore, diagnostics: diagnostics)
            let facts = SpecSideFacts(spec: spec, diagnostics: diagnostics), hidden = Set(facts.hiddenParts.keys)
            guard links else {
                return ClientSide(tree: graph, table: SymbolTables.swiftOpenAPIGenerator(graph, hidden: hidden), facts: facts, files: files)
            }
            let site = SymbolURLs.swiftOpenAPIGenerator(graph, hidden: hidden)
            return ClientSide(tree: graph, table: site.table, facts: facts, symbolURLs: site.urls, files: files)
        }
    }
}
