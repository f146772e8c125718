import APIDocsDiagnostics
import APIDocsKit
import APIDocsLoader
import APIDocsSOG
import APIDocsSpec
import APIDocsSymbols
import APIDocsTestSupport
import Foundation
import XCTest

/// The swift-openapi-generator flavour against SOG 1.14.3 itself, on the real documents of the
/// parity corpus (`SOGParityCorpus`), for both naming strategies: apidocs refuses exactly the
/// documents SOG refuses; where SOG generates, the symbol model has exactly the inventory's
/// (path, kind) pairs with the same "Generated from" remarks, the site's `symbols.json` lists
/// exactly the inventory's paths (a path with two kinds by kind), and every URL in it reaches
/// an existing page and `id`.
final class SOGParityTests: XCTestCase {
    struct Tally {
        var entries = 0, pairs = 0, generated = 0, refused = 0, rows = 0, remarks = 0, urls = 0
        var unavailable: [String] = []
    }

    func testVerdictsSymbolsRemarksAndURLsEqualSOGs() throws {
        let entries = try SOGParityCorpus.entries()
        XCTAssertGreaterThanOrEqual(entries.count, 60, "the corpus has \(entries.count) entries")
        let scratch = ScratchRoot.uniquePath("apidocs-sog-parity")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        var failures: [String] = []
        var tally = Tally()
        for entry in entries {
            let source = try SOGParityCorpus.source(entry)
            if source.bench == nil, SOGParityCorpus.redistributable.contains(source.licence ?? ""), !SOGParityCorpus.hasCommittedSpec(entry, source) {
                failures.append("\(entry): licence \(source.licence ?? "-") allows it, but its spec is not committed")
            }
            guard let spec = try SOGParityCorpus.spec(entry, source, scratch: scratch) else {
                tally.unavailable.append(entry)
                continue
            }
            tally.entries += 1
            let verdicts = try SOGParityCorpus.verdicts(entry)
            for strategy in SOGNamingStrategy.allCases {
                let label = entry + "/" + strategy.rawValue
                guard let verdict = verdicts[strategy.rawValue] else {
                    failures.append("\(label): no verdict recorded")
                    continue
                }
                tally.pairs += 1
                failures += try compare(entry, strategy: strategy, spec: spec, verdict: verdict, scratch: scratch, tally: &tally)
            }
        }
        print("""
            SOG parity: \(tally.entries) of \(entries.count) entries here (\(tally.pairs) entry/strategy pairs): \
            \(tally.generated) generated, \(tally.refused) refused as SOG refuses; \(tally.rows) symbols, \
            \(tally.remarks) remarks, \(tally.urls) URLs compared; not here (no spec; APIDOCS_PARITY_SPECS): \
            \(tally.unavailable.joined(separator: ", "))
            """)
        XCTAssert(failures.isEmpty, "\(failures.count) differences:\n" + failures.prefix(60).joined(separator: "\n"))
    }

