import Foundation

/// Where the running `apidocs` executable is: its size and modification time are part of
/// every build fingerprint (`Fingerprint.toolIdentity`).
public enum ExecutablePath {
    /// `/proc/self/exe` on Linux, else the first command-line argument (looked up in `PATH`
    /// when it has no `/`), symlinks resolved; `nil` when it cannot be found.
    public static func current() -> String? {
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return target
        }
        guard let first = CommandLine.arguments.first, !first.isEmpty else { return nil }
        let path: String
        if first.contains("/") {
            path = first
        } else {
            let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? ""
            guard let found = searchPath.split(separator: ":").map({ "\($0)/\(first)" })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return nil }
            path = found
        }
        return URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }
}
