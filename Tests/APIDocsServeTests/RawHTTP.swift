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
        try exchange(port: port, "GET", target, timeout: timeout)
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
