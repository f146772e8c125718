import Foundation
import XCTest

/// `versions:` in `apidocs.yml`: a Changes page per pair of neighbouring versions, the version
/// list on the API home, a note on each page of a symbol the latest version changed, and
/// `check` covering them, in both client flavours.
final class VersionedDocsTests: XCTestCase {
    /// `Specs/Bookshop` (2.4.0) with two earlier versions beside it: 2.3.0 had no
    /// `Book.subtitle` and called `listBooks` `searchBooks`; 2.2.0 differs from 2.3.0 in
    /// `Book`'s description only.
    func bookshopWithVersions(client: String, versionsYAML: String? = nil) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let spec = try TestPaths.read(TestPaths.packageRoot + "/Specs/Bookshop/spec.yml")
        let subtitle = "        subtitle: {type: string, nullable: true}\n"
        XCTAssertTrue(spec.contains(subtitle) && spec.contains("operationId: listBooks") && spec.contains("        A book in the catalogue.\n"))
        let v230 = spec.replacingOccurrences(of: subtitle, with: "").replacingOccurrences(of: "operationId: listBooks", with: "operationId: searchBooks")
            .replacingOccurrences(of: "version: \"2.4.0\"", with: "version: \"2.3.0\"")
        let v220 = v230.replacingOccurrences(of: "        A book in the catalogue.\n", with: "        A book we sell.\n")
        try FileManager.default.createDirectory(atPath: folder.path + "/Bookshop", withIntermediateDirectories: true)
        try spec.write(toFile: folder.path + "/Bookshop/spec.yml", atomically: true, encoding: .utf8)
        try v230.write(toFile: folder.path + "/Bookshop/v2.3.0.yml", atomically: true, encoding: .utf8)
        try v220.write(toFile: folder.path + "/Bookshop/v2.2.0.yml", atomically: true, encoding: .utf8)
        let versions = versionsYAML ?? "versions:\n  - {label: 2.3.0, spec: v2.3.0.yml}\n  - {label: 2.2.0, spec: v2.2.0.yml}\n"
        try ("client: \(client)\n" + versions).write(toFile: folder.path + "/Bookshop/apidocs.yml", atomically: true, encoding: .utf8)
        return folder
    }

    func testChangesPagesVersionListAndNotes() throws {
        for (client, book, operation, removed) in [
            ("swaggen", "Book.subtitle", "API.Books.ListBooks", "API.Books.SearchBooks"),
            ("swift-openapi-generator", "Components.Schemas.Book.subtitle", "Operations.listBooks", "Operations.searchBooks"),
        ] {
            let folder = try bookshopWithVersions(client: client)
            let build = try CLIRunner.run(["build", "Bookshop", "-o", "site", "-q"], in: folder.path)
            XCTAssertEqual(build.exitCode, 0, "\(client): \(build.stderr)")
            let api = folder.path + "/site/Bookshop/"
            let latest = try TestPaths.read(api + "changes/2.3.0-to-2.4.0.html")
            let earlier = try TestPaths.read(api + "changes/2.2.0-to-2.3.0.html")
            XCTAssertTrue(latest.contains("<h1>Changes from 2.3.0 to 2.4.0</h1>"), client)
            // The removed operation is breaking and unlinked (the site no longer has it); the
            // added one and the new property are linked to their places.
            XCTAssertTrue(latest.contains("<span class=\"verdict breaking\">breaking</span> <span class=\"kind\">") && latest.contains("<code>\(removed)</code> removed"), "\(client):\n\(latest)")
            let map = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: api + "symbols.json"))) as? [String: Any])
            for symbol in [book, operation] {
                let url = try XCTUnwrap(map[symbol] as? String, "\(client): \(symbol)")
                XCTAssertTrue(latest.contains("href=\"../\(url)\""), "\(client): no link to \(url) for \(symbol)")
            }
            XCTAssertTrue(earlier.contains("Documentation only (1)") && earlier.contains("description changed"), "\(client):\n\(earlier)")
            // Spec places are relative to the documented spec's folder: the same bytes wherever it is built.
            XCTAssertTrue(earlier.contains("<p class=\"places\">before v2.2.0.yml:") && earlier.contains("; now v2.3.0.yml:"), "\(client):\n\(earlier)")
            XCTAssertFalse(earlier.contains("verdict breaking"), client)
            // The home page lists both comparisons, newest first.
            let home = try TestPaths.read(api + "index.html")
            let first = try XCTUnwrap(home.range(of: "href=\"changes/2.3.0-to-2.4.0.html\""), client)
            let second = try XCTUnwrap(home.range(of: "href=\"changes/2.2.0-to-2.3.0.html\""), client)
            XCTAssertTrue(first.lowerBound < second.lowerBound && home.contains("This is version <strong>2.4.0</strong>"), client)
            // The sidebar and the search reach the Changes pages, in both flavours alike.
            let navigation = try TestPaths.read(api + "navigation.js")
            XCTAssertTrue(navigation.contains("[\"Changes\",[\n[\"Changes\",\"\",[[\"2.3.0 → 2.4.0\",\"changes/2.3.0-to-2.4.0.html\"],[\"2.2.0 → 2.3.0\",\"changes/2.2.0-to-2.3.0.html\"]]]]]"), "\(client):\n\(navigation)")
            let search = try TestPaths.read(api + "search-index.js")
            XCTAssertTrue(search.contains("[\"v\",\"Changes from 2.3.0 to 2.4.0\","), client)
            // The page of `Book` carries the latest change to it; a page nothing changed on does not.
            let bookPage = api + String(try XCTUnwrap((map[book] as? String)?.split(separator: "#").first))
            XCTAssertTrue(try TestPaths.read(bookPage).contains("<div class=\"version-note\" role=\"note\" aria-label=\"Changes in version 2.4.0\">"), client)
            let untouched = try XCTUnwrap(map[client == "swaggen" ? "Author" : "Components.Schemas.Author"] as? String, client)
            XCTAssertFalse(try TestPaths.read(api + untouched).contains("version-note"), client)
            // `check` covers the new pages: an edit to an earlier version makes them stale.
            XCTAssertEqual(try CLIRunner.run(["check", "Bookshop", "-o", "site"], in: folder.path).exitCode, 0, client)
            let old = try TestPaths.read(folder.path + "/Bookshop/v2.2.0.yml")
            try old.replacingOccurrences(of: "A book we sell.", with: "A book in our shops.").write(toFile: folder.path + "/Bookshop/v2.2.0.yml", atomically: true, encoding: .utf8)
            let check = try CLIRunner.run(["check", "Bookshop", "-o", "site"], in: folder.path)
            XCTAssertEqual(check.exitCode, 1, client)
            XCTAssertTrue(check.stdout.contains("changes/2.2.0-to-2.3.0.html") || check.stderr.contains("changes/2.2.0-to-2.3.0.html"), "\(client): \(check.stdout)\(check.stderr)")
        }
    }

    /// An earlier version read from git at a revision (`REV:PATH`, relative to apidocs.yml's folder).
    func testVersionAtGitRevision() throws {
        let folder = try bookshopWithVersions(client: "swaggen", versionsYAML: "versions:\n  - {label: 2.3.0, spec: \"HEAD:spec.yml\"}\n")
        let v230 = try TestPaths.read(folder.path + "/Bookshop/v2.3.0.yml")
        let current = try TestPaths.read(folder.path + "/Bookshop/spec.yml")
        try v230.write(toFile: folder.path + "/Bookshop/spec.yml", atomically: true, encoding: .utf8)
        for arguments in [["init", "-q"], ["add", "Bookshop/spec.yml"], ["-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "2.3.0"]] {
            XCTAssertEqual(try OutputTestTools.run("/usr/bin/git", arguments, in: folder.path).status, 0)
        }
        try current.write(toFile: folder.path + "/Bookshop/spec.yml", atomically: true, encoding: .utf8)
        let build = try CLIRunner.run(["build", "Bookshop", "-o", "site", "-q"], in: folder.path)
        XCTAssertEqual(build.exitCode, 0, build.stderr)
        let latest = try TestPaths.read(folder.path + "/site/Bookshop/changes/2.3.0-to-2.4.0.html")
        XCTAssertTrue(latest.contains("<code>API.Books.SearchBooks</code> removed"), latest)
        // Spec places relative to the documented spec's folder, with the revision in front.
        XCTAssertTrue(latest.contains("<p class=\"places\">before HEAD:spec.yml:"), latest)
    }

    /// `--strict` is about the documented spec: an earlier version's warnings neither show nor fail the build.
    func testStrictIgnoresAnEarlierVersionsWarnings() throws {
        let folder = try bookshopWithVersions(client: "swaggen")
        let old = try TestPaths.read(folder.path + "/Bookshop/v2.2.0.yml")
        XCTAssertTrue(old.contains("        title: {type: string}\n"))
        try old.replacingOccurrences(of: "        title: {type: string}\n", with: "        title: {type: string, nullable: [yes]}\n", options: [], range: nil)
            .write(toFile: folder.path + "/Bookshop/v2.2.0.yml", atomically: true, encoding: .utf8)
        let warned = try CLIRunner.run(["readme", "Bookshop/v2.2.0.yml"], in: folder.path)
        XCTAssertTrue(warned.stderr.contains("warning: 'nullable' is ignored"), warned.stderr)
        let build = try CLIRunner.run(["build", "Bookshop", "-o", "site", "-q", "--strict"], in: folder.path)
        XCTAssertEqual(build.exitCode, 0, build.stderr)
        XCTAssertEqual(build.stderr, "")
    }

    /// Relabelling a version changes its Changes page: a whole-set build (which skips what is
    /// up to date) is not skipped.
    func testRelabellingRebuilds() throws {
        let folder = try bookshopWithVersions(client: "swaggen", versionsYAML: "versions:\n  - {label: 2.3.0, spec: v2.3.0.yml}\n")
        try FileManager.default.createDirectory(atPath: folder.path + "/Specs", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: folder.path + "/Bookshop", toPath: folder.path + "/Specs/Bookshop")
        XCTAssertEqual(try CLIRunner.run(["build", "-o", "site", "-q"], in: folder.path).exitCode, 0)
        let again = try CLIRunner.run(["build", "-o", "site"], in: folder.path)
        XCTAssertTrue(again.stdout.contains("up to date") || again.stderr.contains("up to date"), again.stdout + again.stderr)
        try "client: swaggen\nversions:\n  - {label: 2.3.1, spec: v2.3.0.yml}\n".write(toFile: folder.path + "/Specs/Bookshop/apidocs.yml", atomically: true, encoding: .utf8)
        XCTAssertEqual(try CLIRunner.run(["build", "-o", "site", "-q"], in: folder.path).exitCode, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path + "/site/Bookshop/changes/2.3.1-to-2.4.0.html"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path + "/site/Bookshop/changes/2.3.0-to-2.4.0.html"))
    }

    func testBadVersionsAreErrorsAtTheirLines() throws {
        let cases: [(String, String)] = [
            ("versions: v2.3.0.yml\n", "apidocs.yml:2:11: error: 'versions' must be a list"),
            ("versions:\n  - {label: 2.3.0}\n", "apidocs.yml:3:5: error: a 'versions' item needs both 'label' and 'spec'"),
            ("versions:\n  - {label: a, spec: v2.3.0.yml}\n  - {label: a, spec: v2.2.0.yml}\n", "apidocs.yml:4:5: error: version label 'a' is listed twice"),
            ("versions:\n  - {label: x, spec: gone.yml, extra: 1}\n", "apidocs.yml:3:32: error: unknown key 'extra' in a 'versions' item"),
            ("versions:\n  - {label: x, spec: gone.yml}\n", "apidocs.yml:3:5: error: version 'x' (Bookshop/gone.yml) cannot be read: no such file or folder"),
        ]
        for (yaml, expected) in cases {
            let folder = try bookshopWithVersions(client: "swaggen", versionsYAML: yaml)
            let build = try CLIRunner.run(["build", "Bookshop", "-o", "site", "-q"], in: folder.path)
            XCTAssertEqual(build.exitCode, 1, yaml)
            XCTAssertTrue(build.stderr.contains(expected), "\(yaml)\n\(build.stderr)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path + "/site"), yaml)
        }
    }
}
