import APIDocsSymbols
import APIDocsSOG
import XCTest

/// Rules the corpus does not exercise: multipart parts, boxing of recursive types, range
/// responses, 3.1 type lists, skipped cookie parameters.
final class SOGTranslationTests: XCTestCase {
    private func symbols(_ run: SOGRun, under prefix: String) -> [String] {
        (run.graph?.symbols ?? []).filter { $0.path.hasPrefix(prefix) }.map { $0.kind.rawValue + " " + $0.path }
    }

    func testMultipartBodyIsAnEnumOfParts() throws {
        let run = try SOGRun(strategy: .defensive, """
        openapi: 3.0.3
        info: {title: T, version: "1"}
        paths:
          /upload:
            post:
              operationId: upload
              requestBody:
                required: true
                content:
                  multipart/form-data:
                    schema:
                      type: object
                      properties:
                        file: {type: string, format: binary}
                        meta: {type: object, properties: {name: {type: string}}}
                        tags: {type: array, items: {type: string}}
                    encoding:
                      file:
                        headers:
                          X-Checksum: {schema: {type: string}}
              responses:
                "204": {description: Done}
        """)
        XCTAssertEqual(run.diagnostics.count, 0, "\(run.diagnostics)")
        let prefix = "Operations.upload.Input.Body"
        XCTAssertEqual(symbols(run, under: prefix), [
            "swift.enum Operations.upload.Input.Body",
            "swift.enum.case Operations.upload.Input.Body.multipartForm(_:)",
            "swift.enum Operations.upload.Input.Body.multipartFormPayload",
            "swift.enum.case Operations.upload.Input.Body.multipartFormPayload.file(_:)",
            "swift.struct Operations.upload.Input.Body.multipartFormPayload.filePayload",
            "swift.struct Operations.upload.Input.Body.multipartFormPayload.filePayload.Headers",
            "swift.property Operations.upload.Input.Body.multipartFormPayload.filePayload.Headers.X_hyphen_Checksum",
            "swift.init Operations.upload.Input.Body.multipartFormPayload.filePayload.Headers.init(X_hyphen_Checksum:)",
            "swift.property Operations.upload.Input.Body.multipartFormPayload.filePayload.body",
            "swift.property Operations.upload.Input.Body.multipartFormPayload.filePayload.headers",
            "swift.init Operations.upload.Input.Body.multipartFormPayload.filePayload.init(headers:body:)",
            "swift.enum.case Operations.upload.Input.Body.multipartFormPayload.meta(_:)",
            "swift.struct Operations.upload.Input.Body.multipartFormPayload.metaPayload",
            "swift.property Operations.upload.Input.Body.multipartFormPayload.metaPayload.body",
            "swift.struct Operations.upload.Input.Body.multipartFormPayload.metaPayload.bodyPayload",
            "swift.init Operations.upload.Input.Body.multipartFormPayload.metaPayload.bodyPayload.init(name:)",
            "swift.property Operations.upload.Input.Body.multipartFormPayload.metaPayload.bodyPayload.name",
            "swift.init Operations.upload.Input.Body.multipartFormPayload.metaPayload.init(body:)",
            "swift.enum.case Operations.upload.Input.Body.multipartFormPayload.tags(_:)",
            "swift.struct Operations.upload.Input.Body.multipartFormPayload.tagsPayload",
            "swift.property Operations.upload.Input.Body.multipartFormPayload.tagsPayload.body",
            "swift.init Operations.upload.Input.Body.multipartFormPayload.tagsPayload.init(body:)",
            "swift.enum.case Operations.upload.Input.Body.multipartFormPayload.undocumented(_:)",
        ])
    }

