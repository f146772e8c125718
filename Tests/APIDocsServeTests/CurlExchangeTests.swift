@testable import APIDocsServe
import Foundation
import XCTest

/// The libcurl request (`apidocs_request` and its Swift wrapper) against a server of the test's
/// own on 127.0.0.1: the body and headers sent as given, the size limit and the timeout.
final class CurlExchangeTests: XCTestCase {
    func testSendsTheRequestAsGivenAndReadsTheWholeAnswer() throws {
        let server = try RecordingHTTPServer { _ in .init(status: 418, headers: [("X-A", "1"), ("X-A", "2")], body: "teapot") }
        defer { server.stop() }
        let result = CurlExchange.send(CurlExchange.Request(
            method: "PUT", url: "http://127.0.0.1:\(server.port)/a?b=1", headers: [("X-Empty", ""), ("User-Agent", "panel")], body: []
        ))
        let response = try result.get()
        XCTAssertEqual(response.status, 418)
        XCTAssertEqual(String(decoding: response.body, as: UTF8.self), "teapot")
        XCTAssertEqual(response.headers.filter { $0.name == "X-A" }.map(\.value), ["1", "2"])
        let arrived = try XCTUnwrap(server.received.first)
        XCTAssertEqual(arrived.method, "PUT")
        XCTAssertEqual(arrived.target, "/a?b=1")
        XCTAssertEqual(arrived.header("Content-Length"), "0", "an empty body is still a body")
        XCTAssertEqual(arrived.header("X-Empty"), "")
        XCTAssertEqual(arrived.header("User-Agent"), "panel")
        XCTAssertNil(arrived.header("Content-Type"), "libcurl's form type is not added")
        XCTAssertNil(arrived.header("Accept"))
    }

    func testStopsAtTheSizeLimitAndTheTimeout() throws {
        let large = try RecordingHTTPServer { _ in .init(status: 200, headers: [], body: String(repeating: "x", count: 4096)) }
        defer { large.stop() }
        let tooLarge = CurlExchange.send(CurlExchange.Request(method: "GET", url: "http://127.0.0.1:\(large.port)/", headers: [], body: nil, maximumBytes: 1024))
        XCTAssertEqual(tooLarge.failureDescription, CurlExchange.Failure.tooLarge(bytes: 1024).description)
        guard case .failure(.tooLarge) = tooLarge else { return XCTFail("\(tooLarge)") }

        let slow = try RecordingHTTPServer { _ in
            Thread.sleep(forTimeInterval: 1.5)
            return .init(status: 200, headers: [], body: "late")
        }
        defer { slow.stop() }
        let started = Date()
        let late = CurlExchange.send(CurlExchange.Request(method: "GET", url: "http://127.0.0.1:\(slow.port)/", headers: [], body: nil, timeoutMilliseconds: 300))
        guard case .failure(.timedOut) = late else { return XCTFail("\(late)") }
        XCTAssertLessThan(Date().timeIntervalSince(started), 1.4)
    }
}
