import APIDocsTestSupport
import APIDocsKit
import APIDocsLoader
import APIDocsSymbols
import Foundation
import XCTest

/// The symbol model against the six `symbols.json` files: every swiftPath with its Swift name
/// and Swift type must match, and no symbol may be missing or extra.
final class SymbolConformanceTests: XCTestCase {
    /// swiftPath → (swiftName, type) as the fixture states them.
    struct Expected { var name: String?; var type: String?; var declared: String? }

    func expectedSymbols(_ json: Any) -> [String: Expected] {
        var result: [String: Expected] = [:]
        func walk(_ value: Any) {
            if let object = value as? [String: Any] {
                if let path = object["swiftPath"] as? String {
                    let typeKeys = ["swiftType", "associatedType", "aliasOf", "rawValue", "superclass", "rawType", "successType"]
                    // A null payload (`associatedType: null`) is compared too, as "nil".
                    let type = typeKeys.first { object[$0] != nil }.map { object[$0] is NSNull ? "nil" : object[$0] as? String }
                    result[path] = Expected(name: object["swiftName"] as? String, type: type ?? nil, declared: object["declaredType"] as? String)
                }
                for (key, child) in object where key != "initParameters" { walk(child) }
            } else if let array = value as? [Any] {
                array.forEach(walk)
            }
        }
        if let object = json as? [String: Any] {
            for key in ["tags", "servers", "models", "enums", "operations"] { walk(object[key] ?? []) }
        }
        return result
    }

    func testSymbolsMatchFixtures() throws {
        var compared = 0
        var failures: [String] = []
        for folder in try SharedCorpus.folders(in: "conformance/swaggen") {
            let name = (folder as NSString).lastPathComponent
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/symbols.json")))
            let expected = expectedSymbols(json)
            let options = try OptionsFile.read(SpecDocumentSet.load(path: folder + "/options.yml").root)
            let diagnostics = DiagnosticCollector()
            let graph = try DocsPipeline.symbols(for: DocsJob(specPath: SharedCorpus.specFile(in: folder)!, outputName: name, optionLayers: [options], template: nil), diagnostics: diagnostics)
            // SwagGen generates these specs: reading them must not find an error in them.
            failures += diagnostics.diagnostics.filter { $0.severity == .error }.map { "\(name): \($0)" }
            var actual: [String: SymbolIndex.Entry] = [:]
            for entry in SymbolIndex(graph).entries where actual[entry.swiftPath] == nil { actual[entry.swiftPath] = entry }
            for (path, want) in expected.sorted(by: { $0.key < $1.key }) {
                compared += 1
                guard let got = actual[path] else { failures.append("\(name): missing \(path)"); continue }
                if let wantName = want.name, wantName != got.swiftName {
                    failures.append("\(name): \(path) swiftName \(got.swiftName) != \(wantName)")
                }
                if let wantType = want.type, (got.swiftType ?? "nil") != wantType {
                    failures.append("\(name): \(path) type \(got.swiftType ?? "nil") != \(wantType)")
                }
                if let wantDeclared = want.declared, got.declaredType != wantDeclared {
                    failures.append("\(name): \(path) declared \(got.declaredType ?? "nil") != \(wantDeclared)")
                }
            }
            for path in actual.keys.sorted() where expected[path] == nil {
                failures.append("\(name): extra \(path)")
            }
        }
        print("symbol conformance: compared \(compared) symbols, \(failures.count) mismatches")
        XCTAssert(failures.isEmpty, "\(failures.count) mismatches of \(compared):\n" + failures.prefix(80).joined(separator: "\n"))
        // The corpus README lists 35 + 342 + 1181 + 568 + 1407 + 135 swiftPaths.
        XCTAssertEqual(compared, 3668)
    }
}
