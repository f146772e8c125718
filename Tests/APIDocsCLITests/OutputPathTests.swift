import APIDocsKit
import XCTest

/// Output paths are split at `/` bytes when ASCII and by `Character` otherwise; both refuse the
/// same components.
final class OutputPathTests: XCTestCase {
    func testComponentsAreCheckedInASCIIAndNonASCIIPathsAlike() {
        for (path, problem) in [
            ("models/pet.html", nil),
            ("modèles/pet.html", nil),
            ("a//b.html", "the path has an empty component"),
            ("é//b.html", "the path has an empty component"),
            ("a/../b.html", "the path contains '..'"),
            ("modèles/../b.html", "the path contains '..'"),
            ("a/./b.html", "the path contains a '.' component"),
            ("ü/./b.html", "the path contains a '.' component"),
            ("a/..\u{301}/b.html", nil),
            ("a/...html", nil),
            ("a/", "the path has an empty component"),
        ] as [(String, String?)] {
            XCTAssertEqual(OutputPath.problem(path), problem, path)
        }
    }
}
