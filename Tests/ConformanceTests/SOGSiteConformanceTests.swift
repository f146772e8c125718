import APIDocsTestSupport
import APIDocsDiagnostics
import APIDocsKit
import Foundation
import XCTest

/// The swift-openapi-generator flavour's site for every case and naming strategy of
/// `conformance/sog`: the keys of its `symbols.json` are exactly the inventory's symbol paths
/// (the inventory already leaves out CodingKeys and compiler-implicit initializers), a path
/// with two kinds lists both, every URL of the map and every link of every page reaches an
/// existing page and `id`, and no two file names differ only in letter case.
final class SOGSiteConformanceTests: XCTestCase {
    struct InventoryFile: Decodable {
        struct Row: Decodable {
            let path: String
            let kind: String
        }
        let symbols: [Row]
    }

    func ids(_ html: String) -> Set<String> {
        Set(HTMLText.attributeValues("id", in: html))
    }

    func hrefs(_ html: String) -> [String] {
        HTMLText.attributeValues("href", in: html)
    }

    /// Builds one case/strategy pair with the flavour and returns the API folder.
    static func build(case folder: String, strategy: String, into output: String) throws -> (site: String?, diagnostics: DiagnosticCollector) {
        let spec = try XCTUnwrap(SharedCorpus.specFile(in: folder))
        var request = BuildRequest(specs: [spec], output: output)
        request.client = "swift-openapi-generator"
        request.generatorConfig = folder + "/" + strategy + "/openapi-generator-config.yaml"
        let plan = try BuildPlan.make(request)
        let diagnostics = DiagnosticCollector()
        guard SiteBuild.run(plan, progress: SilentProgress(), diagnostics: diagnostics) != nil else { return (nil, diagnostics) }
        let apis = try FileManager.default.contentsOfDirectory(atPath: output).filter { FileManager.default.fileExists(atPath: output + "/" + $0 + "/symbols.json") }
        return (apis.count == 1 ? output + "/" + apis[0] : nil, diagnostics)
    }

    func testSymbolMapsEqualTheInventoriesAndEveryURLResolves() throws {
        let folders = try SharedCorpus.folders(in: "conformance/sog")
        XCTAssertFalse(folders.isEmpty)
        var report: [String] = []
        var failures: [String] = []
        var totalKeys = 0, totalURLs = 0, totalLinks = 0, totalPages = 0
        for folder in folders {
            let name = (folder as NSString).lastPathComponent
            for strategy in ["defensive", "idiomatic"] {
                let label = name + "/" + strategy
                let output = ScratchRoot.uniquePath("apidocs-sog-site")
                defer { try? FileManager.default.removeItem(atPath: output) }
                let (built, diagnostics) = try Self.build(case: folder, strategy: strategy, into: output)
                guard let site = built else {
                    failures.append("\(label): build failed: \(diagnostics.printedLines.prefix(5).joined(separator: "\n"))")
                    continue
                }
                let inventory = try JSONDecoder().decode(InventoryFile.self, from: Data(contentsOf: URL(fileURLWithPath: folder + "/" + strategy + "/symbols.json")))
                var expected: [String: Set<String>] = [:]
                for row in inventory.symbols { expected[row.path, default: []].insert(row.kind) }
                let map = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: site + "/symbols.json"))) as? [String: Any])
                let checked = SOGSymbolMap(map, kinds: expected, label: label)
                failures += checked.failures
                let urls = checked.urls
                let keys = Set(map.keys)
                let paths = Set(expected.keys)
                var pages: [String: Set<String>] = [:]
                func pageIDs(_ page: String) -> Set<String>? {
                    if let known = pages[page] { return known }
                    guard let html = try? String(contentsOfFile: site + "/" + page, encoding: .utf8) else { return nil }
                    pages[page] = ids(html)
                    return pages[page]
                }
                for (path, url) in urls.sorted(by: { $0.0 < $1.0 }) {
                    let parts = url.split(separator: "#", maxSplits: 1).map(String.init)
                    guard let found = pageIDs(parts[0]) else { failures.append("\(label): \(path) → \(url): no such page"); continue }
                    if parts.count == 2, !found.contains(parts[1]) { failures.append("\(label): \(path) → \(url): no such id") }
                }
                // Every link of every page.
                let files = try FileManager.default.subpathsOfDirectory(atPath: site).filter { $0.hasSuffix(".html") }.sorted()
                let lowered = Dictionary(grouping: files, by: { $0.lowercased() }).filter { $0.value.count > 1 }
                for (_, group) in lowered { failures.append("\(label): file names equal ignoring case: \(group)") }
                var links = 0
                var targetIDs: [String: Set<String>] = [:]
                for file in files {
                    let html = try String(contentsOfFile: site + "/" + file, encoding: .utf8)
                    let base = URL(fileURLWithPath: site + "/" + file)
                    for href in hrefs(html) where !href.hasPrefix("http") && !href.hasPrefix("data:") && !href.hasPrefix("mailto:") {
                        links += 1
                        let parts = href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                        let target = parts[0].isEmpty ? base.path : URL(fileURLWithPath: parts[0], relativeTo: base.deletingLastPathComponent()).standardizedFileURL.path
                        guard target.hasPrefix(output) else { failures.append("\(label): \(file): \(href) leaves the output"); continue }
                        if !FileManager.default.fileExists(atPath: target) { failures.append("\(label): \(file): \(href): no such file"); continue }
                        if parts.count == 2, !parts[1].isEmpty, target.hasSuffix(".html") {
                            if targetIDs[target] == nil { targetIDs[target] = ids((try? String(contentsOfFile: target, encoding: .utf8)) ?? "") }
                            if targetIDs[target]?.contains(parts[1]) != true { failures.append("\(label): \(file): \(href): no such id") }
                        }
                    }
                }
                totalKeys += keys.count
                totalURLs += urls.count
                totalLinks += links
                totalPages += files.count
                report.append("\(label): \(keys.count) keys (inventory \(paths.count) paths, \(inventory.symbols.count) rows), \(urls.count) URLs, \(files.count) pages, \(links) links")
            }
        }
        print("SOG site conformance:\n" + report.joined(separator: "\n") + "\nin all: \(totalKeys) keys, \(totalURLs) URLs, \(totalPages) pages, \(totalLinks) links")
        XCTAssert(failures.isEmpty, "\(failures.count) problems:\n" + failures.prefix(60).joined(separator: "\n"))
    }
}
