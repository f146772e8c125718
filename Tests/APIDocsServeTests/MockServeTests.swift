import APIDocsKit
@testable import APIDocsServe
import Foundation
import XCTest

/// `apidocs serve --mock --proxy` over HTTP on a free port: the mock answers operations from
/// their examples (a path parameter, a literal path over a templated one, a POST), checks
/// path and query parameters (400 with the reason), says 404, 405 and 406 with reasons, and
/// served pages announce both routes on the live-reload script tag.
final class MockServeTests: XCTestCase {
    var folder = ""
    var server: PreviewServer!
    var serving: Task<Void, Error>?
    var port: UInt16 = 0

    static let spec = """
        openapi: 3.0.3
        info: {title: Kennel, version: "1"}
        servers:
          - url: https://kennel.example.com/v1
        paths:
          /pets:
            get:
              operationId: listPets
              parameters:
                - {name: limit, in: query, required: true, schema: {type: integer}}
                - {name: sort, in: query, schema: {type: string, enum: [name, age]}}
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema: {type: array, items: {$ref: '#/components/schemas/Pet'}}
                      example: [{id: 1, name: Rex}]
            post:
              operationId: addPet
              requestBody:
                content:
                  application/json:
                    schema: {$ref: '#/components/schemas/Pet'}
              responses:
                '400': {description: bad}
                '201':
                  description: created
                  content:
                    application/json:
                      schema: {$ref: '#/components/schemas/Pet'}
                      example: {id: 8, name: Tom}
          /pets/{petId}:
            get:
              operationId: getPet
              parameters:
                - {name: petId, in: path, required: true, schema: {type: integer}}
                - {name: view, in: query, schema: {type: string, enum: [short, full]}}
                - {name: fresh, in: query, schema: {type: boolean}}
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema: {$ref: '#/components/schemas/Pet'}
                      example: {id: 7, name: Rex}
            delete:
              operationId: deletePet
              parameters:
                - {name: petId, in: path, required: true, schema: {type: integer}}
              responses:
                '204': {description: gone}
          /pets/mine:
            get:
              operationId: getMyPet
              responses:
                default:
                  description: mine
                  content:
                    application/json:
                      schema: {$ref: '#/components/schemas/Pet'}
                      example: {id: 1, name: Mine}
          /notes:
            get:
              operationId: getNotes
              responses:
                '200':
                  description: text
                  content:
                    text/plain:
                      schema: {type: string}
                      example: hello from the mock
        components:
          schemas:
            Pet:
              type: object
              properties:
                id: {type: integer}
                name: {type: string}

        """

