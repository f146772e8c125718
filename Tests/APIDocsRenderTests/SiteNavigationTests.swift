import APIDocsLoader
@testable import APIDocsRender
import XCTest

/// Navigation (`navigation.js`, grouped home page), layout aids (break opportunities, the JSON
/// key column only where it says something, Markdown tables in their own box) and build-time
/// Swift colouring.
final class SiteNavigationTests: XCTestCase {
    /// Untagged operations under three path segments, one tagged operation, a snake_case key.
    static let untagged = """
    openapi: 3.0.0
    info: {title: Shop, version: "1"}
    paths:
      /charges:
        get: {operationId: listCharges, summary: List all charges, responses: {"200": {description: ok}}}
      /charges/{id}:
        get:
          operationId: getCharge
          parameters: [{name: id, in: path, required: true, schema: {type: string}}]
          responses: {"200": {description: ok}}
      /refunds:
        post: {operationId: createRefund, responses: {"200": {description: ok}}}
      /ping:
        get: {operationId: ping, tags: [Health], responses: {"200": {description: ok}}}
    components:
      schemas:
        PaymentIntentConfirmation:
          type: object
          description: |
            A confirmation.

            | a | b |
            |---|---|
            | 1 | 2 |
          properties:
            created_at: {type: string}
            amount: {type: integer}
    """

    func render(_ yaml: String) throws -> [String: String] {
        let theme = try SiteTheme.load(custom: nil)
        let graph = try SiteFixtures.graph(yaml)
        let diagnostics = DiagnosticCollector()
        var files: [String: String] = [:]
        for file in SiteRenderer(theme: theme).render(graph: graph, readme: "# Shop\n", settings: SiteSettings(apiName: "Shop"), diagnostics: diagnostics) {
            files[file.path] = String(decoding: file.bytes, as: UTF8.self)
        }
        XCTAssertEqual(diagnostics.printedLines, [])
        return files
    }

    func testNavigationFileGroupsTagsFirstThenUntaggedByPathSegment() throws {
        let files = try render(Self.untagged)
        let navigation = try XCTUnwrap(files["navigation.js"])
        XCTAssertEqual(navigation, """
            window.APIDOCS_NAV = [
            ["Operations",[
            ["Health","tags/health.html",[["Ping","operations/health.ping.html","GET"]]],
            ["/charges","",[["GetCharge","operations/getcharge.html","GET"],["ListCharges","operations/listcharges.html","GET"]]],
            ["/refunds","",[["CreateRefund","operations/createrefund.html","POST"]]]]],
            ["Models",[
            ["Models","",[["PaymentIntentConfirmation","models/paymentintentconfirmation.html"]]]]]
            ];

            """)
        // Every page names its own path, so the sidebar can mark it, and loads no index up front.
        let model = try XCTUnwrap(files["models/paymentintentconfirmation.html"])
        XCTAssertTrue(model.contains("data-page=\"models/paymentintentconfirmation.html\""))
        XCTAssertTrue(model.contains("data-navigation=\"../navigation.js\""))
        XCTAssertFalse(model.contains("<script src=\"../search-index.js\""))
        XCTAssertTrue(model.contains("<script src=\"../assets/search.js\" defer data-index=\"../search-index.js\"></script>"))
        // Without scripts the sidebar is a plain list of links to the home page's contents.
        XCTAssertTrue(model.contains("<li><a href=\"../index.html#api-contents\">Every tag, operation and model</a></li>"))
    }

    func testUntaggedOperationsUnderASharedPrefixGroupByTheNextSegment() throws {
        let spec = """
            openapi: 3.0.0
            info: {title: Versioned, version: "1"}
            paths:
              /v1/charges: {get: {operationId: listCharges, responses: {"200": {description: ok}}}}
              /v1/charges/{id}: {get: {operationId: getCharge, parameters: [{name: id, in: path, required: true, schema: {type: string}}], responses: {"200": {description: ok}}}}
              /v1/refunds: {post: {operationId: createRefund, responses: {"200": {description: ok}}}}
              /v1/balance: {get: {responses: {"200": {description: ok}}}}
            """
        let files = try render(spec)
        let navigation = try XCTUnwrap(files["navigation.js"])
        XCTAssertTrue(navigation.contains("[\"/v1/charges\",\"\",[[\"GetCharge\""), navigation)
        XCTAssertTrue(navigation.contains("[\"/v1/refunds\",\"\",[[\"CreateRefund\""), navigation)
        XCTAssertEqual(OperationGroups.segments("/"), [])
        // An operation without an operationId says its id is generated, not the spec's.
        let balance = try XCTUnwrap(files.first { $0.key.hasPrefix("operations/") && $0.value.contains("/v1/balance") }?.value)
        XCTAssertTrue(balance.contains("<dt>Operation id</dt><dd>none in the spec (generated from the method and path: <code>"), balance)
        let refund = try XCTUnwrap(files["operations/createrefund.html"])
        XCTAssertTrue(refund.contains("<dt>Operation id</dt><dd><code>createRefund</code></dd>"), refund)
    }

