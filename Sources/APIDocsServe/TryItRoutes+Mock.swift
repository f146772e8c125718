import APIDocsRender
import Foundation

/// `/__apidocs/mock/<API folder>/<operation path>`: the operation the method and path name
/// (`MockRoute`), its parameters checked (`MockParameterCheck`), answered with its documented
/// response (`MockAnswer`).
extension TryItRoutes {
    func mock(_ request: PreviewRequest, path: Substring, query: String) async -> PreviewResponse {
        guard let (folder, rest) = Self.folder(path) else {
            return Self.error(404, "name an API folder and an operation path: \(TryItServices.mockPrefix)<API folder>/<path>")
        }
        let requests: [TryItRequest]
        switch await self.requests(folder) {
        case .success(let found): requests = found
        case .failure(let answer): return answer.response
        }
        var segments: [String] = []
        for raw in (rest ?? "").split(separator: "/", omittingEmptySubsequences: false) where rest != nil {
            guard let decoded = raw.removingPercentEncoding else {
                return Self.error(400, "the path segment '\(raw)' is not valid percent-encoding")
            }
            segments.append(decoded)
        }
        let method = request.method.uppercased()
        let shown = "/" + (rest ?? "")
        switch MockRoute.find(method: method, segments: segments, in: requests) {
        case .notFound:
            return Self.error(404, "'\(folder)' has no operation at \(shown) (paths as the spec writes them, below the server URL)")
        case .methodNotAllowed(let allowed):
            if method == "OPTIONS" {
                return PreviewResponse(status: 204, headers: [("Allow", (allowed + ["OPTIONS"]).joined(separator: ", ")), ("Cache-Control", "no-store")], body: [])
            }
            return Self.error(405, "\(shown) of '\(folder)' answers \(allowed.joined(separator: ", ")), not \(method)",
                              headers: [("Allow", allowed.joined(separator: ", "))])
        case .found(let match):
            guard let pairs = QueryString.pairs(query) else {
                return Self.error(400, "the query is not valid percent-encoding")
            }
            if let problem = MockParameterCheck.problem(match.request, pathValues: match.pathValues, query: pairs) {
                return Self.error(400, problem)
            }
            return MockAnswer.response(for: match.request, accept: request.header("Accept"))
        }
    }
}
