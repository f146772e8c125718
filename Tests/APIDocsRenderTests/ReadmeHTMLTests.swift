@testable import APIDocsRender
import XCTest

/// The README on the home page: heading ids for its own `#links`, and its Models and Requests
/// lists linked to the pages, driven by the symbol graph.
final class ReadmeHTMLTests: XCTestCase {
    func testHeadingsGetGitHubStyleIDsAndDeadFragmentsLoseTheirLink() {
        let markdown = "# API\n\n#### Request Behaviour\n\nSee [it](#request-behaviour) and [gone](#nowhere).\n\n## Request Behaviour\n"
        let output = Markdown.htmlWithHeadingIDs(markdown, under: 2, reserved: ["api"]).markup
        XCTAssertTrue(output.contains("<h3 id=\"api-1\">API</h3>"), output)
        XCTAssertTrue(output.contains("<h4 id=\"request-behaviour\">Request Behaviour</h4>"), output)
        XCTAssertTrue(output.contains("<h4 id=\"request-behaviour-1\">Request Behaviour</h4>"), output)
        XCTAssertTrue(output.contains("<a href=\"#request-behaviour\">it</a>"), output)
        XCTAssertTrue(output.contains("and gone."), output)
    }

    func testModelAndRequestItemsLinkToTheirPages() throws {
        let graph = try SiteFixtures.graph(SiteFixtures.petstore)
        let plan = SitePlan(graph: graph)
        let html = """
        <h3 id="models">Models</h3>
        <ul>
        <li><strong>Pet</strong></li>
        <li><strong>Tag</strong></li>
        <li><strong>Tags</strong></li>
        </ul>
        <h3 id="requests">Requests</h3>
        <ul>
        <li><strong>Test.Pets</strong>
        <ul>
        <li><strong>AddPet</strong>: POST <code>/pets</code></li>
        <li><strong>GetPet</strong>: GET <code>/pets/{id}</code></li>
        </ul>
        </li>
        </ul>
        <h3>After</h3><p><strong>Pet</strong></p>
        """
        let linked = ReadmeLinker.link(html, graph: graph, plan: plan, page: "index.html")
        XCTAssertTrue(linked.contains("<li><strong><a href=\"models/pet.html\">Pet</a></strong></li>"), linked)
        XCTAssertTrue(linked.contains("<li><strong><a href=\"models/tags.html\">Tags</a></strong></li>"), linked)
        XCTAssertTrue(linked.contains("<li><strong><a href=\"tags/pets.html\">Test.Pets</a></strong>"), linked)
        XCTAssertTrue(linked.contains("<li><strong><a href=\"operations/pets.addpet.html\">AddPet</a></strong>: POST"), linked)
        XCTAssertTrue(linked.contains("<li><strong><a href=\"operations/pets.getpet.html\">GetPet</a></strong>: GET"), linked)
        XCTAssertTrue(linked.hasSuffix("<h3>After</h3><p><strong>Pet</strong></p>"), "bold text outside the lists stays plain")
    }
}
