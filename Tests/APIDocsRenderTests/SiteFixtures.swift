import APIDocsLoader
import APIDocsRender
import APIDocsSpec
import APIDocsSymbols
import Foundation
import XCTest

/// Symbol graphs and plans from small in-memory specs, for the site tests.
enum SiteFixtures {
    /// The graph of `yaml` (an OpenAPI document) with `options` laid over the defaults.
    static func graph(_ yaml: String, options: [String] = ["name:Test"]) throws -> SymbolGraph {
        let documents = try SpecDocumentSet.load(path: "spec.yml", sources: ["spec.yml": yaml])
        let diagnostics = DiagnosticCollector()
        let spec = try SpecReader.read(documents, diagnostics: diagnostics)
        let layers = [try OptionsReader.read(arguments: options)]
        let graph = SymbolGraphBuilder.build(spec, options: GeneratorOptions.merged(layers), diagnostics: diagnostics)
        XCTAssertEqual(diagnostics.printedLines, [], "the fixture spec reads without diagnostics")
        return graph
    }

    /// A spec with a tag, inline enums, nested types, a typealias, `[T]` and `[String: T]`.
    static let petstore = """
    openapi: 3.0.0
    info: {title: Pets, version: "1"}
    servers: [{url: "https://pets.example"}]
    paths:
      /pets/{id}:
        get:
          tags: [Pets]
          operationId: getPet
          parameters:
            - {name: id, in: path, required: true, schema: {type: integer}}
            - {name: mood, in: query, schema: {type: string, enum: [calm, wild]}}
          responses:
            "200":
              description: the pet
              content: {application/json: {schema: {$ref: "#/components/schemas/Pet"}}}
            "404": {description: none}
      /pets:
        post:
          tags: [Pets]
          operationId: addPet
          requestBody:
            required: true
            content: {application/json: {schema: {$ref: "#/components/schemas/Pet"}}}
          responses:
            "201": {description: created}
    components:
      schemas:
        Pet:
          type: object
          required: [name]
          properties:
            name: {type: string, description: "The **name**."}
            tags: {type: array, items: {$ref: "#/components/schemas/Tag"}}
            byName: {type: object, additionalProperties: {$ref: "#/components/schemas/Tag"}}
            parent: {$ref: "#/components/schemas/Pet"}
            status: {type: string, enum: [available, sold]}
            owner:
              type: object
              properties:
                nick: {type: string}
        Tag:
          type: object
          properties:
            label: {type: string}
        Tags:
          type: array
          items: {$ref: "#/components/schemas/Tag"}
    """

    /// Two models whose Swift names differ only in case, and one whose name is a path.
    static let collisions = """
    openapi: 3.0.0
    info: {title: Collisions, version: "1"}
    paths: {}
    components:
      schemas:
        Zebra: {type: object, properties: {a: {type: string}}}
        Pet: {type: object, properties: {a: {type: string}}}
        Lower: {type: object, properties: {a: {type: string}}}
        Evil: {type: object, properties: {a: {type: string}}}
    """

    static let collisionOptions = ["name:Test", "modelNames.Lower:pet", "modelNames.Evil:../../etc/passwd"]
}
