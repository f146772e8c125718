import Foundation
import XCTest

/// A guide's links in the DocC catalog are resolved as the site resolves them, in both client
/// flavours: a link that names nothing fails `apidocs docc` with the diagnostic `build` gives
/// (the article's line and column, the nearest names as notes) and nothing is written;
/// `--lenient-links` makes it a warning, and the catalog then shows the link as text (a symbol
/// link as code), never as a link DocC cannot resolve. `build` with `docc:` in `apidocs.yml` does the same.
final class DocCGuideLinkTests: XCTestCase {
    /// Each flavour with a misspelt symbol link and the notes both commands must give for it.
    static let cases: [(client: String, written: String, notes: [String])] = [
        ("swaggen", "Pet/nmae", ["note: did you mean ``Pet.name``?"]),
        ("swift-openapi-generator", "Components/Schemas/Pet/nmae", [
            "note: did you mean ``Components.Schemas.Pet.name``?",
            "note: did you mean ``Components.Schemas.Pet``?",
            "note: did you mean ``Components.Schemas.Pet.init(name:)``?",
        ]),
    ]

    /// `Specs/Pets/` of `GuideBuildTests` for `client`, its guide linking ``written`` at line 4,
    /// column 7 (then the lines of `more`), and `docc:` in `apidocs.yml` when `docc` is set.
    private func project(client: String, written: String, more: String = "", docc: Bool = false) throws -> ScratchRepository {
        let repository = try ScratchRepository()
        let files = [
            "Specs/Pets/spec.yml": GuideBuildTests.spec,
            "Specs/Pets/apidocs.yml": "client: \(client)\n" + (docc ? "docc: ../../Sources/Pets/Pets.docc\n" : ""),
            "Specs/Pets/guides/a.md": "# A\n\nSee\n  the ``\(written)`` property, and <doc:a>.\n" + more,
        ]
        for (relative, text) in files {
            let path = repository.path + "/" + relative
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        return repository
    }

    func testABrokenLinkFailsDoccAtItsPlaceAsItFailsBuild() throws {
        for (client, written, notes) in Self.cases {
            let repository = try project(client: client, written: written)
            let expected = ["Specs/Pets/guides/a.md:4:7: error: symbol link ``\(written)`` names no symbol of the client"] + notes
            let build = try repository.run(["build"])
            XCTAssertEqual(build.exitCode, 1, client)
            XCTAssertEqual(build.stderrLines, expected, client)
            let before = repository.snapshot()
            let docc = try repository.run(["docc", "Specs/Pets", "-o", "Pets.docc"])
            XCTAssertEqual(docc.exitCode, 1, "\(client): \(docc.stdout)")
            XCTAssertEqual(docc.stderrLines, expected, client)
            XCTAssertEqual(docc.stdout, "", client)
            XCTAssertEqual(repository.snapshot(), before, "\(client): nothing is written")
            XCTAssertEqual(try repository.run(["docc", "Specs/Pets", "-o", "Pets.docc", "--check"]).stderrLines, expected, client)
        }
    }

    func testLenientLinksWarnAndTheCatalogShowsTheLinkAsCode() throws {
        for (client, written, notes) in Self.cases {
            let repository = try project(client: client, written: written, more: "Also [the `list`](operationId:listPet).\n")
            let warning = ["Specs/Pets/guides/a.md:4:7: warning: symbol link ``\(written)`` names no symbol of the client"] + notes
                + ["Specs/Pets/guides/a.md:5:19: warning: operationId:listPet names no operation of the spec", "note: did you mean operationId:listPets?"]
            let docc = try repository.run(["docc", "Specs/Pets", "-o", "Pets.docc", "--lenient-links"])
            XCTAssertEqual(docc.exitCode, 0, "\(client): \(docc.stderr)")
            XCTAssertEqual(docc.stderrLines, warning, client)
            let article = String(decoding: repository.bytes("Pets.docc/Articles/a.md") ?? Data(), as: UTF8.self)
            XCTAssertEqual(article, "# A\n\nSee\n  the `\(written)` property, and <doc:a>.\nAlso the `list`.\n", client)
            // --strict makes the warning an error again: nothing is written.
            let strict = try repository.run(["docc", "Specs/Pets", "-o", "Strict.docc", "--lenient-links", "--strict"])
            XCTAssertEqual(strict.exitCode, 1, client)
            XCTAssertEqual(strict.stderrLines.first, "Specs/Pets/guides/a.md:4:7: error: symbol link ``\(written)`` names no symbol of the client", client)
            XCTAssertFalse(repository.exists("Strict.docc"), client)
        }
    }

    func testBuildWritesTheCatalogOfDoccInApidocsYmlWithTheSameLinks() throws {
        for (client, written, notes) in Self.cases {
            let repository = try project(client: client, written: written, docc: true)
            let failed = try repository.run(["build"])
            XCTAssertEqual(failed.exitCode, 1, client)
            XCTAssertEqual(failed.stderrLines, ["Specs/Pets/guides/a.md:4:7: error: symbol link ``\(written)`` names no symbol of the client"] + notes, client)
            XCTAssertFalse(repository.exists("Sources/Pets/Pets.docc") || repository.exists("Site"), "\(client): nothing is written")
            let lenient = try repository.run(["build", "--lenient-links", "--quiet"])
            XCTAssertEqual(lenient.exitCode, 0, "\(client): \(lenient.stderr)")
            // Said once, by the site: the catalog's run of the same spec finds the same.
            XCTAssertEqual(lenient.stderrLines, ["Specs/Pets/guides/a.md:4:7: warning: symbol link ``\(written)`` names no symbol of the client"] + notes, client)
            let article = String(decoding: repository.bytes("Sources/Pets/Pets.docc/Articles/a.md") ?? Data(), as: UTF8.self)
            XCTAssertEqual(article, "# A\n\nSee\n  the `\(written)` property, and <doc:a>.\n", client)
        }
    }
}
