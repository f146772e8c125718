import Foundation
import XCTest

/// `apidocs diff` as a user runs it: its formats, `--site-url`, and the exit status CI reads.
final class DiffCommandTests: XCTestCase {
    /// `Specs/Bookshop` with `listBooks` renamed (breaking) in a scratch folder.
    func renamedBookshop() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let spec = try TestPaths.read(TestPaths.packageRoot + "/Specs/Bookshop/spec.yml")
        XCTAssertTrue(spec.contains("operationId: listBooks"))
        try spec.write(toFile: folder.path + "/old.yml", atomically: true, encoding: .utf8)
        try spec.replacingOccurrences(of: "operationId: listBooks", with: "operationId: searchBooks")
            .write(toFile: folder.path + "/new.yml", atomically: true, encoding: .utf8)
        return folder
    }

    func testExitStatusFollowsFailOn() throws {
        let folder = try renamedBookshop()
        XCTAssertEqual(try CLIRunner.run(["diff", "old.yml", "new.yml"], in: folder.path).exitCode, 0)
        XCTAssertEqual(try CLIRunner.run(["diff", "old.yml", "new.yml", "--fail-on", "breaking"], in: folder.path).exitCode, 1)
        XCTAssertEqual(try CLIRunner.run(["diff", "old.yml", "new.yml", "--fail-on", "any"], in: folder.path).exitCode, 1)
        XCTAssertEqual(try CLIRunner.run(["diff", "old.yml", "old.yml", "--fail-on", "any"], in: folder.path).exitCode, 0)
        XCTAssertEqual(try CLIRunner.run(["diff", "old.yml", "new.yml", "--format", "yaml"], in: folder.path).exitCode, 2)
        XCTAssertEqual(try CLIRunner.run(["diff", "old.yml", "new.yml", "--fail-on", "some"], in: folder.path).exitCode, 2)
        // `--site-url` is checked as `build` checks it: an address with no http(s) host is bad usage.
        let relative = try CLIRunner.run(["diff", "old.yml", "new.yml", "--format", "markdown", "--site-url", "docs/API"], in: folder.path)
        XCTAssertEqual(relative.exitCode, 2)
        XCTAssertTrue(relative.stderr.contains("--site-url needs an absolute http:// or https:// URL with a host"), relative.stderr)
        let missing = try CLIRunner.run(["diff", "old.yml", "nothing.yml"], in: folder.path)
        XCTAssertEqual(missing.exitCode, 1)
        XCTAssertTrue(missing.stderr.contains("nothing.yml: error: no such file or folder"), missing.stderr)
    }

    func testJSONIsTheDocumentedShape() throws {
        let folder = try renamedBookshop()
        let run = try CLIRunner.run(["diff", "old.yml", "new.yml", "--format", "json"], in: folder.path)
        XCTAssertEqual(run.exitCode, 0, run.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(Set(object.keys), ["old", "new", "client", "changes", "summary"])
        XCTAssertEqual(object["client"] as? String, "swaggen")
        let changes = try XCTUnwrap(object["changes"] as? [[String: Any]])
        XCTAssertEqual(changes.map { $0["symbol"] as? String }, ["API.Books.ListBooks", "API.Books.SearchBooks"])
        XCTAssertEqual(changes.map { $0["change"] as? String }, ["removed", "added"])
        XCTAssertEqual(changes.map { $0["breaking"] as? Bool }, [true, false])
        for change in changes {
            XCTAssertEqual(Set(change.keys), ["symbol", "oldSymbol", "kind", "change", "aspect", "breaking", "old", "new", "oldLocation", "newLocation", "reason"])
            // Only a changed signature has an old path of its own.
            XCTAssertTrue(change["oldSymbol"] is NSNull)
        }
        let location = try XCTUnwrap(changes[0]["oldLocation"] as? [String: Any])
        XCTAssertEqual(location["file"] as? String, "old.yml")
        XCTAssertNotNil(location["line"] as? Int)
        XCTAssertTrue(changes[0]["newLocation"] is NSNull)
        let summary = try XCTUnwrap(object["summary"] as? [String: Int])
        XCTAssertEqual(summary, ["changes": 2, "breaking": 1, "notBreaking": 1])
    }

    /// With `--site-url`, an added symbol links to the page `symbols.json` of the new side's
    /// build names; a removed one (no page in the new site) is not linked.
    func testMarkdownLinksSymbolsToTheirPages() throws {
        let folder = try renamedBookshop()
        for client in ["swaggen", "swift-openapi-generator"] {
            let run = try CLIRunner.run(["diff", "old.yml", "new.yml", "--client", client, "--format", "markdown", "--site-url", "https://docs.example.com/API"], in: folder.path)
            XCTAssertEqual(run.exitCode, 0, run.stderr)
            let build = try CLIRunner.run(["build", "new.yml", "--client", client, "-o", "site", "-q"], in: folder.path)
            XCTAssertEqual(build.exitCode, 0, build.stderr)
            let map = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder.path + "/site/API/symbols.json"))) as? [String: Any])
            let added = client == "swaggen" ? "API.Books.SearchBooks" : "Operations.searchBooks"
            let url = try XCTUnwrap(map[added] as? String, "\(client): \(added) not in symbols.json")
            XCTAssertTrue(run.stdout.contains("[`\(added)`](https://docs.example.com/API/\(url))"), "\(client):\n\(run.stdout)")
            XCTAssertFalse(run.stdout.contains("[`API.Books.ListBooks`]") || run.stdout.contains("[`Operations.listBooks`]"), run.stdout)
        }
    }

    /// `--probes DIR`: a prelude, a probe per change and the manifest, into a new or empty folder only.
    func testProbesFolder() throws {
        let folder = try renamedBookshop()
        let run = try CLIRunner.run(["diff", "old.yml", "new.yml", "--client", "swift-openapi-generator", "--probes", "probes", "--probe-import", "BookshopAPI"], in: folder.path)
        XCTAssertEqual(run.exitCode, 0, run.stderr)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/probes").sorted()
        XCTAssertEqual(files.first, "Probe0001.swift")
        XCTAssertTrue(files.contains("ProbePrelude.swift") && files.contains("probes.json"), "\(files)")
        let first = try TestPaths.read(folder.path + "/probes/Probe0001.swift")
        XCTAssertTrue(first.hasPrefix("import Foundation\nimport BookshopAPI\nimport OpenAPIRuntime\n\n// "), first)
        let again = try CLIRunner.run(["diff", "old.yml", "new.yml", "--probes", "probes"], in: folder.path)
        XCTAssertEqual(again.exitCode, 1)
        XCTAssertTrue(again.stderr.contains("probes: error: --probes needs a new or empty folder"), again.stderr)
    }
}
