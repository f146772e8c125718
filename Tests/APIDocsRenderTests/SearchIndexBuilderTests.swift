@testable import APIDocsRender
import XCTest

/// One rule makes every search entry of both flavours from `SearchInput`: its detail line and
/// which of its words it keeps.
final class SearchIndexBuilderTests: XCTestCase {
    private func entry(_ item: SearchInput.Item) -> SiteDataFiles.SearchEntry {
        var input = SearchInput()
        input.append(item)
        return SearchIndexBuilder.entries(input)[0]
    }

    func testAWordThatOnlyRepeatsTheLabelsLastPartIsLeftOutIgnoringCase() {
        func keywords(_ label: String, _ specName: String?) -> String {
            entry(SearchInput.Item(kind: .property, label: label, url: "p.html", detail: .none, specName: specName)).keywords
        }
        XCTAssertEqual(keywords("Pet.name", "Name"), "")
        XCTAssertEqual(keywords("Pet.name", "name"), "")
        XCTAssertEqual(keywords("Pet.petName", "pet_name"), "pet_name")
        XCTAssertEqual(keywords("Pet.name", ""), "")
        XCTAssertEqual(keywords("Pet.name", nil), "")
        // Beyond ASCII, as the lowercased forms compare: both flavours leave out `Ärger` beside `ärger`.
        XCTAssertEqual(keywords("Pet.ärger", "Ärger"), "")
        XCTAssertEqual(keywords("Pet.ärger", "Ärgernis"), "Ärgernis")
        XCTAssertEqual(keywords("Pet.name", "Näme"), "Näme")
    }

    func testItemsWithSeveralWordsKeepTheirOrderAndDropEmptyAndRepeatedOnes() {
        let operation = entry(SearchInput.Item(
            kind: .operation, label: "Pets.getPet", url: "operations/getpet.html",
            detail: .endpoint(method: "GET", path: "/pets/{id}", summary: "Find a pet"),
            specName: "getPet", description: "Returns one pet. Or none.", words: ["pets", "", "GETPET"]
        ))
        XCTAssertEqual(operation.kind, "o")
        XCTAssertEqual(operation.detail, "GET /pets/{id} – Find a pet")
        XCTAssertEqual(operation.keywords, "Returns one pet. pets")
        let noSummary = entry(SearchInput.Item(kind: .operation, label: "getPet", url: "", detail: .endpoint(method: "GET", path: "/", summary: "")))
        XCTAssertEqual(noSummary.detail, "GET /")
    }

    func testDetailLines() {
        XCTAssertEqual(SearchIndexBuilder.detail(.none), "")
        XCTAssertEqual(SearchIndexBuilder.detail(.text("struct")), "struct")
        XCTAssertEqual(SearchIndexBuilder.detail(.parameter(location: "query", key: "limit", type: "Int?")), "query limit: Int?")
        XCTAssertEqual(SearchIndexBuilder.detail(.body(type: "Pet")), "body: Pet")
    }
}
