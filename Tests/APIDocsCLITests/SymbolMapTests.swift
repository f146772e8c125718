import Foundation
import XCTest

/// `symbols.json` in the one format docs/site.md documents: every declaration addressable, both
/// sides of a clash under their own keys, each resolving to its own page.
final class SymbolMapTests: XCTestCase {
    /// The built site's map and the folder it sits in.
    func symbolMap(of sample: String, client: String = "swaggen") throws -> (map: [String: Any], folder: String, scratch: TemporaryFolder) {
        let scratch = try TemporaryFolder()
        let result = try CLIRunner.run(["build", "Specs/" + sample, "--client", client, "--output", scratch.path, "--quiet"])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let folder = scratch.path + "/" + sample
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/symbols.json"))
        let map = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        return (map, folder, scratch)
    }

    func page(_ url: String, in folder: String) throws -> String {
        try String(contentsOfFile: folder + "/" + url.prefix { $0 != "#" }, encoding: .utf8)
    }

    func testBothDeclarationsOfAClashHaveAKeyAndTheirOwnPage() throws {
        let (map, folder, scratch) = try symbolMap(of: "BuildQueue")
        defer { _ = scratch }
        let status = try XCTUnwrap(map["Status"] as? [String: String], "Status: \(String(describing: map["Status"]))")
        XCTAssertEqual(status.keys.sorted(), ["parameter status", "schema Status"])
        let enumPage = try page(try XCTUnwrap(status["parameter status"]), in: folder)
        let modelPage = try page(try XCTUnwrap(status["schema Status"]), in: folder)
        XCTAssertNotEqual(status["parameter status"], status["schema Status"])
        XCTAssertTrue(enumPage.contains("<p class=\"kind\">enum</p>"), "the global enum's page")
        XCTAssertTrue(modelPage.contains("<p class=\"kind\">class</p>"), "the model's page")

        let buildLog = try XCTUnwrap(map["BuildLog"] as? [String: String], "BuildLog: \(String(describing: map["BuildLog"]))")
        XCTAssertEqual(buildLog.keys.sorted(), ["schema BuildLog", "schema build_log"])
        XCTAssertTrue(try page(try XCTUnwrap(buildLog["schema build_log"]), in: folder).contains("<li class=\"member\" id=\"lines\">"))
        XCTAssertTrue(try page(try XCTUnwrap(buildLog["schema BuildLog"]), in: folder).contains("<li class=\"member\" id=\"url\">"))
        // Members of either side keep one URL each: their paths differ.
        XCTAssertTrue(map["BuildLog.lines"] is String)
        XCTAssertTrue(map["BuildLog.url"] is String)
    }

    /// The file's layout: one entry per line, paths in code point order, the same in both
    /// flavours (the SOG flavour's paths with two kinds use the object form).
    func testBothFlavoursWriteOneEntryPerLineInPathOrder() throws {
        for (sample, client) in [("BuildQueue", "swaggen"), ("Aquarium", "swift-openapi-generator")] {
            let (map, folder, scratch) = try symbolMap(of: sample, client: client)
            defer { _ = scratch }
            let text = try String(contentsOfFile: folder + "/symbols.json", encoding: .utf8)
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            XCTAssertEqual(lines.first, "{")
            XCTAssertEqual(lines.suffix(2), ["}", ""])
            lines = Array(lines.dropFirst().dropLast(2))
            XCTAssertEqual(lines.count, map.count, sample)
            let keys = try lines.map { line -> String in
                let object = try JSONSerialization.jsonObject(with: Data(("{" + line.trimmingCharacters(in: CharacterSet(charactersIn: ",")) + "}").utf8))
                return try XCTUnwrap((object as? [String: Any])?.keys.first)
            }
            XCTAssertEqual(keys, keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }, sample)
            XCTAssertFalse(lines.contains { $0.hasPrefix(" ") }, "\(sample): no indentation")
            for (path, value) in map {
                let urls = (value as? String).map { [$0] } ?? ((value as? [String: String]).map { Array($0.values) } ?? [])
                XCTAssertFalse(urls.isEmpty, "\(sample): \(path) maps to neither a URL nor {key: URL}")
                for url in urls { XCTAssertNoThrow(try page(url, in: folder), "\(sample): \(path) → \(url)") }
            }
            if client == "swift-openapi-generator" {
                XCTAssertTrue(map.values.contains { ($0 as? [String: String])?.keys.sorted() == ["swift.property", "swift.type.property"] }, sample)
            }
        }
    }
}
