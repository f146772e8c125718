import APIDocsLoader
import APIDocsRender
import APIDocsTestSupport
import XCTest

/// What the default theme puts on the pages of a small spec.
final class SitePagesTests: XCTestCase {
    var files: [String: String] = [:]

    override func setUpWithError() throws {
        let theme = try SiteTheme.load(custom: nil)
        let graph = try SiteFixtures.graph(SiteFixtures.petstore)
        // The site's README copy: names carry the marks the home page turns into links.
        let readme = try ReadmeRenderer().render(
            templateText: "# Test\n\n## Models\n\n{% for model in schemas %}{% if model.name == \"Pet\" %}- **{{ model.type }}**\n{% endif %}{% endfor %}",
            path: "/tmp/test.stencil", context: ReadmeContext.siteContext(graph)
        )
        let diagnostics = DiagnosticCollector()
        defer { XCTAssertEqual(diagnostics.printedLines, []) }
        for file in SiteRenderer(theme: theme).render(graph: graph, readme: readme, settings: SiteSettings(apiName: "Test"), diagnostics: diagnostics) {
            files[file.path] = String(decoding: file.bytes, as: UTF8.self)
        }
    }

    func page(_ path: String) throws -> String { try XCTUnwrap(files[path], path) }

    func testEveryPageHasTheSearchContractAndOneHeading() throws {
        // The form's controls work only with search.js, which builds them into the empty,
        // hidden form every page carries.
        let script = try XCTUnwrap(files.first { $0.key.hasSuffix("search.js") }?.value)
        XCTAssertTrue(script.contains("<input type=\"search\" id=\"search-input\""))
        XCTAssertTrue(script.contains("<label for=\"search-input\""))
        XCTAssertTrue(script.contains("<ul id=\"search-results\""))
        for (path, html) in files where path.hasSuffix(".html") {
            XCTAssertTrue(html.hasPrefix("<!doctype html>\n<html lang=\"en\""), path)
            XCTAssertTrue(html.contains("<form class=\"search\" id=\"search-form\" role=\"search\" action=\"#\" hidden></form>"), path)
            XCTAssertEqual(html.components(separatedBy: "<h1").count, 2, path)
            XCTAssertEqual(html.components(separatedBy: "<main").count, 2, path)
        }
    }

    func testModelPageShowsDeclarationPropertiesNestedTypesAndUsers() throws {
        let html = try page("models/pet.html")
        XCTAssertTrue(HTMLText.uncoloured(html).contains("<pre class=\"declaration\" tabindex=\"0\"><code class=\"language-swift\" data-lang=\"swift\" data-swift=\"declaration\" data-swift-path=\"Pet\">public class Pet: APIModel</code></pre>"), html)
        XCTAssertTrue(html.contains("<li class=\"member\" id=\"tags\"><div class=\"member-sig\"><code class=\"member-name\">tags</code> <code class=\"member-type\">[<a href=\"tag.html\">Tag</a>]?</code><div class=\"member-meta\"><span class=\"optional\">optional</span></div></div>"), html)
        XCTAssertTrue(html.contains("<p>The <strong>name</strong>.</p>"))
        XCTAssertTrue(html.contains("<section class=\"nested-type\" id=\"Owner\">"))
        XCTAssertTrue(html.contains("<li class=\"member\" id=\"Status.available\"><div class=\"member-sig\"><code class=\"member-name\">available</code></div><div class=\"member-doc\"><p>Raw value <code>&quot;available&quot;</code></p></div></li>"), html)
        XCTAssertTrue(html.contains("<a href=\"../operations/pets.getpet.html\">Test.<wbr>Pets.<wbr>Get<wbr>Pet</a>"), "used by the operation returning it")
        XCTAssertTrue(HTMLText.uncoloured(html).contains("""
        <pre tabindex="0"><code class="language-swift" data-lang="swift" data-swift="snippet">let pet = Pet(
            name: &quot;string&quot;,
            byName: [&quot;key&quot;: Tag()],
            owner: Pet.Owner(),
            parent: nil,
            status: .available,
            tags: [Tag()]
        )</code></pre>
        """), html)
        let tags = try page("models/tags.html")
        XCTAssertTrue(HTMLText.uncoloured(tags).contains("data-swift-path=\"Tags\">public typealias Tags = [<a href=\"tag.html\">Tag</a>]</code>"), tags)
        let tag = try page("models/tag.html")
        XCTAssertTrue(tag.contains("<a href=\"pet.html\">Pet</a> <span class=\"kind\">model</span>"), tag)
        XCTAssertTrue(tag.contains("<a href=\"tags.html\">Tags</a> <span class=\"kind\">model</span>"), tag)
    }

