import APIDocsKit
@testable import APIDocsServe
import Foundation
import XCTest

/// `apidocs serve` end to end over HTTP on a free port: pages with the reload script, a reload
/// event after an edit, the last good site plus the diagnostic after a broken edit, and 404
/// for anything outside the site. `PollingWatcherServeTests` runs the reload tests again with
/// the polling watcher, the one `serve` uses where inotify is missing.
class ServeTests: XCTestCase {
    /// How the server notices saves.
    var watching: DirectoryWatcher.Mechanism { .automatic }

    var folder = ""
    var server: PreviewServer!
    var serving: Task<Void, Error>?
    var port: UInt16 = 0

    static func spec(description: String) -> String {
        """
        openapi: 3.0.3
        info: {title: Pets API, version: "1"}
        paths:
          /pets:
            get:
              operationId: listPets
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema: {$ref: '#/components/schemas/Pet'}
        components:
          schemas:
            Pet:
              type: object
              description: \(description)
              properties:
                name: {type: string}

        """
    }

    override func setUp() async throws {
        folder = NSTemporaryDirectory() + "apidocs-serve-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/Specs/Pets", withIntermediateDirectories: true)
        try write("Specs/Pets/spec.yaml", Self.spec(description: "A pet with **first** words."))
        let request = BuildRequest(specs: [folder + "/Specs/Pets"])
        server = try PreviewServer(builder: PreviewBuilder(request: request), host: "127.0.0.1", port: 0, watching: watching) { _ in }
        let first = await server.prepare()
        XCTAssertTrue(first.succeeded, first.lines.joined(separator: "\n"))
        #if os(Linux)
        XCTAssertEqual(server.watcherPolls, watching == .polling, "inotify on Linux unless polling is forced")
        #endif
        let server = self.server!
        serving = Task { try await server.run() }
        port = try await server.port()
    }

    override func tearDown() async throws {
        await server.stop()
        serving?.cancel()
        try? FileManager.default.removeItem(atPath: folder)
    }

    func write(_ path: String, _ text: String) throws {
        // As editors save: a new file renamed over the old one.
        let target = folder + "/" + path
        try text.write(toFile: target + ".tmp~", atomically: false, encoding: .utf8)
        _ = rename(target + ".tmp~", target)
    }

    func get(_ target: String) async throws -> RawHTTP.Response {
        try await Self.get(port: port, target)
    }

    /// The blocking socket read runs on a dispatch thread, never on one of the few threads
    /// Swift's tasks share (the server's handlers need those).
    static func get(port: UInt16, _ target: String) async throws -> RawHTTP.Response {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try RawHTTP.get(port: port, target) })
            }
        }
    }

    func status(since: Int) async throws -> (generation: Int, site: Int, problems: [String]) {
        try await Self.status(port: port, since: since)
    }

    /// The reload endpoint's answer: it returns once the generation passes `since`.
    static func status(port: UInt16, since: Int) async throws -> (generation: Int, site: Int, problems: [String]) {
        let response = try await get(port: port, "/__apidocs/events?since=\(since)")
        XCTAssertEqual(response.status, 200)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(response.body.utf8)) as? [String: Any])
        return (object["generation"] as? Int ?? -1, object["siteGeneration"] as? Int ?? -1, object["problems"] as? [String] ?? ["?"])
    }

    func testServesPagesWithTheReloadScriptAndReloadsAfterAnEdit() async throws {
        let page = try await get("/Pets/models/pet.html")
        XCTAssertEqual(page.status, 200)
        XCTAssertTrue(page.body.contains("<strong>first</strong>"), page.body)
        XCTAssertTrue(page.body.contains("<script src=\"/__apidocs/live.js\" data-site-generation=\"1\" defer></script></body>"))
        XCTAssertTrue(page.headers.contains("text/html; charset=utf-8"))
        let script = try await get("/__apidocs/live.js")
        XCTAssertTrue(script.body.contains("location.reload()"))
        let home = try await get("/")
        XCTAssertEqual(home.status, 200)
        XCTAssertTrue(home.body.contains("Pets/index.html"))

        let before = try await status(since: -1)
        XCTAssertEqual(before.problems, [])
        let port = self.port
        async let event = Self.status(port: port, since: before.generation)
        try await Task.sleep(for: .milliseconds(50))
        try write("Specs/Pets/spec.yaml", Self.spec(description: "A pet with **second** words."))
        let after = try await event
        XCTAssertGreaterThan(after.site, before.site, "the site changed, so pages reload")
        XCTAssertEqual(after.problems, [])
        let edited = try await get("/Pets/models/pet.html")
        XCTAssertTrue(edited.body.contains("<strong>second</strong>"), edited.body)
        XCTAssertTrue(edited.body.contains("data-site-generation=\"\(after.site)\""))
    }

    func testSavingAnArticleReloadsItsPage() async throws {
        try FileManager.default.createDirectory(atPath: folder + "/Specs/Pets/guides", withIntermediateDirectories: true)
        try write("Specs/Pets/guides/start.md", "# Start\n\nFirst version, about ``Pet``.\n")
        // The folder appeared: wait for the rebuild that finds it.
        var state = try await status(since: -1)
        while try await get("/Pets/guides/start.html").status != 200 {
            state = try await status(since: state.generation)
        }
        let first = try await get("/Pets/guides/start.html")
        XCTAssertTrue(first.body.contains("First version"), first.body)
        XCTAssertTrue(first.body.contains("<a href=\"../models/pet.html\"><code>Pet</code></a>"), first.body)
        let before = try await status(since: -1)
        let port = self.port
        async let event = Self.status(port: port, since: before.generation)
        try await Task.sleep(for: .milliseconds(50))
        try write("Specs/Pets/guides/start.md", "# Start\n\nSecond version.\n")
        let after = try await event
        XCTAssertGreaterThan(after.site, before.site, "the article changed, so pages reload")
        let edited = try await get("/Pets/guides/start.html")
        XCTAssertTrue(edited.body.contains("Second version"), edited.body)
    }

    func testABrokenEditKeepsTheLastGoodSiteAndShowsTheDiagnostic() async throws {
        let before = try await status(since: -1)
        let port = self.port
        async let event = Self.status(port: port, since: before.generation)
        try await Task.sleep(for: .milliseconds(50))
        try write("Specs/Pets/spec.yaml", Self.spec(description: "A pet.").replacingOccurrences(of: "type: object", with: "type: [object"))
        let broken = try await event
        XCTAssertEqual(broken.site, before.site, "no reload: the last good site stays")
        XCTAssertFalse(broken.problems.isEmpty)
        XCTAssertTrue(broken.problems.contains { $0.contains("spec.yaml:") && $0.contains("error:") }, "\(broken.problems)")
        let page = try await get("/Pets/models/pet.html")
        XCTAssertEqual(page.status, 200)
        XCTAssertTrue(page.body.contains("<strong>first</strong>"), "the last good page is still served")

        async let fixed = Self.status(port: port, since: broken.generation)
        try await Task.sleep(for: .milliseconds(50))
        try write("Specs/Pets/spec.yaml", Self.spec(description: "A pet with **third** words."))
        let good = try await fixed
        XCTAssertEqual(good.problems, [])
        XCTAssertGreaterThan(good.site, before.site)
    }

    /// Pages are rendered when first asked for; the rest of the site follows on its own soon
    /// after a build, and then holds what was asked for before.
    func testPagesNotAskedForAreRenderedAfterwards() async throws {
        let page = try await get("/Pets/models/pet.html")
        XCTAssertEqual(page.status, 200)
        let before = try await status(since: -1)
        let port = self.port
        async let event = Self.status(port: port, since: before.generation)
        try await Task.sleep(for: .milliseconds(50))
        try write("Specs/Pets/spec.yaml", Self.spec(description: "A pet with **fourth** words."))
        _ = try await event
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(20))
        var left = await server.state.pendingFiles().files.count
        while left > 0 && clock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
            left = await server.state.pendingFiles().files.count
        }
        XCTAssertEqual(left, 0, "every file is rendered without being asked for")
        guard case .ready(let bytes)? = await server.state.file("Pets/models/pet.html")?.file else {
            return XCTFail("the page is rendered")
        }
        XCTAssertTrue(String(decoding: bytes, as: UTF8.self).contains("<strong>fourth</strong>"))
    }

    func testAnythingOutsideTheSiteIs404() async throws {
        try "secret\n".write(toFile: folder + "/secret.txt", atomically: true, encoding: .utf8)
        for target in ["/../", "/../secret.txt", "/Pets/../../secret.txt", "/Pets/%2e%2e/index.html", "/./index.html",
                       "/Pets//index.html", "/secret.txt", "/Specs/Pets/spec.yaml", "/nothing.html", "/Pets/models/"] {
            let response = try await get(target)
            XCTAssertEqual(response.status, 404, target)
            XCTAssertFalse(response.body.contains("secret"), target)
        }
        let folderWithoutSlash = try await get("/Pets")
        XCTAssertEqual(folderWithoutSlash.status, 301)
        XCTAssertTrue(folderWithoutSlash.headers.contains("Location: /Pets/"), folderWithoutSlash.headers)
    }

    func testSitePathsWithDotSegmentsOrBackslashesAreRefused() {
        XCTAssertNil(PreviewHandler.sitePath("/a/../b"))
        XCTAssertNil(PreviewHandler.sitePath("/a\\b"))
        XCTAssertEqual(PreviewHandler.sitePath("/a/b/"), "a/b/")
        XCTAssertEqual(PreviewHandler.sitePath("/"), "")
    }
}
