@testable import APIDocsRender
@testable import APIDocsServe
import XCTest

/// The mock's pure parts without a server: path template matching and its precedence, the
/// parameter checks, `Accept` and the choice of response.
final class MockLogicTests: XCTestCase {
    static func request(_ method: String, _ path: String, parameters: [TryItRequest.Parameter] = [],
                        responses: [TryItRequest.Response] = []) -> TryItRequest {
        TryItRequest(
            operationID: method.lowercased() + path, method: method, path: path, servers: [], parameters: parameters,
            bodyRequired: false, bodies: [], credentials: [], accept: nil, responses: responses,
            swift: TryItRequest.SwiftCall(flavour: "swaggen", target: "T")
        )
    }

    static func parameter(_ name: String, in location: String, type: String, required: Bool = false, values: [String] = []) -> TryItRequest.Parameter {
        TryItRequest.Parameter(name: name, location: location, required: required, type: type, format: nil, values: values,
                               example: nil, description: nil, swiftName: nil)
    }

    func found(_ outcome: MockRoute.Outcome) -> MockRoute.Match? {
        if case .found(let match) = outcome { return match }
        return nil
    }

    func testTemplatesMatchAndLiteralSegmentsWin() {
        let requests = [
            Self.request("GET", "/pets/{petId}"), Self.request("GET", "/pets/mine"), Self.request("GET", "/files/{name}.{ext}"),
            Self.request("GET", "/{any}/mine"), Self.request("GET", "/"),
        ]
        XCTAssertEqual(found(MockRoute.find(method: "GET", segments: ["pets", "42"], in: requests))?.pathValues, ["petId": "42"])
        XCTAssertEqual(found(MockRoute.find(method: "GET", segments: ["pets", "mine"], in: requests))?.request.path, "/pets/mine")
        XCTAssertEqual(found(MockRoute.find(method: "GET", segments: ["dogs", "mine"], in: requests))?.request.path, "/{any}/mine")
        XCTAssertEqual(found(MockRoute.find(method: "GET", segments: ["files", "a.b.json"], in: requests))?.pathValues, ["name": "a", "ext": "b.json"])
        XCTAssertEqual(found(MockRoute.find(method: "GET", segments: ["pets", "a/b"], in: requests))?.pathValues, ["petId": "a/b"])
        XCTAssertEqual(found(MockRoute.find(method: "GET", segments: [""], in: requests))?.request.path, "/")
        XCTAssertNil(found(MockRoute.find(method: "GET", segments: ["pets"], in: requests)))
        XCTAssertNil(found(MockRoute.find(method: "GET", segments: ["files", ".json"], in: requests)), "a parameter is never empty")
        XCTAssertNil(found(MockRoute.find(method: "GET", segments: [], in: requests)))
    }

    func testThePathDecidesFirstThenTheMethod() {
        let requests = [Self.request("GET", "/pets/{id}"), Self.request("DELETE", "/pets/{id}"), Self.request("POST", "/pets/mine")]
        guard case .methodNotAllowed(let allowed) = MockRoute.find(method: "DELETE", segments: ["pets", "mine"], in: requests) else {
            return XCTFail("the literal path is the one named, and it has no DELETE")
        }
        XCTAssertEqual(allowed, ["POST"])
        XCTAssertEqual(found(MockRoute.find(method: "HEAD", segments: ["pets", "1"], in: requests))?.request.method, "GET")
        guard case .methodNotAllowed(let methods) = MockRoute.find(method: "PUT", segments: ["pets", "1"], in: requests) else { return XCTFail() }
        XCTAssertEqual(methods, ["GET", "DELETE", "HEAD"])
    }

