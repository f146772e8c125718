import APIDocsSymbols
import APIDocsSOG
import XCTest

/// What the parity corpus (`Tests/Fixtures/SOGParity`) showed SOG's reader refusing or reading
/// differently, each case pinned with swift-openapi-generator 1.14.3's own verdict on it.
final class SOGReaderParityTests: XCTestCase {
    static let head = "openapi: 3.0.3\ninfo: {title: T, version: '1'}\n"
    static let head31 = "openapi: 3.1.0\ninfo: {title: T, version: '1'}\n"
    static let ok = "responses: {'200': {description: ok}}"

    func assertVerdicts(_ cases: [(spec: String, refused: Bool)], file: StaticString = #filePath, line: UInt = #line) throws {
        for (spec, refused) in cases {
            let run = try SOGRun(spec)
            XCTAssertEqual(run.graph == nil, refused, "\(spec)\n\(run.errors.map(\.message))", file: file, line: line)
            if refused {
                XCTAssertTrue(run.errors.contains { $0.message.hasPrefix("swift-openapi-generator refuses this: ") && $0.location != nil }, "\(spec)\n\(run.errors.map(\.message))", file: file, line: line)
            }
        }
    }

    func testASecurityRequirementMustNameADeclaredScheme() throws {
        try assertVerdicts([
            // An operation's requirement, in 3.0 and 3.1 (ory/kratos).
            (Self.head + "paths:\n  /x:\n    get: {operationId: x, security: [{missing: []}], \(Self.ok)}\n", true),
            (Self.head31 + "paths:\n  /x:\n    get: {operationId: x, security: [{missing: []}], \(Self.ok)}\n", true),
            // The document's own: refused in 3.0; in 3.1 a key may be a reference to another file.
            (Self.head + "security: [{missing: []}]\npaths: {}\n", true),
            (Self.head31 + "security: [{missing: []}]\npaths: {}\n", false),
            (Self.head31 + "security: [{'my scheme': []}]\npaths: {}\n", false),
            // Webhooks are not checked.
            (Self.head31 + "paths: {}\nwebhooks:\n  w:\n    post: {operationId: w, security: [{missing: []}], \(Self.ok)}\n", false),
            (Self.head + "paths:\n  /x:\n    get: {operationId: x, security: [{key: []}], \(Self.ok)}\ncomponents:\n  securitySchemes:\n    key: {type: apiKey, name: k, in: header}\n", false),
        ])
    }

    func testAReferenceObjectMustNameAnEntryOfItsOwnComponentsSection() throws {
        let components = "components:\n  schemas: {S: {type: string}}\n  examples: {E: {value: 1}}\n  responses: {R: {description: r}}\n"
        try assertVerdicts([
            (Self.head + "paths:\n  /x:\n    get: {operationId: x, parameters: [{$ref: '#/components/schemas/S'}], \(Self.ok)}\n" + components, true),
            (Self.head + "paths:\n  /x:\n    get: {operationId: x, responses: {'200': {description: ok}, '404': {$ref: '#/paths/~1x/get/responses/200'}}}\n" + components, true),
            (Self.head + "paths:\n  /x:\n    get: {operationId: x, responses: {'200': {description: ok, links: {l: {$ref: '#/components/links/Nope'}}}}}\n" + components, true),
            (Self.head + "paths:\n  /x:\n    get: {operationId: x, responses: {'200': {description: ok, content: {application/json: {examples: {a: {$ref: '#/components/examples/E'}}}}}}}\n" + components, false),
            (Self.head + "paths:\n  /x:\n    get: {operationId: x, responses: {'404': {$ref: '#/components/responses/R'}}}\n" + components, false),
        ])
    }

    func testTagNamesAreUniqueAndAServerVariableDefaultIsOneOfItsValues() throws {
        try assertVerdicts([
            (Self.head + "tags: [{name: a}, {name: a}]\npaths: {}\n", true),
            (Self.head + "tags: [{name: a}, {name: b}]\npaths: {}\n", false),
            (Self.head + "servers: [{url: 'https://{v}.x.com', variables: {v: {default: a, enum: [b, c]}}}]\npaths: {}\n", true),
            (Self.head + "paths:\n  /x:\n    get: {operationId: x, servers: [{url: 'https://{v}.x.com', variables: {v: {default: a, enum: [b]}}}], \(Self.ok)}\n", true),
            (Self.head + "servers: [{url: 'https://{v}.x.com', variables: {v: {default: a, enum: []}}}]\npaths: {}\n", false),
            (Self.head + "servers: [{url: 'https://{v}.x.com', variables: {v: {default: a, enum: [a, b]}}}]\npaths: {}\n", false),
        ])
    }

