@testable import APIDocsKit
import APIDocsSymbols
import Foundation
import XCTest

/// The `apidocs.yml` that `apidocs init` writes is read by the real config reader: as written,
/// and with any one of its commented settings uncommented. Its keys are real ones.
final class InitConfigFileTests: XCTestCase {
    /// `# key: value` lines, top level or under `options:`.
    private static let commented = try! NSRegularExpression(pattern: #"^( *)# ([A-Za-z-]+): "#)

    private func commentedLines(_ text: String) -> [(index: Int, key: String, isOption: Bool)] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let line = String(line)
            guard let match = Self.commented.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
                  let indent = Range(match.range(at: 1), in: line), let key = Range(match.range(at: 2), in: line) else { return nil }
            return (index, String(line[key]), !line[indent].isEmpty)
        }
    }

    /// `text` with line `index` uncommented (`  # key: v` → `  key: v`).
    private func uncommented(_ text: String, line index: Int) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[index] = lines[index].replacingOccurrences(of: "# ", with: "", options: [], range: lines[index].range(of: "# "))
        return lines.joined(separator: "\n")
    }

    private func load(_ text: String, in folder: TemporaryFolder) throws -> ProjectConfig {
        let path = try folder.write("Specs/Shop/apidocs.yml", text)
        do {
            return try ProjectConfig.load(path: path)
        } catch {
            XCTFail("\(error)\n\(text)")
            throw error
        }
    }

    func testTheFileAsWrittenGivesTheName() throws {
        let folder = try TemporaryFolder()
        for client: ClientFlavour? in [nil, .swaggen, .swiftOpenAPIGenerator] {
            let config = try load(InitConfigFile.text(name: "Shop", specFile: "spec.yaml", client: client), in: folder)
            XCTAssertEqual(config.options["name"], .string("Shop"))
            XCTAssertEqual(config.options.count, 1, "only the name is set")
            XCTAssertEqual(config.flavour.client, client)
            XCTAssertNil(config.template)
            XCTAssertFalse(config.strict)
            XCTAssertTrue(config.versions.isEmpty)
        }
    }

    func testEachCommentedSettingReadsWhenUncommented() throws {
        let folder = try TemporaryFolder()
        // The theme line names a folder beside Specs/, which must exist to be read.
        try FileManager.default.createDirectory(atPath: folder.path + "/Themes/brand", withIntermediateDirectories: true)
        for client: ClientFlavour? in [nil, .swaggen, .swiftOpenAPIGenerator] {
            let text = InitConfigFile.text(name: "Shop", specFile: "spec.yaml", client: client)
            let lines = commentedLines(text)
            XCTAssertGreaterThanOrEqual(lines.count, 4, text)
            for line in lines {
                let config = try load(uncommented(text, line: line.index), in: folder)
                XCTAssertEqual(config.options["name"], .string("Shop"), line.key)
                switch (line.isOption, line.key) {
                case (true, let key): XCTAssertNotNil(config.options[key], key)
                case (false, "client"): XCTAssertEqual(config.flavour.client, .swiftOpenAPIGenerator)
                case (false, "generator-config"): XCTAssertNotNil(config.flavour.generatorConfig)
                case (false, "template"): XCTAssertEqual(config.template?.name, "swaggen-4")
                case (false, "theme"): XCTAssertEqual(config.theme, folder.path + "/Specs/Shop/../../Themes/brand")
                case (false, "strict"): XCTAssertTrue(config.strict)
                case (false, "versions"): XCTAssertEqual(config.versions.map(\.spec), ["v0.9:" + folder.path + "/Specs/Shop/spec.yaml"])
                default: XCTFail("a commented key the test does not know: \(line.key)")
                }
            }
            var all = text
            for line in lines { all = uncommented(all, line: line.index) }
            XCTAssertEqual(try load(all, in: folder).options.count, 1 + lines.filter(\.isOption).count)
        }
    }

    func testEveryKeyIsARealOne() {
        let topLevel = Set(ConfigKeys.names(in: .specFolder))
        let options = Set(OptionTable.rows.map(\.name))
        for client in ClientFlavour.allCases {
            for suggestion in InitConfigFile.suggestions(client: client, specFile: "spec.yaml") {
                XCTAssertTrue((suggestion.isOption ? options : topLevel).contains(suggestion.key), suggestion.key)
            }
        }
    }

    func testANameYAMLWouldReadAsABooleanIsQuoted() throws {
        let folder = try TemporaryFolder()
        for name in ["Yes", "Off", "Null", "N"] {
            let config = try load(InitConfigFile.text(name: name, specFile: "spec.yaml", client: nil), in: folder)
            XCTAssertEqual(config.options["name"], .string(name))
        }
    }
}
