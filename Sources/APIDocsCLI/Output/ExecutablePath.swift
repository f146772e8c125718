#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the running `apidocs` binary is, so a build fingerprint can tell one binary from
/// another (see `Fingerprint.toolIdentity`).
enum ExecutablePath {
    /// The resolved path of the running executable: `/proc/self/exe` on Linux, else the first
    /// command-line argument when it names an existing file; nil when neither resolves.
    static var current: String? {
        for candidate in ["/proc/self/exe", CommandLine.arguments.first ?? ""] where !candidate.isEmpty {
            if let resolved = realpath(candidate, nil) {
                defer { free(resolved) }
                return String(cString: resolved)
            }
        }
        return nil
    }
}
