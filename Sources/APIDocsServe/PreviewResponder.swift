import HTTPTypes
import Hummingbird

/// Hands every request Hummingbird receives to the preview's handler and its answer back: the
/// only code of `apidocs serve` that knows the HTTP library.
///
/// Hummingbird serves it because FlyingFox, the other server on the allowed list, carries a
/// proxy handler that links FoundationNetworking, and with it libcurl, which the standalone
/// release binary must not need (measured: the static link fails on every `curl_` symbol).
struct PreviewResponder: HTTPResponder {
    typealias Context = BasicRequestContext
    let handler: PreviewHandler

    func respond(to request: Request, context: Context) async throws -> Response {
        var preview = PreviewRequest(method: request.method.rawValue, target: request.uri.string)
        var answer: PreviewResponse
        if handler.readsBody(preview.target) {
            // The mock and the proxy read headers and body (at most 10 MiB).
            preview.headers = request.headers.map { ($0.name.rawName, $0.value) }
            var request = request
            do {
                let buffer = try await request.collectBody(upTo: TryItRoutes.maximumBodyBytes)
                preview.body = Array(buffer.readableBytesView)
                answer = await handler.respond(preview)
            } catch {
                answer = TryItRoutes.error(413, "the request body passed \(TryItRoutes.maximumBodyBytes / (1024 * 1024)) MiB, or did not arrive whole")
            }
        } else {
            answer = await handler.respond(method: preview.method, target: preview.target)
        }
        var headers = HTTPFields()
        for header in answer.headers {
            // Appended: a proxied answer may repeat a header (`Vary`, `Link`).
            if let name = HTTPField.Name(header.name) { headers.append(HTTPField(name: name, value: header.value)) }
        }
        headers[.contentLength] = String(answer.body.count)
        let body = request.method == .head ? ResponseBody() : ResponseBody(byteBuffer: ByteBuffer(bytes: answer.body))
        return Response(status: HTTPResponse.Status(code: answer.status), headers: headers, body: body)
    }
}
