import APIDocsLoader
import XCTest

final class RefResolutionTests: XCTestCase {
    private func load(_ sources: [String: String], root: String = "spec.yml") throws -> SpecDocumentSet {
        try SpecDocumentSet.load(path: root, sources: sources)
    }

    private let here = SourceLocation(file: "spec.yml", line: 1, column: 1)

    func testResolvesSameFileOtherFileAndWholeFile() throws {
        let set = try load([
            "spec.yml": """
                paths:
                  /pets/{petId}:
                    get: {operationId: showPet}
                components:
                  schemas:
                    Pet: {$ref: 'models/pet.yml#/Pet'}
                    All: {allOf: [{$ref: '#/components/schemas/Pet'}, {type: object}]}
                """,
            "models/pet.yml": "Pet:\n  type: object\nTag: {$ref: '../spec.yml#/paths/~1pets~1%7BpetId%7D/get'}\n",
        ])
        let get = try set.resolve("#/paths/~1pets~1{petId}/get", from: "spec.yml", at: here)
        XCTAssertEqual(get.node["operationId"]?.string, "showPet")
        XCTAssertEqual(get.file, "spec.yml")
        XCTAssertEqual(get.pointer, "/paths/~1pets~1{petId}/get")

        let pet = try set.resolve("models/pet.yml#/Pet", from: "spec.yml", at: here)
        XCTAssertEqual(pet.file, "models/pet.yml")
        XCTAssertEqual(pet.node.location.description, "models/pet.yml:2:3")

        let whole = try set.resolve("./models/pet.yml", from: "spec.yml", at: here)
        XCTAssertTrue(whole.node === set.files["models/pet.yml"])
        XCTAssertEqual(whole.pointer, "")

        // A ref written in the other file is relative to that file, and percent-decoded.
        let tag = try set.resolve("../spec.yml#/paths/~1pets~1%7BpetId%7D/get", from: pet.file, at: here)
        XCTAssertTrue(tag.node === get.node)

        let first = try set.resolve("#/components/schemas/All/allOf/0", from: "spec.yml", at: here)
        XCTAssertEqual(first.node["$ref"]?.string, "#/components/schemas/Pet")
    }

    func testFollowRefsWalksChainsAcrossFiles() throws {
        let set = try load([
            "a.yml": "X: {$ref: 'b.yml#/Y'}\nZ: {type: string}\nPlain: {type: integer}\n",
            "b.yml": "Y: {$ref: 'a.yml#/Z'}\n",
        ], root: "a.yml")
        let x = try XCTUnwrap(set.root["X"])
        let end = try set.followRefs(x, in: "a.yml")
        XCTAssertTrue(end.node === set.root["Z"])
        XCTAssertEqual(end.file, "a.yml")
        XCTAssertEqual(end.pointer, "/Z")

        let plain = try XCTUnwrap(set.root["Plain"])
        let same = try set.followRefs(plain, in: "a.yml")
        XCTAssertTrue(same.node === plain)
        XCTAssertEqual(same.pointer, "/Plain")
    }

    func testFollowRefsSharesWhatItFollowedAlongAChain() throws {
        // S0 → S1 → … → S999 → End, followed from the middle first, then from every member.
        var text = ""
        for index in 0..<1_000 { text += "S\(index): {$ref: '#/\(index + 1 == 1_000 ? "End" : "S\(index + 1)")'}\n" }
        text += "End: {type: object}\nLoop: {$ref: '#/Back'}\nBack: {$ref: '#/Loop'}\n"
        let set = try load(["spec.yml": text])
        let end = try XCTUnwrap(set.root["End"])
        var followed: [ObjectIdentifier: ResolvedRef] = [:]
        let middle = try set.followRefs(try XCTUnwrap(set.root["S500"]), in: "spec.yml", followed: &followed)
        XCTAssertTrue(middle.node === end)
        XCTAssertEqual(followed.count, 500, "S500…S999 are remembered")
        for index in 0..<1_000 {
            let start = try XCTUnwrap(set.root["S\(index)"])
            let result = try set.followRefs(start, in: "spec.yml", followed: &followed)
            XCTAssertTrue(result.node === end, "S\(index)")
            XCTAssertEqual(result.pointer, "/End")
        }
        XCTAssertEqual(followed.count, 1_000)
        // A cycle is still an error, and nothing of it is remembered.
        XCTAssertThrowsError(try set.followRefs(try XCTUnwrap(set.root["Loop"]), in: "spec.yml", followed: &followed)) { error in
            XCTAssertTrue(String(describing: error).contains("cyclic $ref"), "\(error)")
        }
        XCTAssertEqual(followed.count, 1_000)
    }

