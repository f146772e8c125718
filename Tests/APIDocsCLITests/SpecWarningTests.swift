import XCTest

/// An OpenAPI 3.2 document builds: the README lists what SwagGen would generate, and each
/// operation it would not (`query`, `additionalOperations`) is a warning.
final class OpenAPI32CommandTests: XCTestCase {
    func testA32SpecBuildsWithAWarningPerUngeneratedOperation() throws {
        let scratch = try TemporaryFolder()
        let spec = """
            openapi: 3.2.0
            info: {title: Library, version: "1"}
            paths:
              /books:
                get:
                  tags: [books]
                  operationId: listBooks
                  responses:
                    "200": {description: ok}
                query:
                  operationId: searchBooks
                  responses:
                    "200": {description: ok}
                additionalOperations:
                  COPY:
                    responses:
                      "201": {description: copied}
            """
        try spec.write(toFile: scratch.path + "/spec.yml", atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["readme", "spec.yml"], in: scratch.path)
        XCTAssertEqual(result.exitCode, 0)
        XCTAssertEqual(result.stderrLines, [
            "spec.yml:11:7: warning: operation QUERY /books is left out: SwagGen generates only GET, PUT, POST, DELETE, OPTIONS, HEAD and PATCH operations (at #/paths/~1books/query)",
            "spec.yml:16:9: warning: operation COPY /books is left out: SwagGen generates only GET, PUT, POST, DELETE, OPTIONS, HEAD and PATCH operations (at #/paths/~1books/additionalOperations/COPY)",
        ])
        XCTAssertTrue(result.stdout.hasSuffix("## Requests\n\n- **API.Books**\n\t- **ListBooks**: GET `/books`\n"), result.stdout)
        let strict = try CLIRunner.run(["readme", "spec.yml", "--strict"], in: scratch.path)
        XCTAssertEqual(strict.exitCode, 1)
        XCTAssertEqual(strict.stdout, "")
    }
}

/// Boolean fields of another type are ignored with a warning (real specs write notes there);
/// so is a security scheme that is not a mapping (left out, as SwagGen leaves it out).
final class BooleanFieldDiagnosticsTests: XCTestCase {
    func testABooleanFieldOfAnotherTypeIsIgnoredWithAWarning() throws {
        let scratch = try TemporaryFolder()
        try """
            openapi: 3.0.3
            info: {title: T, version: "1"}
            paths: {}
            components:
              schemas:
                Pet:
                  type: object
                  properties:
                    name:
                      type: string
                      nullable: [yes]
                    tag:
                      type: string
                      x-nullable: sometimes
              securitySchemes:
                key: "header"
            """.write(toFile: scratch.path + "/spec.yml", atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["readme", "spec.yml"], in: scratch.path)
        XCTAssertEqual(result.exitCode, 0)
        XCTAssertEqual(result.stderrLines, [
            "spec.yml:11:21: warning: 'nullable' is ignored: it must be true or false, found a list (at #/components/schemas/Pet/properties/name/nullable)",
            "spec.yml:14:23: warning: 'x-nullable' is ignored: it must be true or false, found a string (at #/components/schemas/Pet/properties/tag/x-nullable)",
            "spec.yml:16:10: warning: 'components/securitySchemes' entry 'key' is a string, not a mapping: it is left out (at #/components/securitySchemes/key)",
        ])
    }
}

/// A discriminated `oneOf` member that is not a `$ref` to a component gets no case in
/// SwagGen's client: it is left out with a warning.
final class DiscriminatedMemberDiagnosticsTests: XCTestCase {
    func testAnInlineMemberOfADiscriminatedOneOfIsLeftOutWithAWarning() throws {
        let scratch = try TemporaryFolder()
        try """
            openapi: 3.0.3
            info: {title: T, version: "1"}
            paths: {}
            components:
              schemas:
                Pet:
                  oneOf:
                    - $ref: "#/components/schemas/Dog"
                    - type: object
                      properties:
                        meow: {type: boolean}
                  discriminator:
                    propertyName: kind
                Dog:
                  type: object
            """.write(toFile: scratch.path + "/spec.yml", atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["readme", "spec.yml"], in: scratch.path)
        XCTAssertEqual(result.exitCode, 0)
        XCTAssertEqual(result.stderrLines, [
            "spec.yml:9:11: warning: oneOf member left out of the enum 'Pet': SwagGen makes a case only for a reference to a component schema (at #/components/schemas/Pet/oneOf/1)",
        ])
    }
}

