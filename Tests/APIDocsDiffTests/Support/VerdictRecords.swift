import Foundation
import XCTest

/// The records `scripts/verify-diff-verdicts.sh` writes (one JSON file per pair of spec
/// versions: each change's verdict and whether the compiler broke its caller probe), read and
/// held to the same rules for either client flavour.
enum VerdictRecords {
    /// What the probes of the records checked so far came to.
    struct Tally {
        var breaking = 0, notBreaking = 0
        /// `change aspect` of every probed entry (`added declaration`, `changed type`...).
        var aspects: Set<String> = []
    }

    /// Every record of `folder`, by file name.
    static func read(_ folder: String) throws -> [(name: String, record: [String: Any])] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted()
        return try names.map { name in
            let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
            return (name, try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any], name))
        }
    }

    /// Checks one record's probes and summary: every probe compiles against the old client,
    /// and its verdict is the compiler's, or it broke only through another change to the same
    /// declaration that is itself called breaking; the summary counts what the probes say.
    static func check(_ record: [String: Any], name: String, tally: inout Tally) throws {
        let probes = try XCTUnwrap(record["probes"] as? [[String: Any]], name)
        XCTAssertFalse(probes.isEmpty, name)
        let breakingSymbols = Set(probes.filter { $0["breaking"] as? Bool == true }.compactMap { $0["symbol"] as? String })
        for probe in probes {
            let label = "\(name): \(probe["symbol"] ?? "?") \(probe["change"] ?? "?") \(probe["aspect"] ?? "?")"
            XCTAssertEqual(probe["compilesAgainstOld"] as? Bool, true, label)
            let verdict = try XCTUnwrap(probe["breaking"] as? Bool, label)
            tally.aspects.insert("\(probe["change"] ?? "?") \(probe["aspect"] ?? "?")")
            if let others = probe["brokenByOtherChange"] as? [String] {
                XCTAssertFalse(verdict, label)
                XCTAssertEqual(probe["compilerBroke"] as? Bool, true, label)
                XCTAssertFalse(others.isEmpty, label)
                for other in others { XCTAssertTrue(breakingSymbols.contains(other), "\(label): \(other) is not a breaking change") }
                tally.notBreaking += 1
                continue
            }
            XCTAssertEqual(probe["compilerBroke"] as? Bool, verdict, label)
            if verdict { tally.breaking += 1 } else { tally.notBreaking += 1 }
        }
        let summary = try XCTUnwrap(record["summary"] as? [String: Int], name)
        XCTAssertEqual(summary["probed"], probes.count, name)
        XCTAssertEqual(summary["confirmed"], probes.count, name)
        XCTAssertEqual(summary["disagreements"], 0, name)
        XCTAssertEqual(summary["changes"], probes.count + ((record["notProbed"] as? [Any])?.count ?? -1), name)
    }
}
