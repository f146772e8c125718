import Foundation
import XCTest

/// Issue 8 items 2, 3, 5 and 6 through the real command: every refused-valid shape of the
/// issue loads, every escape out of the reference root is refused at its `$ref` with exit 1,
/// and `--ref-root` / `refRoot:` / `--allow-remote-ref` do what docs/reading-specs.md says.
final class ReferenceCommandTests: XCTestCase {
    private static let head = "openapi: 3.0.3\ninfo: {title: T, version: '1'}\n"

    /// Writes `files` into a scratch folder and runs `apidocs readme <spec> --output README.md`
    /// (plus `extra`) in its subfolder `directory`.
    private func run(_ files: [String: String], spec: String = "spec.yml", in directory: String = "api",
                     _ extra: [String] = []) throws -> (result: CLIResult, folder: String) {
        let scratch = try TemporaryFolder()
        for (path, text) in files { try scratch.write(path, text) }
        let folder = URL(fileURLWithPath: scratch.path + "/" + directory).resolvingSymlinksInPath().path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let result = try CLIRunner.run(["readme", spec, "--output", "README.md"] + extra, in: folder)
        objc_keep(scratch)
        return (result, folder)
    }

    /// `apidocs build <spec> --output out` in the same way; the site's text of `page`.
    private func site(_ files: [String: String], spec: String, in directory: String = "api", page: String) throws -> (result: CLIResult, text: String) {
        let scratch = try TemporaryFolder()
        for (path, text) in files { try scratch.write(path, text) }
        let folder = scratch.path + "/" + directory
        let result = try CLIRunner.run(["build", spec, "--output", "out"], in: folder)
        objc_keep(scratch)
        let text = (try? String(contentsOfFile: folder + "/out/" + page, encoding: .utf8)) ?? ""
        return (result, text)
    }

    private var kept: [TemporaryFolder] = []
    private func objc_keep(_ folder: TemporaryFolder) { kept.append(folder) }

    /// XCTest keeps every test case object to the end of the run: the folders go now.
    override func tearDown() {
        kept = []
        super.tearDown()
    }

    private static let outsideSpec = head + "paths: {}\ncomponents:\n  schemas:\n    S: {$ref: '../secret/key.yml#/S'}\n"
    private static let secret = ["secret/key.yml": "S: {type: object, properties: {password: {type: string}}}\n"]

    func testARefOutOfTheRootIsRefusedAtTheRef() throws {
        let (result, folder) = try run(Self.secret.merging(["api/spec.yml": Self.outsideSpec]) { $1 })
        let target = URL(fileURLWithPath: folder + "/../secret/key.yml").standardizedFileURL.path
        XCTAssertEqual(result.stderrLines, [
            "spec.yml:6:15: error: $ref '../secret/key.yml#/S' leads to '\(target)', outside the reference root '\(folder)'"
                + " (widen it with --ref-root DIR or refRoot: in apidocs.yml) (at #/components/schemas/S/$ref)",
        ])
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/README.md"))
    }

    func testRefRootFlagAndConfigKeyWidenTheRoot() throws {
        let files = Self.secret.merging(["api/spec.yml": Self.outsideSpec]) { $1 }
        let (flag, _) = try run(files, ["--ref-root", ".."])
        XCTAssertEqual(flag.stderrLines, [])
        XCTAssertEqual(flag.exitCode, 0)
        let (config, text) = try site(files.merging(["api/apidocs.yml": "name: API\nrefRoot: ..\n"]) { $1 }, spec: "spec.yml", page: "API/models/s.html")
        XCTAssertEqual(config.stderrLines.filter { !$0.hasPrefix("wrote ") }, [])
        XCTAssertEqual(config.exitCode, 0)
        XCTAssertTrue(text.contains("password"))
    }

    func testAbsolutePathsAndFileURLsAreRefused() throws {
        let absolute = try run(["api/spec.yml": Self.head + "paths: {}\ncomponents:\n  schemas:\n    S: {$ref: /etc/passwd}\n"]).result
        XCTAssertEqual(absolute.stderrLines.count, 1)
        XCTAssertTrue(absolute.stderrLines[0].hasPrefix("spec.yml:6:15: error: $ref '/etc/passwd' leads to '/etc/passwd', outside the reference root '"))
        XCTAssertEqual(absolute.exitCode, 1)
        let fileURL = try run(["api/spec.yml": Self.head + "paths: {}\ncomponents:\n  schemas:\n    S: {$ref: 'file:///etc/passwd'}\n"]).result
        XCTAssertEqual(fileURL.stderrLines, ["spec.yml:6:15: error: $ref 'file:///etc/passwd' is a file: URL, which is never followed;"
            + " write a path relative to the referring file (at #/components/schemas/S/$ref)"])
        XCTAssertEqual(fileURL.exitCode, 1)
    }

