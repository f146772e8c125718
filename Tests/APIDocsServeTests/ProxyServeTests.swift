import APIDocsKit
@testable import APIDocsServe
import Foundation
import XCTest

/// `apidocs serve --proxy` over HTTP, against two HTTP servers of the test's own on 127.0.0.1:
/// A is the spec's server, B a host nothing may reach. A request through the proxy arrives at
/// A as sent (method, path, query, headers, body) minus the hop's headers, and A's answer comes
/// back; every attempt to leave the declared servers is a 403 with its reason, and B sees no
/// connection at all.
final class ProxyServeTests: XCTestCase {
    var folder = ""
    var server: PreviewServer!
    var serving: Task<Void, Error>?
    var port: UInt16 = 0
    var apiServer: RecordingHTTPServer!
    var otherServer: RecordingHTTPServer!
    var closedPort: UInt16 = 0

    static func spec(a: UInt16, b: UInt16, closed: UInt16) -> String {
        """
        openapi: 3.0.3
        info: {title: Kennel, version: "1"}
        servers:
          - url: http://127.0.0.1:{port}/v1
            variables:
              port: {default: "\(a)", enum: ["\(a)"]}
          - url: http://{host}/v1
            variables:
              host: {default: "127.0.0.1:\(a)"}
          - url: http://127.0.0.1:\(closed)/v1
          - url: /relative
        paths:
          /pets/{petId}/visits:
            post:
              operationId: addVisit
              parameters:
                - {name: petId, in: path, required: true, schema: {type: integer}}
              requestBody:
                content:
                  application/json:
                    schema: {type: object}
              responses:
                '201': {description: booked}

        """
    }

    override func setUp() async throws {
        otherServer = try RecordingHTTPServer { _ in .init(status: 200, headers: [], body: "stolen") }
        let other = otherServer!.port
        apiServer = try RecordingHTTPServer { request in
            if request.target.hasSuffix("/moved") {
                return .init(status: 302, headers: [("Location", "http://127.0.0.1:\(other)/stolen")], body: "")
            }
            return .init(status: 201, headers: [("Content-Type", "application/json"), ("Set-Cookie", "api=1"), ("X-Upstream", "A"),
                                                ("Vary", "Accept"), ("Vary", "Authorization")],
                         body: "{\"booked\":true}")
        }
        closedPort = try Self.closedPort()
        folder = NSTemporaryDirectory() + "apidocs-proxy-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/Specs/Kennel", withIntermediateDirectories: true)
        try Self.spec(a: apiServer.port, b: other, closed: closedPort).write(toFile: folder + "/Specs/Kennel/spec.yaml", atomically: true, encoding: .utf8)
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
        apiServer.stop()
        otherServer.stop()
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// A port nothing listens on: bound, then closed.
    static func closedPort() throws -> UInt16 {
        let probe = try RecordingHTTPServer { _ in .init(status: 500, headers: [], body: "") }
        probe.stop()
        Thread.sleep(forTimeInterval: 0.2)
        return probe.port
    }

    func send(_ method: String, _ target: String, headers: [(String, String)] = [], body: String = "") async throws -> RawHTTP.Response {
        try await RawHTTP.exchangeAsync(port: port, method, target, headers: headers, body: body)
    }

    func testARequestArrivesAtTheDeclaredServerAsSentAndItsAnswerComesBack() async throws {
        let response = try await send("POST", "/__apidocs/proxy/Kennel/0/pets/42/visits?kind=walk&minutes=15", headers: [
            ("Authorization", "Bearer secret-token"), ("Content-Type", "application/json"), ("X-Trace", "t-1"),
            ("Cookie", "serve-session=1"), ("Origin", "http://127.0.0.1:\(port)"), ("Referer", "http://127.0.0.1:\(port)/Kennel/"),
            ("X-Apidocs-Server-Variables", "port=\(apiServer.port)"), ("Proxy-Authorization", "Basic eA=="),
        ], body: "{\"note\":\"first\"}")
        XCTAssertEqual(response.status, 201, response.body)
        XCTAssertEqual(response.body, "{\"booked\":true}")
        XCTAssertEqual(response.header("X-Upstream"), ["A"])
        XCTAssertEqual(response.header("Content-Type"), ["application/json"])
        XCTAssertEqual(response.header("Vary"), ["Accept", "Authorization"], "a repeated header comes back repeated")
        XCTAssertEqual(response.header("Set-Cookie"), [], "the API's cookies never land on the serve origin")

        let arrived = try XCTUnwrap(apiServer.received.last)
        XCTAssertEqual(apiServer.received.count, 1)
        XCTAssertEqual(arrived.method, "POST")
        XCTAssertEqual(arrived.target, "/v1/pets/42/visits?kind=walk&minutes=15")
        XCTAssertEqual(arrived.header("Authorization"), "Bearer secret-token")
        XCTAssertEqual(arrived.header("Content-Type"), "application/json")
        XCTAssertEqual(arrived.header("X-Trace"), "t-1")
        XCTAssertEqual(arrived.header("Host"), "127.0.0.1:\(apiServer.port)")
        XCTAssertEqual(arrived.header("Content-Length"), "16")
        for dropped in ["Cookie", "Origin", "Referer", "X-Apidocs-Server-Variables", "Proxy-Authorization", "Expect", "Accept"] {
            XCTAssertNil(arrived.header(dropped), dropped)
        }
        XCTAssertEqual(arrived.body, "{\"note\":\"first\"}")
        XCTAssertEqual(otherServer.connections, 0)
    }

