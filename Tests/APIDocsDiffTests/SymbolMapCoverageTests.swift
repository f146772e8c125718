import APIDocsDiff
import APIDocsKit
import APIDocsLoader
import APIDocsTestSupport
import Foundation
import XCTest

/// On real version pairs (the SwagGen fixtures as they were in 2019 and as they are now, from
/// `../shared/conformance`), in both flavours, with the full builds' `symbols.json`: every
/// entry is a difference of the two files and every difference has an entry (the property
/// `SymbolTablePropertyTests.check` states); each side against itself gives no change.
final class SymbolMapCoverageTests: XCTestCase {
    func testEveryAppearingOrDisappearingSymbolIsCovered() throws {
        var pairs = 0
        for date in ["2019-02-20", "2019-04-23"] {
            for old in try SharedCorpus.folders(in: "conformance/swaggen-history/" + date) {
                let name = (old as NSString).lastPathComponent
                let new = try SharedCorpus.path("conformance/swaggen/" + name)
                let oldSpec = try XCTUnwrap(Self.specFile(in: old)), newSpec = try XCTUnwrap(Self.specFile(in: new))
                for client in ClientFlavour.allCases {
                    // swift-openapi-generator refuses some of these fixtures; those pairs are SwagGen's only.
                    guard let before = try Self.symbolPaths(oldSpec, client: client), let after = try Self.symbolPaths(newSpec, client: client) else { continue }
                    pairs += 1
                    let report = try Self.report(oldSpec, newSpec, client: client)
                    let label = "\(date)/\(name) [\(client.rawValue)]"
                    // The property the random pairs of SymbolTablePropertyTests check, on these real ones.
                    var counts = SymbolTablePropertyTests.Counts()
                    SymbolTablePropertyTests.check(report.changes, before: before, after: after, label: label, counts: &counts)
                    XCTAssertEqual(try Self.report(newSpec, newSpec, client: client).changes.map(\.symbol), [], label)
                }
            }
        }
        XCTAssertGreaterThanOrEqual(pairs, 14)
    }

    static func specFile(in folder: String) -> String? {
        ["spec.yml", "spec.yaml", "spec.json"].map { folder + "/" + $0 }.first { FileManager.default.fileExists(atPath: $0) }
    }

    /// The keys of the `symbols.json` a build writes for `spec`; `nil` when the flavour refuses it.
    static func symbolPaths(_ spec: String, client: ClientFlavour) throws -> Set<String>? {
        let pipeline = try InMemoryPipeline(specName: spec, outputName: "API", client: client)
        let text = try String(contentsOfFile: spec, encoding: .utf8)
        let files: [OutputFile]
        do {
            files = try pipeline.files(specText: text, diagnostics: DiagnosticCollector())
        } catch {
            return nil
        }
        let map = try XCTUnwrap(files.first { $0.path == "symbols.json" })
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(map.bytes)) as? [String: Any])
        return Set(object.keys)
    }

    static func report(_ old: String, _ new: String, client: ClientFlavour) throws -> ChangeReport {
        var planner = try JobPlanner.make(optionsFile: nil, options: [], template: nil)
        try planner.setFlavour(client: client.rawValue, generatorConfig: nil)
        return try SpecDiff.report(old: SpecDiff.side(old), new: SpecDiff.side(new), planner: planner, diagnostics: DiagnosticCollector())
    }
}
