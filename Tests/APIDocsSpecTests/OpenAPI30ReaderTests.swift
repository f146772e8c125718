import APIDocsLoader
import APIDocsSpec
import XCTest

/// OpenAPI 3.0: info, servers, components, operations with parameters, request bodies,
/// responses and security, read from one small document.
final class OpenAPI30ReaderTests: XCTestCase {
    static let spec = """
        openapi: 3.0.3
        info:
          title: Pet Shop
          description: Sells pets.
          version: 1.2.0
        servers:
          - url: https://{region}.shop.example/v1
            description: Production
            variables:
              region: {default: eu, enum: [eu, us]}
        paths:
          /pets/{petId}:
            parameters:
              - $ref: '#/components/parameters/PetId'
            get:
              tags: [pets]
              operationId: getPet
              summary: One pet
              parameters:
                - {name: fields, in: query, schema: {type: array, items: {type: string}}}
              responses:
                "200":
                  description: The pet
                  content:
                    application/json: {schema: {$ref: '#/components/schemas/Pet'}}
                default:
                  $ref: '#/components/responses/Problem'
              security:
                - oauth: [pets.read]
            put:
              operationId: replacePet
              deprecated: true
              requestBody:
                required: true
                content:
                  application/json: {schema: {$ref: '#/components/schemas/Pet'}}
              responses:
                "204": {description: Replaced}
        components:
          parameters:
            PetId: {name: petId, in: path, required: true, schema: {type: integer, format: int64}}
          responses:
            Problem:
              description: A problem
              content:
                application/problem+json: {schema: {type: object, properties: {title: {type: string}}}}
          schemas:
            Pet:
              type: object
              required: [name]
              properties:
                name: {type: string, example: Rex}
                kind: {type: string, enum: [cat, dog], nullable: true}
                owner: {$ref: '#/components/schemas/Owner'}
                tags: {type: array, items: {type: string}}
                extra: {type: object, additionalProperties: {type: integer}}
            Owner:
              allOf:
                - {$ref: '#/components/schemas/Person'}
                - {type: object, properties: {since: {type: string, format: date}}}
            Person:
              type: object
              discriminator: {propertyName: role, mapping: {owner: '#/components/schemas/Owner'}}
              properties: {role: {type: string}}
          securitySchemes:
            oauth:
              type: oauth2
              flows: {implicit: {authorizationUrl: 'https://auth.example', scopes: {pets.read: read}}}
        """

    func testInfoAndServersAreRead() throws {
        let (spec, diagnostics) = try SpecSnippet.read(Self.spec)
        XCTAssertEqual(diagnostics.printedLines, [])
        XCTAssertEqual(spec.version, .openAPI30)
        XCTAssertEqual(spec.info.title, "Pet Shop")
        XCTAssertEqual(spec.info.description, "Sells pets.")
        XCTAssertEqual(spec.info.version, "1.2.0")
        XCTAssertEqual(spec.servers.map(\.url), ["https://{region}.shop.example/v1"])
        XCTAssertEqual(spec.servers[0].description, "Production")
        XCTAssertEqual(spec.servers[0].variables.map(\.name), ["region"])
        XCTAssertEqual(spec.servers[0].variables[0].defaultValue, "eu")
        XCTAssertEqual(spec.servers[0].variables[0].enumValues, ["eu", "us"])
    }

    func testOperationsKeepPathLevelParametersBodiesResponsesAndSecurity() throws {
        let (spec, _) = try SpecSnippet.read(Self.spec)
        XCTAssertEqual(spec.operations.map { "\($0.method) \($0.path) \($0.operationId ?? "-")" },
                       ["get /pets/{petId} getPet", "put /pets/{petId} replacePet"])
        let get = spec.operations[0]
        XCTAssertEqual(get.tags, ["pets"])
        XCTAssertEqual(get.summary, "One pet")
        XCTAssertEqual(get.parameters.map { "\($0.location.rawValue) \($0.name) \($0.required)" },
                       ["path petId true", "query fields false"])
        XCTAssertEqual(get.parameters[0].componentName, "PetId")
        XCTAssertEqual(SpecSnippet.kind(get.parameters[1].schema), "array of string")
        XCTAssertEqual(get.responses.map(\.code), ["200", "default"])
        XCTAssertEqual(get.responses[0].content.map(\.mediaType), ["application/json"])
        XCTAssertEqual(SpecSnippet.kind(get.responses[0].content[0].schema), "ref Pet")
        XCTAssertEqual(get.responses[1].componentName, "Problem")
        XCTAssertEqual(get.responses[1].content.map(\.mediaType), ["application/problem+json"])
        XCTAssertEqual(get.security.map { "\($0.name) \($0.scopes)" }, ["oauth [\"pets.read\"]"])

        let put = spec.operations[1]
        XCTAssertTrue(put.deprecated)
        XCTAssertEqual(put.requestBody?.required, true)
        XCTAssertEqual(SpecSnippet.kind(put.requestBody?.content.first?.schema), "ref Pet")
    }