    func testARemoteRefNamesTheOptInAndABadPrefixIsBadUsage() throws {
        let spec = Self.head + "paths: {}\ncomponents:\n  schemas:\n    S: {$ref: 'http://10.0.0.1/pet.yml#/Pet'}\n"
        let refused = try run(["api/spec.yml": spec]).result
        XCTAssertEqual(refused.stderrLines, ["spec.yml:6:15: error: remote $ref 'http://10.0.0.1/pet.yml#/Pet' is not fetched: allow its URL prefix"
            + " with --allow-remote-ref PREFIX or allowRemoteRefs: in apidocs.yml (at #/components/schemas/S/$ref)"])
        XCTAssertEqual(refused.exitCode, 1)
        let usage = try run(["api/spec.yml": spec], ["--allow-remote-ref", "ftp://x/"]).result
        XCTAssertEqual(usage.exitCode, 2)
        let config = try run(["api/spec.yml": spec, "api/apidocs.yml": "allowRemoteRefs: [42]\n"]).result
        XCTAssertEqual(config.stderrLines, ["apidocs.yml:1:19: error: 'allowRemoteRefs' must be an http(s) URL prefix or a list of them (e.g. https://schemas.example.com/)"])
        XCTAssertEqual(config.exitCode, 1)
    }

    /// The refused-valid shapes of the issue's Why, each a small spec of our own.
    func testRefsInExamplesAndExtensionsAndXKeysUnderPathsLoad() throws {
        let spec = Self.head + """
        paths:
          x-milky-milk: {flavour: vanilla}
          /groups:
            get:
              x-codeSamples:
                - {lang: JavaScript, source: {$ref: samples/groups.js}}
              x-ms-examples:
                List: {$ref: ./examples/list.json}
              responses:
                x-note: nothing
                '200':
                  description: ok
                  content:
                    application/scim+json:
                      schema: {$ref: '#/components/schemas/Group'}
                      examples:
                        scim:
                          $ref: '#/components/examples/scim'
        components:
          schemas:
            Group: {type: object, properties: {name: {type: string}}}
          examples:
            scim:
              value:
                Resources:
                  - members: [{value: '1', $ref: 'https://api.example.com/scim/v2/Users/1'}]

        """
        let (result, _) = try run(["api/spec.yml": spec])
        XCTAssertEqual(result.stderrLines, [])
        XCTAssertEqual(result.exitCode, 0)
    }

    func testADescriptionMayBeAMarkdownFileAndOtherTextIsALocatedError() throws {
        let spec = Self.head.replacingOccurrences(of: "info: {title: T, version: '1'}", with: "info:\n  title: T\n  version: '1'\n  description: {$ref: ./intro.md}")
            + "paths: {}\n"
        let (result, text) = try site(["api/spec.yml": spec, "api/apidocs.yml": "name: API\n", "api/intro.md": "Welcome to **the** API.\n"], spec: "spec.yml", page: "API/index.html")
        XCTAssertEqual(result.stderrLines.filter { !$0.hasPrefix("wrote ") }, [])
        XCTAssertEqual(result.exitCode, 0)
        XCTAssertTrue(text.contains("Welcome to <strong>the</strong> API."), text)

        let other = try run(["api/spec.yml": Self.head + "paths: {}\ncomponents:\n  schemas:\n    S: {$ref: notes.txt}\n", "api/notes.txt": "a: b\n"]).result
        XCTAssertEqual(other.stderrLines, ["spec.yml:6:15: error: $ref 'notes.txt' names 'notes.txt', which is not a YAML or JSON file"
            + " (only a description may $ref a Markdown file) (at #/components/schemas/S/$ref)"])
        XCTAssertEqual(other.exitCode, 1)
    }

