import APIDocsLoader
import APIDocsSpec
import APIDocsSymbols
import XCTest

/// The documentation facts the symbol stage reads: constraints, nullability, composition with
/// Swift types, examples, headers, security schemes, and samples built from schemas.
final class FactsTests: XCTestCase {
    static let spec = """
    openapi: 3.0.3
    info:
      title: T
      version: "1"
      contact: {name: Team, email: team@example.com}
      license: {name: MIT}
      termsOfService: https://example.com/terms
    servers: [{url: "https://{region}.example.com", variables: {region: {default: eu}}}]
    tags: [{name: pets, description: All about pets.}]
    paths:
      /pets:
        get:
          tags: [pets]
          security: [{oauth: [read]}]
          parameters:
            - {name: limit, in: query, schema: {type: integer, minimum: 1, maximum: 100, default: 20}, example: 10}
          responses:
            "200":
              description: ok
              headers:
                Link: {description: Pagination, schema: {type: string}}
              content:
                application/json:
                  schema: {$ref: "#/components/schemas/Pet"}
    components:
      securitySchemes:
        oauth:
          type: oauth2
          flows:
            authorizationCode:
              authorizationUrl: https://example.com/auth
              tokenUrl: https://example.com/token
              scopes: {read: Read pets}
        key: {type: apiKey, in: header, name: X-Key}
      schemas:
        Pet:
          type: object
          required: [name, owner]
          properties:
            name: {type: string, minLength: 3, maxLength: 8, pattern: "^[a-z]+$", title: Name}
            owner:
              nullable: true
              anyOf:
                - {type: string}
                - {$ref: "#/components/schemas/Person"}
            tags: {type: array, items: {type: string}, minItems: 2, uniqueItems: true}
            parent: {$ref: "#/components/schemas/Pet"}
            weight: {type: number, exclusiveMinimum: true, minimum: 0, multipleOf: 0.5, readOnly: true}
        Person:
          type: object
          properties:
            pet: {$ref: "#/components/schemas/Pet"}
    """

    func graph(_ text: String = FactsTests.spec, diagnostics: DiagnosticCollector = DiagnosticCollector()) throws -> SymbolGraph {
        let documents = try SpecDocumentSet.load(path: "spec.yml", sources: ["spec.yml": text])
        return SymbolGraphBuilder.build(try SpecReader.read(documents, diagnostics: diagnostics), options: GeneratorOptions.merged([]), diagnostics: diagnostics)
    }

    /// A 3.0 type list or `type: "null"` (a common mistake, read with a warning): the facts
    /// read it as 3.1 does (its JSON types, nullable), the Swift type is SwagGen's (`Any`, not
    /// optional when required).
    func testTypeListsAndNullTypeBefore31AreFactsAs31AndSwiftAsSwagGen() throws {
        let text = """
            openapi: 3.0.3
            info: {title: T, version: "1"}
            paths: {}
            components:
              schemas:
                Thing:
                  type: object
                  required: [gone, nick]
                  properties:
                    gone: {type: "null"}
                    nick: {type: [string, "null"]}
            """
        let diagnostics = DiagnosticCollector()
        let graph = try graph(text, diagnostics: diagnostics)
        XCTAssertEqual(diagnostics.printedLines.count, 2, "\(diagnostics.printedLines)")
        let thing = try XCTUnwrap(graph.models.first { $0.name == "Thing" })
        for (name, types) in [("gone", ["null"]), ("nick", ["string", "null"])] {
            let property = try XCTUnwrap(thing.properties.first { $0.name == name })
            XCTAssertEqual(property.facts.jsonTypes, types, name)
            XCTAssertTrue(property.facts.nullable, name)
            XCTAssertEqual(property.type.description, "Any", name)
            XCTAssertFalse(property.optional, name)
        }
    }

    func testPropertyFactsAndComposition() throws {
        let built = try graph()
        let pet = try XCTUnwrap(built.models.first { $0.name == "Pet" })
        let name = try XCTUnwrap(pet.properties.first { $0.name == "name" })
        XCTAssertEqual(name.facts.constraints, [
            Constraint(keyword: "minLength", value: "3"), Constraint(keyword: "maxLength", value: "8"),
            Constraint(keyword: "pattern", value: "^[a-z]+$"),
        ])
        XCTAssertEqual(name.facts.title, "Name")
        let owner = try XCTUnwrap(pet.properties.first { $0.name == "owner" })
        XCTAssertTrue(owner.required && owner.facts.nullable, "required but nullable")
        let alternatives = try XCTUnwrap(owner.facts.composition).alternatives
        XCTAssertEqual(alternatives.map(\.label), ["string", "Person"])
        let types = alternatives.map { $0.shape.flatMap(built.alternativeTypes.swiftType) }
        XCTAssertEqual(types.map { $0?.description }, ["String", "Person"])
        XCTAssertEqual(types[1]?.targets.first?.root, .component("Person"))
        let tags = try XCTUnwrap(pet.properties.first { $0.name == "tags" })
        XCTAssertEqual(tags.facts.constraints.map(\.keyword), ["minItems", "uniqueItems"])
        let weight = try XCTUnwrap(pet.properties.first { $0.name == "weight" })
        XCTAssertEqual(weight.facts.constraints.map(\.keyword), ["minimum", "exclusiveMinimum", "multipleOf"])
        XCTAssertTrue(weight.facts.readOnly)
    }

