import Foundation

/// Sends a request the proxy allowed to its target and turns what came back into the page's
/// answer: the API's status, headers (`ProxyHeaders.incoming`) and body, or a 502/504 whose
/// JSON body says why no answer came.
///
/// The exchange blocks for up to its timeout, so it runs on a thread of its own, never on one
/// of the few threads the server's tasks share.
struct ProxyForwarder: Sendable {
    var timeoutMilliseconds = 30_000
    var maximumBytes = TryItRoutes.maximumBodyBytes
    var exchange: @Sendable (CurlExchange.Request) -> Result<CurlExchange.Response, CurlExchange.Failure> = CurlExchange.send

    func forward(_ request: PreviewRequest, method: String, to target: ProxyTarget) async -> PreviewResponse {
        let carriesBody = !request.body.isEmpty || ["POST", "PUT", "PATCH"].contains(method)
        let outgoing = CurlExchange.Request(
            method: method, url: target.url, headers: ProxyHeaders.outgoing(request.headers),
            body: carriesBody ? request.body : nil, timeoutMilliseconds: timeoutMilliseconds, maximumBytes: maximumBytes
        )
        let exchange = self.exchange
        let result = await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: exchange(outgoing)) }
        }
        switch result {
        case .success(let response):
            return PreviewResponse(status: response.status, headers: ProxyHeaders.incoming(response.headers), body: response.body)
        case .failure(.timedOut):
            return TryItRoutes.error(504, "\(target.origin) sent \(result.failureDescription)")
        case .failure(.invalid(let message)):
            return TryItRoutes.error(400, message)
        case .failure(let failure):
            return TryItRoutes.error(502, "no answer from \(target.origin): \(failure.description)")
        }
    }
}

extension Result where Failure == CurlExchange.Failure {
    /// The failure's description, or empty for a success.
    var failureDescription: String {
        if case .failure(let failure) = self { return failure.description }
        return ""
    }
}