    func testAJSONSurrogatePairIsRefusedAsTheGeneratorsOwnLimitation() throws {
        let pair = try SOGRun(#"{"openapi": "3.0.3", "info": {"title": "T \ud83d\udc4d", "version": "1"}, "paths": {}}"#, file: "/virtual/openapi.json")
        XCTAssertNil(pair.graph)
        let error = try XCTUnwrap(pair.errors.first)
        XCTAssertTrue(error.message.contains("surrogate pair") && error.message.contains("limitation of the generator"), error.message)
        XCTAssertEqual(SOGRun.place(error), "1:43")
        let plain = try SOGRun(#"{"openapi": "3.0.3", "info": {"title": "T \u00e9", "version": "1"}, "paths": {}}"#, file: "/virtual/openapi.json")
        XCTAssertNotNil(plain.graph, "\(plain.errors.map(\.message))")
    }

    func testAContentMapIsReadAsOpenAPIKitReadsItsKeys() throws {
        // Datadog's SubmitLog: `application/json;simple` has no valid parameter, so it is
        // `application/json` again, one entry with the first one's place.
        let run = try SOGRun(Self.head + """
            paths:
              /x:
                post:
                  operationId: submit
                  requestBody:
                    content:
                      application/json: {schema: {type: array, items: {type: string}}}
                      application/json;simple: {schema: {type: string}}
                      'text/plain; charset=utf-8; a=b': {schema: {type: string}}
                  \(Self.ok)
            """)
        let cases = run.paths.filter { $0.hasPrefix("Operations.submit.Input.Body.") && $0.hasSuffix("(_:)") }
        XCTAssertEqual(cases, ["Operations.submit.Input.Body.json(_:)", "Operations.submit.Input.Body.text_plain_a_b_charset_utf_hyphen_8(_:)"])
    }

    func testABinaryFormatPropertyIsLeftOutInEitherVersion() throws {
        // resend's Attachment (3.1): SOG reads the written format, not contentEncoding, here.
        for head in [Self.head, Self.head31] {
            let run = try SOGRun(head + "paths: {}\ncomponents:\n  schemas:\n    A: {type: object, properties: {content: {type: string, format: binary}, name: {type: string}}}\n")
            XCTAssertFalse(run.paths.contains("Components.Schemas.A.content"), head)
            XCTAssertTrue(run.paths.contains("Components.Schemas.A.name"), head)
            XCTAssertTrue(run.warnings.contains { $0.message.contains("binary") }, "\(run.warnings.map(\.message))")
        }
    }

    func testIdiomaticNamesCapitaliseTheFirstLetterNotTheFirstCharacter() throws {
        // oapi-codegen's strict server: `video/*` is `video_Ast_` (the subtype `_ast_` gets
        // its first letter capitalised).
        let run = try SOGRun(strategy: .idiomatic, Self.head + """
            paths:
              /x:
                get:
                  operationId: x
                  responses: {'200': {description: ok, content: {video/*: {schema: {type: string, format: binary}}}}}
            """)
        XCTAssertTrue(run.paths.contains("Operations.X.Output.Ok.Body.video_Ast_(_:)"), "\(run.paths.sorted())")
    }

    func testADeclarationSOGWritesTwiceIsWarnedAndDocumentedOnce() throws {
        // Datadog's server variable lists `uk1.datadoghq.com` twice: SOG writes the case twice.
        let run = try SOGRun(Self.head + "servers: [{url: 'https://{site}', variables: {site: {default: a.com, enum: [a.com, b.com, a.com]}}}]\npaths: {}\n")
        let graph = try XCTUnwrap(run.graph)
        let cases = graph.symbols.filter { $0.path.hasPrefix("Servers.Server1.Site.") }.map(\.path)
        XCTAssertEqual(cases, ["Servers.Server1.Site.a_period_com", "Servers.Server1.Site.b_period_com"])
        XCTAssertEqual(run.warnings.filter { $0.message.contains("Servers.Server1.Site.a_period_com") }.count, 1, "\(run.warnings.map(\.message))")
    }

    func testAComponentTypeSOGDoesNotDeclareOrCannotCodeThereIsAWarning() throws {
        // OpenAI's `metadata` query parameter names a schema SOG skips (a `null` member).
        let skipped = try SOGRun(Self.head31 + """
            paths:
              /x:
                get:
                  operationId: listX
                  parameters:
                    - {name: metadata, in: query, schema: {$ref: '#/components/schemas/Metadata'}}
                  \(Self.ok)
            components:
              schemas:
                Metadata:
                  anyOf:
                    - {type: object, additionalProperties: {type: string}}
                    - {type: 'null'}
            """)
        XCTAssertNotNil(skipped.graph)
        XCTAssertEqual(skipped.warnings.filter { $0.message.contains("does not compile") }.map(\.message), [
            "swift-openapi-generator's output does not compile: 'Operations.listX.Input.Query.metadata' has the type 'Components.Schemas.Metadata', which it does not declare (it skips or never generates that type)",
        ])
        // One schema offered as JSON and as multipart: SOG makes it a parts enum, which the
        // JSON case cannot code; the multipart case holds `MultipartBody<B>`, as SOG declares it.
        let both = try SOGRun(Self.head + """
            paths:
              /x:
                post:
                  operationId: postX
                  requestBody:
                    required: true
                    content:
                      application/json: {schema: {$ref: '#/components/schemas/B'}}
                      multipart/form-data: {schema: {$ref: '#/components/schemas/B'}}
                  \(Self.ok)
            components:
              schemas:
                B: {type: object, properties: {name: {type: string}}}
            """)
        XCTAssertEqual(both.warnings.filter { $0.message.contains("does not compile") }.map(\.message), [
            "swift-openapi-generator's output does not compile: 'Operations.postX.Input.Body.json(_:)' has the type 'Components.Schemas.B', which it generates as a multipart parts enum (a multipart body names that schema), not a value this declaration can code",
        ])
        let multipart = both.graph?.symbols.first { $0.path == "Operations.postX.Input.Body.multipartForm(_:)" }
        XCTAssertEqual(multipart?.swiftType?.description, "OpenAPIRuntime.MultipartBody<Components.Schemas.B>")
    }
}
