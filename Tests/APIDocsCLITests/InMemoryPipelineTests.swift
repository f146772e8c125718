import APIDocsDiagnostics
import APIDocsKit
import APIDocsRender
import XCTest

/// `InMemoryPipeline` (what the fuzz target runs) renders exactly what the file pipeline
/// renders for the same spec, reads no other file, and writes nothing.
final class InMemoryPipelineTests: XCTestCase {

    /// Every one-file sample of `Specs/`, default options: same files, same bytes, same diagnostics.
    func testSameFilesAsTheFilePipelineForEachOneFileSample() throws {
        var compared: [String] = []
        for name in try TestPaths.sampleNames() {
            let folder = TestPaths.specs + "/" + name
            let files = try FileManager.default.contentsOfDirectory(atPath: folder)
                .filter { name in
                    // Earlier versions (`versions/`) are a folder beside the one spec file.
                    var isFolder: ObjCBool = false
                    FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder)
                    return name != "apidocs.yml" && !isFolder.boolValue
                }.sorted()
            guard files.count == 1 else { continue }
            let path = folder + "/" + files[0]

            let job = DocsJob(specPath: path, outputName: "API", optionLayers: [], template: nil)
            let fileDiagnostics = DiagnosticCollector()
            let result = try DocsPipeline.run(job, diagnostics: fileDiagnostics)
            let site = SiteRenderer(theme: try SiteTheme.load(custom: nil))
            let expected = DocsPipeline.files(for: job, result: result, site: site, diagnostics: fileDiagnostics)

            var pipeline = try InMemoryPipeline()
            pipeline.specName = path
            let memoryDiagnostics = DiagnosticCollector()
            let actual = try pipeline.files(specText: try TestPaths.read(path), diagnostics: memoryDiagnostics)

            XCTAssertEqual(actual.map(\.path), expected.map(\.path), name)
            for (a, e) in zip(actual, expected) where a.bytes != e.bytes {
                XCTFail("\(name): \(a.path) differs from the file pipeline's")
            }
            XCTAssertEqual(memoryDiagnostics.printedLines, fileDiagnostics.printedLines, name)
            compared.append(name)
        }
        XCTAssertEqual(compared, ["Bookshop", "BuildQueue", "FuelStation", "Garage", "Hostile", "Weather31"])
    }

    /// A `$ref` to another file is not read from disk: it is a located error, as for a missing file.
    func testARefToAnotherFileIsNotRead() throws {
        let pipeline = try InMemoryPipeline(specName: "spec.yml")
        let diagnostics = DiagnosticCollector()
        let spec = """
            openapi: 3.0.0
            info: {title: T, version: "1"}
            paths: {}
            components:
              schemas:
                A: {$ref: 'Specs/Bookshop/spec.yml#/components/schemas/Book'}
            """
        XCTAssertThrowsError(try pipeline.files(specText: spec, diagnostics: diagnostics)) { error in
            let printed = "\(error)"
            XCTAssertTrue(printed.hasPrefix("spec.yml:6:") && printed.contains(": error: "), printed)
        }
    }
}