    func testOperationPageShowsRequestResponseAndExample() throws {
        let html = try page("operations/pets.getpet.html")
        XCTAssertTrue(html.contains("<span class=\"method method-get\">GET</span> <code class=\"path\">/pets/{id}</code>"))
        XCTAssertTrue(html.contains("<li class=\"member\" id=\"Request.Options.id\"><div class=\"member-sig\"><code class=\"member-name\">id</code> <code class=\"member-type\">Int</code><div class=\"member-meta\"><span class=\"required\">required</span> <span class=\"detail\">In path</span></div></div>"), html)
        XCTAssertTrue(html.contains("<li class=\"member\" id=\"Response.status200\"><div class=\"member-sig\"><code class=\"member-name\">status200(<a href=\"../models/pet.html\">Pet</a>)</code><div class=\"member-meta\"><span class=\"detail\">Status 200</span> <span class=\"detail\">Success yes</span></div></div>"), html)
        XCTAssertTrue(html.contains("<code><a href=\"../models/pet.html\">Pet</a></code>"))
        XCTAssertTrue(HTMLText.uncoloured(html).contains("""
        <pre tabindex="0"><code class="language-swift" data-lang="swift" data-swift="snippet">let request = Test.Pets.GetPet.Request(id: 1)
        let apiClient = APIClient.default

        apiClient.makeRequest(request) { apiResponse in
            switch apiResponse.result {
            case .success(let response):
                switch response {
                case .status200(let value):
                    print(value)
                case .status404:
                    print(response.statusCode)
                }
            case .failure(let error):
                print(&quot;GetPet failed: \\(error)&quot;)
            }
        }</code></pre>
        """), html)
        let add = try page("operations/pets.addpet.html")
        XCTAssertTrue(HTMLText.uncoloured(add).contains("let request = Test.Pets.AddPet.Request(body: Pet(name: &quot;string&quot;))"), add)
    }

    func testHomeAndTagPagesNavigateWithoutScripts() throws {
        let home = try page("index.html")
        XCTAssertTrue(home.contains("<a href=\"tags/pets.html\">Pets</a>"))
        XCTAssertTrue(home.contains("<li><a href=\"models/pet.html\">Pet</a></li>"))
        XCTAssertTrue(home.contains("<a href=\"operations/pets.getpet.html\">Pets.GetPet</a>"))
        XCTAssertTrue(home.contains("<li><strong><a href=\"models/pet.html\">Pet</a></strong></li>"), "README model list linked")
        XCTAssertTrue(home.contains("<li id=\"Server.main\">"))
        let tag = try page("tags/pets.html")
        XCTAssertTrue(tag.contains("<a href=\"../operations/pets.addpet.html\">Pets.AddPet</a>"))
    }

    func testDataFiles() throws {
        let symbols = try page("symbols.json")
        XCTAssertTrue(symbols.hasPrefix("{\n\"Pet\":\"models/pet.html\",\n"), symbols)
        let keys = symbols.split(separator: "\n").dropFirst().dropLast().map { $0.split(separator: "\"")[1] }
        XCTAssertEqual(keys, keys.sorted())
        let search = try page("search-index.js")
        // Pages once, entries by page number; trailing empty fields left out; a member's label
        // continues its owner's (".name" after "Pet"), an anchor that ends the label is a count.
        XCTAssertTrue(search.hasPrefix("window.APIDOCS_SEARCH = {\"pages\":[\n\"models/pet.html\","), search)
        XCTAssertTrue(search.hasSuffix("]};\n"), search)
        XCTAssertTrue(search.contains("[\"m\",\"Pet\",\"class\",0]"), search)
        XCTAssertTrue(search.contains("[\"p\",\".name\",\"String\",0,1]"), search)
        XCTAssertTrue(search.contains("[\"o\",\"Pets.GetPet\",\"GET /pets/{id}\",4,\"\",\"Pets\"]"), search)
        // Nested types, enum cases with their raw values, Request types and parameters.
        XCTAssertTrue(search.contains("[\"y\",\".Owner\",\"class\",0,1]"), search)
        XCTAssertTrue(search.contains("[\"c\",\".Status.available\",\"\\\"available\\\"\",0,2]"), search)
        XCTAssertTrue(search.contains("[\"r\",\".Request\",\"\",4,1]"), search)
        XCTAssertTrue(search.contains("[\"a\",\".Request.Options.mood\",\"query mood: Mood?\",4,3]"), search)
        let pages = search.split(separator: "\n")[1]
        XCTAssertTrue(pages.hasPrefix("\"models/pet.html\",\"models/tag.html\",\"models/tags.html\",\"operations/pets.addpet.html\",\"operations/pets.getpet.html\",\"tags/pets.html\"],"), String(pages))
    }
}
