import APIDocsLoader
import XCTest

/// Issue 8 item 3: `$ref`s are followed only in Reference Objects and schemas; in `x-`
/// extensions, example values and unknown keys they are data, so an unresolvable one there
/// is no error and its target is never opened.
final class ReferenceGrammarTests: XCTestCase {
    private func load(_ spec: String, _ files: [String: String] = [:], log: OpenLog = OpenLog()) throws(SpecError) -> SpecDocumentSet {
        let access = log.recording(.inMemory(files.merging(["spec.yml": spec]) { $1 }))
        return try SpecDocumentSet.load(path: "spec.yml", policy: ReferencePolicy(root: "."), access: access)
    }

    func testRefsInExtensionsAndExamplesAreData() throws {
        let log = OpenLog()
        let set = try load("""
        openapi: 3.0.3
        info: {title: T, version: '1'}
        paths:
          /pets:
            get:
              x-codeSamples:
                - {lang: js, source: {$ref: samples/list.js}}
              x-ms-examples:
                List: {$ref: ./examples/list.json}
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      example: {$ref: missing.yml}
                      examples:
                        scim:
                          value:
                            Resources:
                              - members: [{$ref: 'https://api.example.com/scim/v2/Users/1'}]
        components:
          schemas:
            Pet:
              type: object
              example: {$ref: ../../etc/passwd}
              x-extra: {$ref: /etc/shadow}
              properties:
                example: {$ref: 'models.yml#/Example'}
              unknownKeyword: {$ref: nowhere.yml}

        """, ["models.yml": "Example: {type: string}\n"], log: log)
        XCTAssertEqual(set.loadOrder, ["spec.yml", "models.yml"])
        XCTAssertEqual(log.paths, ["spec.yml", "models.yml"])
    }

    func testReferenceObjectsAreFollowedWhereTheSpecificationsPutThem() throws {
        let set = try load("""
        swagger: '2.0'
        info: {title: T, version: '1'}
        paths:
          x-milky-milk: {$ref: never.yml}
          /a: {$ref: 'paths.yml#/A'}
        parameters:
          P: {$ref: 'params.yml#/P'}
        definitions:
          D:
            allOf: [{$ref: 'schemas.yml#/D'}]

        """, [
            "paths.yml": "A:\n  get:\n    responses:\n      '200': {$ref: 'responses.yml#/OK'}\n",
            "responses.yml": "OK:\n  description: ok\n  schema: {$ref: 'schemas.yml#/D'}\n",
            "params.yml": "P: {name: p, in: query, type: string}\n",
            "schemas.yml": "D: {type: object, x-note: {$ref: notes.yml}}\n",
        ])
        XCTAssertEqual(set.loadOrder, ["spec.yml", "paths.yml", "params.yml", "schemas.yml", "responses.yml"])
    }

    func testADescriptionMayNameMarkdownAndOtherFilesMustBeYAMLOrJSON() throws {
        let set = try load("""
        openapi: 3.1.0
        info:
          title: T
          version: '1'
          description: {$ref: ./intro.md}
        paths: {}

        """, ["intro.md": "# Intro\n\nWelcome.\n"])
        XCTAssertEqual(set.linkedDescription(try XCTUnwrap(set.root["info"]?["description"])), "# Intro\n\nWelcome.\n")

        let error = specError { () throws(SpecError) in
            _ = try load("openapi: 3.1.0\ninfo: {title: T, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n    S: {$ref: ./intro.md}\n",
                         ["intro.md": "# Intro\n"])
        }
        XCTAssertEqual(error?.description, "spec.yml:6:15: error: $ref './intro.md' names 'intro.md', which is not a YAML or JSON file"
            + " (only a description may $ref a Markdown file) (at #/components/schemas/S/$ref)")
    }

    /// A spec whose `$ref`s all stay in its own file is not walked; a description that is a
    /// `$ref` within the file, or one an alias places, is still read.
    func testADescriptionRefInTheSameFileIsReadWithOrWithoutAliases() throws {
        let plain = try load("""
        openapi: 3.1.0
        info:
          title: T
          version: '1'
          description: {$ref: '#/x-texts/intro'}
        paths: {}
        components:
          schemas:
            S: {$ref: '#/components/schemas/T'}
            T: {type: string}
        x-texts:
          intro: Welcome.

        """)
        XCTAssertEqual(plain.linkedDescription(try XCTUnwrap(plain.root["info"]?["description"])), "Welcome.")

        let aliased = try load("""
        openapi: 3.1.0
        x-shared: &intro {$ref: '#/x-texts/intro'}
        info:
          title: T
          version: '1'
          description: *intro
        paths: {}
        x-texts:
          intro: Welcome.

        """)
        XCTAssertEqual(aliased.linkedDescription(try XCTUnwrap(aliased.root["info"]?["description"])), "Welcome.")
    }

    func testAMissingFileInAReferenceObjectIsStillAnError() {
        let error = specError { () throws(SpecError) in
            _ = try load("openapi: 3.0.3\ninfo: {title: T, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n    S: {$ref: 'gone.yml#/S'}\n")
        }
        XCTAssertEqual(error?.description, "spec.yml:6:15: error: cannot load $ref 'gone.yml#/S': no such file 'gone.yml' (at #/components/schemas/S/$ref)")
    }

    /// A 3.1 Path Item may hold a `$ref` and operations of its own: both are followed.
    func testAPathItemRefAndItsSiblingOperationsAreBothFollowed() throws {
        let set = try load("""
        openapi: 3.1.0
        info: {title: T, version: '1'}
        paths:
          /a:
            $ref: 'items.yml#/A'
            post:
              responses:
                '200': {$ref: 'responses.yml#/OK'}

        """, ["items.yml": "A: {get: {responses: {'200': {description: ok}}}}\n", "responses.yml": "OK: {description: ok}\n"])
        XCTAssertEqual(set.loadOrder, ["spec.yml", "items.yml", "responses.yml"])
    }
}
