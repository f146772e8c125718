@testable import APIDocsRender
@testable import APIDocsServe
import XCTest

/// The proxy's pure parts without a server: where a request may go (`ProxyTarget`), which
/// headers pass each way, and the header lines handed to libcurl.
final class ProxyLogicTests: XCTestCase {
    static let servers = [
        TryItRequest.Server(url: "https://api.example.com/v1/", description: nil, variables: []),
        TryItRequest.Server(url: "https://{region}.example.com/{base}", description: nil, variables: [
            TryItRequest.Variable(name: "region", defaultValue: "eu", values: ["eu", "us"]),
            TryItRequest.Variable(name: "base", defaultValue: "v2", values: []),
        ]),
        TryItRequest.Server(url: "http://{host}", description: nil, variables: [TryItRequest.Variable(name: "host", defaultValue: "localhost:8080", values: [])]),
    ]

    func resolve(_ index: String, _ path: String, query: String? = nil, variables: String? = nil) -> Result<ProxyTarget, ProxyTarget.Refusal> {
        ProxyTarget.resolve(index: index, path: path, query: query, variables: variables, servers: Self.servers)
    }

    func url(_ result: Result<ProxyTarget, ProxyTarget.Refusal>) -> String? {
        try? result.get().url
    }

    func reason(_ result: Result<ProxyTarget, ProxyTarget.Refusal>) -> String {
        if case .failure(let refusal) = result { return refusal.reason }
        return "allowed"
    }

    func testURLsAreBuiltFromDeclaredServersOnly() {
        XCTAssertEqual(url(resolve("0", "/pets/1", query: "a=1")), "https://api.example.com/v1/pets/1?a=1")
        XCTAssertEqual(url(resolve("0", "")), "https://api.example.com/v1")
        XCTAssertEqual(url(resolve("0", "/pets/", query: "")), "https://api.example.com/v1/pets/?")
        XCTAssertEqual(url(resolve("1", "/x")), "https://eu.example.com/v2/x")
        XCTAssertEqual(url(resolve("1", "/x", variables: "region=us&base=beta%2Fv3")), "https://us.example.com/beta/v3/x")
        XCTAssertEqual(url(resolve("2", "/x", variables: "host=localhost%3A8080")), "http://localhost:8080/x")
        XCTAssertEqual(try resolve("1", "/x", variables: "region=us").get().origin, "https://us.example.com")

        XCTAssertTrue(reason(resolve("1", "/x", variables: "region=evil.com%2F")).contains("may only be eu, us"))
        XCTAssertTrue(reason(resolve("2", "/x", variables: "host=evil.com")).contains("only its default"))
        XCTAssertTrue(reason(resolve("1", "/x", variables: "base=..")).contains("'..'"))
        XCTAssertTrue(reason(resolve("1", "/x", variables: "base=a%3Fb")).contains("cannot carry"))
        XCTAssertTrue(reason(resolve("1", "/x", variables: "nope=1")).contains("no variable 'nope'"))
        XCTAssertTrue(reason(resolve("3", "/x")).contains("declares 3 servers (0 to 2)"))
        XCTAssertTrue(reason(resolve("00000", "/x")).contains("does not exist"))
        XCTAssertTrue(reason(resolve("", "/x")).contains("does not exist"))
        XCTAssertTrue(reason(resolve("0", "/a/./b")).contains("'.'"))
        XCTAssertTrue(reason(resolve("0", "/a/%2E/b")).contains("'.'"))
        XCTAssertTrue(reason(resolve("0", "/a//b")).contains("empty segment"))
        XCTAssertTrue(reason(resolve("0", "/a b")).contains("cannot carry"))
        XCTAssertTrue(reason(resolve("0", "/a%")).contains("percent-encoding"))
        XCTAssertTrue(reason(resolve("0", "/a%2")).contains("percent-encoding"))
        XCTAssertTrue(reason(resolve("0", "/a", query: "x=1#y")).contains("percent-encoded"))
        XCTAssertTrue(reason(resolve("0", "/a", query: "x=%+1")).contains("percent-encoding"))
        XCTAssertTrue(reason(resolve("0", "@evil.com")).contains("must start with '/'"))
        let userInfo = [TryItRequest.Server(url: "https://api.example.com{at}", description: nil,
                                            variables: [TryItRequest.Variable(name: "at", defaultValue: "", values: ["", "@evil.com"])])]
        XCTAssertTrue(reason(ProxyTarget.resolve(index: "0", path: "/x", query: nil, variables: "at=%40evil.com", servers: userInfo)).contains("not the origin"))
    }

    func testHeadersPassedEachWay() {
        let outgoing = ProxyHeaders.outgoing([
            ("Authorization", "Bearer t"), ("Connection", "keep-alive, X-Hop"), ("X-Hop", "1"), ("Keep-Alive", "5"),
            ("Host", "127.0.0.1:8123"), ("Origin", "http://127.0.0.1:8123"), ("Referer", "x"), ("Cookie", "a=1"),
            ("Content-Length", "3"), ("TE", "trailers"), ("Upgrade", "h2c"), ("Proxy-Authorization", "x"),
            ("X-Apidocs-Server-Variables", "a=1"), ("Content-Type", "application/json"), ("X-Api-Key", "k"),
        ])
        XCTAssertEqual(outgoing.map(\.name), ["Authorization", "Content-Type", "X-Api-Key"])
        let incoming = ProxyHeaders.incoming([
            ("Content-Type", "application/json"), ("Set-Cookie", "a=1"), ("Transfer-Encoding", "chunked"),
            ("Content-Length", "9"), ("Location", "/next"), ("Vary", "A"), ("Vary", "B"),
        ])
        XCTAssertEqual(incoming.map(\.name), ["Content-Type", "Location", "Vary", "Vary"])
    }

    func testHeaderLinesForLibcurl() {
        XCTAssertEqual(CurlExchange.headerLine(name: "X-A", value: " 1 "), "X-A: 1")
        XCTAssertEqual(CurlExchange.headerLine(name: "X-Empty", value: ""), "X-Empty;")
        XCTAssertNil(CurlExchange.headerLine(name: "X-A", value: "1\r\nHost: evil"))
        XCTAssertNil(CurlExchange.headerLine(name: "Bad Name", value: "1"))
        XCTAssertEqual(CurlExchange.parseHeaders(Array("A: 1\r\nB:2\r\n folded\r\nnot a header\r\n".utf8)).map { "\($0.name)=\($0.value)" },
                       ["A=1", "B=2 folded"])
        if case .failure(.invalid) = CurlExchange.send(CurlExchange.Request(method: "GET", url: "http://127.0.0.1:1/a b", headers: [], body: nil)) {
        } else {
            XCTFail("a URL with a space is refused before libcurl sees it")
        }
    }
}