    func testJSONSurrogatePairsLoadAndALoneSurrogateIsLocated() throws {
        let spec = #"{"openapi": "3.0.3", "info": {"title": "Hello! \ud83d\udc4d", "version": "1"}, "paths": {}}"#
        let (result, text) = try site(["api/spec.json": spec, "api/apidocs.yml": "name: API\n"], spec: "spec.json", page: "API/index.html")
        XCTAssertEqual(result.stderrLines.filter { !$0.hasPrefix("wrote ") }, [])
        XCTAssertEqual(result.exitCode, 0)
        XCTAssertTrue(text.contains("Hello! \u{1F44D}"), text)

        let lone = try run(["api/spec.json": spec.replacingOccurrences(of: #"\udc4d"#, with: "")], spec: "spec.json").result
        XCTAssertEqual(lone.stderrLines, ["spec.json:1:48: error: JSON escape '\\ud83d' is a lone UTF-16 surrogate, not a character:"
            + " a high surrogate must be followed by a low one (\\udc00-\\udfff)"])
        XCTAssertEqual(lone.exitCode, 1)
    }

    /// `spec/swagger.json` → `../common/Error.json`, run from the folder above.
    func testAMultiFileSpecRunFromTheFolderAboveBuilds() throws {
        let (result, folder) = try run([
            "spec/swagger.json": #"{"swagger": "2.0", "info": {"title": "T", "version": "1"}, "paths": {}, "definitions": {"Error": {"$ref": "../common/Error.json"}}}"#,
            "common/Error.json": #"{"type": "object", "properties": {"code": {"type": "integer"}}}"#,
        ], spec: "spec/swagger.json", in: ".")
        XCTAssertEqual(result.stderrLines, [])
        XCTAssertEqual(result.exitCode, 0)
        XCTAssertTrue(try String(contentsOfFile: folder + "/README.md", encoding: .utf8).contains("Error"))
    }

    /// Item 6: schemas "\u{E9}" and "e\u{301}" are two models with two pages; their Swift names are
    /// equal under Unicode normalisation, so the existing clash rule warns at both places.
    func testSchemaNamesEqualOnlyAfterNormalisationGetTwoPages() throws {
        let spec = Self.head + """
        paths: {}
        components:
          schemas:
            \u{E9}: {type: object, properties: {first: {type: string}}}
            e\u{301}: {type: object, properties: {second: {type: integer}}}

        """
        let scratch = try TemporaryFolder()
        try scratch.write("api/spec.yml", spec)
        try scratch.write("api/apidocs.yml", "name: API\n")
        let result = try CLIRunner.run(["build", "spec.yml", "--output", "out"], in: scratch.path + "/api")
        XCTAssertEqual(result.stderrLines.filter { !$0.hasPrefix("wrote ") }, [
            "spec.yml:6:8: warning: the generated client declares `\u{C9}` twice at the top level: model `\u{C9}` and model `E\u{301}`"
                + " (all written to `Sources/Models/\u{C9}.swift`, so only one survives); rename one with `modelNames` (at #/components/schemas/\u{E9})",
            "spec.yml:7:9: note: model `E\u{301}` is declared here (at #/components/schemas/e\u{301})",
        ])
        XCTAssertEqual(result.exitCode, 0)
        let first = try scratch.read("api/out/API/models/uc9.html"), second = try scratch.read("api/out/API/models/uc9-2.html")
        XCTAssertTrue(first.contains("first") && !first.contains("second"))
        XCTAssertTrue(second.contains("second") && !second.contains("first"))
    }

    /// `x-` keys are extensions wherever the specifications allow them, in 3.0 and 2.0 alike.
    func testXKeysAreExtensionsEverywhere() throws {
        try SpecRun.assertDiagnostics("""
            openapi: 3.0.3
            x-root: 1
            info: {title: T, version: '1', x-info: {a: 1}}
            servers: [{url: 'https://x', x-s: 1}]
            tags: [{name: pets, x-t: 2}]
            paths:
              x-milky-milk: 3
              /p:
                x-item: 4
                get:
                  x-op: 5
                  parameters:
                    - {name: q, in: query, schema: {type: string}, x-p: 6}
                  responses:
                    x-r: 7
                    '200':
                      description: ok
                      x-resp: 8
                      content:
                        application/json:
                          x-mt: 9
                          schema: {$ref: '#/components/schemas/P'}
            components:
              x-comp: 10
              schemas:
                P: {type: object, x-sch: 11, properties: {a: {type: string}}}
              securitySchemes:
                k: {type: apiKey, name: k, in: header, x-sec: 12}
            """, [], exit: 0)
        try SpecRun.assertDiagnostics("""
            swagger: "2.0"
            x-root: 1
            info: {title: T, version: '1'}
            paths:
              x-milky-milk: 3
              /p:
                x-item: 4
                get:
                  responses:
                    x-r: 7
                    '200': {description: ok, schema: {$ref: '#/definitions/P'}}
            definitions:
              P: {type: object, properties: {a: {type: string}}}
            """, [], exit: 0)
    }
}
