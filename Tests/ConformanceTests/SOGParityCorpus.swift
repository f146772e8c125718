import APIDocsTestSupport
import Foundation
import XCTest

/// The SOG parity corpus, `Tests/Fixtures/SOGParity`: real public OpenAPI 3.x documents with
/// swift-openapi-generator 1.14.3's verdict and symbol inventory for each naming strategy,
/// recorded by `scripts/sog-parity/record.py` (SOG itself never runs in tests). Data only: a
/// spec is committed (gzip) only where its licence allows it; the bench specs are read from the
/// shared corpus; any other is read from `APIDOCS_PARITY_SPECS/<entry>/`, when given.
enum SOGParityCorpus {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/SOGParity").path

    /// Where an entry's document came from (`source.json`).
    struct Source: Decodable {
        let repository: String
        let commit: String
        let path: String
        let licence: String?
        /// `spec.yaml` or `spec.json`.
        let file: String
        /// The file name in `../shared/bench/specs`, for a bench spec.
        let bench: String?
        let sha256: String?
    }

    /// SOG's outcome for one naming strategy (`verdict.json`).
    struct Verdict: Decodable {
        let generated: Bool
        let exitStatus: Int
        let firstError: String?
    }

    /// Licences under which the specs are committed (`record.py`'s list).
    static let redistributable: Set<String> = ["MIT", "Apache-2.0", "BSD-2-Clause", "BSD-3-Clause", "CC0-1.0", "CC-BY-4.0", "ISC", "MPL-2.0", "Unlicense", "0BSD"]

    static func entries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { !$0.hasPrefix(".") && FileManager.default.fileExists(atPath: folder + "/" + $0 + "/source.json") }
            .sorted()
    }

    static func source(_ entry: String) throws -> Source {
        try JSONDecoder().decode(Source.self, from: Data(contentsOf: URL(fileURLWithPath: folder + "/" + entry + "/source.json")))
    }

    static func verdicts(_ entry: String) throws -> [String: Verdict] {
        try JSONDecoder().decode([String: Verdict].self, from: Data(contentsOf: URL(fileURLWithPath: folder + "/" + entry + "/verdict.json")))
    }

    /// Whether the entry's spec is committed beside its data.
    static func hasCommittedSpec(_ entry: String, _ source: Source) -> Bool {
        FileManager.default.fileExists(atPath: folder + "/" + entry + "/" + source.file + ".gz")
    }

    /// The entry's spec file, unpacked into `scratch` when committed; `nil` when not at hand.
    static func spec(_ entry: String, _ source: Source, scratch: String) throws -> String? {
        if let bench = source.bench { return try SharedCorpus.path("bench/specs/" + bench) }
        if hasCommittedSpec(entry, source) {
            let target = scratch + "/" + entry + "/" + source.file
            try FileManager.default.createDirectory(atPath: scratch + "/" + entry, withIntermediateDirectories: true)
            try Gzip.decompress(folder + "/" + entry + "/" + source.file + ".gz").write(to: URL(fileURLWithPath: target))
            return target
        }
        if let given = ProcessInfo.processInfo.environment["APIDOCS_PARITY_SPECS"], !given.isEmpty {
            let path = given + "/" + entry + "/" + source.file
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        return nil
    }

    /// The inventory rows of a strategy SOG generated.
    static func inventory(_ entry: String, strategy: String) throws -> [InventoryRow] {
        let data = try Gzip.decompress(folder + "/" + entry + "/" + strategy + "/symbols.json.gz")
        return try JSONDecoder().decode(InventoryFile.self, from: data).symbols
    }

    struct InventoryRow: Decodable, Hashable {
        let path: String
        let kind: String
        let jsonPath: String?
    }

    struct InventoryFile: Decodable {
        let symbols: [InventoryRow]
    }
}
