import APIDocsRender
import Foundation

/// `/__apidocs/proxy/<API folder>/<server index>/<path>?<query>`: the request sent on to the
/// API's declared server (`ProxyTarget` decides where, or refuses with 403), its answer
/// returned (`ProxyForwarder`).
extension TryItRoutes {
    func proxy(_ request: PreviewRequest, path: Substring, query: String?) async -> PreviewResponse {
        guard let (folder, rest) = Self.folder(path), let rest else {
            return Self.error(404, "name an API folder and a server index: \(TryItServices.proxyPrefix)<API folder>/<server index>/<path>")
        }
        let method = request.method.uppercased()
        guard CurlExchange.isToken(method) else { return Self.error(400, "'\(request.method)' is not an HTTP method") }
        let requests: [TryItRequest]
        switch await self.requests(folder) {
        case .success(let found): requests = found
        case .failure(let answer): return answer.response
        }
        let slash = rest.firstIndex(of: "/")
        let index = String(rest[..<(slash ?? rest.endIndex)])
        let below = slash.map { String(rest[$0...]) } ?? ""
        let servers = requests.first?.servers ?? []
        switch ProxyTarget.resolve(index: index, path: below, query: query, variables: request.header("X-Apidocs-Server-Variables"), servers: servers) {
        case .failure(let refusal):
            return Self.error(403, refusal.reason)
        case .success(let target):
            return await forwarder.forward(request, method: method, to: target)
        }
    }
}
