import CCurlFetch
import Foundation

/// One HTTP(S) request sent with the system's libcurl (`apidocs_request`, loaded with dlopen
/// on first use), for `apidocs serve --proxy`: the release binary links no networking library,
/// so no URLSession or HTTP client package can send it.
///
/// The request goes exactly where its URL says, with the headers given and no others that
/// libcurl would add (`Accept`, `Expect`, a form `Content-Type`); redirects come back as they
/// are, and the transfer stops at its timeout or when the response passes its size limit.
enum CurlExchange {
    struct Request: Sendable {
        var method: String
        var url: String
        var headers: [(name: String, value: String)]
        /// `nil`: no body (and no `Content-Length`).
        var body: [UInt8]?
        var timeoutMilliseconds = 30_000
        var maximumBytes = 10 * 1024 * 1024
    }

    struct Response: Sendable {
        var status: Int
        var headers: [(name: String, value: String)]
        var body: [UInt8]
    }

    /// Why no response came.
    enum Failure: Error, Equatable, CustomStringConvertible {
        case noLibcurl(String)
        case failed(String)
        case tooLarge(bytes: Int)
        case timedOut(milliseconds: Int)
        case invalid(String)

        var description: String {
            switch self {
            case .noLibcurl(let message): message
            case .failed(let message): message
            case .tooLarge(let bytes): "the response passed \(bytes / (1024 * 1024)) MiB"
            case .timedOut(let milliseconds): "no complete response within \(milliseconds / 1000) s"
            case .invalid(let message): message
            }
        }
    }

    /// Sends `request` and waits for the whole response (blocking the calling thread).
    static func send(_ request: Request) -> Result<Response, Failure> {
        guard isToken(request.method) else { return .failure(.invalid("'\(request.method)' is not an HTTP method")) }
        guard !request.url.utf8.contains(where: { $0 <= 0x20 || $0 >= 0x7F }) else {
            return .failure(.invalid("the URL holds a space, a control character or a byte beyond ASCII"))
        }
        var lines: [String] = []
        for header in request.headers {
            guard let line = headerLine(name: header.name, value: header.value) else {
                return .failure(.invalid("the header '\(header.name)' cannot be sent as it is"))
            }
            lines.append(line)
        }
        let names = Set(request.headers.map { $0.name.lowercased() })
        // Headers libcurl adds unless told not to: a request carries only what was given.
        lines.append("Expect:")
        if !names.contains("accept") { lines.append("Accept:") }
        if request.body != nil && !names.contains("content-type") { lines.append("Content-Type:") }
        let copies = lines.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        let pointers = copies.map { UnsafePointer<CChar>($0) }
        // A body of no bytes still needs an address: the C side sends `Content-Length: 0` then.
        let bytes = (request.body ?? []) + [0]
        var result = apidocs_request_result()
        pointers.withUnsafeBufferPointer { headerLines in
            bytes.withUnsafeBufferPointer { body in
                apidocs_request(
                    request.method, request.url, headerLines.baseAddress, headerLines.count,
                    request.body == nil ? nil : body.baseAddress, request.body?.count ?? 0,
                    request.timeoutMilliseconds, request.maximumBytes, &result
                )
            }
        }
        defer { apidocs_request_result_free(&result) }
        switch result.outcome {
        case APIDOCS_FETCH_OK:
            let headerBytes = result.headers.map { Array(UnsafeBufferPointer(start: $0, count: result.headers_length)) } ?? []
            let body = result.body.map { Array(UnsafeBufferPointer(start: $0, count: result.length)) } ?? []
            return .success(Response(status: result.status, headers: parseHeaders(headerBytes), body: body))
        case APIDOCS_FETCH_TOO_LARGE:
            return .failure(.tooLarge(bytes: request.maximumBytes))
        case APIDOCS_FETCH_TIMED_OUT:
            return .failure(.timedOut(milliseconds: request.timeoutMilliseconds))
        case APIDOCS_FETCH_NO_LIBCURL:
            return .failure(.noLibcurl(message(&result.message)))
        default:
            return .failure(.failed(message(&result.message)))
        }
    }

    /// `Name: value` as libcurl takes it (`Name;` for an empty value, which `Name:` would
    /// remove); `nil` for a name that is not a token or a value with a line break or NUL.
    static func headerLine(name: String, value: String) -> String? {
        guard isToken(name), !value.unicodeScalars.contains(where: { $0 == "\r" || $0 == "\n" || $0 == "\0" }) else { return nil }
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? name + ";" : name + ": " + trimmed
    }

    /// An HTTP token (a method or header name): letters, digits and ``!#$%&'*+-.^_`|~``.
    static func isToken(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { $0.isASCII && (Character($0).isLetter || Character($0).isNumber || "!#$%&'*+-.^_`|~".unicodeScalars.contains($0)) }
    }

    /// Header lines (`Name: value`, a line starting with a space continuing the one before).
    static func parseHeaders(_ bytes: [UInt8]) -> [(name: String, value: String)] {
        var headers: [(name: String, value: String)] = []
        for raw in String(decoding: bytes, as: UTF8.self).split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\r\n" || $0 == "\n" || $0 == "\r" }) {
            if raw.first == " " || raw.first == "\t", !headers.isEmpty {
                headers[headers.count - 1].value += " " + raw.trimmingCharacters(in: .whitespaces)
                continue
            }
            guard let colon = raw.firstIndex(of: ":") else { continue }
            let name = String(raw[..<colon])
            guard isToken(name) else { continue }
            headers.append((name, raw[raw.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        return headers
    }

    private static func message<Storage>(_ field: inout Storage) -> String {
        withUnsafeBytes(of: &field) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
