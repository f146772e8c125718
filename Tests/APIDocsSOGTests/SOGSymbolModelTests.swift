import APIDocsLoader
import APIDocsSOG
import Foundation
import XCTest

/// From files to the symbol model: the generator config is found beside the spec.
final class SOGSymbolModelTests: XCTestCase {
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

    private var specPath: String { folder.appendingPathComponent("openapi.yaml").path }

    func testWithoutAConfigSOGsDefaultsApply() {
        let collector = DiagnosticCollector()
        let graph = SOGSymbolModel.build(specPath: specPath, diagnostics: collector)
        XCTAssertTrue(graph?.paths.contains("Client.list_pets(_:)") == true, "defensive names by default")
    }

    func testTheConfigBesideTheSpecIsUsed() throws {
        try "namingStrategy: idiomatic\n".write(to: folder.appendingPathComponent("openapi-generator-config.yml"), atomically: true, encoding: .utf8)
        let collector = DiagnosticCollector()
        let graph = SOGSymbolModel.build(specPath: specPath, diagnostics: collector)
        XCTAssertTrue(graph?.paths.contains("Client.listPets(_:)") == true)
    }

    func testTwoConfigsBesideTheSpecAreAnError() throws {
        for name in SOGConfigLocator.fileNames {
            try "namingStrategy: idiomatic\n".write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let collector = DiagnosticCollector()
        XCTAssertNil(SOGSymbolModel.build(specPath: specPath, diagnostics: collector))
        XCTAssertEqual(collector.errorCount, 1)
    }

    func testAnExplicitConfigWins() throws {
        try "namingStrategy: idiomatic\n".write(to: folder.appendingPathComponent("openapi-generator-config.yaml"), atomically: true, encoding: .utf8)
        let explicit = folder.appendingPathComponent("other.yaml")
        try "namingStrategy: defensive\n".write(to: explicit, atomically: true, encoding: .utf8)
        let collector = DiagnosticCollector()
        let graph = SOGSymbolModel.build(specPath: specPath, configPath: explicit.path, diagnostics: collector)
        XCTAssertTrue(graph?.paths.contains("Client.list_pets(_:)") == true)
    }
}