    func testSchemasAreClassified() throws {
        let (spec, _) = try SpecSnippet.read(Self.spec)
        XCTAssertEqual(spec.schemas.map(\.name), ["Pet", "Owner", "Person"])
        let pet = spec.component(named: "Pet")
        XCTAssertEqual(pet?.required, ["name"])
        XCTAssertEqual(pet?.properties.map(\.name), ["name", "kind", "owner", "tags", "extra"])
        XCTAssertEqual(SpecSnippet.property("name", of: pet)?.example?.text, "Rex")
        let kind = SpecSnippet.property("kind", of: pet)
        XCTAssertEqual(kind?.enumValues?.map(\.text), ["cat", "dog"])
        XCTAssertEqual(kind?.nullable, true)
        XCTAssertEqual(SpecSnippet.kind(SpecSnippet.property("owner", of: pet)), "ref Owner")
        XCTAssertEqual(SpecSnippet.kind(SpecSnippet.property("tags", of: pet)), "array of string")
        guard case .schema(let values)? = SpecSnippet.property("extra", of: pet)?.additionalProperties else {
            return XCTFail("additionalProperties of extra is not a schema")
        }
        XCTAssertEqual(SpecSnippet.kind(values), "integer")
        XCTAssertEqual(SpecSnippet.kind(spec.component(named: "Owner")), "allOf(ref Person, object)")
        let person = spec.component(named: "Person")
        XCTAssertEqual(person?.discriminator?.propertyName, "role")
        XCTAssertEqual(person?.discriminator?.mapping.map { "\($0.value) \($0.componentName ?? "-")" }, ["owner Owner"])
        XCTAssertEqual(spec.securitySchemes.map { "\($0.name) \($0.type ?? "-")" }, ["oauth oauth2"])
    }

    /// A 3.1 type list in a 3.0 document is a common mistake: a warning, and the schema is
    /// what SwagGen makes of a `type` it cannot read (any value, not nullable).
    func testA31TypeListIn30IsReadWithAWarning() throws {
        let (spec, diagnostics) = try SpecSnippet.read("""
            openapi: 3.0.0
            info: {title: T, version: "1"}
            paths: {}
            components:
              schemas:
                Name: {type: [string, "null"]}
            """)
        XCTAssertEqual(diagnostics.printedLines, [
            "spec.yml:6:18: warning: a list of types ['string', 'null'] is OpenAPI 3.1 syntax; a 3.0 document names one type (and writes 'nullable: true' for null). Read as 3.1 reads it; SwagGen's client types the schema by its 'items' or 'properties', else as any value (at #/components/schemas/Name/type)",
        ])
        let schema = try XCTUnwrap(spec.component(named: "Name"))
        guard case .any = schema.kind else { return XCTFail("\(schema.kind)") }
        XCTAssertFalse(schema.nullable)
    }

    /// A list that names no type at all is no common mistake: an error, as in 3.1.
    func testATypeListWithAnUnknownNameIsAnErrorIn30() throws {
        let (_, diagnostics) = try SpecSnippet.read("""
            openapi: 3.0.0
            info: {title: T, version: "1"}
            paths: {}
            components:
              schemas:
                Name: {type: [string, text]}
            """)
        XCTAssertEqual(diagnostics.errorCount, 1)
        XCTAssertTrue(diagnostics.printedLines.first?.hasPrefix("spec.yml:6:27: error: unknown type 'text'") == true, "\(diagnostics.printedLines)")
    }
}
