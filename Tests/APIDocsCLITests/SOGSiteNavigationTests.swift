import Foundation
import XCTest

/// The swift-openapi-generator flavour's navigation, search and used-by lists (issue 13): the
/// sidebar groups operations by tag, lists the schema types and the security schemes; search
/// finds properties, enum cases by raw value, parameters by key, operations by `operationId`
/// and the methods that call them; a schema page lists the operations and schemas using it.
final class SOGSiteNavigationTests: XCTestCase {
    private let spec = """
        openapi: 3.0.3
        info: {title: Zoo, version: "1.0", contact: {email: keeper@zoo.example.com}}
        servers:
          - url: https://{region}.zoo.example.com/v1
            variables: {region: {default: eu, enum: [eu, us]}}
        tags:
          - {name: Animals, description: Everything that lives here.}
        security: [{apiKey: []}]
        paths:
          /animals/{animalId}:
            get:
              operationId: get-animal
              tags: [Animals]
              summary: One animal.
              parameters:
                - {name: animalId, in: path, required: true, schema: {type: integer, format: int64, minimum: 1}}
              responses:
                "200":
                  description: The animal.
                  headers: {X-Rate-Limit: {schema: {type: integer}}}
                  content:
                    application/json:
                      schema: {$ref: "#/components/schemas/Animal"}
        components:
          securitySchemes:
            apiKey: {type: apiKey, in: header, name: X-Key}
          schemas:
            Animal:
              type: object
              required: [name]
              properties:
                name: {type: string, maxLength: 40}
                diet: {$ref: "#/components/schemas/Diet"}
            Diet: {type: string, enum: [herbivore, carnivore]}

        """

    func testSidebarSearchAndUsedBy() throws {
        let scratch = try TemporaryFolder()
        try scratch.write("Specs/Zoo/spec.yml", spec)
        try scratch.write("Specs/Zoo/apidocs.yml", "client: swift-openapi-generator\n")
        let build = try CLIRunner.run(["build", "--quiet"], in: scratch.path)
        XCTAssertEqual(build.exitCode, 0, build.stderr)
        let site = scratch.path + "/Site/Zoo/"

        let navigation = try TestPaths.read(site + "navigation.js")
        XCTAssertTrue(navigation.contains(#"["Animals","index.html#tag-animals",[["get_hyphen_animal","operations/get_hyphen_animal.html","GET"]]]"#), navigation)
        XCTAssertTrue(navigation.contains(#"["Components.Schemas","",[["Animal","schemas/animal.html"],["Diet","schemas/diet.html"]]]"#), navigation)
        XCTAssertTrue(navigation.contains(#"["apiKey","index.html#auth-apikey"]"#), navigation)

        let search = try TestPaths.read(site + "search-index.js")
        let entries = try Self.expandedEntries(search)
        for entry in [
            "p Components.Schemas.Animal.name | Swift.String",
            "c Components.Schemas.Diet.herbivore | herbivore",
            "a Operations.get_hyphen_animal.Input.Path.animalId | path animalId: Swift.Int64",
            "o Operations.get_hyphen_animal | GET /animals/{animalId} – One animal.",
            "o Client.get_hyphen_animal(_:) | GET /animals/{animalId} – One animal.",
            "t Animals | ",
        ] {
            XCTAssertTrue(entries.contains(entry), "missing \(entry) in \(entries)")
        }
        XCTAssertTrue(search.contains(#""get-animal Animals"]"#), "operationId and tag are keywords: \(search)")

        let animal = try TestPaths.read(site + "schemas/animal.html")
        XCTAssertTrue(animal.contains(#"<li><a href="../operations/get_hyphen_animal.html">Operations.<wbr>get_<wbr>hyphen_<wbr>animal</a> <span class="kind">operation</span> <code>GET /animals/{animalId}</code></li>"#), animal)
        XCTAssertTrue(animal.contains("maxLength: <code>40</code>"), animal)
        let diet = try TestPaths.read(site + "schemas/diet.html")
        XCTAssertTrue(diet.contains(#"<li><a href="animal.html">Components.<wbr>Schemas.<wbr>Animal</a> <span class="kind">schema</span></li>"#), diet)

        let operation = try TestPaths.read(site + "operations/get_hyphen_animal.html")
        XCTAssertTrue(operation.contains(#"<a href="../index.html#auth-apikey"><code>apiKey</code></a>"#), operation)
        XCTAssertTrue(operation.contains("minimum: <code>1</code>"), operation)
        XCTAssertTrue(operation.contains("<code>X-Rate-Limit</code>"), operation)
        XCTAssertTrue(operation.contains("GET https://eu.zoo.example.com/v1/animals/{animalId} HTTP/1.1\nHost: eu.zoo.example.com\nAccept: application/json\nX-Key: &lt;API key&gt;"), operation)

        let home = try TestPaths.read(site + "index.html")
        XCTAssertTrue(home.contains(#"<section class="tag" id="tag-animals"><h3>Animals</h3><p>Everything that lives here.</p>"#), home)
        XCTAssertTrue(home.contains(#"<a href="servers.html#Server1.url_region__"><code>Servers.Server1.url(region:)</code></a>"#), home)
        XCTAssertTrue(home.contains("keeper@zoo.example.com"), home)
        // The home page is the other flavour's (home.mustache): operations grouped as the
        // sidebar groups them, a type group per Components namespace (empty ones say so).
        XCTAssertTrue(home.contains(#"<summary><span class="group-title">Animals</span> <span class="count">1</span></summary>"#), home)
        XCTAssertTrue(home.contains(#"<li><a href="operations/get_hyphen_animal.html">get_<wbr>hyphen_<wbr>animal</a> <span class="method method-get">GET</span> <code class="path">/animals/{animalId}</code>"#), home)
        XCTAssertTrue(home.contains(#"<h2 id="Components.Schemas">Components.Schemas</h2>"#), home)
        XCTAssertTrue(home.contains("<h2 id=\"Components.Headers\">Components.Headers</h2>\n<p>None.</p>"), home)
        let symbols = try TestPaths.read(site + "symbols.json")
        XCTAssertTrue(symbols.contains(#""Operations":"index.html#api-contents""#), symbols)
    }

    /// The search index's entries as search.js reads them (`kind label | detail`): a label
    /// starting with "." continues the last full one.
    static func expandedEntries(_ script: String) throws -> [String] {
        let json = script.drop { $0 != "{" }.dropLast(2)
        let index = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let raw = try XCTUnwrap(index["entries"] as? [[Any]])
        var owner = ""
        return raw.map { entry in
            var label = entry[1] as? String ?? ""
            if label.hasPrefix(".") { label = owner + label } else { owner = label }
            return "\(entry[0]) \(label) | \(entry[2])"
        }
    }
}