    func testRecursiveStructIsBoxedWithHandWrittenCoding() throws {
        let run = try SOGRun(strategy: .idiomatic, """
        openapi: 3.1.0
        info: {title: T, version: "1"}
        paths: {}
        components:
          schemas:
            Node:
              type: object
              properties:
                parent: {$ref: "#/components/schemas/Node"}
                children: {type: array, items: {$ref: "#/components/schemas/Node"}}
            Leaf:
              type: object
              properties:
                siblings: {type: array, items: {$ref: "#/components/schemas/Leaf"}}
        """)
        XCTAssertEqual(symbols(run, under: "Components.Schemas.Node"), [
            "swift.struct Components.Schemas.Node",
            "swift.property Components.Schemas.Node.children",
            "swift.method Components.Schemas.Node.encode(to:)",
            "swift.init Components.Schemas.Node.init(from:)",
            "swift.init Components.Schemas.Node.init(parent:children:)",
            "swift.property Components.Schemas.Node.parent",
        ])
        XCTAssertFalse(run.paths.contains("Components.Schemas.Leaf.init(from:)"), "an array breaks the cycle: no boxing")
    }

    func testRangeAndDefaultResponses() throws {
        let run = try SOGRun(strategy: .idiomatic, """
        openapi: 3.0.0
        info: {title: T, version: "1"}
        paths:
          /ping:
            get:
              operationId: ping
              responses:
                default: {description: Other}
                "2XX": {description: Fine}
                "299": {description: Odd}
        """)
        XCTAssertEqual(run.diagnostics.count, 0, "\(run.diagnostics)")
        XCTAssertEqual(symbols(run, under: "Operations.Ping.Output.").filter { $0.hasPrefix("swift.enum.case") }, [
            "swift.enum.case Operations.Ping.Output.code299(_:)",
            "swift.enum.case Operations.Ping.Output.default(statusCode:_:)",
            "swift.enum.case Operations.Ping.Output.successful(statusCode:_:)",
        ])
        XCTAssertTrue(run.paths.isSuperset(of: ["Operations.Ping.Output.Successful", "Operations.Ping.Output.Code299"]))
        XCTAssertTrue(run.paths.contains("Operations.Ping.Output.code299"), "the static member of an empty response")
        XCTAssertFalse(run.paths.contains("Operations.Ping.Output.undocumented(statusCode:_:)"))
    }

    func testTypeListsAndSkippedCookies() throws {
        let run = try SOGRun(strategy: .defensive, """
        openapi: 3.1.0
        info: {title: T, version: "1"}
        paths:
          /pets:
            get:
              operationId: list
              parameters:
                - {name: session, in: cookie, schema: {type: string}}
                - {name: kind, in: query, schema: {type: [string, "null"], enum: [cat, dog, null]}}
              responses:
                "200": {description: OK}
        """)
        XCTAssertEqual(symbols(run, under: "Operations.list.Input.Query.kindPayload"), [
            "swift.enum Operations.list.Input.Query.kindPayload",
            "swift.enum.case Operations.list.Input.Query.kindPayload._empty",
            "swift.enum.case Operations.list.Input.Query.kindPayload.cat",
            "swift.enum.case Operations.list.Input.Query.kindPayload.dog",
        ])
        XCTAssertFalse(run.paths.contains { $0.contains("Cookies") })
        XCTAssertEqual(run.warnings.map(SOGRun.place), ["8:11"], "the cookie parameter is skipped with a warning")
    }

    func testParametersMatchByNameAndLocationAndTraceIsAnOperation() throws {
        let run = try SOGRun(strategy: .defensive, """
        openapi: 3.0.0
        info: {title: T, version: "1"}
        paths:
          /items/{id}:
            parameters:
              - {name: id, in: path, required: true, schema: {type: string}}
            trace:
              operationId: traceItem
              parameters:
                - {name: id, in: query, schema: {type: integer}}
                - name: filter
                  in: query
                  content:
                    text/plain: {schema: {type: string}}
                    application/json: {schema: {type: object, properties: {tag: {type: string}}}}
              responses:
                "200": {description: OK}
        """)
        XCTAssertTrue(run.paths.isSuperset(of: [
            "Client.traceItem(_:)",
            "Operations.traceItem.Input.Path.id",
            "Operations.traceItem.Input.Query.id",
            "Operations.traceItem.Input.Query.filterPayload.tag",
            "APIProtocol.traceItem(path:query:)",
        ]), "\(run.paths.sorted())")
        XCTAssertEqual(run.warnings.map(SOGRun.place), ["11:11"], "several content types: only the JSON one is used")
    }
}
