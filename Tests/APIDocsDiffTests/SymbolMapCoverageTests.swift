import APIDocsDiff
import APIDocsKit
import APIDocsLoader
import APIDocsTestSupport
import Foundation
import XCTest

/// On real version pairs (the SwagGen fixtures as they were in 2019 and as they are now, from
/// `../shared/conformance`), in both flavours: every path that appears in or disappears from
/// `symbols.json` between the two builds is covered by an `added` or `removed` change of
/// itself or of a path that encloses it, and every such change names a path of `symbols.json`
/// (or one enclosing such paths); each side against itself gives no change.
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
                    for path in after.subtracting(before).sorted() where !Self.covered(path, by: report.changes, .added) {
                        XCTFail("\(label): \(path) appears in symbols.json, but no added change covers it")
                    }
                    for path in before.subtracting(after).sorted() where !Self.covered(path, by: report.changes, .removed) {
                        XCTFail("\(label): \(path) disappears from symbols.json, but no removed change covers it")
                    }
                    for change in report.changes where change.change != .changed {
                        let paths = change.change == .added ? after : before
                        let named = paths.contains(change.symbol) || paths.contains { $0.hasPrefix(change.symbol + ".") }
                        XCTAssertTrue(named, "\(label): \(change.change.rawValue) \(change.symbol) is no symbols.json path and encloses none")
                    }
                    XCTAssertEqual(try Self.report(newSpec, newSpec, client: client).changes.map(\.symbol), [], label)
                }
            }
        }
        XCTAssertGreaterThanOrEqual(pairs, 14)
    }

    static func specFile(in folder: String) -> String? {
        ["spec.yml", "spec.yaml", "spec.json"].map { folder + "/" + $0 }.first { FileManager.default.fileExists(atPath: $0) }
    }

    static func covered(_ path: String, by changes: [ClientChange], _ kind: ClientChange.Change) -> Bool {
        changes.contains { $0.change == kind && ($0.symbol == path || path.hasPrefix($0.symbol + ".")) }
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
