import APIDocsRender
import Foundation

/// The "Try it" endpoints of `apidocs serve`, under `/__apidocs/`, each only when its flag is
/// on: the mock (`TryItRoutes+Mock`) and the proxy (`TryItRoutes+Proxy`).
///
/// Both name the API by its folder in the site and read its operations from the catalog of
/// the site being served; every refusal is a 4xx with a JSON body `{"error": "…"}` saying why,
/// never a crash or a silent drop.
struct TryItRoutes: Sendable {
    let services: TryItServices
    let state: PreviewState
    let catalog: TryItCatalogStore
    var forwarder = ProxyForwarder()

    /// The largest request body read, and response body forwarded: 10 MiB.
    static let maximumBodyBytes = 10 * 1024 * 1024

    /// Whether `target` is one of this server's routes (its body is then read).
    func handles(_ target: String) -> Bool {
        (services.mock && target.hasPrefix(TryItServices.mockPrefix)) || (services.proxy && target.hasPrefix(TryItServices.proxyPrefix))
    }

    /// The answer when `request` is for the mock or the proxy; `nil` for anything else.
    func respond(_ request: PreviewRequest) async -> PreviewResponse? {
        guard handles(request.target) else { return nil }
        let mark = request.target.firstIndex(of: "?")
        let path = request.target[..<(mark ?? request.target.endIndex)]
        let query = mark.map { String(request.target[request.target.index(after: $0)...]) }
        if request.target.hasPrefix(TryItServices.mockPrefix) {
            return await mock(request, path: path.dropFirst(TryItServices.mockPrefix.count), query: query ?? "")
        }
        return await proxy(request, path: path.dropFirst(TryItServices.proxyPrefix.count), query: query)
    }

    /// The API folder first in `path` (percent-decoded) and the raw rest after its `/` (`nil`
    /// when nothing follows the folder); `nil` when no folder is named or it is not one name.
    static func folder(_ path: Substring) -> (name: String, rest: Substring?)? {
        let slash = path.firstIndex(of: "/")
        let raw = path[..<(slash ?? path.endIndex)]
        guard let name = raw.removingPercentEncoding, !name.isEmpty, name != ".", name != "..",
              !name.contains("/"), !name.contains("\\"), !name.contains("\0") else { return nil }
        return (name, slash.map { path[path.index(after: $0)...] })
    }

    /// The operations of the API served in `folder`, or the answer saying why there are none.
    func requests(_ folder: String) async -> Result<[TryItRequest], ErrorAnswer> {
        guard await state.file(folder + "/index.html") != nil else {
            return .failure(ErrorAnswer(response: Self.error(404, "the site has no API folder '\(folder)'")))
        }
        let generation = await state.status.siteGeneration
        switch await catalog.requests(folder: folder, siteGeneration: generation) {
        case .success(let requests): return .success(requests)
        case .failure(let failure): return .failure(ErrorAnswer(response: Self.error(503, failure.reason)))
        }
    }

    /// An answer carried as a failure.
    struct ErrorAnswer: Error {
        var response: PreviewResponse
    }

    /// `{"error": "…"}` with `code`.
    static func error(_ code: Int, _ reason: String, headers: [(name: String, value: String)] = []) -> PreviewResponse {
        var bytes = Array("{\"error\":".utf8)
        JSONText.quote(reason, into: &bytes)
        bytes += Array("}".utf8)
        return PreviewResponse(
            status: code,
            headers: [("Content-Type", "application/json"), ("Cache-Control", "no-store"), ("X-Content-Type-Options", "nosniff")] + headers,
            body: bytes
        )
    }
}
