import APIDocsLoader
import APIDocsSpec
import XCTest

/// Swagger 2.0 mapped onto the OpenAPI 3 shape of the model: definitions, global parameters
/// and responses, body and formData parameters into a request body, produces/consumes into
/// media types, securityDefinitions, and schemes/host/basePath into servers.
final class Swagger2ConversionTests: XCTestCase {
    static let spec = """
        swagger: "2.0"
        info: {title: Store, version: "1"}
        host: api.store.example
        basePath: /v2
        schemes: [https, http]
        consumes: [application/json]
        produces: [application/json, application/xml]
        paths:
          /orders:
            post:
              operationId: placeOrder
              parameters:
                - {name: order, in: body, required: true, description: The order, schema: {$ref: '#/definitions/Order'}}
                - $ref: '#/parameters/Trace'
              responses:
                "200": {description: placed, schema: {$ref: '#/definitions/Order'}}
                "404": {$ref: '#/responses/NotFound'}
              security:
                - key: []
          /orders/{id}/photo:
            put:
              operationId: uploadPhoto
              consumes: [multipart/form-data]
              produces: [text/plain]
              parameters:
                - {name: id, in: path, required: true, type: integer}
                - {name: photo, in: formData, required: true, type: file}
                - {name: caption, in: formData, type: string}
              responses:
                "200": {description: stored, schema: {type: string}}
          /orders/{id}/note:
            post:
              operationId: addNote
              parameters:
                - {name: id, in: path, required: true, type: integer}
                - {name: text, in: formData, type: string}
              responses:
                "204": {description: added}
        parameters:
          Trace: {name: X-Trace, in: header, type: string}
        responses:
          NotFound: {description: not found, schema: {$ref: '#/definitions/Error'}}
        definitions:
          Order:
            type: object
            required: [id]
            properties:
              id: {type: integer, format: int64}
              status: {type: string, enum: [placed, shipped], x-nullable: true}
          Error:
            type: object
            properties: {message: {type: string}}
        securityDefinitions:
          key: {type: apiKey, name: X-Key, in: header}
          login: {type: basic}
        """

    func testServersComeFromSchemesHostAndBasePath() throws {
        let (spec, diagnostics) = try SpecSnippet.read(Self.spec)
        XCTAssertEqual(diagnostics.printedLines, [])
        XCTAssertEqual(spec.version, .swagger2)
        XCTAssertEqual(spec.servers.map(\.url), ["https://api.store.example/v2", "http://api.store.example/v2"])
    }

    func testDefinitionsGlobalParametersAndSecurityDefinitionsAreComponents() throws {
        let (spec, _) = try SpecSnippet.read(Self.spec)
        XCTAssertEqual(spec.schemas.map(\.name), ["Order", "Error"])
        let order = spec.component(named: "Order")
        XCTAssertEqual(order?.required, ["id"])
        XCTAssertEqual(SpecSnippet.property("id", of: order)?.format, "int64")
        XCTAssertEqual(SpecSnippet.property("status", of: order)?.nullable, true)
        XCTAssertEqual(spec.parameters.map { "\($0.name) \($0.parameter.location.rawValue) \($0.parameter.name)" }, ["Trace header X-Trace"])
        XCTAssertEqual(spec.securitySchemes.map { "\($0.name) \($0.type ?? "-")" }, ["key apiKey", "login basic"])
    }

    func testABodyParameterBecomesTheRequestBodyInEachConsumedMediaType() throws {
        let place = try XCTUnwrap(try SpecSnippet.read(Self.spec).spec.operations.first { $0.operationId == "placeOrder" })
        XCTAssertEqual(place.parameters.map { "\($0.location.rawValue) \($0.name)" }, ["header X-Trace"])
        XCTAssertEqual(place.parameters[0].componentName, "Trace")
        let body = try XCTUnwrap(place.requestBody)
        XCTAssertTrue(body.required)
        XCTAssertEqual(body.description, "The order")
        XCTAssertEqual(body.content.map(\.mediaType), ["application/json"])
        XCTAssertEqual(SpecSnippet.kind(body.content[0].schema), "ref Order")
        XCTAssertEqual(place.security.map(\.name), ["key"])
    }

    func testResponsesTakeTheProducedMediaTypesAndGlobalResponses() throws {
        let place = try XCTUnwrap(try SpecSnippet.read(Self.spec).spec.operations.first { $0.operationId == "placeOrder" })
        XCTAssertEqual(place.responses.map(\.code), ["200", "404"])
        XCTAssertEqual(place.responses[0].content.map(\.mediaType), ["application/json", "application/xml"])
        XCTAssertEqual(SpecSnippet.kind(place.responses[0].content[0].schema), "ref Order")
        XCTAssertEqual(place.responses[1].componentName, "NotFound")
        XCTAssertEqual(place.responses[1].description, "not found")
        XCTAssertEqual(SpecSnippet.kind(place.responses[1].content.first?.schema), "ref Error")
    }

    func testFormDataBecomesAnObjectBodyMultipartWithAFile() throws {
        let operations = try SpecSnippet.read(Self.spec).spec.operations
        let upload = try XCTUnwrap(operations.first { $0.operationId == "uploadPhoto" })
        XCTAssertEqual(upload.parameters.map { "\($0.location.rawValue) \($0.name)" }, ["path id"])
        let body = try XCTUnwrap(upload.requestBody)
        XCTAssertTrue(body.required)
        XCTAssertEqual(body.content.map(\.mediaType), ["multipart/form-data"])
        let form = body.content[0].schema
        XCTAssertEqual(SpecSnippet.kind(form), "object")
        XCTAssertEqual(form?.properties.map(\.name), ["photo", "caption"])
        XCTAssertEqual(form?.required, ["photo"])
        XCTAssertEqual(SpecSnippet.property("photo", of: form)?.format, "binary")
        XCTAssertEqual(upload.responses[0].content.map(\.mediaType), ["text/plain"])

        let note = try XCTUnwrap(operations.first { $0.operationId == "addNote" })
        XCTAssertEqual(note.requestBody?.content.map(\.mediaType), ["application/x-www-form-urlencoded"])
        XCTAssertEqual(note.requestBody?.required, false)
    }

    func testABodyWithoutSchemaIsAnError() throws {
        let (spec, diagnostics) = try SpecSnippet.read("""
            swagger: "2.0"
            info: {title: T, version: "1"}
            paths:
              /a:
                post:
                  parameters:
                    - {name: b, in: body}
                  responses:
                    "200": {description: ok}
            """)
        XCTAssertTrue(spec.operations.isEmpty)
        XCTAssertEqual(diagnostics.printedLines, [
            "spec.yml:7:11: error: body parameter 'b' must have a 'schema' (at #/paths/~1a/post/parameters/0)",
        ])
    }
}
