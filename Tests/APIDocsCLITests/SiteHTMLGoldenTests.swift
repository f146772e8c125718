import Foundation
import XCTest

/// The committed `Site/` is what `apidocs build` makes of `Specs/` now: the Bookshop model and
/// operation pages compared on their own (the pages most worth reading in a diff), then every file.
final class SiteHTMLGoldenTests: XCTestCase {
    func buildSpecs() throws -> TemporaryFolder {
        let output = try TemporaryFolder()
        let folders = try FileManager.default.contentsOfDirectory(atPath: TestPaths.specs)
            .filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }
            .sorted()
            .map { TestPaths.specs + "/" + $0 }
        XCTAssertEqual(runAPIDocs(["build"] + folders + ["--output", output.path]), 0)
        return output
    }

    func testBookshopModelAndOperationPages() throws {
        let output = try buildSpecs()
        try GoldenFiles.assertSame(built: output.path, committed: TestPaths.site, relativePaths: [
            "Bookshop/models/book.html",
            "Bookshop/models/paymentmethod.html",
            "Bookshop/operations/books.createbook.html",
            "Bookshop/index.html",
        ])
    }

    func testWholeSite() throws {
        let output = try buildSpecs()
        try GoldenFiles.assertSame(built: output.path, committed: TestPaths.site)
    }
}