    override func setUp() async throws {
        folder = NSTemporaryDirectory() + "apidocs-mock-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/Specs/Kennel", withIntermediateDirectories: true)
        try Self.spec.write(toFile: folder + "/Specs/Kennel/spec.yaml", atomically: true, encoding: .utf8)
        let request = BuildRequest(specs: [folder + "/Specs/Kennel"])
        server = try PreviewServer(builder: PreviewBuilder(request: request), host: "127.0.0.1", port: 0,
                                   services: TryItServices(mock: true, proxy: true)) { _ in }
        let first = await server.prepare()
        XCTAssertTrue(first.succeeded, first.lines.joined(separator: "\n"))
        let server = self.server!
        serving = Task { try await server.run() }
        port = try await server.port()
    }

    override func tearDown() async throws {
        await server.stop()
        serving?.cancel()
        try? FileManager.default.removeItem(atPath: folder)
    }

    func send(_ method: String, _ target: String, headers: [(String, String)] = [], body: String = "") async throws -> RawHTTP.Response {
        try await RawHTTP.exchangeAsync(port: port, method, target, headers: headers, body: body)
    }

    func json(_ response: RawHTTP.Response) -> NSObject? {
        try? JSONSerialization.jsonObject(with: Data(response.body.utf8)) as? NSObject
    }

    func testAGetWithAPathParameterGetsTheExample() async throws {
        let response = try await send("GET", "/__apidocs/mock/Kennel/pets/42?view=full&fresh=true")
        XCTAssertEqual(response.status, 200, response.body)
        XCTAssertEqual(response.header("Content-Type"), ["application/json"])
        XCTAssertEqual(json(response), ["id": 7, "name": "Rex"] as NSDictionary)
        XCTAssertEqual(response.header("X-Apidocs-Mock"), ["getPet"])
        let head = try await send("HEAD", "/__apidocs/mock/Kennel/pets/42")
        XCTAssertEqual(head.status, 200)
        XCTAssertEqual(head.body, "")
    }

    func testALiteralPathWinsOverATemplatedOne() async throws {
        let response = try await send("GET", "/__apidocs/mock/Kennel/pets/mine")
        XCTAssertEqual(response.status, 200, "default answers 200")
        XCTAssertEqual(json(response), ["id": 1, "name": "Mine"] as NSDictionary)
    }

    func testAPostGetsItsFirstSuccessResponse() async throws {
        let response = try await send("POST", "/__apidocs/mock/Kennel/pets", headers: [("Content-Type", "application/json")], body: "{\"name\":\"Tom\"}")
        XCTAssertEqual(response.status, 201, response.body)
        XCTAssertEqual(response.header("Content-Type"), ["application/json"])
        XCTAssertEqual(json(response), ["id": 8, "name": "Tom"] as NSDictionary)
        let deleted = try await send("DELETE", "/__apidocs/mock/Kennel/pets/42")
        XCTAssertEqual(deleted.status, 204)
        XCTAssertEqual(deleted.body, "")
        let text = try await send("GET", "/__apidocs/mock/Kennel/notes", headers: [("Accept", "text/*")])
        XCTAssertEqual(text.status, 200)
        XCTAssertEqual(text.header("Content-Type"), ["text/plain"])
        XCTAssertEqual(text.body, "hello from the mock", "a text example is sent as text, not as a JSON string")
    }

    func testParametersAreCheckedAgainstTheSpec() async throws {
        let cases: [(target: String, words: [String])] = [
            ("/__apidocs/mock/Kennel/pets", ["query parameter 'limit'", "required"]),
            ("/__apidocs/mock/Kennel/pets?limit=ten", ["query parameter 'limit'", "integer", "'ten'"]),
            ("/__apidocs/mock/Kennel/pets?limit=", ["query parameter 'limit'", "integer"]),
            ("/__apidocs/mock/Kennel/pets?limit=5&sort=size", ["query parameter 'sort'", "name, age", "'size'"]),
            ("/__apidocs/mock/Kennel/pets/rex", ["path parameter 'petId'", "integer", "'rex'"]),
            ("/__apidocs/mock/Kennel/pets/42?fresh=yes", ["query parameter 'fresh'", "true or false"]),
            ("/__apidocs/mock/Kennel/pets/42?view=huge", ["query parameter 'view'", "short, full"]),
            ("/__apidocs/mock/Kennel/pets?limit=%zz", ["percent-encoding"]),
            ("/__apidocs/mock/Kennel/pets/%zz", ["percent-encoding"]),
        ]
        for (target, words) in cases {
            let response = try await send("GET", target)
            XCTAssertEqual(response.status, 400, target)
            XCTAssertEqual(response.header("Content-Type"), ["application/json"], target)
            let reason = response.errorReason ?? ""
            for word in words { XCTAssertTrue(reason.contains(word), "\(target): \(reason)") }
        }
        let good = try await send("GET", "/__apidocs/mock/Kennel/pets?limit=5&sort=age")
        XCTAssertEqual(good.status, 200, good.body)
        XCTAssertEqual(json(good), [["id": 1, "name": "Rex"]] as NSArray)
    }

    func testUnknownPathsMethodsAndMediaTypesAreRefusedWithReasons() async throws {
        let missing = try await send("GET", "/__apidocs/mock/Kennel/cats")
        XCTAssertEqual(missing.status, 404)
        XCTAssertTrue(missing.errorReason?.contains("/cats") == true, missing.body)
        let noAPI = try await send("GET", "/__apidocs/mock/Cattery/pets")
        XCTAssertEqual(noAPI.status, 404)
        XCTAssertTrue(noAPI.errorReason?.contains("Cattery") == true, noAPI.body)
        for target in ["/__apidocs/mock/", "/__apidocs/mock/%zz/pets", "/__apidocs/mock/..%2F/pets", "/__apidocs/mock/Kennel"] {
            let response = try await send("GET", target)
            XCTAssertEqual(response.status, 404, target)
            XCTAssertNotNil(response.errorReason, target)
        }

        let wrongMethod = try await send("PUT", "/__apidocs/mock/Kennel/pets", body: "{}")
        XCTAssertEqual(wrongMethod.status, 405)
        XCTAssertEqual(wrongMethod.header("Allow"), ["GET, POST, HEAD"])
        XCTAssertTrue(wrongMethod.errorReason?.contains("PUT") == true, wrongMethod.body)
        let options = try await send("OPTIONS", "/__apidocs/mock/Kennel/pets")
        XCTAssertEqual(options.status, 204)
        XCTAssertEqual(options.header("Allow"), ["GET, POST, HEAD, OPTIONS"])

        let html = try await send("GET", "/__apidocs/mock/Kennel/pets/42", headers: [("Accept", "text/html")])
        XCTAssertEqual(html.status, 406)
        XCTAssertTrue(html.errorReason?.contains("application/json") == true, html.body)
        let refused = try await send("GET", "/__apidocs/mock/Kennel/pets/42", headers: [("Accept", "application/json;q=0, */*")])
        XCTAssertEqual(refused.status, 406, "q=0 on the exact type wins over */*")
        let wildcard = try await send("GET", "/__apidocs/mock/Kennel/pets/42", headers: [("Accept", "text/html, application/*;q=0.5")])
        XCTAssertEqual(wildcard.status, 200)
    }

    func testServedPagesAnnounceTheMockAndTheProxy() async throws {
        let page = try await send("GET", "/Kennel/index.html")
        XCTAssertEqual(page.status, 200)
        XCTAssertTrue(page.body.contains("<script src=\"/__apidocs/live.js\" data-site-generation=\"1\" data-mock=\"/__apidocs/mock/\" data-proxy=\"/__apidocs/proxy/\" defer></script>"), page.body)
        let missing = try await send("GET", "/Kennel/nothing.html")
        XCTAssertEqual(missing.status, 404)
    }
}
