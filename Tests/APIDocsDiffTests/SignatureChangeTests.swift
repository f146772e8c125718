@testable import APIDocsDiff
import APIDocsSymbols
import XCTest

/// The verdict of an initializer's or method's new signature for calls written against the
/// old one: an added parameter with a default, a gained default and an optional widening keep
/// every call compiling; a label change, a removed parameter, a new required one, a lost
/// default, another order, another parameter or result type break some call.
final class SignatureChangeTests: XCTestCase {
    static let int = SwiftType.builtin("Swift.Int"), string = SwiftType.builtin("Swift.String")

    static func initializer(_ parameters: [ClientParameter]) -> ClientDeclaration {
        ClientDeclaration(.initializer, ClientDeclaration.labelled("init", parameters.map(\.label))).taking(parameters)
    }

    func verdict(_ old: [ClientParameter], _ new: [ClientParameter]) -> ChangeVerdict {
        SignatureChange.verdict(old: Self.initializer(old), new: Self.initializer(new), path: "Pet.init")
    }

    let id = ClientParameter(label: "id", type: int), label = ClientParameter(label: "name", type: string)

    func testAddedParameterWithADefaultIsNotBreaking() {
        let result = verdict([id], [id, ClientParameter(label: "tag", type: .optional(Self.string), defaultValue: "nil")])
        XCTAssertFalse(result.breaking)
        XCTAssertEqual(result.reason, "every call of `Pet.init` still compiles: the new `tag:` has a default value")
    }

    func testLabelChangeIsBreaking() {
        let result = verdict([id, label], [id, ClientParameter(label: "fullName", type: Self.string)])
        XCTAssertTrue(result.breaking)
        XCTAssertEqual(result.reason, "`Pet.init`: calls that pass `name:` no longer compile; calls without the new required `fullName:` no longer compile")
    }

    func testNewRequiredParameterIsBreaking() {
        XCTAssertTrue(verdict([id], [id, label]).breaking)
    }

    func testLostDefaultIsBreakingAndGainedDefaultIsNot() {
        let optional = ClientParameter(label: "name", type: Self.string, defaultValue: "\"x\"")
        XCTAssertTrue(verdict([id, optional], [id, label]).breaking)
        let gained = verdict([id, label], [id, optional])
        XCTAssertFalse(gained.breaking)
        XCTAssertEqual(gained.reason, "every call of `Pet.init` still compiles: `name:` gains a default value")
    }

    func testAnotherDefaultKeepsCalls() {
        let result = verdict([ClientParameter(label: "space", type: Self.string, defaultValue: "\"main\"")],
                             [ClientParameter(label: "space", type: Self.string, defaultValue: "\"next\"")])
        XCTAssertFalse(result.breaking)
        XCTAssertEqual(result.reason, "every call of `Pet.init` still compiles: `space:` defaults to `\"next\"` instead of `\"main\"`")
    }

    func testOptionalWideningKeepsCallsAndOtherTypesBreakThem() {
        XCTAssertFalse(verdict([id], [ClientParameter(label: "id", type: .optional(Self.int))]).breaking)
        let retyped = verdict([id], [ClientParameter(label: "id", type: Self.string)])
        XCTAssertTrue(retyped.breaking)
        XCTAssertEqual(retyped.reason, "`Pet.init`: `id:` takes `Swift.String` instead of `Swift.Int`")
    }

    func testAnotherOrderIsBreaking() {
        XCTAssertTrue(verdict([id, label], [label, id]).breaking)
    }

    func testResultTypeOfAMethod() {
        let old = ClientDeclaration(.method, "list(_:)", swiftType: Self.int).taking([ClientParameter(label: "_", name: "input", type: Self.string)])
        var new = old
        new.swiftType = Self.string
        XCTAssertEqual(SignatureChange.text(old), "func list(_ input: Swift.String) -> Swift.Int")
        XCTAssertTrue(SignatureChange.verdict(old: old, new: new, path: "Client.list(_:)").breaking)
        XCTAssertFalse(SignatureChange.verdict(old: old, new: old, path: "Client.list(_:)").breaking)
    }

    func testDeclarationText() {
        let declaration = Self.initializer([id, ClientParameter(label: "tag", type: .optional(Self.string), defaultValue: "nil")])
        XCTAssertEqual(SignatureChange.text(declaration), "init(id: Swift.Int, tag: Swift.String? = nil)")
        XCTAssertNil(SignatureChange.text(ClientDeclaration(.initializer, "init(id:)")), "no recorded parameters, no text")
    }
}
