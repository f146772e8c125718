import APIDocsCLI
import APIDocsKit
import Foundation
import XCTest

final class OutputComparerTests: XCTestCase {
    let produced = [
        OutputFile(path: "README.md", text: "# A\n"),
        OutputFile(path: "models/a.html", text: "a\n"),
        OutputFile(path: "models/b.html", text: "b\n"),
    ]

    func testAFreshWriteHasNoDrift() throws {
        let scratch = OutputScratch()
        _ = try OutputWriter.write(produced, into: scratch.file("X"), fingerprint: "1")
        scratch.write("X/CNAME", "user file\n")
        XCTAssertEqual(OutputComparer.compare(produced, with: scratch.file("X")), Drift())
        XCTAssertTrue(OutputComparer.compare(produced, with: scratch.file("X")).isEmpty)
    }

    func testStaleMissingAndExtraWithAManifest() throws {
        let scratch = OutputScratch()
        _ = try OutputWriter.write(produced + [OutputFile(path: "old.html", text: "old\n")], into: scratch.file("X"), fingerprint: "1")
        scratch.write("X/CNAME", "user file\n")
        try FileManager.default.removeItem(atPath: scratch.file("X/models/b.html"))
        let now = [OutputFile(path: "README.md", text: "# B\n"), produced[1], produced[2], OutputFile(path: "new.html", text: "new\n")]
        XCTAssertEqual(OutputComparer.compare(now, with: scratch.file("X")), Drift(stale: ["README.md"], missing: ["models/b.html", "new.html"], extra: ["old.html"]))
    }

    func testExtraWithoutAManifestIgnoresDotfiles() {
        let scratch = OutputScratch()
        scratch.write("X/README.md", "# A\n")
        scratch.write("X/models/a.html", "a\n")
        scratch.write("X/models/b.html", "b\n")
        scratch.write("X/leftover.html", "?\n")
        scratch.write("X/.nojekyll", "")
        scratch.write("X/.git/config", "")
        XCTAssertEqual(OutputComparer.compare(produced, with: scratch.file("X")), Drift(extra: ["leftover.html"]))
    }

    func testAMissingFolderMissesEverything() {
        let scratch = OutputScratch()
        XCTAssertEqual(OutputComparer.compare(produced, with: scratch.file("none")).missing, ["README.md", "models/a.html", "models/b.html"])
    }
}
