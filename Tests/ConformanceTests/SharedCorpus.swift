import Foundation
import XCTest

/// Finds `../shared` beside the checkout (where CI puts it), or `$APIDOCS_SHARED`.
/// Tests that need it skip, saying why, when it is absent.
enum SharedCorpus {
    static var root: String {
        if let override = ProcessInfo.processInfo.environment["APIDOCS_SHARED"] { return override }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared").path
    }

    /// The path of `relative` inside the corpus, or a skip when the corpus is not there.
    static func path(_ relative: String) throws -> String {
        let path = root + "/" + relative
        guard FileManager.default.fileExists(atPath: path) else {
            throw XCTSkip("skipped: the shared corpus is absent (\(path) not found); put the shared/ folder beside the checkout or set APIDOCS_SHARED")
        }
        return path
    }

    static func folders(in relative: String) throws -> [String] {
        let base = try path(relative)
        return try FileManager.default.contentsOfDirectory(atPath: base)
            .filter { !$0.hasPrefix(".") }
            .sorted()
            .map { base + "/" + $0 }
            .filter { var isDir: ObjCBool = false; return FileManager.default.fileExists(atPath: $0, isDirectory: &isDir) && isDir.boolValue }
    }

    static func specFile(in folder: String) -> String? {
        for name in ["spec.yml", "spec.yaml", "spec.json", "swagger.json", "spec.reconstructed.yml"] {
            let path = folder + "/" + name
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        return nil
    }

    static func read(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    /// A short report of where two texts first differ.
    static func firstDifference(_ actual: String, _ expected: String) -> String {
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(a.count, e.count) {
            let left = index < a.count ? String(a[index]) : "<end of file>"
            let right = index < e.count ? String(e[index]) : "<end of file>"
            if left != right {
                return "line \(index + 1):\n  got:      \(left.debugDescription)\n  expected: \(right.debugDescription)"
            }
        }
        return "texts differ only in the final newline"
    }
}
