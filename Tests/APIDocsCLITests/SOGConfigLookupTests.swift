import APIDocsDiagnostics
import APIDocsKit
import Foundation
import XCTest

/// The swift-openapi-generator flavour of the pipeline finds its generator config as SOG's
/// build plugin does: `--generator-config` when given, else the one file beside the spec, else
/// SOG's defaults. (The pipeline is the only way from files to SOG's symbol model.)
final class SOGConfigLookupTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("apidocs-sog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
        openapi: 3.0.0
        info: {title: T, version: "1"}
        paths:
          /pets:
            get:
              operationId: list_pets
              responses:
                "204": {description: Done}
        """.write(to: folder.appendingPathComponent("openapi.yaml"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: folder)
    }

    /// The SOG symbol paths of the pipeline's run, or the error it stopped with.
    private func paths(generatorConfig: String? = nil, diagnostics: DiagnosticCollector = DiagnosticCollector()) throws -> Set<String> {
        var job = DocsJob(specPath: folder.appendingPathComponent("openapi.yaml").path, outputName: "API", optionLayers: [], template: nil)
        job.client = .swiftOpenAPIGenerator
        job.generatorConfig = generatorConfig
        let result = try DocsPipeline.run(job, diagnostics: diagnostics)
        return try XCTUnwrap(result.sog).graph.paths
    }

    func testWithoutAConfigSOGsDefaultsApply() throws {
        XCTAssertTrue(try paths().contains("Client.list_pets(_:)"), "defensive names by default")
    }

    func testTheConfigBesideTheSpecIsUsed() throws {
        try "namingStrategy: idiomatic\n".write(to: folder.appendingPathComponent("openapi-generator-config.yml"), atomically: true, encoding: .utf8)
        XCTAssertTrue(try paths().contains("Client.listPets(_:)"))
    }

    func testTwoConfigsBesideTheSpecAreAnError() throws {
        for name in ["openapi-generator-config.yaml", "openapi-generator-config.yml"] {
            try "namingStrategy: idiomatic\n".write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let diagnostics = DiagnosticCollector()
        XCTAssertThrowsError(try paths(diagnostics: diagnostics))
        XCTAssertEqual(diagnostics.errorCount, 1, "\(diagnostics.printedLines)")
    }

    func testAnExplicitConfigWins() throws {
        try "namingStrategy: idiomatic\n".write(to: folder.appendingPathComponent("openapi-generator-config.yaml"), atomically: true, encoding: .utf8)
        let explicit = folder.appendingPathComponent("other.yaml")
        try "namingStrategy: defensive\n".write(to: explicit, atomically: true, encoding: .utf8)
        XCTAssertTrue(try paths(generatorConfig: explicit.path).contains("Client.list_pets(_:)"))
    }
}
