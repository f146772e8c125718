import Foundation
import XCTest

/// Guides beside the reference, end to end with the real executable: every link form resolves
/// in both client flavours, an unresolved link is an error at its line and column (a warning
/// with `--lenient-links`, never a dead link), Swift blocks reach the compile check's marks,
/// reference pages list the articles that mention them, `check` sees article edits, bad
/// guide input is a located error with nothing written, and a front matter key left out is a
/// located warning.
final class GuideBuildTests: XCTestCase {
    static let spec = """
        openapi: 3.0.3
        info: {title: Pets, version: "1"}
        paths:
          /pets:
            get:
              operationId: listPets
              tags: [Pets]
              responses:
                "200":
                  description: ok
                  content:
                    application/json:
                      schema: {type: array, items: {$ref: "#/components/schemas/Pet"}}
        components:
          schemas:
            Pet:
              type: object
              properties:
                name: {type: string}

        """

    /// `Specs/Pets/` with the spec, an `apidocs.yml` naming `client`, and `guides`.
    private func project(client: String = "swaggen", guides: [String: String]) throws -> ScratchRepository {
        let repository = try ScratchRepository()
        try write(Self.spec, to: "Specs/Pets/spec.yml", in: repository)
        try write("client: \(client)\n", to: "Specs/Pets/apidocs.yml", in: repository)
        for (path, text) in guides { try write(text, to: "Specs/Pets/guides/" + path, in: repository) }
        return repository
    }

