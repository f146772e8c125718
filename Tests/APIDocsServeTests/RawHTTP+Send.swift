import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Any request over a socket to 127.0.0.1 (method, headers, body; the target sent exactly as
/// given): `RawHTTP.get` is the GET with neither, the mock and proxy tests send the others.
extension RawHTTP {
    static func exchange(port: UInt16, _ method: String, _ target: String, headers: [(String, String)] = [], body: String = "",
                     timeout: Int = 30) throws -> Response {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure("socket") }
        defer { close(fd) }
        var time = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw Failure("connect to port \(port)") }
        var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if !body.isEmpty || ["POST", "PUT", "PATCH"].contains(method) { head += "Content-Length: \(body.utf8.count)\r\n" }
        let request = Array((head + "\r\n" + body).utf8)
        var sent = 0
        while sent < request.count {
            let count = request[sent...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { throw Failure("send to port \(port)") }
            sent += count
        }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            received += buffer[..<count]
        }
        let text = String(decoding: received, as: UTF8.self)
        guard let split = text.range(of: "\r\n\r\n") else { throw Failure("no response to \(method) \(target): '\(text)'") }
        let responseHead = String(text[..<split.lowerBound])
        let status = Int(responseHead.split(separator: " ").dropFirst().first ?? "") ?? 0
        var responseBody = String(text[split.upperBound...])
        if responseHead.lowercased().contains("transfer-encoding: chunked") { responseBody = dechunk(responseBody) }
        return Response(status: status, headers: responseHead, body: responseBody)
    }

    /// `exchange` on a dispatch thread: the blocking read must not hold one of the few threads
    /// Swift's tasks share (the server's handlers need them).
    static func exchangeAsync(port: UInt16, _ method: String, _ target: String, headers: [(String, String)] = [], body: String = "") async throws -> Response {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try exchange(port: port, method, target, headers: headers, body: body) })
            }
        }
    }
}

extension RawHTTP.Response {
    /// The values of a response header, whatever the case of its name.
    func header(_ name: String) -> [String] {
        headers.split(separator: "\r\n").dropFirst().compactMap { line in
            guard let colon = line.firstIndex(of: ":"), line[..<colon].lowercased() == name.lowercased() else { return nil }
            return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
    }

    /// The `error` of a JSON error body.
    var errorReason: String? {
        (try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])?["error"] as? String
    }
}