    func testOtherMethodsTheFreeHostAtItsDefaultAndARedirectNotFollowed() async throws {
        let get = try await send("GET", "/__apidocs/proxy/Kennel/1/pets?x=%2F1", headers: [
            ("X-Apidocs-Server-Variables", "host=127.0.0.1%3A\(apiServer.port)"), ("Accept", "application/json"),
        ])
        XCTAssertEqual(get.status, 201, get.body)
        XCTAssertEqual(apiServer.received.last?.target, "/v1/pets?x=%2F1")
        XCTAssertEqual(apiServer.received.last?.header("Accept"), "application/json")
        let delete = try await send("DELETE", "/__apidocs/proxy/Kennel/0/pets/42")
        XCTAssertEqual(delete.status, 201)
        XCTAssertEqual(apiServer.received.last?.method, "DELETE")
        XCTAssertEqual(apiServer.received.last?.body, "")
        let head = try await send("HEAD", "/__apidocs/proxy/Kennel/0")
        XCTAssertEqual(head.status, 201)
        XCTAssertEqual(apiServer.received.last?.method, "HEAD")
        XCTAssertEqual(apiServer.received.last?.target, "/v1")

        let moved = try await send("GET", "/__apidocs/proxy/Kennel/0/moved")
        XCTAssertEqual(moved.status, 302)
        XCTAssertEqual(moved.header("Location"), ["http://127.0.0.1:\(otherServer.port)/stolen"])
        XCTAssertEqual(otherServer.connections, 0, "the redirect is returned, never followed")
    }

    func testEveryWayOutOfTheDeclaredServersIs403AndReachesNothing() async throws {
        let other = otherServer.port
        let cases: [(target: String, headers: [(String, String)], words: String)] = [
            ("/__apidocs/proxy/Kennel/0/pets", [("X-Apidocs-Server-Variables", "port=\(other)")], "may only be"),
            ("/__apidocs/proxy/Kennel/1/pets", [("X-Apidocs-Server-Variables", "host=127.0.0.1:\(other)")], "only its default"),
            ("/__apidocs/proxy/Kennel/1/pets", [("X-Apidocs-Server-Variables", "host=127.0.0.1:\(other)%2Fv1%23")], "only its default"),
            ("/__apidocs/proxy/Kennel/0/pets", [("X-Apidocs-Server-Variables", "scheme=https")], "no variable 'scheme'"),
            ("/__apidocs/proxy/Kennel/0/pets", [("X-Apidocs-Server-Variables", "port=%zz")], "form encoding"),
            ("/__apidocs/proxy/Kennel/4/pets", [], "does not exist"),
            ("/__apidocs/proxy/Kennel/-1/pets", [], "does not exist"),
            ("/__apidocs/proxy/Kennel/x/pets", [], "does not exist"),
            ("/__apidocs/proxy/Kennel/3/pets", [], "not an absolute http(s) URL"),
            ("/__apidocs/proxy/Kennel/0/../../x", [], "'..'"),
            ("/__apidocs/proxy/Kennel/0/pets/%2e%2e/%2E%2E/x", [], "'..'"),
            ("/__apidocs/proxy/Kennel/0/pets/..%5c..%5cx", [], "backslash"),
            ("/__apidocs/proxy/Kennel/0//127.0.0.1:\(other)/x", [], "empty segment"),
            ("/__apidocs/proxy/Kennel/0/http://127.0.0.1:\(other)/x", [], "empty segment"),
            ("/__apidocs/proxy/Kennel/0/x\\y", [], "cannot carry"),
            ("/__apidocs/proxy/Kennel/0/pets?a=%zz", [], "percent-encoding"),
        ]
        for (target, headers, words) in cases {
            let response = try await send("GET", target, headers: headers)
            XCTAssertEqual(response.status, 403, target)
            XCTAssertEqual(response.header("Content-Type"), ["application/json"], target)
            XCTAssertTrue(response.errorReason?.contains(words) == true, "\(target): \(response.body)")
        }
        let noAPI = try await send("GET", "/__apidocs/proxy/Cattery/0/pets")
        XCTAssertEqual(noAPI.status, 404)
        XCTAssertEqual(apiServer.connections, 0)
        XCTAssertEqual(otherServer.connections, 0, "nothing reached the second server")
    }

    func testABodyOverTenMiBIs413AndIsNotForwarded() async throws {
        let body = String(repeating: "x", count: TryItRoutes.maximumBodyBytes + 1)
        let response = try await send("POST", "/__apidocs/proxy/Kennel/0/pets/1/visits", headers: [("Content-Type", "text/plain")], body: body)
        XCTAssertEqual(response.status, 413)
        XCTAssertTrue(response.errorReason?.contains("10 MiB") == true, response.body)
        XCTAssertEqual(apiServer.connections, 0)
    }

    func testAServerThatDoesNotAnswerIs502WithTheReason() async throws {
        let response = try await send("GET", "/__apidocs/proxy/Kennel/2/pets")
        XCTAssertEqual(response.status, 502, response.body)
        XCTAssertTrue(response.errorReason?.contains("127.0.0.1:\(closedPort)") == true, response.body)
    }
}
