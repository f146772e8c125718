import APIDocsDiff
import Foundation
import XCTest

/// The compiler's outcomes for the request-initializer neighbours, recorded by
/// `scripts/verify-diff-verdicts.sh --files` (both flavours) on the pair in
/// `Fixtures/RequestInitializers/` (one operation per neighbour: the first option, the last
/// one, a required one gained or lost, a body that comes or goes), held against what
/// `apidocs diff` says of the same pair today: every entry was probed (or has no old code to
/// probe), and every verdict is the one the compiler gave.
final class RequestInitializerVerdictTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/RequestInitializers").path

    func testTodaysVerdictsAreTheCompilers() throws {
        let old = try String(contentsOfFile: Self.folder + "/old.yaml", encoding: .utf8)
        let new = try String(contentsOfFile: Self.folder + "/new.yaml", encoding: .utf8)
        for (client, file) in [("swaggen", "swaggen-verdicts.json"), ("swift-openapi-generator", "sog-verdicts.json")] {
            let data = try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + file))
            let record = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any], file)
            // The record is of exactly these two files.
            for (side, text) in [("old", old), ("new", new)] {
                let recorded = try XCTUnwrap((record[side] as? [String: String])?["sha256"], file)
                XCTAssertEqual(recorded, try Self.sha256(text), "\(file): \(side).yaml is not the spec the compiler checked")
            }
            let probes = try XCTUnwrap(record["probes"] as? [[String: Any]], file)
            func key(_ symbol: String, _ kind: String, _ change: String, _ aspect: String, _ oldMember: String?, _ newMember: String?) -> String {
                [symbol, kind, change, aspect, oldMember ?? "-", newMember ?? "-"].joined(separator: "|")
            }
            var compiler: [String: Bool] = [:]
            for probe in probes {
                XCTAssertEqual(probe["compilesAgainstOld"] as? Bool, true, "\(file): \(probe)")
                let entry = key(probe["symbol"] as? String ?? "", probe["kind"] as? String ?? "", probe["change"] as? String ?? "",
                                probe["aspect"] as? String ?? "", probe["oldMember"] as? String, probe["newMember"] as? String)
                XCTAssertNil(compiler[entry], "\(file): two probes of \(entry)")
                compiler[entry] = probe["compilerBroke"] as? Bool
            }
            let changes = try MutationPairTests.report(from: old, to: new, client: client)
            XCTAssertEqual(changes.count, (record["summary"] as? [String: Any])?["changes"] as? Int, "\(file): another number of changes than was checked")
            var probed = 0
            for change in changes {
                let entry = key(change.symbol, change.kind.rawValue, change.change.rawValue, change.aspect.rawValue, change.oldMember, change.newMember)
                guard let broke = compiler[entry] else {
                    // Only an addition to a declaration the old client lacks goes unprobed.
                    XCTAssertFalse(change.breaking, "\(client): \(entry) is breaking and was not probed")
                    XCTAssertEqual(change.change, .added, "\(client): \(entry) was not probed")
                    continue
                }
                probed += 1
                XCTAssertEqual(change.breaking, broke, "\(client): \(entry): the verdict is not the compiler's")
            }
            XCTAssertGreaterThanOrEqual(probed, 35, client)
        }
    }

    /// The SHA-256 the recording script writes, from `sha256sum`.
    static func sha256(_ text: String) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("apidocs-sha-\(UUID().uuidString)").path
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sha256sum", file]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return String(output.prefix { $0 != " " })
    }
}