/// Swagger 2.0 allows one `body` parameter and not together with `formData`; a server needs a
/// `url`; a parameter's `content` holds one media type.
final class RequestShapeDiagnosticsTests: XCTestCase {
    func testASecondBodyAndABodyWithFormDataAreErrors() throws {
        try SpecRun.assertDiagnostics("""
            swagger: "2.0"
            info: {title: T, version: "1"}
            paths:
              /pets:
                post:
                  parameters:
                    - {name: pet, in: body, schema: {type: object}}
                    - {name: other, in: body, schema: {type: object}}
                  responses:
                    "200": {description: ok}
                put:
                  parameters:
                    - {name: photo, in: formData, type: file}
                    - {name: pet, in: body, schema: {type: object}}
                  responses:
                    "200": {description: ok}
            """, [
                "spec.yml:8:11: error: body parameter 'other' is a second body (after 'pet'): Swagger 2.0 allows one (at #/paths/~1pets/post/parameters/1)",
                "spec.yml:14:11: error: body parameter 'pet' cannot be used with formData parameters (the first is at line 13) (at #/paths/~1pets/put/parameters/1)",
            ], exit: 1)
    }

    func testAServerWithoutURLAndASecondContentTypeAreIgnoredWithWarnings() throws {
        try SpecRun.assertDiagnostics("""
            openapi: 3.0.3
            info: {title: T, version: "1"}
            servers:
              - description: no url
              - url: https://example.com
            paths:
              /pets:
                get:
                  parameters:
                    - name: filter
                      in: query
                      content:
                        application/json: {schema: {type: object}}
                        text/plain: {schema: {type: string}}
                  responses:
                    "200": {description: ok}
            """, [
                "spec.yml:4:5: warning: server without a 'url' is left out (at #/servers/0)",
                "spec.yml:13:13: warning: parameter 'filter' has 2 media types in 'content': only the first, 'application/json', is read (at #/paths/~1pets/get/parameters/0/content)",
            ], exit: 0)
    }
}

/// The other things SwagGen ignores are each said: an `enum` member that is a list or a
/// mapping, the extra schemas of an `items` list, a tag declaration without a name; a
/// response key that is no status code is an error.
final class IgnoredInputWarningTests: XCTestCase {
    func testEnumMembersItemsListsAndNamelessTagsAreWarnings() throws {
        try SpecRun.assertDiagnostics("""
            openapi: 3.0.3
            info: {title: T, version: "1"}
            tags:
              - description: no name
            paths: {}
            components:
              schemas:
                Color:
                  type: string
                  enum: [red, [green], {blue: 1}, null]
                Pair:
                  type: array
                  items:
                    - {type: string}
                    - {type: integer}
            """, [
                "spec.yml:4:5: warning: tag declaration without a 'name' is left out (at #/tags/0)",
                "spec.yml:10:19: warning: enum member left out: a list cannot be an enum case (at #/components/schemas/Color/enum/1)",
                "spec.yml:10:28: warning: enum member left out: a mapping cannot be an enum case (at #/components/schemas/Color/enum/2)",
                "spec.yml:14:9: warning: 'items' is a list: only its first schema is read, as SwagGen does (1 more ignored) (at #/components/schemas/Pair/items)",
            ], exit: 0)
    }

    func testAResponseKeyThatIsNoStatusCodeIsAnError() throws {
        try SpecRun.assertDiagnostics("""
            openapi: 3.0.3
            info: {title: T, version: "1"}
            paths:
              /pets:
                get:
                  responses:
                    ok: {description: fine}
                    x-note: {description: an extension}
            """, ["spec.yml:7:9: error: response key 'ok' must be an HTTP status code, a range such as '2XX' or 'default' (at #/paths/~1pets/get/responses/ok)"], exit: 1)
    }
}
