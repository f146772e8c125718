import APIDocsTestSupport
import APIDocsDiagnostics
import APIDocsCLI
import APIDocsKit
import Foundation
import XCTest

/// Every linked type on a model or operation page leads to the declaration Swift's name
/// lookup finds in the generated client, checked against an oracle that does not use the
/// symbol stage's resolution: for the six conformance cases, SwagGen's own generated client
/// (`client/Sources`, read by `ClientSourceIndex`) and `symbols.json`'s `swiftType`s; for the
/// `Specs/` samples, a lookup over the declared paths (`SampleDeclarations`).
final class LinkTruthTests: XCTestCase {
    func testConformanceCaseLinksFollowTheGeneratedClient() throws {
        var report: [String] = []
        var failures: [String] = []
        var totalRows = 0, totalLinks = 0
        for folder in try SharedCorpus.folders(in: "conformance/swaggen") {
            let name = (folder as NSString).lastPathComponent
            let output = ScratchRoot.uniquePath("apidocs-link-truth")
            defer { try? FileManager.default.removeItem(atPath: output) }
            XCTAssertEqual(APIDocsMain.run(arguments: ["build", SharedCorpus.specFile(in: folder)!, "--options", folder + "/options.yml", "--output", output, "--quiet"]), 0, name)
            let apiFolders = try FileManager.default.contentsOfDirectory(atPath: output)
                .filter { FileManager.default.fileExists(atPath: output + "/" + $0 + "/symbols.json") }
            guard apiFolders.count == 1 else { failures.append("\(name): expected one API folder, got \(apiFolders)"); continue }
            let site = output + "/" + apiFolders[0]
            let map = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: site + "/symbols.json"))) as? [String: String])
            let client = try ClientSourceIndex(sourcesFolder: folder + "/client/Sources")
            var pages: [String: String] = [:]
            var rows = 0, links = 0
            for item in typedItems(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/symbols.json")))) {
                let context = item.swiftPath.split(separator: ".").dropLast().joined(separator: ".")
                let expected = SiteTypeCells.names(item.type).compactMap { typeName -> String? in
                    guard let path = client.lookup(typeName, from: context) else { return nil }
                    return map[path].map { "\(typeName) → \($0)" }
                }
                guard let url = map[item.swiftPath] else { failures.append("\(name): \(item.swiftPath) has no place"); continue }
                let parts = url.split(separator: "#").map(String.init)
                guard parts.count == 2 else { continue }
                if pages[parts[0]] == nil { pages[parts[0]] = try String(contentsOfFile: site + "/" + parts[0], encoding: .utf8) }
                guard let actual = SiteTypeCells.links(inRow: parts[1], of: pages[parts[0]]!, page: parts[0]) else {
                    failures.append("\(name): no row \(url) for \(item.swiftPath)")
                    continue
                }
                let shown = actual.map { "\($0.text) → \($0.target)" }
                if shown != expected { failures.append("\(name): \(item.swiftPath): \(item.type): links \(shown), the client means \(expected)") }
                rows += 1
                links += expected.count
            }
            report.append("\(name) \(rows) rows, \(links) links")
            totalRows += rows
            totalLinks += links
        }
        print("link truth (conformance): " + report.joined(separator: "; ") + "; \(totalRows) rows, \(totalLinks) links in all")
        XCTAssert(failures.isEmpty, "\(failures.count) wrong links:\n" + failures.prefix(40).joined(separator: "\n"))
        XCTAssertGreaterThan(totalLinks, 500)
    }

    /// Every member of a corpus `symbols.json` written with a type: properties, request
    /// options and bodies (`swiftType`), response and enum cases (`associatedType`).
    func typedItems(_ json: Any) -> [(swiftPath: String, type: String)] {
        var items: [(swiftPath: String, type: String)] = []
        func walk(_ value: Any) {
            if let object = value as? [String: Any] {
                if let path = object["swiftPath"] as? String, object["kind"] == nil,
                   let type = (object["swiftType"] as? String) ?? (object["associatedType"] as? String) {
                    items.append((path, type))
                }
                for (key, child) in object.sorted(by: { $0.key < $1.key }) where key != "initParameters" { walk(child) }
            } else if let array = value as? [Any] {
                array.forEach(walk)
            }
        }
        if let object = json as? [String: Any] {
            for key in ["models", "enums", "operations"] { walk(object[key] ?? []) }
        }
        return items
    }

    /// The samples are built afresh (the golden tests hold `Site/` to the same bytes).
    func testSampleSiteLinksFollowSwiftsLookup() throws {
        var report: [String] = []
        var failures: [String] = []
        var totalLinks = 0
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        let samples = try FileManager.default.contentsOfDirectory(atPath: root + "/Specs").filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }.sorted()
        let output = ScratchRoot.uniquePath("apidocs-link-truth")
        defer { try? FileManager.default.removeItem(atPath: output) }
        XCTAssertEqual(APIDocsMain.run(arguments: ["build"] + samples.map { root + "/Specs/" + $0 } + ["--output", output, "--quiet"]), 0)
        for sample in samples {
            let job = try JobPlanner().job(for: root + "/Specs/" + sample)
            // SOG-flavour samples have no SwagGen declarations; SOGSiteConformanceTests checks their links.
            if job.client == .swiftOpenAPIGenerator { continue }
            let declarations = SampleDeclarations(graph: try DocsPipeline.symbols(for: job, diagnostics: DiagnosticCollector()))
            var pages: [String: String] = [:]
            var links = 0
            for row in declarations.rows {
                if pages[row.page] == nil { pages[row.page] = try String(contentsOfFile: output + "/" + job.outputName + "/" + row.page, encoding: .utf8) }
                guard let actual = SiteTypeCells.links(inRow: row.anchor, of: pages[row.page]!, page: row.page) else {
                    failures.append("\(sample): no row \(row.page)#\(row.anchor) for \(row.swiftPath)")
                    continue
                }
                let expected = declarations.expectedLinks(row)
                let shown = actual.map { "\($0.text) → \($0.target)" }
                if shown != expected { failures.append("\(sample): \(row.swiftPath): \(row.type): links \(shown), Swift finds \(expected)") }
                links += expected.count
            }
            report.append("\(sample) \(declarations.rows.count) rows, \(links) links")
            totalLinks += links
        }
        print("link truth (Specs): " + report.joined(separator: "; ") + "; \(totalLinks) links in all")
        XCTAssert(failures.isEmpty, "\(failures.count) wrong links:\n" + failures.prefix(40).joined(separator: "\n"))
        XCTAssertGreaterThan(totalLinks, 100)
    }
}
