import APIDocsSymbols
import APIDocsTestSupport
import Foundation
import XCTest

/// The SOG conformance corpus, `conformance/sog` of the shared corpus (found, skipped or
/// failed on CI by `SharedCorpus`, the one lookup all tests use).
enum SOGCorpus {
    /// The corpus folder, or a skip (a failure on CI) when it is absent.
    static func root() throws -> String {
        try SharedCorpus.path("conformance/sog")
    }

    /// A case folder without a spec file.
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
