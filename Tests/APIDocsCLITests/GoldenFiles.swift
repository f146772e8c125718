import Foundation
import XCTest

/// Compares freshly built files with committed ones, whole files, byte for byte.
///
/// With `APIDOCS_RECORD=1` in the environment the committed files are rewritten from the
/// fresh build and the test fails with "Recorded new baseline", so a recording is never
/// mistaken for a pass.
enum GoldenFiles {
    static var recording: Bool { ProcessInfo.processInfo.environment["APIDOCS_RECORD"] == "1" }

    /// Asserts that `relativePaths` (or every file of both trees when `nil`) are identical under
    /// `built` and `committed`.
    static func assertSame(built: String, committed: String, relativePaths: [String]? = nil,
                           file: StaticString = #filePath, line: UInt = #line) throws {
        let paths = relativePaths ?? Array(Set(listFiles(built)).union(listFiles(committed))).sorted()
        var differences: [String] = []
        for path in paths {
            let fresh = FileManager.default.contents(atPath: built + "/" + path)
            let golden = FileManager.default.contents(atPath: committed + "/" + path)
            guard fresh != golden else { continue }
            differences.append(describe(path, fresh: fresh, golden: golden))
            if recording {
                let target = committed + "/" + path
                if let fresh {
                    try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                    try fresh.write(to: URL(fileURLWithPath: target))
                } else {
                    try FileManager.default.removeItem(atPath: target)
                }
            }
        }
        if recording {
            XCTFail("Recorded new baseline (\(differences.count) file(s) changed); run again without APIDOCS_RECORD", file: file, line: line)
        } else if !differences.isEmpty {
            XCTFail("\(differences.count) file(s) differ from the committed ones (APIDOCS_RECORD=1 rewrites them):\n"
                    + differences.prefix(20).joined(separator: "\n"), file: file, line: line)
        }
    }

    static func describe(_ path: String, fresh: Data?, golden: Data?) -> String {
        guard let fresh else { return "\(path): committed but no longer built" }
        guard let golden else { return "\(path): built but not committed" }
        let a = String(decoding: fresh, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let b = String(decoding: golden, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(a.count, b.count) {
            let left = index < a.count ? String(a[index]) : "<end of file>"
            let right = index < b.count ? String(b[index]) : "<end of file>"
            if left != right { return "\(path):\(index + 1):\n  built:     \(left)\n  committed: \(right)" }
        }
        return "\(path): differs"
    }

    static func listFiles(_ root: String) -> [String] {
        var result: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let name = enumerator?.nextObject() as? String {
            // Output manifests are the writer's local state (gitignored), not part of the site.
            if name.hasSuffix(".apidocs-manifest") || name.hasSuffix(".apidocs-site") { continue }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + name, isDirectory: &isDirectory), !isDirectory.boolValue {
                result.append(name)
            }
        }
        return result
    }
}
