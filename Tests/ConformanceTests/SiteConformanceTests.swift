import APIDocsTestSupport
import APIDocsDiagnostics
import APIDocsKit
import Foundation
import XCTest

/// The site of each `conformance/swaggen` case: its `symbols.json` must list exactly the
/// corpus's swiftPaths (3,668 in all), and every URL in it must reach an existing page and an
/// existing `id` on that page.
final class SiteConformanceTests: XCTestCase {
    /// Every `swiftPath` in a corpus `symbols.json` (memberwise init parameters excluded: they
    /// repeat the properties).
    func corpusPaths(_ folder: String) throws -> Set<String> {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/symbols.json")))
        var paths = Set<String>()
        func walk(_ value: Any) {
            if let object = value as? [String: Any] {
                if let path = object["swiftPath"] as? String { paths.insert(path) }
                for (key, child) in object where key != "initParameters" { walk(child) }
            } else if let array = value as? [Any] {
                array.forEach(walk)
            }
        }
        if let object = json as? [String: Any] {
            for key in ["tags", "servers", "models", "enums", "operations"] { walk(object[key] ?? []) }
        }
        return paths
    }

    /// The `id`s of an HTML page (ids are plain `[A-Za-z0-9_.-]`, so a scan for `id="…"` is enough).
    func ids(_ html: String) -> Set<String> {
        Set(HTMLText.attributeValues("id", in: html))
    }

    func testSymbolMapsCoverTheCorpusAndResolve() throws {
        let folders = try SharedCorpus.folders(in: "conformance/swaggen")
        var total = 0
        var report: [String] = []
        var failures: [String] = []
        for folder in folders {
            let name = (folder as NSString).lastPathComponent
            let output = ScratchRoot.uniquePath("apidocs-site-conformance")
            defer { try? FileManager.default.removeItem(atPath: output) }
            let plan = try BuildPlan.make(BuildRequest(specs: [SharedCorpus.specFile(in: folder)!], optionsFile: folder + "/options.yml", output: output))
            let diagnostics = DiagnosticCollector()
            XCTAssertNotNil(SiteBuild.run(plan, progress: SilentProgress(), diagnostics: diagnostics), diagnostics.printedLines.joined(separator: "\n"))
            let apiFolders = try FileManager.default.contentsOfDirectory(atPath: output)
                .filter { FileManager.default.fileExists(atPath: output + "/" + $0 + "/symbols.json") }
            guard apiFolders.count == 1 else { failures.append("\(name): expected one API folder, got \(apiFolders)"); continue }
            let site = output + "/" + apiFolders[0]
            let map = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: site + "/symbols.json"))) as? [String: String])
            let expected = try corpusPaths(folder)
            let keys = Set(map.keys)
            total += keys.count
            report.append("\(name): \(keys.count) keys, corpus \(expected.count)")
            for missing in expected.subtracting(keys).sorted().prefix(10) { failures.append("\(name): missing \(missing)") }
            for extra in keys.subtracting(expected).sorted().prefix(10) { failures.append("\(name): extra \(extra)") }
            var pageIDs: [String: Set<String>] = [:]
            for (path, url) in map.sorted(by: { $0.key < $1.key }) {
                let parts = url.split(separator: "#", maxSplits: 1).map(String.init)
                let page = parts[0]
                if pageIDs[page] == nil {
                    guard let html = try? String(contentsOfFile: site + "/" + page, encoding: .utf8) else {
                        failures.append("\(name): \(path) → \(url): no such page")
                        continue
                    }
                    pageIDs[page] = ids(html)
                }
                if parts.count == 2, pageIDs[page]?.contains(parts[1]) != true {
                    failures.append("\(name): \(path) → \(url): no such id")
                }
            }
        }
        print("site conformance: " + report.joined(separator: "; ") + "; \(total) keys in all")
        XCTAssert(failures.isEmpty, "\(failures.count) problems:\n" + failures.prefix(60).joined(separator: "\n"))
        XCTAssertEqual(total, 3668)
    }
}
