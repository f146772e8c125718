@testable import APIDocsCLI
@testable import APIDocsKit
import XCTest

final class OutputProgressTests: XCTestCase {
    func testCountsHaveThousandsSeparators() {
        XCTAssertEqual(Progress.count(0), "0")
        XCTAssertEqual(Progress.count(999), "999")
        XCTAssertEqual(Progress.count(1204), "1,204")
        XCTAssertEqual(Progress.count(1_000_000), "1,000,000")
        XCTAssertEqual(Progress.count(-12345), "-12,345")
    }

    func testAnEmptyReportSummary() {
        XCTAssertEqual(WriteReport(folder: "Site/X").summary, "0 written, 0 unchanged, 0 removed")
    }
}
