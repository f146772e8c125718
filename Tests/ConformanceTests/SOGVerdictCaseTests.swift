import APIDocsDiagnostics
import APIDocsKit
import APIDocsLoader
import APIDocsSOG
import APIDocsSpec
import APIDocsSymbols
import APIDocsTestSupport
import Foundation
import XCTest

/// Small documents cut from real public specs on which the swift-openapi-generator flavour once
/// disagreed with SOG 1.14.3 (`Tests/Fixtures/SOGVerdicts`, each with SOG's own verdict and,
/// where it generates, its symbol inventory, recorded by `scripts/sog-parity/record.py`):
/// apidocs refuses exactly where SOG refuses, with a located error saying why, and where SOG
/// generates it has SOG's symbols. The SwagGen flavour reads every one of them without an error.
final class SOGVerdictCaseTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/SOGVerdicts").path

    /// The refusal each refused case must give: part of its message and its `line:column`.
    static let refusals: [String: (fragment: String, place: String)] = [
        "algolia-info-summary": ("'summary' is not a field of the Info Object in an OpenAPI 3.0 document", "6:3"),
        "algolia-type-null": ("`null` is not a type in an OpenAPI 3.0 document", "13:17"),
        "dropbox-sign-tag-description": ("`description` must be a string; a `{$ref: file.md}` description", "11:7"),
        "plex-repeated-parameter": ("the parameter 'X-Plex-Client-Identifier' is listed twice here", "16:11"),
    ]

    struct Verdict: Decodable {
        let generated: Bool
        let firstError: String?
    }

    struct InventoryRow: Decodable {
        let path: String
        let kind: String
    }

    struct Inventory: Decodable {
        let symbols: [InventoryRow]
    }

    func testEachCaseHasSOGsVerdict() throws {
        let cases = try FileManager.default.contentsOfDirectory(atPath: Self.folder)
            .filter { FileManager.default.fileExists(atPath: Self.folder + "/" + $0 + "/verdict.json") }.sorted()
        XCTAssertEqual(cases.count, 5)
        var refused = 0, generated = 0
        for name in cases {
            let folder = Self.folder + "/" + name
            let verdicts = try JSONDecoder().decode([String: Verdict].self, from: Data(contentsOf: URL(fileURLWithPath: folder + "/verdict.json")))
            for strategy in SOGNamingStrategy.allCases {
                let label = name + "/" + strategy.rawValue
                let verdict = try XCTUnwrap(verdicts[strategy.rawValue], label)
                var config = SOGConfig()
                config.namingStrategy = strategy
                let diagnostics = DiagnosticCollector()
                let spec = try SpecReader.read(SpecDocumentSet.load(path: folder + "/spec.yaml"), detail: .allComponents, diagnostics: diagnostics)
                let graph = SOGTranslator.symbolGraph(spec: spec, config: config, diagnostics: diagnostics)
                let errors = diagnostics.diagnostics.filter { $0.severity == .error }
                XCTAssertEqual(graph != nil && errors.isEmpty, verdict.generated, "\(label): \(errors.map(\.description)); SOG: \(verdict.firstError ?? "generates")")
                if verdict.generated, let graph {
                    generated += 1
                    let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + strategy.rawValue + "/symbols.json"))
                    let expected = Set(try JSONDecoder().decode(Inventory.self, from: data).symbols.map { $0.path + " " + $0.kind })
                    let computed = Set(graph.symbols.map { $0.path + " " + $0.kind.rawValue })
                    XCTAssertEqual(computed.subtracting(expected).sorted(), [], "\(label): extra")
                    XCTAssertEqual(expected.subtracting(computed).sorted(), [], "\(label): missing")
                } else if !verdict.generated {
                    refused += 1
                    let refusal = try XCTUnwrap(Self.refusals[name], label)
                    let error = errors.first { $0.message.hasPrefix("swift-openapi-generator refuses this: ") && $0.message.contains(refusal.fragment) }
                    XCTAssertEqual(error.flatMap { $0.location.map { "\($0.line):\($0.column)" } }, refusal.place, "\(label): \(errors.map(\.description))")
                }
            }
            let swagGen = DiagnosticCollector()
            let readme = try DocsPipeline.run(DocsJob(specPath: folder + "/spec.yaml", outputName: "API", optionLayers: [], template: nil), diagnostics: swagGen).readme
            XCTAssertFalse(swagGen.hasErrors, "\(name), SwagGen: \(swagGen.printedLines)")
            XCTAssertFalse(readme.isEmpty, name)
        }
        XCTAssertEqual([refused, generated], [8, 2])
    }

    /// Supabase Auth's `$ref` to a Response Object where a schema belongs: OpenAPIKit does not
    /// read it as a reference, so the body is any JSON value, as in SOG's output.
    func testAResponseReferenceWhereASchemaBelongsIsAnyValue() throws {
        let folder = Self.folder + "/supabase-response-ref-schema"
        let spec = try SpecReader.read(SpecDocumentSet.load(path: folder + "/spec.yaml"), detail: .allComponents, diagnostics: DiagnosticCollector())
        let graph = try XCTUnwrap(SOGTranslator.symbolGraph(spec: spec, config: SOGConfig(), diagnostics: DiagnosticCollector()))
        let json = graph.symbols.first { $0.path == "Operations.unlinkIdentity.Output.Unauthorized.Body.json" && $0.kind == .property }
        XCTAssertEqual(json?.swiftType?.description, "OpenAPIRuntime.OpenAPIValueContainer")
        let component = graph.symbols.first { $0.path == "Components.Responses.UnauthorizedResponse.Body.json" && $0.kind == .property }
        XCTAssertEqual(component?.swiftType?.description, "Components.Schemas.ErrorSchema")
    }
}
