#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file with plain POSIX calls.
///
/// It exists to keep Foundation off the loading path and to turn the usual failures into short,
/// stable reasons ("no such file", "permission denied", "is a directory") for error messages.
enum SpecFileReader {
    /// The file's bytes, or why they could not be read.
    @Sendable static func read(_ path: String) -> Result<[UInt8], ReadFailure> {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(ReadFailure(errno: errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(ReadFailure(errno: errno)) }
        if (status.st_mode & S_IFMT) == S_IFDIR { return .failure(ReadFailure(errno: EISDIR)) }

        var bytes: [UInt8] = []
        var capacity = max(Int(status.st_size), 0) + 1
        var count = 0
        while true {
            if bytes.count < capacity {
                bytes.append(contentsOf: repeatElement(0, count: capacity - bytes.count))
            }
            let got = bytes.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress! + count, capacity - count)
            }
            if got < 0 {
                if errno == EINTR { continue }
                return .failure(ReadFailure(errno: errno))
            }
            if got == 0 { break }
            count += got
            if count == capacity { capacity *= 2 }
        }
        bytes.removeSubrange(count...)
        return .success(bytes)
    }
}

/// POSIX `read` (named apart from `SpecFileReader.read`).
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// Why a file could not be read, in words fit for an error message.
public struct ReadFailure: Error, Sendable {
    public let reason: String

    public static let noSuchFile = ReadFailure(reason: "no such file")

    public init(reason: String) {
        self.reason = reason
    }

    init(errno code: Int32) {
        switch code {
        case ENOENT: reason = "no such file"
        case EACCES, EPERM: reason = "permission denied"
        case EISDIR: reason = "is a directory"
        case ENOTDIR: reason = "no such file (a parent is not a directory)"
        default: reason = String(cString: strerror(code))
        }
    }
}
