import APIDocsSymbols
import APIDocsTestSupport
import APIDocsKit
import APIDocsLoader
import APIDocsSOG
import APIDocsSpec
import Foundation
import XCTest

/// The proof of the SOG symbol model: for every case and naming strategy of
/// `../shared/conformance/sog`, the (path, kind) pairs apidocs computes from the spec equal the
/// inventory extracted from SOG 1.14.3's compiled output, exactly (the inventory already leaves
/// out CodingKeys and compiler-implicit initializers).
final class SOGSymbolConformanceTests: XCTestCase {
    func testEveryCaseAndStrategyMatchesTheInventory() throws {
        let cases = try SOGCorpus.cases()
        XCTAssertFalse(cases.isEmpty, "no case folders in the SOG corpus")
        var report: [String] = []
        var pairs = 0
        for name in cases {
            for strategy in SOGNamingStrategy.allCases {
                let folder = try SOGCorpus.root() + "/" + name + "/" + strategy.rawValue
                let inventory = try Inventory.load(folder + "/symbols.json")
                XCTAssertEqual(inventory.strategy, strategy.rawValue)
                let diagnostics = DiagnosticCollector()
                let config = try XCTUnwrap(SOGConfigReader.read(path: folder + "/openapi-generator-config.yaml", diagnostics: diagnostics))
                XCTAssertEqual(config.namingStrategy, strategy, "\(name)/\(strategy): config strategy")
                let spec = try SpecReader.read(SpecDocumentSet.load(path: SOGCorpus.specFile(case: name)), detail: .allComponents, diagnostics: diagnostics)
                let graph = try XCTUnwrap(SOGTranslator.symbolGraph(spec: spec, config: config, diagnostics: diagnostics), "\(name)/\(strategy): refused: \(diagnostics.printedLines)")
                XCTAssertFalse(diagnostics.hasErrors, "\(name)/\(strategy): \(diagnostics.printedLines.joined(separator: "\n"))")

                let expected = Set(inventory.symbols.map { SymbolKey(path: $0.path, kind: $0.kind) })
                let computed = Set(graph.symbols.map { SymbolKey(path: $0.path, kind: $0.kind.rawValue) })
                let missing = expected.subtracting(computed).sorted()
                let extra = computed.subtracting(expected).sorted()
                let expectedPaths = Set(inventory.symbols.map(\.path))
                let expectedRemarks = Dictionary(inventory.symbols.map { (SymbolKey(path: $0.path, kind: $0.kind), $0.jsonPath) }, uniquingKeysWith: { first, _ in first })
                let remarkMismatches = graph.symbols.filter { symbol in
                    guard let expectedRemark = expectedRemarks[SymbolKey(path: symbol.path, kind: symbol.kind.rawValue)] else { return false }
                    return expectedRemark != symbol.remark
                }
                let remarked = inventory.symbols.filter { $0.jsonPath != nil }.count
                let line = "\(name)/\(strategy.rawValue): \(expected.count - missing.count) matched, \(missing.count) missing, \(extra.count) extra (paths: \(graph.paths.intersection(expectedPaths).count) of \(expectedPaths.count)); remarks: \(remarked - remarkMismatches.filter { expectedRemarks[SymbolKey(path: $0.path, kind: $0.kind.rawValue)] != nil }.count) of \(remarked), \(remarkMismatches.count) differ"
                report.append(line)
                XCTAssertEqual(graph.symbols.count, computed.count, "\(name)/\(strategy): duplicate (path, kind) pairs")
                XCTAssertEqual(graph.paths, expectedPaths, "\(name)/\(strategy): path sets differ")
                XCTAssertTrue(missing.isEmpty && extra.isEmpty, line + "\n  missing: \(missing.prefix(40).map(\.text))\n  extra: \(extra.prefix(40).map(\.text))")
                XCTAssertTrue(remarkMismatches.isEmpty, line + "\n  remarks: " + remarkMismatches.prefix(20).map { "\($0.kind.rawValue) \($0.path): \($0.remark ?? "nil") expected \(expectedRemarks[SymbolKey(path: $0.path, kind: $0.kind.rawValue)].flatMap { $0 } ?? "nil")" }.joined(separator: "\n  "))
                pairs += 1
            }
        }
        print("SOG symbol conformance (\(pairs) case/strategy pairs):\n" + report.joined(separator: "\n"))
    }
}
