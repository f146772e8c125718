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
        let answer = await handler.respond(method: request.method.rawValue, target: request.uri.string)
        var headers = HTTPFields()
        for header in answer.headers {
            if let name = HTTPField.Name(header.name) { headers[name] = header.value }
        }
        headers[.contentLength] = String(answer.body.count)
        let body = request.method == .head ? ResponseBody() : ResponseBody(byteBuffer: ByteBuffer(bytes: answer.body))
        return Response(status: HTTPResponse.Status(code: answer.status), headers: headers, body: body)
    }
}
