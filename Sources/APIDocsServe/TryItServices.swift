import Foundation

/// What `apidocs serve` offers the "Try it" panel besides the site: the mock (`--mock`), the
/// proxy (`--proxy`), both or neither.
///
/// Pages learn of them from attributes of the live-reload script tag (`data-mock`,
/// `data-proxy`, each the route's prefix), so the panel offers only what this server answers
/// and a built site, served by anything else, offers neither.
public struct TryItServices: Sendable, Equatable {
    /// Answer every operation from its documented examples, under `mockPrefix`.
    public var mock: Bool
    /// Forward requests to the spec's declared servers, under `proxyPrefix`.
    public var proxy: Bool

    public init(mock: Bool = false, proxy: Bool = false) {
        self.mock = mock
        self.proxy = proxy
    }

    /// `/__apidocs/mock/<API folder>/<operation path>`.
    static let mockPrefix = "/__apidocs/mock/"
    /// `/__apidocs/proxy/<API folder>/<server index>/<path below the server URL>`.
    static let proxyPrefix = "/__apidocs/proxy/"

    var isEmpty: Bool { !mock && !proxy }

    /// ` data-mock="/__apidocs/mock/" data-proxy="/__apidocs/proxy/"`, each when on; empty when neither.
    var scriptAttributes: String {
        (mock ? " data-mock=\"\(Self.mockPrefix)\"" : "") + (proxy ? " data-proxy=\"\(Self.proxyPrefix)\"" : "")
    }
}

/// One HTTP request as the preview's handler sees it: what the "Try it" routes need beyond the
/// method and target (the mock reads `Accept`, the proxy forwards headers and body).
struct PreviewRequest: Sendable {
    var method: String
    /// As sent, percent-encoded (`/__apidocs/mock/Pets/pets/42?x=1`).
    var target: String
    var headers: [(name: String, value: String)] = []
    var body: [UInt8] = []

    /// The values of a header, in order, whatever the case of its name.
    func values(_ name: String) -> [String] {
        headers.filter { $0.name.caseInsensitiveCompare(name) == .orderedSame }.map(\.value)
    }

    /// A header's values joined as one (`a, b`), or `nil` when the request has none.
    func header(_ name: String) -> String? {
        let all = values(name)
        return all.isEmpty ? nil : all.joined(separator: ", ")
    }
}