    func testUnresolvablePointers() throws {
        let set = try load(["spec.yml": """
            components:
              schemas:
                Pet: {type: object, allOf: [{type: string}]}
                Broken:
                  $ref: '#/components/schemas/Nope'
            """])
        let broken = try XCTUnwrap(set.root["components"]?["schemas"]?["Broken"])
        let error = specError { () throws(SpecError) in _ = try set.followRefs(broken, in: "spec.yml") }
        XCTAssertEqual(
            error?.description,
            "spec.yml:5:13: error: $ref '#/components/schemas/Nope' does not resolve: no key 'Nope' in '#/components/schemas'"
                + " (at #/components/schemas/Broken/$ref)"
        )
        XCTAssertEqual(error?.pointer, "#/components/schemas/Broken/$ref")

        func message(_ ref: String) -> String? {
            specError { () throws(SpecError) in _ = try set.resolve(ref, from: "spec.yml", at: here) }?.message
        }
        XCTAssertEqual(message("#/components/schemas/Pet/allOf/1"),
                       "$ref '#/components/schemas/Pet/allOf/1' does not resolve: no index '1' in '#/components/schemas/Pet/allOf', which has 1 items")
        XCTAssertEqual(message("#/components/schemas/Pet/type/x"),
                       "$ref '#/components/schemas/Pet/type/x' does not resolve: '#/components/schemas/Pet/type' is a scalar, it has no 'x'")
        XCTAssertEqual(message("#components"),
                       "$ref '#components' does not resolve: the part after '#' must be a JSON pointer starting with '/'")
        XCTAssertEqual(message("other.yml#/A"), "$ref 'other.yml#/A' names file 'other.yml', which was not loaded")
        XCTAssertEqual(
            message("http://example.com/x.yml"),
            "remote $ref 'http://example.com/x.yml' is not fetched: allow its URL prefix with --allow-remote-ref PREFIX or allowRemoteRefs: in apidocs.yml"
        )
    }

    func testCyclicRefs() throws {
        let set = try load(["spec.yml": """
            a:
              $ref: '#/b'
            b:
              $ref: '#/a'
            self: {$ref: '#/self'}
            start: {$ref: '#/a'}
            """])
        let a = try XCTUnwrap(set.root["a"])
        let error = specError { () throws(SpecError) in _ = try set.followRefs(a, in: "spec.yml") }
        XCTAssertEqual(error?.description, "spec.yml:2:9: error: cyclic $ref: #/a → #/b → #/a (at #/a/$ref)")

        let me = try XCTUnwrap(set.root["self"])
        XCTAssertEqual(specError { () throws(SpecError) in _ = try set.followRefs(me, in: "spec.yml") }?.message,
                       "cyclic $ref: #/self → #/self")
        // A chain that runs into a cycle reports the cycle itself, at its first member.
        let start = try XCTUnwrap(set.root["start"])
        XCTAssertEqual(specError { () throws(SpecError) in _ = try set.followRefs(start, in: "spec.yml") }?.description,
                       "spec.yml:2:9: error: cyclic $ref: #/a → #/b → #/a (at #/a/$ref)")
    }

    func testCyclicRefsAcrossFiles() throws {
        let set = try load([
            "a.yml": "P: {$ref: 'b.yml#/Q'}\n",
            "b.yml": "Q: {$ref: 'a.yml#/P'}\n",
        ], root: "a.yml")
        let p = try XCTUnwrap(set.root["P"])
        let error = specError { () throws(SpecError) in _ = try set.followRefs(p, in: "a.yml") }
        XCTAssertEqual(error?.description, "a.yml:1:11: error: cyclic $ref: #/P → b.yml#/Q → #/P (at #/P/$ref)")
    }

    func testJSONPointerTokens() {
        XCTAssertEqual(JSONPointer.tokens(""), [])
        XCTAssertEqual(JSONPointer.tokens("/a~1b/c~0d/~01"), ["a/b", "c~d", "~1"])
        XCTAssertEqual(JSONPointer.tokens("/"), [""])
        XCTAssertNil(JSONPointer.tokens("a"))
        XCTAssertEqual(JSONPointer.escape("~/x"), "~0~1x")
        XCTAssertEqual(JSONPointer.percentDecoded("%7Bid%7D%2"), "{id}%2")
    }
}
