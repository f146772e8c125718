import APIDocsLoader
@testable import APIDocsRender
import APIDocsSymbols
import XCTest

/// The Redoc and Redocly vendor extensions in the SwagGen flavour's site, rendered in memory:
/// tag groups as sidebar sections and home-page headings, display names, trait tags, code
/// samples (escaped), and the parts marked `x-internal` or `x-hidden` left out without a
/// dangling link. The rules both flavours share (`TagSections`, colour values) are tested here
/// on their own.
final class VendorExtensionSiteTests: XCTestCase {
    static let spec = """
    openapi: 3.0.0
    info: {title: Zoo, version: "1"}
    tags:
      - {name: animals, x-displayName: "Animals & <friends>", description: The animals.}
      - {name: Paging, x-traitTag: true, description: "Lists return **20** items."}
    x-tagGroups:
      - {name: Zoo, tags: [animals, Paging]}
    paths:
      /animals:
        get:
          tags: [animals]
          operationId: listAnimals
          responses:
            "200":
              description: ok
              content: {application/json: {schema: {$ref: "#/components/schemas/Animal"}}}
          x-codeSamples:
            - {lang: Shell, label: "curl <x>", source: "curl '</code></pre><script>alert(1)</script>'"}
      /animals/secret:
        get:
          tags: [animals]
          operationId: secretAnimals
          x-internal: true
          responses: {"200": {description: ok}}
      /ping:
        get: {operationId: ping, tags: [ops], responses: {"200": {description: ok}}}
    components:
      schemas:
        Animal:
          type: object
          properties:
            diary: {$ref: "#/components/schemas/Diary"}
        Diary:
          x-hidden: true
          type: object
          properties: {text: {type: string}}
    """

    func render(_ yaml: String) throws -> [String: String] {
        let theme = try SiteTheme.load(custom: nil)
        let graph = try SiteFixtures.graph(yaml)
        let diagnostics = DiagnosticCollector()
        var files: [String: String] = [:]
        for file in SiteRenderer(theme: theme).render(graph: graph, readme: "# Zoo\n", settings: SiteSettings(apiName: "Zoo"), diagnostics: diagnostics) {
            files[file.path] = String(decoding: file.bytes, as: UTF8.self)
        }
        XCTAssertEqual(diagnostics.printedLines, [])
        return files
    }

    func testTagGroupsAreSidebarSectionsWithTraitsAsLinksAndTheRestUnderOther() throws {
        let files = try render(Self.spec)
        XCTAssertEqual(files["navigation.js"]?.components(separatedBy: "\n").prefix(6).joined(separator: "\n"), """
            window.APIDOCS_NAV = [
            ["Zoo",[
            ["Animals & \\u003cfriends>","tags/animals.html",[["ListAnimals","operations/animals.listanimals.html","GET"]]],
            ["Paging","tags/paging.html",[]]]],
            ["Other",[
            ["Ops","tags/ops.html",[["Ping","operations/ops.ping.html","GET"]]]]],
            """)
        let home = try XCTUnwrap(files["index.html"])
        XCTAssertTrue(home.contains("<h3 class=\"tag-group\">Zoo</h3>\n<details class=\"group\" open>\n<summary><span class=\"group-title\">Animals &amp; &lt;friends&gt;</span>"), home)
        XCTAssertTrue(home.contains("<h3 class=\"tag-group\">Other</h3>"), home)
        XCTAssertTrue(home.contains("<li><a href=\"tags/paging.html\">Paging</a> <span class=\"badge\">trait</span></li>"), home)
    }

    func testTraitTagPageShowsItsDescriptionAndNoOperations() throws {
        let page = try XCTUnwrap(try render(Self.spec)["tags/paging.html"])
        XCTAssertTrue(page.contains("<p>Lists return <strong>20</strong> items.</p>"), page)
        XCTAssertFalse(page.contains("section-operations"), page)
        XCTAssertFalse(page.contains("Swift path"), page)
        let animals = try XCTUnwrap(try render(Self.spec)["tags/animals.html"])
        XCTAssertTrue(animals.contains("<h1>Animals &amp; &lt;friends&gt;</h1>"), animals)
        XCTAssertTrue(animals.contains("<dd><code>Test.Animals</code></dd>"), "the Swift path stays the Swift name")
    }

