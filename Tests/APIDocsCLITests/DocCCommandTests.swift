import Foundation
import XCTest

/// `apidocs docc` with the real executable: the catalog's files and their content, the same
/// bytes on every run, `--check` and `check` finding drift, `docc:` in `apidocs.yml` written
/// by `build`, and each bad target folder refused at its place with nothing written.
/// (DocC itself checks the catalogs in `scripts/docc-check/run.sh` and `scripts/compile-examples/sog.sh`.)
final class DocCCommandTests: XCTestCase {
    private func kennel() throws -> ScratchRepository {
        let repository = try ScratchRepository()
        for file in ["spec.yml", "logo.svg", "guides/guides.yml", "guides/getting-started.md", "guides/authentication.md", "guides/advanced/pagination.md"] {
            try repository.copy("Specs/Kennel/" + file, to: "Specs/Kennel/" + file)
        }
        try Data("options: {name: Kennel}\n".utf8).write(to: URL(fileURLWithPath: repository.path + "/Specs/Kennel/apidocs.yml"))
        return repository
    }

    func testTheCatalogHasAModulePageExtensionsAndArticles() throws {
        let repository = try kennel()
        let result = try repository.run(["docc", "Specs/Kennel", "-o", "Sources/KennelClient/KennelClient.docc"])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertEqual(result.stdout, "wrote Sources/KennelClient/KennelClient.docc: 20 written, 0 unchanged, 0 removed (module KennelClient)\n")
        let root = String(decoding: repository.bytes("Sources/KennelClient/KennelClient.docc/KennelClient.md") ?? Data(), as: UTF8.self)
        XCTAssertTrue(root.hasPrefix("# ``KennelClient``\n\nThe Swift client of Kennel Boarding API (version 1.4.0).\n"), root)
        XCTAssertTrue(root.contains("### Guides\n\n- <doc:getting-started>\n- <doc:authentication>\n- <doc:pagination>\n"), root)
        XCTAssertTrue(root.contains("- ``KennelClient/Kennel/Pets/ListPets``"), root)
        XCTAssertTrue(root.contains("- `apiKey`: an API key in the header `X-Kennel-Key`"), root)
        XCTAssertFalse(root.contains("StaffNote") || root.contains("ReindexStays"), "parts left out of the site are left out of the catalog")
        let pet = String(decoding: repository.bytes("Sources/KennelClient/KennelClient.docc/Extensions/pet.md") ?? Data(), as: UTF8.self)
        XCTAssertTrue(pet.hasPrefix("# ``KennelClient/Pet``\n"), pet)
        XCTAssertTrue(pet.contains("| `name` | `String` | `name` | yes | string |  |"), pet)
        XCTAssertTrue(pet.contains("## JSON\n\n```json\n"), pet)
        XCTAssertTrue(pet.contains("## Used by\n\n- ``KennelClient/Owner``\n- ``KennelClient/PetPage``\n- ``KennelClient/Kennel/Pets/AddPet``"), pet)
        XCTAssertFalse(pet.contains("@DocumentationExtension"), "append is DocC's default, which it warns about when written")
        let list = String(decoding: repository.bytes("Sources/KennelClient/KennelClient.docc/Extensions/kennel.pets.listpets.md") ?? Data(), as: UTF8.self)
        XCTAssertTrue(list.contains("**GET** `/pets`"), list)
        XCTAssertTrue(list.contains("## Example\n\n```swift\nlet request = Kennel.Pets.ListPets.Request()"), list)
        let article = String(decoding: repository.bytes("Sources/KennelClient/KennelClient.docc/Articles/getting-started.md") ?? Data(), as: UTF8.self)
        XCTAssertTrue(article.hasPrefix("# Getting started\n\n"), article)
        XCTAssertTrue(article.contains("``KennelClient/Pet/name``"), article)
        XCTAssertTrue(article.contains("[`Pet` schema](doc:KennelClient/Pet)"), article)
        XCTAssertTrue(article.contains("[Book the stay](doc:KennelClient/Kennel/Stays/BookStay)"), article)
        XCTAssertTrue(article.contains("read <doc:authentication> next"), article)
        XCTAssertTrue(article.contains("[Pagination](doc:pagination)"), article)
        XCTAssertFalse(article.contains("skip-check") || article.contains("---"), article)
    }