    func testParameterValuesAreChecked() {
        let request = Self.request("GET", "/pets/{id}", parameters: [
            Self.parameter("id", in: "path", type: "integer"),
            Self.parameter("limit", in: "query", type: "integer", required: true),
            Self.parameter("ratio", in: "query", type: "number"),
            Self.parameter("size", in: "query", type: "integer", values: ["1", "2"]),
            Self.parameter("tags", in: "query", type: "array", values: ["a", "b"]),
            Self.parameter("X-Key", in: "header", type: "integer", required: true),
        ])
        func problem(_ id: String, _ query: [(String, String)]) -> String? {
            MockParameterCheck.problem(request, pathValues: ["id": id], query: query.map { (name: $0.0, value: $0.1) })
        }
        XCTAssertNil(problem("-3", [("limit", "10"), ("ratio", "2.5e3"), ("size", "2"), ("tags", "a,b")]), "headers are not checked")
        XCTAssertEqual(problem("1", []), "query parameter 'limit' is required and missing")
        XCTAssertEqual(problem("x1", [("limit", "1")]), "path parameter 'id' must be an integer, got 'x1'")
        XCTAssertEqual(problem("1", [("limit", "1"), ("limit", "1.5")]), "query parameter 'limit' must be an integer, got '1.5'")
        XCTAssertEqual(problem("1", [("limit", "1"), ("ratio", "1.")]), "query parameter 'ratio' must be a number, got '1.'")
        XCTAssertEqual(problem("1", [("limit", "1"), ("size", "3")]), "query parameter 'size' must be one of 1, 2; got '3'")
        XCTAssertEqual(problem("1", [("limit", "1"), ("tags", "a,c")]), "query parameter 'tags' must hold only a, b; got 'c'")
        XCTAssertEqual(QueryString.pairs("a=1+2&b=%C3%A9&c&=d").map { $0.map { "\($0.name)=\($0.value)" } }, ["a=1 2", "b=é", "c=", "=d"])
        XCTAssertNil(QueryString.pairs("a=%zz"))
    }

    func testAcceptAndTheResponseChosen() {
        XCTAssertTrue(AcceptHeader(nil).accepts("application/json"))
        XCTAssertTrue(AcceptHeader("").accepts("application/json"))
        XCTAssertTrue(AcceptHeader("text/html, */*;q=0.1").accepts("application/json; charset=utf-8"))
        XCTAssertTrue(AcceptHeader("APPLICATION/*").accepts("application/problem+json"))
        XCTAssertFalse(AcceptHeader("text/html").accepts("application/json"))
        XCTAssertFalse(AcceptHeader("application/json;q=0, */*").accepts("application/json"))
        XCTAssertFalse(AcceptHeader("*/*;q=0").accepts("application/json"))
        XCTAssertTrue(AcceptHeader("garbage, text/plain").accepts("text/plain"))

        XCTAssertEqual(MockAnswer.statusCode("201"), 201)
        XCTAssertEqual(MockAnswer.statusCode("2XX"), 200)
        XCTAssertEqual(MockAnswer.statusCode("default"), 200)
        XCTAssertEqual(MockAnswer.statusCode("999"), 200)
        let request = Self.request("GET", "/", responses: [
            TryItRequest.Response(status: "404", mediaType: "application/json", sample: "{}"),
            TryItRequest.Response(status: "2XX", mediaType: "application/xml", sample: "\"<a>é</a>\""),
        ])
        XCTAssertEqual(MockAnswer.chosen(request)?.status, "2XX")
        let answer = MockAnswer.response(for: request, accept: "application/xml")
        XCTAssertEqual(answer.status, 200)
        XCTAssertEqual(String(decoding: answer.body, as: UTF8.self), "<a>é</a>")
        XCTAssertEqual(MockAnswer.response(for: request, accept: "application/json").status, 406)
        XCTAssertEqual(MockAnswer.body("\"text\"", mediaType: "application/json"), Array("\"text\"".utf8))
        XCTAssertEqual(MockAnswer.response(for: Self.request("GET", "/"), accept: nil).status, 200)
    }

    func testTheScriptTagAnnouncesOnlyWhatIsOn() {
        XCTAssertEqual(LiveReloadScript.tag(siteGeneration: 3), "<script src=\"/__apidocs/live.js\" data-site-generation=\"3\" defer></script>")
        XCTAssertEqual(LiveReloadScript.tag(siteGeneration: 3, services: TryItServices(mock: true)),
                       "<script src=\"/__apidocs/live.js\" data-site-generation=\"3\" data-mock=\"/__apidocs/mock/\" defer></script>")
        XCTAssertEqual(LiveReloadScript.tag(siteGeneration: 3, services: TryItServices(proxy: true)),
                       "<script src=\"/__apidocs/live.js\" data-site-generation=\"3\" data-proxy=\"/__apidocs/proxy/\" defer></script>")
    }
}
