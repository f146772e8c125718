import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1, written for the proxy tests: it records every
/// connection and every request that arrives (method, target, headers, body) and answers each
/// with what `answer` says, then closes the connection.
///
/// It stands in for "the team's API" behind `apidocs serve --proxy`, and a second one for a
/// host the proxy must never reach (its `connections` must stay 0). Plain sockets, one
/// connection at a time: nothing here is the code under test.
final class RecordingHTTPServer: @unchecked Sendable {
    struct Received {
        var method: String
        var target: String
        var headers: [(name: String, value: String)]
        var body: String

        func header(_ name: String) -> String? {
            headers.first { $0.name.lowercased() == name.lowercased() }?.value
        }
    }

    struct Answer {
        var status: Int
        var headers: [(String, String)]
        var body: String
    }

    let port: UInt16
    private let fd: Int32
    private let lock = NSLock()
    private var stopped = false
    private var requests: [Received] = []
    private var accepted = 0
    private let answer: @Sendable (Received) -> Answer

    var received: [Received] { lock.withLock { requests } }
    var connections: Int { lock.withLock { accepted } }

    init(answer: @escaping @Sendable (Received) -> Answer) throws {
        self.answer = answer
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw RawHTTP.Failure("socket") }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, 16) == 0 else {
            close(descriptor)
            throw RawHTTP.Failure("bind a recording server")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        fd = descriptor
        port = UInt16(bigEndian: address.sin_port)
        let thread = Thread { [self] in serve() }
        thread.name = "recording-http-server"
        thread.start()
    }

    func stop() {
        lock.withLock { stopped = true }
    }

    private func serve() {
        defer { close(fd) }
        var waiting = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        while !lock.withLock({ stopped }) {
            guard poll(&waiting, 1, 50) > 0 else { continue }
            let client = accept(fd, nil, nil)
            guard client >= 0 else { continue }
            lock.withLock { accepted += 1 }
            handle(client)
            close(client)
        }
    }

    private func handle(_ client: Int32) {
        var time = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        var headEnd: Int?
        var expected = Int.max
        while bytes.count < expected {
            let count = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            bytes += buffer[..<count]
            if headEnd == nil, let end = Self.find([13, 10, 13, 10], in: bytes) {
                headEnd = end + 4
                let head = String(decoding: bytes[..<end], as: UTF8.self)
                let length = head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
                    .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
                expected = end + 4 + length
            }
        }
        guard let headEnd else { return }
        let lines = String(decoding: bytes[..<(headEnd - 4)], as: UTF8.self).split(separator: "\r\n").map(String.init)
        let first = lines.first?.split(separator: " ").map(String.init) ?? []
        let headers = lines.dropFirst().compactMap { line -> (name: String, value: String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        let received = Received(method: first.first ?? "", target: first.dropFirst().first ?? "", headers: headers,
                                body: String(decoding: bytes[headEnd...], as: UTF8.self))
        lock.withLock { requests.append(received) }
        let reply = answer(received)
        var text = "HTTP/1.1 \(reply.status) Answer\r\nConnection: close\r\nContent-Length: \(reply.body.utf8.count)\r\n"
        for (name, value) in reply.headers { text += "\(name): \(value)\r\n" }
        text += "\r\n" + (received.method == "HEAD" ? "" : reply.body)
        let out = Array(text.utf8)
        _ = out.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    static func find(_ needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        for start in 0...(bytes.count - needle.count) where Array(bytes[start..<(start + needle.count)]) == needle {
            return start
        }
        return nil
    }
}
