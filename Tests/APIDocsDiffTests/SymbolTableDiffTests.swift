import XCTest

/// What `apidocs diff` reports because it compares the sides' symbol tables (what each
/// `symbols.json` lists) rather than every declaration: parts the docs leave out, a path whose
/// kinds of declaration change, a member the docs do not list, and initializer signatures.
final class SymbolTableDiffTests: XCTestCase {
    typealias Pairs = MutationPairTests

    /// An operation marked `x-internal` leaves the docs (and `symbols.json`) but not the code:
    /// removed entries, none breaking.
    func testOperationLeftOutOfTheDocsIsRemovedButNotBreaking() throws {
        let spec = Pairs.mutated("      operationId: getPet\n", "      operationId: getPet\n      x-internal: true\n")
        XCTAssertEqual(try Pairs.changes(from: Pairs.base, to: spec, client: "swaggen"), [
            "ok|removed|declaration|API.Pets.GetPet",
        ])
        XCTAssertEqual(try Pairs.changes(from: Pairs.base, to: spec, client: "swift-openapi-generator"), [
            "ok|removed|declaration|APIProtocol.getPet(_:)",
            "ok|removed|declaration|APIProtocol.getPet(path:headers:)",
            "ok|removed|declaration|Client.getPet(_:)",
            "ok|removed|declaration|Operations.getPet",
        ])
        XCTAssertEqual(try Pairs.changes(from: spec, to: Pairs.base, client: "swaggen"), [
            "ok|added|declaration|API.Pets.GetPet",
        ])
    }

    /// SwagGen's `additionalProperties` member has no entry in `symbols.json`: its coming and
    /// going is told on the model. swift-openapi-generator lists it, and its memberwise
    /// initializer's new signature is one entry.
    func testAdditionalPropertiesOnTheModelThatHoldsThem() throws {
        let spec = Pairs.mutated("    Pet:\n      type: object\n", "    Pet:\n      type: object\n      additionalProperties: true\n")
        XCTAssertEqual(try Pairs.changes(from: Pairs.base, to: spec, client: "swaggen"), [
            "ok|changed|member|Pet",
        ])
        XCTAssertEqual(try Pairs.changes(from: spec, to: Pairs.base, client: "swaggen"), [
            "breaking|changed|member|Pet",
        ])
        XCTAssertEqual(try Pairs.changes(from: Pairs.base, to: spec, client: "swift-openapi-generator"), [
            "ok|added|declaration|Components.Schemas.Pet.additionalProperties",
            "ok|added|declaration|Components.Schemas.Pet.encode(to:)",
            "ok|added|declaration|Components.Schemas.Pet.init(from:)",
            "ok|changed|signature|Components.Schemas.Pet.init(id:name:tag:status:additionalProperties:)",
        ])
    }

    /// An empty response has a static property beside its throwing property of the same name
    /// (`Output.conflict`); a body takes the static one away. The path stays in `symbols.json`:
    /// a `kind` change, not a removal.
    func testStaticMemberOfAnEmptyResponseIsAKindChange() throws {
        let empty = Pairs.mutated("      responses:\n        \"200\":\n          description: The pet.\n",
                                  "      responses:\n        \"409\": {description: Conflict.}\n        \"200\":\n          description: The pet.\n")
        let withBody = empty.replacingOccurrences(
            of: "\"409\": {description: Conflict.}",
            with: "\"409\":\n          description: Conflict.\n          content:\n            application/json:\n              schema: {type: string}"
        )
        XCTAssertEqual(try Pairs.changes(from: empty, to: withBody, client: "swift-openapi-generator"), [
            "ok|changed|wire|Operations.getPet",
            "ok|added|declaration|Operations.getPet.Output.Conflict.Body",
            "breaking|added|declaration|Operations.getPet.Output.Conflict.body",
            "breaking|changed|signature|Operations.getPet.Output.Conflict.init(body:)",
            "breaking|changed|kind|Operations.getPet.Output.conflict",
        ])
        XCTAssertEqual(try Pairs.changes(from: withBody, to: empty, client: "swift-openapi-generator"), [
            "ok|changed|wire|Operations.getPet",
            "breaking|removed|declaration|Operations.getPet.Output.Conflict.Body",
            "breaking|removed|declaration|Operations.getPet.Output.Conflict.body",
            "breaking|changed|signature|Operations.getPet.Output.Conflict.init()",
            "ok|changed|kind|Operations.getPet.Output.conflict",
        ])
    }

    /// A property's inline object becomes a `oneOf` (a struct, then an enum, at one path): the
    /// kind change breaks old code; the enum's cases, new with it, break nothing of their own,
    /// since no old code switches over a struct (the compiler agreed on typesense's pair).
    func testMembersOfADeclarationThatChangedKindAreNotBreakingByThemselves() throws {
        let object = Pairs.mutated("        tag: {type: string}\n", "        tag:\n          type: object\n          properties:\n            label: {type: string}\n")
        let choice = Pairs.mutated("        tag: {type: string}\n", "        tag:\n          oneOf:\n            - {type: string}\n            - {type: integer}\n")
        let lines = try Pairs.changes(from: object, to: choice, client: "swift-openapi-generator")
        XCTAssertTrue(lines.contains("breaking|changed|kind|Components.Schemas.Pet.tagPayload"), "\(lines)")
        let cases = lines.filter { $0.contains("|added|declaration|Components.Schemas.Pet.tagPayload.case") }
        XCTAssertEqual(cases, ["ok|added|declaration|Components.Schemas.Pet.tagPayload.case1(_:)", "ok|added|declaration|Components.Schemas.Pet.tagPayload.case2(_:)"], "\(lines)")
    }
}
