import Foundation
import XCTest

/// Finds `../shared/conformance/sog` (or `$APIDOCS_SHARED/conformance/sog`).
///
/// Without it the conformance tests skip, saying why, except on CI (`CI=true`), where a
/// missing corpus must fail the run instead of turning the proof into a silent skip.
enum SOGCorpus {
    static var sharedRoot: String {
        if let override = ProcessInfo.processInfo.environment["APIDOCS_SHARED"] { return override }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared").path
    }

    static var isCI: Bool { ProcessInfo.processInfo.environment["CI"]?.lowercased() == "true" }

    /// The corpus folder, or a skip (a failure on CI) when it is absent.
    static func root() throws -> String {
        let path = sharedRoot + "/conformance/sog"
        guard FileManager.default.fileExists(atPath: path) else {
            let message = "the SOG conformance corpus is absent (\(path) not found); put the shared/ folder beside the checkout or set APIDOCS_SHARED"
            if isCI {
                XCTFail("CI=true: " + message)
                throw CorpusMissing()
            }
            throw XCTSkip("skipped: " + message)
        }
        return path
    }

    struct CorpusMissing: Error {}

    /// The case folders (`Petstore`, ..., `seed-pace`), sorted.
    static func cases() throws -> [String] {
        let base = try root()
        return try FileManager.default.contentsOfDirectory(atPath: base)
            .filter { !$0.hasPrefix(".") }
            .filter { name in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: base + "/" + name, isDirectory: &isFolder) && isFolder.boolValue
            }
            .sorted()
    }

    static func specFile(case name: String) throws -> String {
        let folder = try root() + "/" + name
        for file in ["spec.yml", "spec.yaml", "spec.json"] where FileManager.default.fileExists(atPath: folder + "/" + file) {
            return folder + "/" + file
        }
        throw CorpusMissing()
    }
}

/// One row of a corpus `symbols.json`.
struct InventorySymbol: Decodable, Hashable {
    let path: String
    let kind: String
    /// SOG's "Generated from" remark, or `nil`.
    let jsonPath: String?
}

/// A corpus `symbols.json`.
struct Inventory: Decodable {
    let strategy: String
    let symbols: [InventorySymbol]

    static func load(_ path: String) throws -> Inventory {
        try JSONDecoder().decode(Inventory.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }
}
