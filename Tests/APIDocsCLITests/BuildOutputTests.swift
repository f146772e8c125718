import Foundation
import XCTest

/// `apidocs build` renders everything before writing: same input, same bytes; a bad spec
/// leaves the output folder as it was.
final class BuildOutputTests: XCTestCase {
    func testTwoBuildsWriteTheSameBytes() throws {
        let first = try TemporaryFolder(), second = try TemporaryFolder()
        for folder in [first, second] {
            XCTAssertEqual(runAPIDocs(["build", TestPaths.specs + "/Bookshop", TestPaths.specs + "/Garage", "--output", folder.path]), 0)
        }
        XCTAssertEqual(first.files(), second.files())
        for file in first.files() {
            XCTAssertEqual(try first.read(file), try second.read(file), file)
        }
        XCTAssertTrue(first.files().contains("index.html"))
        XCTAssertTrue(first.files().contains("Bookshop/symbols.json"))
        XCTAssertTrue(first.files().contains("Garage/search-index.js"))
        XCTAssertTrue(first.files().contains("Garage/assets/style.css"))
    }

    func testABadSpecLeavesTheOutputUntouched() throws {
        let output = try TemporaryFolder()
        let broken = TestPaths.packageRoot + "/Tests/Fixtures/broken/missing-pointer"
        XCTAssertEqual(runAPIDocs(["build", TestPaths.specs + "/Bookshop", broken, "--output", output.path]), 1)
        XCTAssertEqual(output.files(), [])
    }

    func testSiteIndexListsEveryAPIBuilt() throws {
        let output = try TemporaryFolder()
        XCTAssertEqual(runAPIDocs(["build", TestPaths.specs + "/Bookshop", TestPaths.specs + "/Weather31", "--output", output.path]), 0)
        let index = try output.read("index.html")
        XCTAssertTrue(index.contains("<a href=\"Bookshop/index.html\">Bookshop</a>"), index)
        XCTAssertTrue(index.contains("<a href=\"Weather31/index.html\">Weather31</a>"), index)
        XCTAssertTrue(try output.read("Bookshop/models/book.html").contains("<a href=\"../../index.html\">All APIs</a>"))
    }
}
