import Foundation
import XCTest

/// Issue 20: a `description` written as `{$ref: file.md}` (Redocly's convention) reaches its
/// page as Markdown for every kind of object that has one, and a spec with the same
/// descriptions written inline builds the same site byte for byte. Since issue 48 the
/// swift-openapi-generator flavour refuses such a spec, as swift-openapi-generator 1.14.3 does
/// (it cannot read a `description` that is not a string), and builds the inline one.
final class MarkdownDescriptionTests: XCTestCase {
    /// Every object kind whose description the spec below writes as a Markdown file.
    static let kinds = ["tag", "server", "security", "schema", "property", "operation", "parameter", "response", "header"]

    /// The page of each kind's description, per flavour (relative to the API folder).
    static let pages: [String: [String: String]] = [
        "swaggen": [
            "tag": "tags/pets.html", "server": "index.html", "security": "index.html",
            "schema": "models/pet.html", "property": "models/pet.html",
            "operation": "operations/pets.getpet.html", "parameter": "operations/pets.getpet.html",
            "response": "operations/pets.getpet.html", "header": "operations/pets.getpet.html",
        ],
        "swift-openapi-generator": [
            "tag": "index.html", "server": "index.html", "security": "index.html",
            "schema": "schemas/pet.html", "property": "schemas/pet.html",
            "operation": "operations/getpet.html", "parameter": "operations/getpet.html",
            "response": "operations/getpet.html", "header": "operations/getpet.html",
        ],
    ]

    static func description(_ kind: String, inline: Bool) -> String {
        inline ? "\"MARK\(kind) text with **bold** words.\\n\"" : "{$ref: md/\(kind).md}"
    }

    static func spec(inline: Bool) -> String {
        func text(_ kind: String) -> String { description(kind, inline: inline) }
        return """
        openapi: 3.0.3
        info: {title: Pets, version: '1'}
        servers:
          - url: https://api.example.com
            description: \(text("server"))
        tags:
          - name: pets
            description: \(text("tag"))
        paths:
          /pets/{id}:
            get:
              operationId: getPet
              tags: [pets]
              description: \(text("operation"))
              parameters:
                - name: id
                  in: path
                  required: true
                  description: \(text("parameter"))
                  schema: {type: string}
              security: [{key: []}]
              responses:
                '200':
                  description: \(text("response"))
                  headers:
                    X-Rate:
                      description: \(text("header"))
                      schema: {type: integer}
                  content:
                    application/json:
                      schema: {$ref: '#/components/schemas/Pet'}
        components:
          securitySchemes:
            key: {type: apiKey, in: header, name: X-Key, description: \(text("security"))}
          schemas:
            Pet:
              type: object
              description: \(text("schema"))
              properties:
                name:
                  type: string
                  description: \(text("property"))

        """
    }

    /// Builds the spec (descriptions inline or as Markdown files) with `client`; every output
    /// file by path, but the site's state file (it holds times) and the manifest (it lists the
    /// input files, which differ by the Markdown files).
    func build(inline: Bool, client: String) throws -> [String: String] {
        let (scratch, folder, result) = try run(inline: inline, client: client)
        defer { withExtendedLifetime(scratch) {} }
        XCTAssertEqual(result.stderrLines, [], client)
        XCTAssertEqual(result.exitCode, 0, client)
        var files: [String: String] = [:]
        let root = folder + "/out/"
        let paths = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        for path in paths where !path.hasSuffix(".apidocs-site") && !path.hasSuffix(".apidocs-manifest") {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root + path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            files[path] = try String(contentsOfFile: root + path, encoding: .utf8)
        }
        return files
    }

    /// A fresh copy of the spec (the scratch folder that holds it, gone with it), its folder and
    /// the result of `build` there.
    func run(inline: Bool, client: String) throws -> (scratch: TemporaryFolder, folder: String, result: CLIResult) {
        let scratch = try TemporaryFolder()
        try scratch.write("api/spec.yml", Self.spec(inline: inline))
        try scratch.write("api/apidocs.yml", "name: Pets\n")
        for kind in Self.kinds { try scratch.write("api/md/\(kind).md", "MARK\(kind) text with **bold** words.\n") }
        let folder = scratch.path + "/api"
        let result = try CLIRunner.run(["build", "spec.yml", "--client", client, "--output", "out", "--quiet"], in: folder)
        return (scratch, folder, result)
    }

    func testTheSOGFlavourRefusesMarkdownFileDescriptionsAsTheGeneratorDoes() throws {
        let (scratch, folder, result) = try run(inline: false, client: "swift-openapi-generator")
        defer { withExtendedLifetime(scratch) {} }
        XCTAssertEqual(result.exitCode, 1, result.stderr)
        let refusals = result.stderrLines.filter { $0.contains(": error: swift-openapi-generator refuses this: `description` must be a string") }
        // One located refusal per description the spec writes as a file.
        XCTAssertEqual(refusals.count, Self.kinds.count, result.stderr)
        XCTAssertTrue(refusals.allSatisfy { $0.hasPrefix("spec.yml:") }, result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/out"), "nothing written")
        XCTAssertFalse(try build(inline: true, client: "swift-openapi-generator").isEmpty)
    }

    func testEveryMarkdownFileDescriptionIsRenderedOnItsPage() throws {
        for client in ["swaggen"] {
            let files = try build(inline: false, client: client)
            for kind in Self.kinds {
                let page = try XCTUnwrap(Self.pages[client]?[kind])
                let html = try XCTUnwrap(files["Pets/" + page], "\(client): no page \(page)")
                XCTAssertTrue(html.contains("MARK\(kind) text with <strong>bold</strong> words."), "\(client): the \(kind) description on \(page)")
            }
            for (path, text) in files where path.hasSuffix(".html") {
                XCTAssertFalse(text.contains("**bold**"), "\(client): Markdown left as text on \(path)")
            }
        }
    }

    func testInlineDescriptionsBuildTheSameSiteAsMarkdownFiles() throws {
        for client in ["swaggen"] {
            let linked = try build(inline: false, client: client)
            let inline = try build(inline: true, client: client)
            XCTAssertEqual(linked.keys.sorted(), inline.keys.sorted(), client)
            for (path, text) in linked where inline[path] != text {
                XCTFail("\(client): \(path) differs between Markdown-file and inline descriptions")
            }
        }
    }
}