    /// One entry and strategy: the differences found.
    func compare(_ entry: String, strategy: SOGNamingStrategy, spec: String, verdict: SOGParityCorpus.Verdict, scratch: String, tally: inout Tally) throws -> [String] {
        let label = entry + "/" + strategy.rawValue
        var config = SOGConfig()
        config.namingStrategy = strategy
        config.accessModifier = .public
        let diagnostics = DiagnosticCollector()
        var graph: ClientDeclarationTree?
        do {
            let read = try SpecReader.read(SpecDocumentSet.load(path: spec), detail: .allComponents, diagnostics: diagnostics)
            graph = SOGTranslator.symbolGraph(spec: read, config: config, diagnostics: diagnostics)
        } catch {
            diagnostics.report(error.diagnostic)
        }
        let generates = graph != nil && !diagnostics.hasErrors
        guard generates == verdict.generated else {
            let ours = diagnostics.printedLines.first { $0.contains("error:") } ?? "no error"
            return ["\(label): apidocs \(generates ? "generates" : "refuses") (\(ours)); SOG \(verdict.generated ? "generates" : "refuses") (\(verdict.firstError ?? "no error"))"]
        }
        guard generates, let graph else {
            tally.refused += 1
            return []
        }
        tally.generated += 1
        var failures: [String] = []
        let rows = try SOGParityCorpus.inventory(entry, strategy: strategy.rawValue)
        tally.rows += rows.count
        let expected = Dictionary(rows.map { (SymbolKey(path: $0.path, kind: $0.kind), $0.jsonPath) }, uniquingKeysWith: { first, _ in first })
        let computed = Dictionary(graph.symbols.map { (SymbolKey(path: $0.path, kind: $0.kind.rawValue), $0.remark) }, uniquingKeysWith: { first, _ in first })
        if graph.symbols.count != computed.count { failures.append("\(label): \(graph.symbols.count - computed.count) duplicate (path, kind) pairs") }
        let missing = Set(expected.keys).subtracting(computed.keys).sorted()
        let extra = Set(computed.keys).subtracting(expected.keys).sorted()
        if !missing.isEmpty { failures.append("\(label): \(missing.count) missing: " + missing.prefix(6).map(\.text).joined(separator: ", ")) }
        if !extra.isEmpty { failures.append("\(label): \(extra.count) extra: " + extra.prefix(6).map(\.text).joined(separator: ", ")) }
        let remarkDifferences = expected.keys.sorted().filter { key in computed[key].map { $0 != expected[key]! } ?? false }
        tally.remarks += expected.values.filter { $0 != nil }.count
        if !remarkDifferences.isEmpty {
            failures.append("\(label): \(remarkDifferences.count) remarks differ: " + remarkDifferences.prefix(4).map { "\($0.text): \(computed[$0]!.flatMap { $0 } ?? "nil") expected \(expected[$0]!.flatMap { $0 } ?? "nil")" }.joined(separator: "; "))
        }
        failures += try siteDifferences(label, spec: spec, strategy: strategy, rows: rows, scratch: scratch, tally: &tally)
        return failures
    }

    /// Builds the site and checks its `symbols.json` against the inventory and every URL in it.
    func siteDifferences(_ label: String, spec: String, strategy: SOGNamingStrategy, rows: [SOGParityCorpus.InventoryRow], scratch: String, tally: inout Tally) throws -> [String] {
        let work = scratch + "/" + label.replacingOccurrences(of: "/", with: "-")
        defer { try? FileManager.default.removeItem(atPath: work) }
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        let configFile = work + "/openapi-generator-config.yaml"
        try "generate:\n  - types\n  - client\naccessModifier: public\nnamingStrategy: \(strategy.rawValue)\n".write(toFile: configFile, atomically: true, encoding: .utf8)
        var request = BuildRequest(specs: [spec], output: work + "/site")
        request.client = "swift-openapi-generator"
        request.generatorConfig = configFile
        let diagnostics = DiagnosticCollector()
        guard SiteBuild.run(try BuildPlan.make(request), progress: SilentProgress(), diagnostics: diagnostics) != nil else {
            return ["\(label): the site build failed: " + diagnostics.printedLines.prefix(3).joined(separator: "; ")]
        }
        let output = work + "/site"
        let apis = try FileManager.default.contentsOfDirectory(atPath: output).filter { FileManager.default.fileExists(atPath: output + "/" + $0 + "/symbols.json") }
        guard apis.count == 1 else { return ["\(label): \(apis.count) API folders"] }
        let site = output + "/" + apis[0]
        var kinds: [String: Set<String>] = [:]
        for row in rows { kinds[row.path, default: []].insert(row.kind) }
        let map = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: site + "/symbols.json"))) as? [String: Any])
        let checked = SOGSymbolMap(map, kinds: kinds, label: label)
        var failures = checked.failures
        let urls = checked.urls
        var pageIDs: [String: Set<String>?] = [:]
        var unresolved: [String] = []
        for (path, url) in urls.sorted(by: { $0.0 < $1.0 }) {
            let parts = url.split(separator: "#", maxSplits: 1).map(String.init)
            if pageIDs[parts[0]] == nil {
                pageIDs[parts[0]] = (try? String(contentsOfFile: site + "/" + parts[0], encoding: .utf8)).map { Set(HTMLText.attributeValues("id", in: $0)) }
            }
            guard let ids = pageIDs[parts[0]]!, parts.count == 1 || ids.contains(parts[1]) else {
                unresolved.append(path + " → " + url)
                continue
            }
        }
        tally.urls += urls.count
        if !unresolved.isEmpty { failures.append("\(label): \(unresolved.count) of \(urls.count) URLs unresolved: " + unresolved.prefix(4).joined(separator: ", ")) }
        return failures
    }
}
