import XCTest

/// An operation page's lead is built once for both client flavours (`OperationLead`): the same
/// facts (operation id, tags, security with scopes and the "or none" alternative, external
/// docs), the deprecation note and the HTTP line, in the same words, and the page title names
/// the API in both.
final class OperationLeadTests: XCTestCase {
    private let spec = """
        openapi: 3.0.3
        info: {title: Kennel, version: "1.0"}
        tags:
          - {name: Dogs}
          - {name: Walks}
        paths:
          /dogs/{dogId}/walks:
            post:
              operationId: startWalk
              tags: [Dogs, Walks]
              summary: Starts a walk.
              description: Takes the dog **out**.
              deprecated: true
              externalDocs: {url: "https://kennel.example.com/walks", description: Walk rules}
              security: [{oauth: ["walks:write", "dogs:read"]}, {}]
              parameters:
                - {name: dogId, in: path, required: true, schema: {type: integer}}
              requestBody:
                required: true
                content: {application/json: {schema: {type: object, properties: {minutes: {type: integer}}}}}
              responses:
                "204": {description: Started.}
        components:
          securitySchemes:
            oauth:
              type: oauth2
              flows: {clientCredentials: {tokenUrl: "https://kennel.example.com/token", scopes: {"walks:write": Walk, "dogs:read": Read}}}

        """

    func testBothFlavoursListTheSameOperationFacts() throws {
        let scratch = try TemporaryFolder()
        try scratch.write("Specs/Kennel/spec.yml", spec)
        try scratch.write("Specs/Kennel/apidocs.yml", "name: Kennel\n")
        try scratch.write("Specs/KennelSOG/spec.yml", spec)
        try scratch.write("Specs/KennelSOG/apidocs.yml", "name: KennelSOG\nclient: swift-openapi-generator\n")
        let build = try CLIRunner.run(["build", "--quiet"], in: scratch.path)
        XCTAssertEqual(build.exitCode, 0, build.stderr)
        let swagGen = try TestPaths.read(scratch.path + "/Site/Kennel/operations/dogs.startwalk.html")
        let sog = try TestPaths.read(scratch.path + "/Site/KennelSOG/operations/startwalk.html")

        let security = #"<dt>Security</dt><dd><a href="../index.html#auth-oauth"><code>oauth</code></a> (walks:write, dogs:read) (or none: the operation also accepts no credentials)</dd>"#
        let shared = [
            #"<p class="kind">operation</p>"#,
            #"<p class="endpoint"><span class="method method-post">POST</span> <code class="path">/dogs/{dogId}/walks</code></p>"#,
            #"<p class="deprecated"><strong>Deprecated.</strong> The spec marks this operation as deprecated.</p>"#,
            "<dt>Operation id</dt><dd><code>startWalk</code></dd>",
            security,
            #"<dt>External docs</dt><dd><a href="https://kennel.example.com/walks" rel="external nofollow">Walk rules</a></dd>"#,
            #"<p class="summary">Starts a walk.</p>"#,
            "<div class=\"description\"><p>Takes the dog <strong>out</strong>.</p>",
        ]
        for (name, page) in [("SwagGen", swagGen), ("swift-openapi-generator", sog)] {
            let lead = try XCTUnwrap(Self.lead(of: page), "\(name): no lead")
            for fact in shared {
                XCTAssertTrue(lead.contains(fact), "\(name) lead lacks \(fact):\n\(lead)")
            }
            // Each fact once: the OpenAPI section no longer repeats them.
            XCTAssertEqual(page.components(separatedBy: "<dt>Operation id</dt>").count, 2, "\(name): \(page)")
            XCTAssertEqual(page.components(separatedBy: "<dt>Security</dt>").count, 2, "\(name): \(page)")
        }
        XCTAssertTrue(swagGen.contains(#"<dt>Tags</dt><dd><a href="../tags/dogs.html">Dogs</a>, <a href="../tags/walks.html">Walks</a></dd>"#), swagGen)
        XCTAssertTrue(sog.contains(#"<dt>Tags</dt><dd><a href="../index.html#tag-dogs">Dogs</a>, <a href="../index.html#tag-walks">Walks</a></dd>"#), sog)
        XCTAssertTrue(swagGen.contains("<title>StartWalk – Kennel</title>"), swagGen)
        XCTAssertTrue(sog.contains("<title>Operations.startWalk – KennelSOG</title>"), sog)
        // The swift-openapi-generator flavour adds where its code came from.
        XCTAssertTrue(sog.contains("<dt>JSON pointer</dt><dd><code>#/paths/~1dogs~1{dogId}~1walks/post</code></dd>"), sog)
        XCTAssertFalse(sog.contains("<dt>OpenAPI name</dt>"), "the operation id is not repeated as a name: \(sog)")
        // Its Input and Output are the page's Request and Response, the body's media types under
        // Request; whether the body is required is said there (SOG's blocks do not).
        XCTAssertTrue(sog.contains(#"<h2 id="section-request"><span id="Input">Request</span></h2>"#), sog)
        XCTAssertTrue(sog.contains(#"<h2 id="section-response"><span id="Output">Response</span></h2>"#), sog)
        XCTAssertTrue(sog.contains("<h3 id=\"section-request-body\">Request body</h3>\n<p>Required request body.</p>"), sog)
        XCTAssertTrue(sog.contains(#"<section class="response-details" data-status="204"><h3>Status 204</h3><p>Started.</p>"#), sog)
    }

    /// The page's lead: from the kind line to the end of its prose column.
    static func lead(of page: String) -> String? {
        guard let start = page.range(of: #"<p class="kind">"#),
              let end = page.range(of: "<div class=\"code code-panel\">", range: start.upperBound..<page.endIndex) else { return nil }
        return String(page[start.lowerBound..<end.lowerBound])
    }
}
