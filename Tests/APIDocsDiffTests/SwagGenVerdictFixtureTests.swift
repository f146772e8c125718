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

    func testEveryVerdictIsTheCompilers() throws {
        let records = try VerdictRecords.read(Self.folder)
        let real = records.filter { ($0.record["old"] as? [String: String])?["commit"] != nil }
        XCTAssertGreaterThanOrEqual(real.count, 3, "real pairs")
        XCTAssertGreaterThanOrEqual(Set(real.compactMap { $0.record["source"] as? String }).count, 2, "real pairs from one source only")
        XCTAssertGreaterThanOrEqual(records.count - real.count, 20, "mutation pairs")
        var tally = VerdictRecords.Tally()
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
            try VerdictRecords.check(record, name: name, tally: &tally)
        }
        XCTAssertGreaterThan(tally.breaking, 0)
        XCTAssertGreaterThan(tally.notBreaking, 0)
        // The kinds of entry the rule table has for SwagGen clients, each confirmed at least once.
        for aspect in ["added declaration", "removed declaration", "changed type", "changed member", "changed wire", "changed documentation"] {
            XCTAssertTrue(tally.aspects.contains(aspect), "no confirmed \(aspect) entry")
        }
    }
}
