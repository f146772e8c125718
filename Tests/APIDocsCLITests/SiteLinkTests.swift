import APIDocsTestSupport
import Foundation
import XCTest

/// Every link and script of every page built from `Specs/` reaches an existing file and, for
/// `#fragment` links, an existing `id` on it; no page has an id twice.
final class SiteLinkTests: XCTestCase {
    func attributes(_ name: String, in html: String) -> [String] {
        HTMLText.attributeValues(name, in: html)
    }

    func testLinksAnchorsAndIDs() throws {
        let output = try TemporaryFolder()
        let folders = try FileManager.default.contentsOfDirectory(atPath: TestPaths.specs)
            .filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }.sorted().map { TestPaths.specs + "/" + $0 }
        XCTAssertEqual(runAPIDocs(["build"] + folders + ["--output", output.path]), 0)
        let pages = output.files().filter { $0.hasSuffix(".html") }
        var ids: [String: Set<String>] = [:]
        for page in pages {
            let list = attributes("id", in: try output.read(page))
            ids[page] = Set(list)
            XCTAssertEqual(list.count, Set(list).count, "\(page) repeats an id")
        }
        var checked = 0
        for page in pages {
            let html = try output.read(page)
            let folder = (page as NSString).deletingLastPathComponent
            for url in attributes("href", in: html) + attributes("src", in: html) {
                if url.contains(":") { continue }  // external, data: favicon
                let parts = url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let target = parts[0].isEmpty ? page : URL(fileURLWithPath: folder + "/" + parts[0], relativeTo: URL(fileURLWithPath: "/"))
                    .standardized.path.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
                checked += 1
                guard FileManager.default.fileExists(atPath: output.path + "/" + target) else {
                    XCTFail("\(page): \(url) → missing \(target)")
                    continue
                }
                if parts.count == 2 {
                    XCTAssertTrue(ids[target]?.contains(parts[1]) == true, "\(page): \(url) → no id \(parts[1]) on \(target)")
                }
            }
        }
        XCTAssertGreaterThan(checked, 1000)
    }
}