    private func write(_ text: String, to relative: String, in repository: ScratchRepository) throws {
        let path = repository.path + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    private func page(_ relative: String, in repository: ScratchRepository) -> String {
        repository.bytes("Site/Pets/" + relative).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    func testEveryLinkFormResolvesInTheSwagGenFlavour() throws {
        let repository = try project(guides: [
            "a.md": """
                # Start

                ``API.Pets.ListPets``, ``API/Pets/ListPets``, ``Pet/name``, <doc:b>, <operationId:listPets>,
                [the model](#/components/schemas/Pet), [the list](operationId:listPets), [b's part](b.md#part).

                ```swift
                let request = API.Pets.ListPets.Request()
                ```
                """,
            "b.md": "---\ntitle: Second\n---\n\n## Part\n\nBack to <doc:a>.\n",
        ])
        let result = try repository.run(["build", "--quiet"])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        let html = page("guides/a.html", in: repository)
        for link in [
            "<a href=\"../operations/pets.listpets.html\"><code>API.Pets.ListPets</code></a>",
            "<a href=\"../models/pet.html#name\"><code>Pet.name</code></a>",
            "<a href=\"b.html\">Second</a>",
            "<a href=\"../operations/pets.listpets.html\"><code>listPets</code></a>",
            "<a href=\"../models/pet.html\">the model</a>",
            "<a href=\"../operations/pets.listpets.html\">the list</a>",
            "<a href=\"b.html#part\">b’s part</a>",
        ] {
            XCTAssertTrue(html.contains(link) || html.contains(link.replacingOccurrences(of: "’", with: "'")), "missing \(link) in\n\(html)")
        }
        XCTAssertTrue(html.contains("<h1>Start</h1>"), html)
        XCTAssertTrue(html.contains("data-swift=\"snippet\""), html)
        XCTAssertTrue(page("guides/b.html", in: repository).contains("<a href=\"a.html\">Start</a>"))
        // Back-links, the sidebar and the search index.
        XCTAssertTrue(page("models/pet.html", in: repository).contains("<li><a href=\"../guides/a.html\">Start</a></li>"))
        XCTAssertFalse(page("models/pet.html", in: repository).contains("guides/b.html"))
        XCTAssertTrue(page("navigation.js", in: repository).contains("[\"Guides\",[\n[\"Guides\",\"\",[[\"Start\",\"guides/a.html\"],[\"Second\",\"guides/b.html\"]]]]]"))
        XCTAssertTrue(page("search-index.js", in: repository).contains("[\"g\",\"Start\""))
    }

    func testEveryLinkFormResolvesInTheSOGFlavour() throws {
        let repository = try project(client: "swift-openapi-generator", guides: [
            "a.md": "``Client/listPets(_:)``, ``Components/Schemas/Pet/name``, ``Operations.listPets``, <operationId:listPets>, [p](#/components/schemas/Pet)\n",
        ])
        let result = try repository.run(["build"])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let html = page("guides/a.html", in: repository)
        XCTAssertTrue(html.contains("<a href=\"../operations/listpets.html#Client.listPets____\"><code>Client.listPets(_:)</code></a>"), html)
        XCTAssertTrue(html.contains("<a href=\"../schemas/pet.html#name\"><code>Components.Schemas.Pet.name</code></a>"), html)
        XCTAssertTrue(html.contains("<a href=\"../operations/listpets.html\"><code>Operations.listPets</code></a>"), html)
        XCTAssertTrue(html.contains("<a href=\"../operations/listpets.html\"><code>listPets</code></a>"), html)
        XCTAssertTrue(html.contains("<a href=\"../schemas/pet.html\">p</a>"), html)
    }

    func testAnUnresolvedLinkIsAnErrorAtItsPlaceInBothFlavours() throws {
        for (client, written, suggestion) in [("swaggen", "Pett", "``Pet``"), ("swift-openapi-generator", "Client/listPet(_:)", "``Client.listPets(_:)``")] {
            let repository = try project(client: client, guides: ["a.md": "# A\n\nSee\n  the ``\(written)`` model.\n"])
            let result = try repository.run(["build"])
            XCTAssertEqual(result.exitCode, 1, client)
            XCTAssertEqual(result.stderrLines.first, "Specs/Pets/guides/a.md:4:7: error: symbol link ``\(written)`` names no symbol of the client", client)
            XCTAssertTrue(result.stderrLines.contains("note: did you mean \(suggestion)?"), "\(client): \(result.stderr)")
            XCTAssertFalse(repository.exists("Site"), "\(client): nothing is written")
        }
    }

    func testEachUnresolvedFormIsReported() throws {
        let repository = try project(guides: ["a.md": "<doc:nope>\n[x](#/components/schemas/Pets)\n[y](operationId:listPet)\n[z](missing.md)\n"])
        let result = try repository.run(["build"])
        XCTAssertEqual(result.exitCode, 1)
        let errors = result.stderrLines.filter { $0.contains(": error: ") }
        XCTAssertEqual(errors, [
            "Specs/Pets/guides/a.md:1:1: error: <doc:nope> names no article of the guides folder",
            "Specs/Pets/guides/a.md:2:5: error: '#/components/schemas/Pets' names no place of the spec that the client documents",
            "Specs/Pets/guides/a.md:3:5: error: operationId:listPet names no operation of the spec",
            "Specs/Pets/guides/a.md:4:5: error: 'missing.md' names no article of the guides folder",
        ])
        XCTAssertTrue(result.stderrLines.contains("note: did you mean #/components/schemas/Pet?"), result.stderr)
        XCTAssertTrue(result.stderrLines.contains("note: did you mean operationId:listPets?"), result.stderr)
    }

    func testLenientLinksWarnAndLeaveNoDeadLink() throws {
        let repository = try project(guides: ["a.md": "``Pett`` and <doc:nope> and [x](operationId:nope).\n"])
        let result = try repository.run(["build", "--lenient-links"])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertEqual(result.stderrLines.filter { $0.contains(": warning: ") }.count, 3, result.stderr)
        let html = page("guides/a.html", in: repository)
        XCTAssertTrue(html.contains("<code>Pett</code> and nope and x."), html)
        XCTAssertFalse(html.contains("doc:") || html.contains("operationId:"), html)
        // --strict makes them errors again.
        XCTAssertEqual(try repository.run(["build", "--lenient-links", "--strict"]).exitCode, 1)
    }

    func testCheckSeesAChangedAndANewArticle() throws {
        let repository = try project(guides: ["a.md": "# A\n\nText.\n"])
        XCTAssertEqual(try repository.run(["build"]).exitCode, 0)
        XCTAssertEqual(try repository.run(["check"]).exitCode, 0)
        try write("# A\n\nOther text.\n", to: "Specs/Pets/guides/a.md", in: repository)
        XCTAssertEqual(try repository.run(["check"]).exitCode, 1, "a changed article is drift")
        XCTAssertEqual(try repository.run(["build"]).exitCode, 0)
        try write("# B\n", to: "Specs/Pets/guides/b.md", in: repository)
        XCTAssertEqual(try repository.run(["check"]).exitCode, 1, "a new article is drift")
        let rebuilt = try repository.run(["build"])
        XCTAssertEqual(rebuilt.exitCode, 0)
        XCTAssertTrue(repository.exists("Site/Pets/guides/b.html"), "a new article is not skipped as up to date")
    }

    func testGuidePagesAreInTheSitemap() throws {
        let repository = try project(guides: ["a.md": "# A\n"])
        XCTAssertEqual(try repository.run(["build", "--site-url", "https://docs.example.org/"]).exitCode, 0)
        let sitemap = repository.bytes("Site/sitemap.xml").map { String(decoding: $0, as: UTF8.self) } ?? ""
        XCTAssertTrue(sitemap.contains("<loc>https://docs.example.org/Pets/guides/a.html</loc>"), sitemap)
    }

    /// Each bad input: the message, where it is reported, and no output folder.
    func testBadGuideInputIsALocatedErrorAndWritesNothing() throws {
        let cases: [(name: String, files: [String: String], expected: String)] = [
            ("front matter list", ["a.md": "---\n- title\n---\n"], "Specs/Pets/guides/a.md:2:1: error: front matter must be a mapping of keys (title, order)"),
            ("front matter unclosed", ["a.md": "---\ntitle: A\n"], "Specs/Pets/guides/a.md:1:1: error: front matter opened with '---' is never closed (a line of '---' or '...' ends it)"),
            ("duplicate name", ["a.md": "x\n", "more/a.md": "y\n"], "Specs/Pets/guides/more/a.md:1:1: error: two guides are named 'a': <doc:a> must name one article (rename one file)"),
            ("index escape", ["a.md": "x\n", "guides.yml": "order:\n  - ../spec.yml\n"], "Specs/Pets/guides/guides.yml:2:5: error: '../spec.yml' is outside the guides folder: paths in guides.yml are relative to it and may not use '..'"),
            ("index unknown", ["a.md": "x\n", "guides.yml": "order:\n  - b.md\n"], "Specs/Pets/guides/guides.yml:2:5: error: 'b.md' names no article of the guides folder (1 articles)"),
        ]
        for (name, files, expected) in cases {
            let repository = try project(guides: files)
            let result = try repository.run(["build"])
            XCTAssertEqual(result.exitCode, 1, name)
            XCTAssertEqual(result.stderrLines.first, expected, name)
            XCTAssertFalse(repository.exists("Site"), "\(name): nothing is written")
        }
    }

    /// A front matter key apidocs does not read, or a value of the wrong kind, only decorates
    /// the article: a warning at its place, and the article is built without it (its title
    /// from the heading or the file name, its place as if it had no `order`); `--strict`
    /// makes each an error and nothing is written.
    func testFrontMatterKeysLeftOutWarnAndTheArticleIsBuilt() throws {
        let guides = [
            "a.md": "---\ntitel: A\n---\n# Alpha\n",
            "b.md": "---\ntitle: [B]\norder: first\n---\nText.\n",
            "c.md": "---\norder: 1\n---\n# Gamma\n",
        ]
        let warnings = [
            "Specs/Pets/guides/a.md:2:1: warning: unknown front matter key 'titel' is ignored; known keys: title, order",
            "Specs/Pets/guides/b.md:2:8: warning: front matter 'title' is ignored: it must be a non-empty string, found a list",
            "Specs/Pets/guides/b.md:3:8: warning: front matter 'order' is ignored: it must be an integer, found a string",
        ]
        let repository = try project(guides: guides)
        let strict = try repository.run(["build", "--quiet", "--strict"])
        XCTAssertEqual(strict.exitCode, 1)
        XCTAssertEqual(strict.stderrLines, warnings.map { $0.replacingOccurrences(of: ": warning: ", with: ": error: ") })
        XCTAssertFalse(repository.exists("Site"), "nothing is written")
        let result = try repository.run(["build", "--quiet"])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertEqual(result.stderrLines, warnings)
        XCTAssertTrue(page("navigation.js", in: repository).contains("[\"Guides\",\"\",[[\"Gamma\",\"guides/c.html\"],[\"Alpha\",\"guides/a.html\"],[\"b\",\"guides/b.html\"]]]"), page("navigation.js", in: repository))
        XCTAssertTrue(page("guides/a.html", in: repository).contains("<h1>Alpha</h1>"))
        XCTAssertFalse(page("guides/a.html", in: repository).contains("titel"), "the front matter is not shown")
    }

    func testAnArticleThatIsNotUTF8IsReportedAtItsFirstBadByte() throws {
        let repository = try project(guides: [:])
        let path = repository.path + "/Specs/Pets/guides/a.md"
        try FileManager.default.createDirectory(atPath: repository.path + "/Specs/Pets/guides", withIntermediateDirectories: true)
        try Data([0x41, 0x0A, 0x42, 0x43, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: path))
        let result = try repository.run(["build"])
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(result.stderrLines.first, "Specs/Pets/guides/a.md:2:3: error: the guide is not UTF-8 text")
        XCTAssertFalse(repository.exists("Site"))
    }

    func testGuidesOutsideTheProjectRootAreRefused() throws {
        let outside = try TemporaryFolder()
        try Data("# Secret\n".utf8).write(to: URL(fileURLWithPath: outside.path + "/secret.md"))
        // A symbolic link inside the guides folder to an article outside the project.
        let repository = try project(guides: ["a.md": "x\n"])
        try FileManager.default.createSymbolicLink(atPath: repository.path + "/Specs/Pets/guides/secret.md", withDestinationPath: outside.path + "/secret.md")
        let linked = try repository.run(["build"])
        XCTAssertEqual(linked.exitCode, 1)
        XCTAssertTrue(linked.stderrLines.first?.hasPrefix("Specs/Pets/guides/secret.md: error: guide 'Specs/Pets/guides/secret.md' leads outside the project root") == true, linked.stderr)
        XCTAssertFalse(repository.exists("Site"))
        // A `guides:` folder outside the project.
        let other = try project(guides: [:])
        try write("guides: \(outside.path)\n", to: "Specs/Pets/apidocs.yml", in: other)
        let configured = try other.run(["build"])
        XCTAssertEqual(configured.exitCode, 1)
        XCTAssertTrue(configured.stderrLines.first?.hasPrefix("Specs/Pets/apidocs.yml:1:9: error: guides folder '\(outside.path)' is outside the project root") == true, configured.stderr)
        XCTAssertFalse(other.exists("Site"))
    }

    func testGuidesYmlOrdersArticlesAndTitlesGroups() throws {
        let repository = try project(guides: [
            "a.md": "# Alpha\n", "b.md": "# Beta\n", "deep/c.md": "# Gamma\n", "deep/d.md": "---\norder: 1\n---\n# Delta\n",
            "guides.yml": "order: [b.md, a.md, deep/c.md]\ngroups: {deep: Deep dives}\n",
        ])
        let result = try repository.run(["build"])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertEqual(result.stderrLines.filter { !$0.hasPrefix("wrote ") }, ["Specs/Pets/guides/deep/d.md:1:1: warning: guide 'deep/d.md' is not listed in guides.yml's order; it comes after the listed ones"])
        XCTAssertTrue(page("navigation.js", in: repository).contains(#"["Guides","",[["Beta","guides/b.html"],["Alpha","guides/a.html"]]],"# + "\n" + #"["Deep dives","",[["Gamma","guides/c.html"],["Delta","guides/d.html"]]]]"#), page("navigation.js", in: repository))
        XCTAssertTrue(page("guides/c.html", in: repository).contains("<p class=\"kind\">Guide · Deep dives</p>"))
    }
}

/// A path the client declares more than once (BuildQueue's model `Status` and global enum
/// `Status`, its two models `BuildLog`) resolves only with a disambiguator, as in DocC.
final class GuideClashLinkTests: XCTestCase {
    func testAClashingPathNeedsADisambiguator() throws {
        let repository = try ScratchRepository()
        try repository.copy("Specs/BuildQueue/spec.yaml", to: "Specs/BuildQueue/spec.yaml")
        try repository.copy("Specs/BuildQueue/apidocs.yml", to: "Specs/BuildQueue/apidocs.yml")
        let guides = repository.path + "/Specs/BuildQueue/guides"
        try FileManager.default.createDirectory(atPath: guides, withIntermediateDirectories: true)
        try Data("``Status``\n".utf8).write(to: URL(fileURLWithPath: guides + "/a.md"))
        let ambiguous = try repository.run(["build"])
        XCTAssertEqual(ambiguous.exitCode, 1)
        let lines = ambiguous.stderrLines.filter { $0.contains("a.md") || $0.hasPrefix("note: did you mean ``") }
        XCTAssertEqual(lines, [
            "Specs/BuildQueue/guides/a.md:1:1: error: symbol link ``Status`` names 2 declarations; add which one",
            "note: did you mean ``Status-parameter``?",
            "note: did you mean ``Status-schema``?",
        ])
        try Data("``Status-schema``, ``Status-parameter``, ``BuildLog-schema-build_log``, ``BuildLog-schema-BuildLog``\n".utf8)
            .write(to: URL(fileURLWithPath: guides + "/a.md"))
        let resolved = try repository.run(["build"])
        XCTAssertEqual(resolved.exitCode, 0, resolved.stderr)
        let html = String(decoding: repository.bytes("Site/BuildQueue/guides/a.html") ?? Data(), as: UTF8.self)
        for href in ["../models/status.html", "../models/status-2.html", "../models/buildlog.html", "../models/buildlog-2.html"] {
            XCTAssertTrue(html.contains("<a href=\"\(href)\">"), "\(href) in \(html)")
        }
    }
}
