import APIDocsDiagnostics
import APIDocsCLI
import APIDocsKit
import XCTest

/// Each sample in `Specs/`, rendered in memory, equals its committed `Site/<Name>/README.md`.
/// `APIDOCS_RECORD=1` rewrites the goldens (and fails; see `GoldenFile`).
final class ReadmeGoldenTests: XCTestCase {
    func testEverySampleHasAGoldenAndNoGoldenLacksASample() throws {
        XCTAssertEqual(try TestPaths.apiFolders(of: TestPaths.site), try TestPaths.sampleNames())
    }

    func testEverySampleRendersToItsCommittedReadme() throws {
        let samples = try TestPaths.sampleNames()
        XCTAssertFalse(samples.isEmpty)
        for name in samples {
            let job = try JobPlanner().job(for: TestPaths.specs + "/" + name)
            XCTAssertEqual(job.outputName, name)
            let readme = try DocsPipeline.run(job, diagnostics: DiagnosticCollector()).readme
            GoldenFile.assertMatches(readme, golden: "\(TestPaths.site)/\(name)/README.md")
        }
    }
}