    func testTheSameBytesEveryRunAndCheckFindsDrift() throws {
        let repository = try kennel()
        let catalog = "Kennel.docc"
        XCTAssertEqual(try repository.run(["docc", "Specs/Kennel", "-o", catalog]).exitCode, 0)
        let first = repository.snapshot()
        let again = try repository.run(["docc", "Specs/Kennel", "-o", catalog])
        XCTAssertEqual(again.stdout, "wrote Kennel.docc: 0 written, 20 unchanged, 0 removed (module Kennel)\n")
        XCTAssertEqual(repository.snapshot().filter { !$0.key.contains(".apidocs-manifest") }, first.filter { !$0.key.contains(".apidocs-manifest") })
        XCTAssertEqual(try repository.run(["docc", "Specs/Kennel", "-o", catalog, "--check"]).exitCode, 0)
        try Data("# Getting started\n\nNew text.\n".utf8).write(to: URL(fileURLWithPath: repository.path + "/Specs/Kennel/guides/getting-started.md"))
        let drift = try repository.run(["docc", "Specs/Kennel", "-o", catalog, "--check"])
        XCTAssertEqual(drift.exitCode, 1)
        XCTAssertTrue(drift.stderr.contains("Kennel.docc/Articles/getting-started.md: differs from what apidocs docc would write"), drift.stderr)
    }

    func testACommittedCatalogWithoutItsManifestIsStillOurs() throws {
        // git keeps the catalog but not .apidocs-manifest (local state): a fresh clone has
        // the files alone, and build, docc and check must take them as apidocs's.
        let repository = try kennel()
        XCTAssertEqual(try repository.run(["docc", "Specs/Kennel", "-o", "Kennel.docc"]).exitCode, 0)
        try FileManager.default.removeItem(atPath: repository.path + "/Kennel.docc/.apidocs-manifest")
        XCTAssertEqual(try repository.run(["docc", "Specs/Kennel", "-o", "Kennel.docc", "--check"]).exitCode, 0)
        let again = try repository.run(["docc", "Specs/Kennel", "-o", "Kennel.docc"])
        XCTAssertEqual(again.stdout, "wrote Kennel.docc: 0 written, 20 unchanged, 0 removed (module Kennel)\n", again.stderr)
        // An extension of a symbol the catalog no longer has is not taken for ours.
        try FileManager.default.removeItem(atPath: repository.path + "/Kennel.docc/.apidocs-manifest")
        try Data("# ``Kennel/Gone``\n".utf8).write(to: URL(fileURLWithPath: repository.path + "/Kennel.docc/Extensions/gone.md"))
        let stale = try repository.run(["docc", "Specs/Kennel", "-o", "Kennel.docc"])
        XCTAssertEqual(stale.exitCode, 1)
        XCTAssertTrue(stale.stderr.hasPrefix("Kennel.docc: error: 'Kennel.docc' exists and is not a catalog apidocs wrote: it has no .apidocs-manifest and 'Extensions/gone.md' is not a file of this catalog"), stale.stderr)
        // Nor is a symbolic link where a file of the catalog would be (it is not followed).
        try FileManager.default.removeItem(atPath: repository.path + "/Kennel.docc/Extensions/gone.md")
        try FileManager.default.removeItem(atPath: repository.path + "/Kennel.docc/Extensions/pet.md")
        try FileManager.default.createSymbolicLink(atPath: repository.path + "/Kennel.docc/Extensions/pet.md", withDestinationPath: repository.path + "/Kennel.docc/Kennel.md")
        let linked = try repository.run(["docc", "Specs/Kennel", "-o", "Kennel.docc"])
        XCTAssertEqual(linked.exitCode, 1)
        XCTAssertTrue(linked.stderr.contains("'Extensions/pet.md' is not a file of this catalog"), linked.stderr)
    }