    func testOperationResponseAndAPIFacts() throws {
        let graph = try graph()
        let operation = try XCTUnwrap(graph.operations.first)
        let limit = try XCTUnwrap(operation.request.options.first)
        XCTAssertEqual(limit.facts.examples.first?.json, "10")
        XCTAssertEqual(limit.facts.schema.defaultValue?.inlineJSON, "20")
        let ok = try XCTUnwrap(operation.response.cases.first)
        XCTAssertEqual(ok.facts.headers.map(\.name), ["Link"])
        XCTAssertEqual(ok.facts.mediaTypes.map(\.mediaType), ["application/json"])
        XCTAssertEqual(operation.facts.security.map(\.name), ["oauth"])
        XCTAssertEqual(graph.api.contact?.email, "team@example.com")
        XCTAssertEqual(graph.api.license?.name, "MIT")
        XCTAssertEqual(graph.api.termsOfService, "https://example.com/terms")
        XCTAssertEqual(graph.api.tags.first?.description, "All about pets.")
        let oauth = try XCTUnwrap(graph.api.securitySchemes.first { $0.name == "oauth" })
        XCTAssertEqual(oauth.flows.first?.tokenUrl, "https://example.com/token")
        XCTAssertEqual(oauth.flows.first?.scopes.first?.name, "read")
        let key = try XCTUnwrap(graph.api.securitySchemes.first { $0.name == "key" })
        XCTAssertEqual(key.credentialHeader?.name, "X-Key")
    }

    /// The sample keeps to the bounds and stops at the cycle Pet → parent → Pet.
    func testGeneratedSampleKeepsBoundsAndStopsAtCycles() throws {
        let sample = try XCTUnwrap(try graph().operations.first?.response.cases.first?.facts.mediaTypes.first?.generatedSample)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sample.utf8)) as? [String: Any])
        let name = try XCTUnwrap(object["name"] as? String)
        XCTAssertTrue((3...8).contains(name.count), name)
        XCTAssertEqual((object["tags"] as? [Any])?.count, 2)
        XCTAssertEqual(object["weight"] as? Double, 0.5)
        let parent = try XCTUnwrap(object["parent"] as? [String: Any])
        XCTAssertEqual(Set(parent.keys), ["name", "owner"], "the cycle yields only the required properties")
    }

    /// A chain of `allOf` parents is followed to the maximum depth and no further: each model's
    /// sample holds the required properties of the 64 nearest models of its chain, itself
    /// included (a chain of thousands made every model walk the whole chain).
    func testAnAllOfChainSampleStopsAtTheMaximumDepth() throws {
        var text = """
            openapi: 3.0.3
            info: {title: T, version: "1"}
            paths: {}
            components:
              schemas:
                S0: {type: object, required: [p0], properties: {p0: {type: string}}}

            """
        for index in 1..<100 {
            text += "    S\(index): {allOf: [{$ref: '#/components/schemas/S\(index - 1)'}, {type: object, required: [p\(index)], properties: {p\(index): {type: string}}}]}\n"
        }
        let models = try graph(text).models
        func keys(_ name: String) throws -> Set<String> {
            let sample = try XCTUnwrap(models.first { $0.name == name }?.jsonSample, name)
            return Set(try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sample.utf8)) as? [String: Any]).keys)
        }
        XCTAssertEqual(try keys("S10"), Set((0...10).map { "p\($0)" }))
        XCTAssertEqual(try keys("S99"), Set((36...99).map { "p\($0)" }))
    }

    /// A `oneOf` sample matches exactly one alternative: the first one's sample when no other
    /// alternative accepts it, else the next alternative whose sample the others reject.
    func testOneOfSampleMatchesExactlyOneAlternative() throws {
        let spec = """
            openapi: 3.0.3
            info: {title: T, version: "1"}
            paths:
              /feed:
                post:
                  requestBody:
                    content:
                      application/json:
                        schema:
                          oneOf:
                            - {$ref: "#/components/schemas/Flakes"}
                            - {$ref: "#/components/schemas/LiveFood"}
                  responses:
                    "200":
                      description: Fed.
                      content:
                        application/json:
                          schema:
                            oneOf:
                              - {type: string}
                              - {type: integer}
            components:
              schemas:
                Flakes: {type: object, required: [grams], properties: {grams: {type: number}}}
                LiveFood: {type: object, properties: {kind: {type: string}}}
            """
        let documents = try SpecDocumentSet.load(path: "spec.yml", sources: ["spec.yml": spec])
        let diagnostics = DiagnosticCollector()
        let graph = SymbolGraphBuilder.build(try SpecReader.read(documents, diagnostics: diagnostics), options: GeneratorOptions.merged([]), diagnostics: diagnostics)
        let operation = try XCTUnwrap(graph.operations.first)
        // `{"grams": 0}` would match LiveFood too (it requires nothing); `{"kind": …}` lacks `grams`.
        XCTAssertEqual(operation.facts.requestBody?.mediaTypes.first?.generatedSample, "{\n  \"kind\": \"string\"\n}")
        XCTAssertEqual(operation.response.cases.first?.facts.mediaTypes.first?.generatedSample, "\"string\"")
    }
}

/// Swift string literals in examples: `\`, `"` and control characters escaped, nothing else.
final class SwiftStringLiteralTests: XCTestCase {
    func testEscapes() {
        XCTAssertEqual(SwiftSourceLiteral.string("a\"b\\c\nd\re\tf\u{01}g\u{1F}h\u{7F}é😀"), "\"a\\\"b\\\\c\\nd\\re\\tf\\u{1}g\\u{1f}h\\u{7f}é😀\"")
        XCTAssertEqual(SwiftSourceLiteral.string(""), "\"\"")
    }
}