    func testCodeSamplesAreEscapedBesideTheSwiftExample() throws {
        let page = try XCTUnwrap(try render(Self.spec)["operations/animals.listanimals.html"])
        XCTAssertTrue(page.contains("""
            <div class="code-sample" id="code-sample-1" data-title="curl &lt;x&gt;">
            <h3>curl &lt;x&gt;</h3>
            <pre tabindex="0"><code class="sample-code" data-sample-lang="Shell">curl 
            """), page)
        XCTAssertTrue(page.contains("&lt;/code&gt;&lt;/pre&gt;&lt;script&gt;alert(1)&lt;/script&gt;"), page)
        XCTAssertFalse(page.contains("<script>alert"), page)
        XCTAssertLessThan(try XCTUnwrap(page.range(of: "section-example")).lowerBound, try XCTUnwrap(page.range(of: "section-code-samples")).lowerBound)
    }

    func testHiddenOperationAndModelHaveNoPageAndNoLink() throws {
        let files = try render(Self.spec)
        XCTAssertNil(files.keys.first { $0.contains("secret") }, "\(files.keys.sorted())")
        XCTAssertNil(files["models/diary.html"])
        for (path, text) in files where path.hasSuffix(".html") || path.hasSuffix(".js") || path.hasSuffix(".json") {
            XCTAssertFalse(text.contains("secretanimals.html") || text.contains("diary.html"), path)
        }
        let animal = try XCTUnwrap(files["models/animal.html"])
        XCTAssertTrue(animal.contains("Diary"), "the type is still named")
        XCTAssertFalse(animal.contains("href=\"diary"), animal)
    }

    func testSectionsFollowTheGroupOrderAndKeepTheRestInOther() {
        let groupings = [TagGroupFacts(name: "B", tags: ["b", "trait", "a"]), TagGroupFacts(name: "Empty", tags: ["gone"])]
        let sections = TagSections.make(groupings, groupTags: [["a"], ["b"], ["c"], []], traits: ["trait", "lone"])
        XCTAssertEqual(sections, [
            TagSections.Section(title: "B", members: [.group(1), .trait("trait"), .group(0)]),
            TagSections.Section(title: "Other", members: [.trait("lone"), .group(2), .group(3)]),
        ])
        XCTAssertNil(TagSections.make([], groupTags: [["a"]], traits: []), "no groupings: the flavour's own list")
        XCTAssertNil(TagSections.make([TagGroupFacts(name: "X", tags: ["gone"])], groupTags: [["a"]], traits: []), "a group that names nothing shown")
    }

    func testGitHubCategoriesGroupOnlyWhenACategoryHoldsSeveralTags() {
        let same = [(tags: ["repos"], category: GitHubCategoryFacts(category: "repos", subcategory: "branches")),
                    (tags: ["issues"], category: GitHubCategoryFacts(category: "issues", subcategory: nil))]
        XCTAssertEqual(TagSections.gitHubGroupings(same), [], "one tag per category: nothing to group")
        let grouped = same + [(tags: ["commits"], category: GitHubCategoryFacts(category: "repos", subcategory: "commits"))]
        XCTAssertEqual(TagSections.gitHubGroupings(grouped), [
            TagGroupFacts(name: "issues", tags: ["issues"]), TagGroupFacts(name: "repos", tags: ["repos", "commits"]),
        ])
    }

    func testLogoBackgroundAcceptsOnlyPlainColours() {
        for good in ["#fff", "#FAFAFA", "#12345678", "rebeccapurple", "rgb(0, 10, 20)", "hsla(120deg 50% 50% / 0.5)"] {
            XCTAssertTrue(SiteLogo.isPlainColor(good), good)
        }
        for bad in ["", "#ggg", "red; background: url(x)", "url(https://x)", "rgb(1,2,3)\"", "expression(alert(1))", "#12"] {
            XCTAssertFalse(SiteLogo.isPlainColor(bad), bad)
        }
    }

    func testLogoMarkupEscapesEveryValue() {
        let logo = SiteLogo(source: .local(SiteLogo.outputPath(imageExtension: "svg")), altText: "A \"logo\" <b>", backgroundColor: "#fff", href: "https://x.example/?a=1&b=2")
        XCTAssertEqual(LogoView.html(logo, root: "../").markup,
                       "<a class=\"site-logo\" href=\"https://x.example/?a=1&amp;b=2\" style=\"background-color: #fff\"><img src=\"../assets/api-logo.svg\" alt=\"A &quot;logo&quot; &lt;b&gt;\"></a>")
    }
}
