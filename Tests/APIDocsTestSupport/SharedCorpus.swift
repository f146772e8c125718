import Foundation
import XCTest

/// The one way tests find the shared corpus (`conformance/`, `seeds/`, ... in `../shared`,
/// the folder beside the checkout, or the folder `$APIDOCS_SHARED` names).
///
/// A test that needs a corpus file asks `SharedCorpus.path(_:)`. When the file is absent the
/// test skips, saying what is missing, except on CI (`CI=true`), where it fails instead: a
/// conformance proof must never pass as a silent skip on the machine that guards `main`.
public enum SharedCorpus {
    /// The environment variable naming the corpus folder, over `../shared`.
    public static let environmentVariable = "APIDOCS_SHARED"

    /// The checkout this file belongs to (`Tests/APIDocsTestSupport/` is two folders down).
    public static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// What a test does about a corpus path: use it, skip, or fail.
    public enum Availability: Equatable {
        case present(String)
        case skip(String)
        case fail(String)
    }

    /// The corpus folder: `$APIDOCS_SHARED` when set and not empty, else `../shared` beside
    /// `packageRoot`.
    public static func root(environment: [String: String] = ProcessInfo.processInfo.environment,
                            packageRoot: String = SharedCorpus.packageRoot) -> String {
        if let override = environment[environmentVariable], !override.isEmpty {
            return URL(fileURLWithPath: override).standardized.path
        }
        return URL(fileURLWithPath: packageRoot).deletingLastPathComponent().appendingPathComponent("shared").path
    }

    /// `CI` is `true` (any letter case), as CI services set it.
    public static func isCI(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        environment["CI"]?.lowercased() == "true"
    }

    /// The policy, without side effects: `relative` inside the corpus when it exists, else a
    /// skip, or on CI a failure, with a message naming the missing path and how to provide it.
    public static func availability(
        of relative: String,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        packageRoot: String = SharedCorpus.packageRoot,
        exists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
    ) -> Availability {
        let base = root(environment: environment, packageRoot: packageRoot)
        let path = relative.isEmpty ? base : base + "/" + relative
        if exists(path) { return .present(path) }
        let what = exists(base) ? "\(path) is not in the shared corpus" : "the shared corpus is absent (\(base) not found)"
        let message = what + "; put the shared/ folder beside the checkout or set \(environmentVariable)"
        return isCI(environment) ? .fail("CI=true: " + message) : .skip("skipped: " + message)
    }

    /// Thrown after a failure has been recorded, to stop the test that needed the corpus.
    public struct Missing: Error, CustomStringConvertible {
        public let description: String
    }

    /// The path of `relative` inside the corpus, for a test that needs it. Absent: throws
    /// `XCTSkip`, or on CI records a failure through `fail` (`XCTFail` by default) and throws
    /// `Missing`.
    public static func path(
        _ relative: String,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        fail: (String) -> Void = { XCTFail($0) }
    ) throws -> String {
        switch availability(of: relative, environment: environment) {
        case .present(let path):
            return path
        case .skip(let message):
            throw XCTSkip(message)
        case .fail(let message):
            fail(message)
            throw Missing(description: message)
        }
    }

    /// The subfolders of `relative` (full paths), sorted; hidden ones left out.
    public static func folders(in relative: String) throws -> [String] {
        let base = try path(relative)
        return try FileManager.default.contentsOfDirectory(atPath: base)
            .filter { !$0.hasPrefix(".") }
            .sorted()
            .map { base + "/" + $0 }
            .filter { var isDir: ObjCBool = false; return FileManager.default.fileExists(atPath: $0, isDirectory: &isDir) && isDir.boolValue }
    }

    /// The spec of a corpus case folder, by the names the corpus uses.
    public static func specFile(in folder: String) -> String? {
        for name in ["spec.yml", "spec.yaml", "spec.json", "swagger.json", "spec.reconstructed.yml"] {
            let path = folder + "/" + name
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        return nil
    }

    public static func read(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }
}
