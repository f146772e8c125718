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

    func testMarkedNamesLinkToTheirPagesWhateverTheTemplate() throws {
        let graph = try SiteFixtures.graph(SiteFixtures.petstore)
        let plan = SitePlan(graph: graph)
        let context = ReadmeContext.siteContext(graph)
        let template = """
        ## Models
        {% for model in schemas %}- **{{ model.type }}**
        {% endfor %}
        ## Requests
        {% for operationTag in operationsByTag %}- Tag {{ options.name }}.{{ operationTag.name|upperCamelCase }}:{% for operation in operationTag.operations %} see {{ operation.type }}{% endfor %}
        {% endfor %}
        Plain **Pet** stays plain.
        """
        let markdown = try ReadmeRenderer().render(templateText: template, path: "/tmp/custom.stencil", context: context)
        let html = Markdown.htmlWithHeadingIDs(markdown, under: 2, reserved: []).markup
        let linked = ReadmeLinkMarks.link(html, graph: graph, plan: plan, page: "index.html")
        XCTAssertTrue(linked.contains("<li><strong><a href=\"models/pet.html\">Pet</a></strong></li>"), linked)
        XCTAssertTrue(linked.contains("<li><strong><a href=\"models/tags.html\">Tags</a></strong></li>"), linked)
        XCTAssertTrue(linked.contains("Tag <a href=\"tags/pets.html\">Test.Pets</a>:"), linked)
        XCTAssertTrue(linked.contains("see <a href=\"operations/pets.addpet.html\">AddPet</a>"), linked)
        XCTAssertTrue(linked.contains("Plain <strong>Pet</strong> stays plain."), linked)
        XCTAssertFalse(linked.unicodeScalars.contains { ReadmeLinkMarks.isMarkScalar($0) }, "no mark is left")
        let plain = try ReadmeRenderer().render(templateText: template, path: "/tmp/custom.stencil", context: ReadmeContext.make(graph))
        XCTAssertEqual(plain, ReadmeLinkMarks.withoutMarks(markdown), "the README file itself has no marks")
    }
}
