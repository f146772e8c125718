import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A minimal HTTP/1.1 GET over a socket to 127.0.0.1, sending the target exactly as given
/// (`/../etc/passwd` stays as written, where URL types would tidy it away).
enum RawHTTP {
    struct Response {
        var status: Int
        var headers: String
        var body: String
    }

    static func get(port: UInt16, _ target: String, timeout: Int = 30) throws -> Response {
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
        let request = Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            received += buffer[..<count]
        }
        let text = String(decoding: received, as: UTF8.self)
        guard let split = text.range(of: "\r\n\r\n") else { throw Failure("no response from \(target): '\(text)'") }
        let head = String(text[..<split.lowerBound])
        let status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
        var body = String(text[split.upperBound...])
        if head.lowercased().contains("transfer-encoding: chunked") { body = dechunk(body) }
        return Response(status: status, headers: head, body: body)
    }

    /// The body of a chunked response.
    static func dechunk(_ text: String) -> String {
        var bytes = Substring(text)
        var out = ""
        while let line = bytes.range(of: "\r\n") {
            guard let size = Int(bytes[..<line.lowerBound], radix: 16), size > 0 else { break }
            let start = line.upperBound
            let end = bytes.utf8.index(start, offsetBy: size)
            out += bytes[start..<end]
            bytes = bytes[end...].dropFirst(2)
        }
        return out
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
