import Foundation

/// Reads the gzip files the test corpora keep (specs and inventories), through `gzip -dc`:
/// Foundation has no inflate on Linux.
public enum Gzip {
    public struct Failed: Error, CustomStringConvertible {
        public let description: String
    }

    /// The decompressed bytes of the gzip file at `path`.
    public static func decompress(_ path: String) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gzip", "-dc", path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failed(description: "gzip -dc \(path) exited \(process.terminationStatus)") }
        return data
    }
}
