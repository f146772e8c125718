import APIDocsRender
import Foundation

/// The mock's answer to a request it matched and checked: the documented response it stands
/// for (the first 2xx, else the first one), as that response's media type with its sample.
///
/// A JSON sample is sent as it is; a non-JSON media type whose sample is a JSON string sends
/// the string itself (an XML or text example); no sample is an empty body. A client whose
/// `Accept` refuses the media type gets 406 with the reason instead.
enum MockAnswer {
    /// The response the mock sends for `request`: its first 2xx, else its first; `nil` when it
    /// documents none.
    static func chosen(_ request: TryItRequest) -> TryItRequest.Response? {
        request.responses.first { $0.status.hasPrefix("2") } ?? request.responses.first
    }

    /// `201` → 201, `2XX` → 200, `default` (or anything unreadable) → 200.
    static func statusCode(_ status: String) -> Int {
        if let code = Int(status), (100...599).contains(code) { return code }
        if status.count == 3, let first = status.first?.wholeNumberValue, (1...5).contains(first), status.dropFirst().uppercased() == "XX" {
            return first * 100
        }
        return 200
    }

    static func response(for request: TryItRequest, accept: String?) -> PreviewResponse {
        guard let documented = chosen(request) else {
            return answer(200, type: nil, body: [], operation: request.operationID)
        }
        let code = statusCode(documented.status)
        // These statuses carry no body, whatever the spec shows.
        guard code != 204 && code != 304 && code >= 200 else {
            return answer(code, type: nil, body: [], operation: request.operationID)
        }
        guard let mediaType = documented.mediaType else {
            return answer(code, type: nil, body: [], operation: request.operationID)
        }
        guard AcceptHeader(accept).accepts(mediaType) else {
            return TryItRoutes.error(406, "the operation answers \(mediaType) (its \(documented.status) response), which the request's Accept '\(accept ?? "")' does not allow")
        }
        let type = mediaType.contains("*") ? "application/octet-stream" : mediaType
        return answer(code, type: type, body: body(documented.sample, mediaType: mediaType), operation: request.operationID)
    }

    /// The body for a sample: JSON as it is; for a non-JSON type, a JSON string's text.
    static func body(_ sample: String?, mediaType: String) -> [UInt8] {
        guard let sample else { return [] }
        let base = mediaType.split(separator: ";").first?.lowercased() ?? ""
        let isJSON = base.hasSuffix("/json") || base.hasSuffix("+json")
        if !isJSON, sample.hasPrefix("\""),
           let text = try? JSONSerialization.jsonObject(with: Data(sample.utf8), options: [.fragmentsAllowed]) as? String {
            return Array(text.utf8)
        }
        return Array(sample.utf8)
    }

    static func answer(_ code: Int, type: String?, body: [UInt8], operation: String) -> PreviewResponse {
        var headers: [(name: String, value: String)] = []
        if let type { headers.append(("Content-Type", type)) }
        headers += [("Cache-Control", "no-store"), ("X-Content-Type-Options", "nosniff"), ("X-Apidocs-Mock", operation)]
        return PreviewResponse(status: code, headers: headers, body: body)
    }
}
