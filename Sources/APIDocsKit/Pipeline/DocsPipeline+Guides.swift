import APIDocsDiagnostics
import APIDocsGuides
import APIDocsLoader
import APIDocsRender
import APIDocsSpec

extension DocsPipeline {
    /// The guides stage: the job's guides folder read and checked (its files then count as
    /// the job's inputs), with the spec facts their links can name. `nil` without a folder.
    static func guides(for job: DocsJob, spec: APISpec, diagnostics: DiagnosticCollector) throws(SpecError) -> GuideInput? {
        guard let folder = job.guides else { return nil }
        let root = SpecFileAccess.systemRealPath(job.references.policy(specPath: job.specPath).root)
        let set = try GuideFolderReader.read(folder: folder, root: root, location: job.guidesLocation, diagnostics: diagnostics)
        var places: [String: GuideSpecIndex.Place] = [:]
        for operation in spec.operations {
            guard let id = operation.operationId, places[id] == nil else { continue }
            places[id] = GuideSpecIndex.Place(file: operation.location.file, fragment: operation.node.fragment)
        }
        return GuideInput(set: set, spec: GuideSpecIndex(rootFile: spec.rootFile, operationPlaces: places), lenientLinks: job.lenientLinks)
    }
}