    func testDoccInApidocsYmlIsWrittenByBuildAndComparedByCheck() throws {
        let repository = try kennel()
        try Data("options: {name: Kennel}\ndocc: ../../Sources/Kennel/Kennel.docc\n".utf8).write(to: URL(fileURLWithPath: repository.path + "/Specs/Kennel/apidocs.yml"))
        let build = try repository.run(["build"])
        XCTAssertEqual(build.exitCode, 0, build.stderr)
        XCTAssertTrue(repository.exists("Sources/Kennel/Kennel.docc/Kennel.md"))
        XCTAssertEqual(try repository.run(["check"]).exitCode, 0)
        try Data("stale\n".utf8).write(to: URL(fileURLWithPath: repository.path + "/Sources/Kennel/Kennel.docc/Extensions/pet.md"))
        let check = try repository.run(["check"])
        XCTAssertEqual(check.exitCode, 1)
        XCTAssertTrue(check.stdout.contains("Sources/Kennel/Kennel.docc/Extensions/pet.md: differs") || check.stderr.contains("Sources/Kennel/Kennel.docc/Extensions/pet.md: differs"), check.stdout + check.stderr)
    }

    func testBadCatalogFoldersAreRefusedAndNothingIsWritten() throws {
        let outside = try TemporaryFolder()
        let cases: [(arguments: [String], prepare: (ScratchRepository) throws -> Void, expected: String)] = [
            (["-o", "Docs/Kennel"], { _ in }, "Docs/Kennel: error: a DocC catalog is a folder whose name ends in .docc (such as Sources/MyClient/MyClient.docc)"),
            (["-o", outside.path + "/Kennel.docc"], { _ in }, outside.path + "/Kennel.docc: error: the catalog folder '\(outside.path)/Kennel.docc' is outside the project root"),
            (["-o", "Notes.docc"], { repository in
                try FileManager.default.createDirectory(atPath: repository.path + "/Notes.docc", withIntermediateDirectories: true)
                try Data("mine\n".utf8).write(to: URL(fileURLWithPath: repository.path + "/Notes.docc/Notes.md"))
            }, "Notes.docc: error: 'Notes.docc' exists and is not a catalog apidocs wrote: it has no .apidocs-manifest and 'Notes.md' is not a file of this catalog; give a new or empty folder (or delete the file)"),
            (["-o", "My-Client.docc"], { _ in }, "My-Client.docc: error: 'My-Client' is not a Swift module name; name the folder <Module>.docc or give --module"),
        ]
        for (arguments, prepare, expected) in cases {
            let repository = try kennel()
            try prepare(repository)
            let before = repository.snapshot()
            let result = try repository.run(["docc", "Specs/Kennel"] + arguments)
            XCTAssertEqual(result.exitCode, 1, expected)
            XCTAssertTrue(result.stderrLines.first?.hasPrefix(expected) == true, "\(result.stderr) vs \(expected)")
            XCTAssertEqual(repository.snapshot(), before, "nothing is written: \(expected)")
        }
        // In apidocs.yml, the error is at the key's value.
        let repository = try kennel()
        try Data("options: {name: Kennel}\ndocc: Docs\n".utf8).write(to: URL(fileURLWithPath: repository.path + "/Specs/Kennel/apidocs.yml"))
        let build = try repository.run(["build"])
        XCTAssertEqual(build.exitCode, 1)
        XCTAssertTrue(build.stderrLines.contains { $0.hasPrefix("Specs/Kennel/apidocs.yml:2:7: error: a DocC catalog is a folder whose name ends in .docc") }, build.stderr)
        XCTAssertFalse(repository.exists("Site"), "nothing is written")
    }
}
