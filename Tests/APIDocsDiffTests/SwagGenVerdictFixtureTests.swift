import Foundation
import XCTest

/// The compiler's word on `apidocs diff`'s SwagGen verdicts: `scripts/verify-diff-verdicts.sh
/// --client swaggen` generated both clients with SwagGen 4.7.0 (built from its sources),
/// compiled each against the Alamofire stand-in, type-checked a caller probe per change against
/// the old client and the new one, and recorded the outcome in `Fixtures/SwagGenVerdicts/<pair>.json`
/// (data only; neither SwagGen nor its output is committed). Pairs are real spec versions from
/// git (a commit on each side) and the seeded mutation pairs `MutationPairExportTests` writes (a
/// file hash on each side). This holds the record to what issue 48 asks: real pairs from more
/// than one source, mutation pairs covering every kind of mutation, every probe compiling
/// against the old client, and every verdict the one the compiler gave.
final class SwagGenVerdictFixtureTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/SwagGenVerdicts").path

    func records() throws -> [(name: String, record: [String: Any])] {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder).filter { $0.hasSuffix(".json") }.sorted()
        return try names.map { name in
            let data = try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + name))
            return (name, try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any], name))
        }
    }

    func testEveryVerdictIsTheCompilers() throws {
        let records = try records()
        let real = records.filter { ($0.record["old"] as? [String: String])?["commit"] != nil }
        XCTAssertGreaterThanOrEqual(real.count, 3, "real pairs")
        XCTAssertGreaterThanOrEqual(Set(real.compactMap { $0.record["source"] as? String }).count, 2, "real pairs from one source only")
        XCTAssertGreaterThanOrEqual(records.count - real.count, 20, "mutation pairs")
        var breaking = 0, notBreaking = 0
        var aspects: Set<String> = []
        for (name, record) in records {
            XCTAssertEqual(record["generator"] as? String, "SwagGen 4.7.0", name)
            for side in ["old", "new"] {
                let place = try XCTUnwrap(record[side] as? [String: String], name)
                if let commit = place["commit"] {
                    XCTAssertEqual(commit.count, 40, name)
                } else {
                    XCTAssertEqual(place["sha256"]?.count, 64, name)
                }
            }
            let probes = try XCTUnwrap(record["probes"] as? [[String: Any]], name)
            XCTAssertFalse(probes.isEmpty, name)
            let breakingSymbols = Set(probes.filter { $0["breaking"] as? Bool == true }.compactMap { $0["symbol"] as? String })
            for probe in probes {
                let label = "\(name): \(probe["symbol"] ?? "?") \(probe["change"] ?? "?") \(probe["aspect"] ?? "?")"
                XCTAssertEqual(probe["compilesAgainstOld"] as? Bool, true, label)
                let verdict = try XCTUnwrap(probe["breaking"] as? Bool, label)
                aspects.insert("\(probe["change"] ?? "?") \(probe["aspect"] ?? "?")")
                if let others = probe["brokenByOtherChange"] as? [String] {
                    // Broken only through another change to the same declaration (or to a
                    // class it inherits from) that is itself called breaking.
                    XCTAssertFalse(verdict, label)
                    XCTAssertEqual(probe["compilerBroke"] as? Bool, true, label)
                    XCTAssertFalse(others.isEmpty, label)
                    for other in others { XCTAssertTrue(breakingSymbols.contains(other), "\(label): \(other) is not a breaking change") }
                    notBreaking += 1
                    continue
                }
                XCTAssertEqual(probe["compilerBroke"] as? Bool, verdict, label)
                if verdict { breaking += 1 } else { notBreaking += 1 }
            }
            let summary = try XCTUnwrap(record["summary"] as? [String: Int], name)
            XCTAssertEqual(summary["probed"], probes.count, name)
            XCTAssertEqual(summary["confirmed"], probes.count, name)
            XCTAssertEqual(summary["disagreements"], 0, name)
            XCTAssertEqual(summary["changes"], probes.count + ((record["notProbed"] as? [Any])?.count ?? -1), name)
        }
        XCTAssertGreaterThan(breaking, 0)
        XCTAssertGreaterThan(notBreaking, 0)
        // The kinds of entry the rule table has for SwagGen clients, each confirmed at least once.
        for aspect in ["added declaration", "removed declaration", "changed type", "changed member", "changed wire", "changed documentation"] {
            XCTAssertTrue(aspects.contains(aspect), "no confirmed \(aspect) entry")
        }
    }
}
