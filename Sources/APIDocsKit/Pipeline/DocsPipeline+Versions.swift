import APIDocsConcurrency
import APIDocsDiagnostics
import APIDocsDiff
import APIDocsRender
import APIDocsSOG
import APIDocsSpec
import Foundation

extension DocsPipeline {
    /// The comparisons of the job's spec with its earlier versions (`versions:`, newest first),
    /// each version with the next newer one, by `apidocs diff`'s engine; and the files read.
    ///
    /// The documented spec's side is the run's own client model and spec model (`current`,
    /// `spec`), not a second reading. Every earlier version is read with the job's settings
    /// (client flavour, options, the generator configuration the documented spec uses), on all
    /// cores. A version that cannot be read is an error at its entry in `apidocs.yml`; its
    /// warnings are about an old spec, not this build, and are not shown.
    static func versionHistory(_ job: DocsJob, current: Result, spec: APISpec) throws(SpecError) -> (versions: SiteVersions, inputs: [String]) {
        let sides: [SpecDiff.Side] = [SpecDiff.Side(text: job.specPath, path: job.specPath, revision: nil)]
            + (try job.versions.map { (version: VersionSetting) throws(SpecError) -> SpecDiff.Side in
                do throws(SpecError) { return try SpecDiff.side(version.spec) } catch { throw located(error, version) }
            })
        // One project, one client configuration: every version is generated with the config
        // the documented spec uses (the one beside it, unless `generator-config` names one).
        var configured = job
        if job.client == .swiftOpenAPIGenerator, job.generatorConfig == nil {
            configured.generatorConfig = SOGConfigLocator.configFile(besideSpec: job.specPath, diagnostics: DiagnosticCollector())
        }
        let settings = configured
        let read = ConcurrentWork.map(Array(sides.indices.dropFirst())) { index -> Swift.Result<SpecDiff.ClientSide, SpecError> in
            let collector = DiagnosticCollector()
            do throws(SpecError) {
                var sideJob = settings
                sideJob.specPath = try SpecDiff.specFile(of: sides[index])
                // Only errors stop an earlier version: `--strict` is about the documented spec.
                sideJob.strict = false
                let side = try SpecDiff.clientSide(sideJob, side: sides[index], links: false, diagnostics: collector)
                if let first = collector.diagnostics.first(where: { $0.severity == .error }) { throw SpecError(first.message, at: first.location) }
                return .success(side)
            } catch {
                return .failure(error)
            }
        }
        // The run reported the documented spec's diagnostics already: the facts reader's go nowhere.
        var clients = [SpecDiff.ClientSide(tree: current.model.clientTree, table: current.model.symbolTable, facts: SpecSideFacts(spec: spec, diagnostics: DiagnosticCollector()))]
        for (index, result) in read.enumerated() {
            switch result {
            case .success(let side): clients.append(side)
            case .failure(let error): throw located(error, job.versions[index])
            }
        }
        let label = current.siteSummary(folder: job.outputName).version ?? "current"
        let labels = [label] + job.versions.map(\.label)
        let folder = FileSystem.folder(of: job.specPath)
        let comparisons = job.versions.indices.map { index in
            var changes = ClientDiff.changes(
                from: clients[index + 1].tree, to: clients[index].tree, tables: (clients[index + 1].table, clients[index].table),
                facts: (clients[index + 1].facts, clients[index].facts)
            )
            for position in changes.indices {
                changes[position].oldLocation = changes[position].oldLocation.map { relative($0, to: folder, side: sides[index + 1]) }
                changes[position].newLocation = changes[position].newLocation.map { relative($0, to: folder, side: sides[index]) }
            }
            return SiteVersions.Comparison(from: labels[index + 1], to: labels[index], changes: changes)
        }
        return (SiteVersions(current: label, comparisons: comparisons), clients.dropFirst().flatMap(\.files))
    }

    /// A spec place as pages show it: relative to the documented spec's folder, so the same
    /// project gives the same bytes wherever and however it is built; `REV:` in front for a
    /// version read at a git revision.
    private static func relative(_ location: SourceLocation, to folder: String, side: SpecDiff.Side) -> SourceLocation {
        func absolute(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }
        let base = absolute(folder), file = absolute(location.file)
        var shown = file.hasPrefix(base + "/") ? String(file.dropFirst(base.count + 1)) : location.file
        if let revision = side.revision { shown = revision.revision + ":" + shown }
        return SourceLocation(file: shown, line: location.line, column: location.column)
    }

    /// An error about an earlier version, placed at its entry in `apidocs.yml`.
    private static func located(_ error: SpecError, _ version: VersionSetting) -> SpecError {
        SpecError("version '\(version.label)' (\(version.spec)) cannot be read: \(error.message)", at: version.location)
    }
}
