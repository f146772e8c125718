import APIDocsTestSupport
import Foundation
import XCTest

/// The shared-corpus policy: found beside the checkout or through `APIDOCS_SHARED`; absent, a
/// test skips, except under `CI=true`, where it fails with a message saying what is missing.
final class SharedCorpusPolicyTests: XCTestCase {
    private let checkout = "/projects/apidocs"

    func testTheCorpusIsBesideTheCheckoutUnlessTheEnvironmentNamesIt() {
        XCTAssertEqual(SharedCorpus.root(environment: [:], packageRoot: checkout), "/projects/shared")
        XCTAssertEqual(SharedCorpus.root(environment: ["APIDOCS_SHARED": "/data/corpus/"], packageRoot: checkout), "/data/corpus")
        XCTAssertEqual(SharedCorpus.root(environment: ["APIDOCS_SHARED": ""], packageRoot: checkout), "/projects/shared")
    }

    func testAPresentFileIsUsed() {
        let availability = SharedCorpus.availability(
            of: "conformance/swaggen", environment: ["CI": "true"], packageRoot: checkout, exists: { _ in true })
        XCTAssertEqual(availability, .present("/projects/shared/conformance/swaggen"))
    }

    func testAMissingCorpusSkipsOutsideCI() {
        for environment in [[:], ["CI": "false"], ["CI": ""]] {
            let availability = SharedCorpus.availability(
                of: "conformance/sog", environment: environment, packageRoot: checkout, exists: { _ in false })
            XCTAssertEqual(availability, .skip(
                "skipped: the shared corpus is absent (/projects/shared not found); put the shared/ folder beside the checkout or set APIDOCS_SHARED"))
        }
    }

    func testAMissingCorpusFailsOnCI() {
        for value in ["true", "TRUE", "True"] {
            let availability = SharedCorpus.availability(
                of: "conformance/sog", environment: ["CI": value], packageRoot: checkout, exists: { _ in false })
            XCTAssertEqual(availability, .fail(
                "CI=true: the shared corpus is absent (/projects/shared not found); put the shared/ folder beside the checkout or set APIDOCS_SHARED"))
        }
    }

    func testAFileMissingFromAPresentCorpusIsNamed() {
        let availability = SharedCorpus.availability(
            of: "seeds/gone.txt", environment: ["CI": "true", "APIDOCS_SHARED": "/data/corpus"], packageRoot: checkout,
            exists: { $0 == "/data/corpus" })
        XCTAssertEqual(availability, .fail(
            "CI=true: /data/corpus/seeds/gone.txt is not in the shared corpus; put the shared/ folder beside the checkout or set APIDOCS_SHARED"))
    }

    /// The real lookup on a folder that does not exist: a skip outside CI; on CI a recorded
    /// failure (caught here instead of XCTFail) and a thrown error that stops the test.
    func testPathSkipsOrFailsOnARealMissingFolder() throws {
        let nowhere = NSTemporaryDirectory() + "apidocs-no-corpus-" + UUID().uuidString
        XCTAssertThrowsError(try SharedCorpus.path("conformance", environment: ["APIDOCS_SHARED": nowhere])) { error in
            XCTAssertTrue(error is XCTSkip, "\(error)")
        }
        var failures: [String] = []
        XCTAssertThrowsError(try SharedCorpus.path("conformance", environment: ["APIDOCS_SHARED": nowhere, "CI": "true"]) {
            failures.append($0)
        }) { error in
            XCTAssertTrue(error is SharedCorpus.Missing, "\(error)")
        }
        XCTAssertEqual(failures, [
            "CI=true: the shared corpus is absent (\(nowhere) not found); put the shared/ folder beside the checkout or set APIDOCS_SHARED",
        ])
    }

    func testPathFindsARealFolder() throws {
        let folder = NSTemporaryDirectory() + "apidocs-corpus-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder + "/conformance", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let found = try SharedCorpus.path("conformance", environment: ["APIDOCS_SHARED": folder, "CI": "true"]) { XCTFail($0) }
        XCTAssertEqual(found, URL(fileURLWithPath: folder).standardized.path + "/conformance")
    }
}
