import Foundation

/// Which headers the proxy passes on, each way.
///
/// To the API: everything the panel set (`Authorization`, `Content-Type`, an API key) except
/// what belongs to the hop between browser and `apidocs serve` (hop-by-hop headers and those
/// `Connection` names, `Host`, `Content-Length`, `Expect`), what would tell the API about the
/// docs page (`Origin`, `Referer`), the serve origin's cookies, and apidocs's own
/// `X-Apidocs-*`. Back to the page: everything but hop-by-hop headers, `Content-Length` (the
/// server sets it for the body it sends) and `Set-Cookie` (a cookie of the API would land on
/// the serve origin).
enum ProxyHeaders {
    static let hopByHop: Set<String> = [
        "connection", "keep-alive", "proxy-connection", "proxy-authenticate", "proxy-authorization",
        "te", "trailer", "trailers", "transfer-encoding", "upgrade",
    ]

    /// The request headers to send to the API.
    static func outgoing(_ headers: [(name: String, value: String)]) -> [(name: String, value: String)] {
        let dropped = hopByHop.union(["host", "origin", "referer", "cookie", "content-length", "expect"]).union(connectionNamed(headers))
        return headers.filter { header in
            let name = header.name.lowercased()
            return !dropped.contains(name) && !name.hasPrefix("proxy-") && !name.hasPrefix("x-apidocs-")
        }
    }

    /// The response headers to return to the page.
    static func incoming(_ headers: [(name: String, value: String)]) -> [(name: String, value: String)] {
        let dropped = hopByHop.union(["content-length", "set-cookie", "set-cookie2"]).union(connectionNamed(headers))
        return headers.filter { !dropped.contains($0.name.lowercased()) }
    }

    /// The headers a `Connection` header names as hop-by-hop (`Connection: close, X-Hop`).
    static func connectionNamed(_ headers: [(name: String, value: String)]) -> Set<String> {
        var names: Set<String> = []
        for header in headers where header.name.lowercased() == "connection" {
            for token in header.value.split(separator: ",") {
                names.insert(token.trimmingCharacters(in: .whitespaces).lowercased())
            }
        }
        return names
    }
}