    func testHomePageGroupsWithCounts() throws {
        let home = try XCTUnwrap(try render(Self.untagged)["index.html"])
        XCTAssertTrue(home.contains("<details class=\"group\" open>\n<summary><span class=\"group-title\">Health</span> <span class=\"count\">1</span></summary>\n"
                                    + "<p class=\"group-page\">Tag page: <a href=\"tags/health.html\">Health</a></p>"), home)
        XCTAssertTrue(home.contains("<summary><span class=\"group-title\">/charges</span> <span class=\"count\">2</span></summary>"), home)
        XCTAssertTrue(home.contains("<summary><span class=\"group-title\">/refunds</span> <span class=\"count\">1</span></summary>"), home)
        XCTAssertTrue(home.contains("<li><a href=\"models/paymentintentconfirmation.html\">Payment<wbr>Intent<wbr>Confirmation</a></li>"), home)
    }

    func testJSONKeyOnlyWhereItDiffers() throws {
        let files = try render(Self.untagged)
        let model = try XCTUnwrap(files["models/paymentintentconfirmation.html"])
        XCTAssertTrue(model.contains("<span class=\"detail\">JSON key <code>created_at</code></span>"), model)
        // A key that is the Swift name is not repeated.
        XCTAssertTrue(model.contains("<li class=\"member\" id=\"amount\"><div class=\"member-sig\"><code class=\"member-name\">amount</code> <code class=\"member-type\">Int?</code><div class=\"member-meta\"><span class=\"optional\">optional</span></div></div>"), model)
        // Markdown tables of descriptions scroll in a box of their own.
        XCTAssertTrue(model.contains("<div class=\"md-table\" tabindex=\"0\"><table>"), model)
        let pet = try XCTUnwrap(try render(SiteFixtures.petstore)["models/tag.html"])
        XCTAssertFalse(pet.contains("JSON key"), "Tag's only key is its Swift name")
        let operation = try XCTUnwrap(files["operations/getcharge.html"])
        XCTAssertFalse(operation.contains("Name in the request"), "the path parameter is sent as named")
    }

    func testBreakOpportunitiesAtHumpsAndDots() {
        XCTAssertEqual(HTML.breakable("IoK8sApiCoreV1PodSpec").markup, "Io<wbr>K8s<wbr>Api<wbr>Core<wbr>V1<wbr>Pod<wbr>Spec")
        XCTAssertEqual(HTML.breakable("spec.template.metadata").markup, "spec.<wbr>template.<wbr>metadata")
        XCTAssertEqual(HTML.breakable("payment_method_types").markup, "payment_<wbr>method_<wbr>types")
        XCTAssertEqual(HTML.breakable("ShortName").markup, "ShortName", "short names stay whole")
        XCTAssertEqual(HTML.breakable("<LongNameWithMarkup>").markup, "&lt;Long<wbr>Name<wbr>With<wbr>Markup&gt;")
    }

    func testSwiftColouringLeavesTagsAndEscapesIntact() {
        let page = "<p>let x</p><pre><code class=\"language-swift\">let a = <a href=\"b.html\">Book</a>(title: &quot;x &lt; y&quot;) // done\n</code></pre>"
        XCTAssertEqual(SwiftHighlighter.colour(page: page),
                       "<p>let x</p><pre><code class=\"language-swift\"><span class=\"sx-kw\">let</span> a = <a href=\"b.html\"><span class=\"sx-ty\">Book</span></a>"
                       + "(title: <span class=\"sx-st\">&quot;x &lt; y&quot;</span>) <span class=\"sx-co\">// done</span>\n</code></pre>")
        XCTAssertEqual(SwiftHighlighter.colour(page: "<code>let a</code>"), "<code>let a</code>", "only Swift blocks")
    }

    /// The theme's blocks carry the compile test's attributes after the class; they are
    /// coloured like cmark-gfm's bare blocks, and another language whose name starts with
    /// `swift` is not.
    func testSwiftColouringFindsBlocksWithMoreAttributes() {
        let block = "<pre><code class=\"language-swift\" data-lang=\"swift\" data-swift=\"snippet\">let a = 1</code></pre>"
        XCTAssertEqual(SwiftHighlighter.colour(page: block),
                       "<pre><code class=\"language-swift\" data-lang=\"swift\" data-swift=\"snippet\"><span class=\"sx-kw\">let</span> a = <span class=\"sx-nu\">1</span></code></pre>")
        let other = "<code class=\"language-swiftui\">let a</code><code class=\"language-swift\">var b</code>"
        XCTAssertEqual(SwiftHighlighter.colour(page: other),
                       "<code class=\"language-swiftui\">let a</code><code class=\"language-swift\"><span class=\"sx-kw\">var</span> b</code>")
    }
}
