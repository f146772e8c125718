import APIDocsDiff
import XCTest

/// A request's initializers change when its `Options` appear, disappear, gain or lose a
/// required member, or when a body appears or goes: each changed initializer is its own
/// `signature` entry with both declarations, in both flavours (SwagGen's `Request.init(store:)`,
/// swift-openapi-generator's `Input.init(query:)` and `APIProtocol` method).
///
/// The verdicts are the compiler's: `scripts/verify-diff-verdicts.sh` built a caller probe of
/// each change against both generated clients.
final class RequestInitializerChangeTests: XCTestCase {
    static let base = """
    openapi: 3.0.3
    info: {title: Shop, version: "1"}
    paths:
      /orders:
        post:
          operationId: addOrder
          tags: [orders]
    PARAMETERS
    BODY      responses:
            "204": {description: Added.}
    components:
      schemas:
        Order:
          type: object
          properties:
            id: {type: integer}

    """
    static let store = "    - {name: store, in: query, required: true, schema: {type: string}}\n"
    static let limit = "    - {name: limit, in: query, schema: {type: integer}}\n"

    enum Body { case none, required, optional }

    /// The spec with these query parameters and body.
    static func spec(_ parameters: [String] = [], body: Body = .none) -> String {
        let list = parameters.isEmpty ? "" : "      parameters:\n" + parameters.map { "    " + $0 }.joined()
        var text = ""
        if body != .none {
            text = "      requestBody:\n" + (body == .required ? "        required: true\n" : "")
                + "        content:\n          application/json:\n            schema: {$ref: '#/components/schemas/Order'}\n"
        }
        return base.replacingOccurrences(of: "PARAMETERS\n", with: list).replacingOccurrences(of: "BODY", with: text)
    }

    static let pairs: [String: (old: String, new: String)] = [
        "first-required-option": (spec(), spec([store])),
        "first-optional-option": (spec(), spec([limit])),
        "last-option-goes": (spec([store]), spec()),
        "options-gain-required": (spec([limit]), spec([limit, store])),
        "options-lose-required": (spec([limit, store]), spec([limit])),
        "options-gain-optional": (spec([store]), spec([store, limit])),
        "body-appears": (spec(), spec(body: .required)),
        "optional-body-appears": (spec(), spec(body: .optional)),
        "body-appears-with-options": (spec([store]), spec([store], body: .required)),
        "optional-body-appears-with-options": (spec([store]), spec([store], body: .optional)),
        "body-goes": (spec(body: .required), spec()),
        "body-goes-with-options": (spec([store], body: .required), spec([store])),
        "body-becomes-optional-with-options": (spec([store], body: .required), spec([store], body: .optional)),
    ]

    static func pair(_ name: String) -> (String, String) {
        (pairs[name]!.old, pairs[name]!.new)
    }

    /// The case a new user met: `GET /orders` gains its first, required, query parameter, so
    /// `Request()` no longer compiles; the entry says so with both declarations.
    func testTheFirstRequiredParameterBreaksTheOldCall() throws {
        let (old, new) = Self.pair("first-required-option")
        let changes = try MutationPairTests.report(from: old, to: new, client: "swaggen")
        let call = try XCTUnwrap(changes.first { $0.displayedSymbol == "API.Orders.AddOrder.Request.init(store:)" })
        XCTAssertTrue(call.breaking)
        XCTAssertEqual(call.aspect, .signature)
        // Told on the request, which both sides' symbols.json list.
        XCTAssertEqual(call.symbol, "API.Orders.AddOrder.Request")
        XCTAssertEqual(call.oldMember, "init()")
        XCTAssertEqual(call.newMember, "init(store:)")
        XCTAssertEqual(call.old, "init()")
        XCTAssertEqual(call.new, "init(store: String)")
        XCTAssertEqual(call.reason, "`API.Orders.AddOrder.Request.init()`: calls without the new required `store:` no longer compile")
        let option = try XCTUnwrap(changes.first { $0.symbol == "API.Orders.AddOrder.Request.Options.store" })
        XCTAssertFalse(option.breaking)
        XCTAssertEqual(option.reason, "a member of `API.Orders.AddOrder.Request.Options`, which the old client does not declare: no existing code names it")
        XCTAssertFalse(changes.contains { $0.reason.contains("reported there") }, "no entry points at one that is not there")
    }

    /// A body's designated initializer keeps no default for it, even when the body is optional.
    func testTheDesignatedInitializerWithABody() throws {
        let (old, new) = Self.pair("optional-body-appears-with-options")
        let changes = try MutationPairTests.report(from: old, to: new, client: "swaggen")
        let designated = try XCTUnwrap(changes.first { $0.displayedSymbol == "API.Orders.AddOrder.Request.init(body:options:encoder:)" })
        XCTAssertEqual(designated.old, "init(options: API.Orders.AddOrder.Request.Options)")
        XCTAssertEqual(designated.new, "init(body: Order?, options: API.Orders.AddOrder.Request.Options, encoder: RequestEncoder? = nil)")
        XCTAssertTrue(designated.breaking)
        let convenience = try XCTUnwrap(changes.first { $0.displayedSymbol == "API.Orders.AddOrder.Request.init(store:body:)" })
        XCTAssertEqual(convenience.new, "init(store: String, body: Order? = nil)")
        XCTAssertFalse(convenience.breaking)
    }

    func testFirstRequiredOption() throws {
        let (old, new) = Self.pair("first-required-option")
        XCTAssertEqual(try MutationPairTests.changes(from: old, to: new, client: "swaggen"), [
            "ok|changed|member|API.Orders.AddOrder.Request.init(options:)",
            "breaking|changed|signature|API.Orders.AddOrder.Request.init(store:)",
            "ok|added|declaration|API.Orders.AddOrder.Request.Options.store",
        ])
        XCTAssertEqual(try MutationPairTests.changes(from: old, to: new, client: "swift-openapi-generator"), [
            "breaking|changed|signature|APIProtocol.addOrder(query:)",
            "ok|added|declaration|Operations.addOrder.Input.Query",
            "breaking|changed|signature|Operations.addOrder.Input.init(query:)",
            "breaking|added|declaration|Operations.addOrder.Input.query",
        ])
    }

    func testFirstOptionalOption() throws {
        let (old, new) = Self.pair("first-optional-option")
        XCTAssertEqual(try MutationPairTests.changes(from: old, to: new, client: "swaggen"), [
            "ok|changed|member|API.Orders.AddOrder.Request.init(options:)",
            "ok|changed|signature|API.Orders.AddOrder.Request.init(limit:)",
            "ok|added|declaration|API.Orders.AddOrder.Request.Options.limit",
        ])
        XCTAssertEqual(try MutationPairTests.changes(from: old, to: new, client: "swift-openapi-generator"), [
            "ok|changed|signature|APIProtocol.addOrder(query:)",
            "ok|added|declaration|Operations.addOrder.Input.Query",
            "ok|changed|signature|Operations.addOrder.Input.init(query:)",
            "ok|added|declaration|Operations.addOrder.Input.query",
        ])
    }

    func testLastOptionGoes() throws {
        let (old, new) = Self.pair("last-option-goes")
        XCTAssertEqual(try MutationPairTests.changes(from: old, to: new, client: "swaggen"), [
            "breaking|changed|member|API.Orders.AddOrder.Request.init(options:)",
            "breaking|changed|signature|API.Orders.AddOrder.Request.init()",
            "breaking|removed|declaration|API.Orders.AddOrder.Request.Options.store",
        ])
        XCTAssertEqual(try MutationPairTests.changes(from: old, to: new, client: "swift-openapi-generator"), [
            "breaking|changed|signature|APIProtocol.addOrder()",
            "breaking|removed|declaration|Operations.addOrder.Input.Query",
            "breaking|changed|signature|Operations.addOrder.Input.init()",
            "breaking|removed|declaration|Operations.addOrder.Input.query",
        ])
    }

    func testOptionsGainRequired() throws {
        let (old, new) = Self.pair("options-gain-required")
        XCTAssertEqual(try MutationPairTests.changes(from: old, to: new, client: "swaggen"), [
            "breaking|changed|signature|API.Orders.AddOrder.Request.Options.init(limit:store:)",
            "breaking|changed|signature|API.Orders.AddOrder.Request.init(limit:store:)",
            "breaking|added|declaration|API.Orders.AddOrder.Request.Options.store",
        ])
        XCTAssertEqual(try MutationPairTests.changes(from: old, to: new, client: "swift-openapi-generator"), [
            "breaking|changed|signature|APIProtocol.addOrder(query:)",
            "breaking|changed|signature|Operations.addOrder.Input.Query.init(limit:store:)",
            "breaking|added|declaration|Operations.addOrder.Input.Query.store",
            "breaking|changed|signature|Operations.addOrder.Input.init(query:)",
            "breaking|changed|default-value|Operations.addOrder.Input.query",
        ])
    }

    func testOptionsLoseRequired() throws {
        let (old, new) = Self.pair("options-lose-required")
        XCTAssertEqual(try MutationPairTests.changes(from: old, to: new, client: "swaggen"), [
            "breaking|changed|signature|API.Orders.AddOrder.Request.Options.init(limit:)",
            "breaking|changed|signature|API.Orders.AddOrder.Request.init(limit:)",
            "breaking|removed|declaration|API.Orders.AddOrder.Request.Options.store",
        ])
        XCTAssertEqual(try MutationPairTests.changes(from: old, to: new, client: "swift-openapi-generator"), [
            "ok|changed|signature|APIProtocol.addOrder(query:)",
            "breaking|changed|signature|Operations.addOrder.Input.Query.init(limit:)",
            "breaking|removed|declaration|Operations.addOrder.Input.Query.store",
            "ok|changed|signature|Operations.addOrder.Input.init(query:)",
            "ok|changed|default-value|Operations.addOrder.Input.query",
        ])
    }

    func testOptionsGainOptional() throws {
        let (old, new) = Self.pair("options-gain-optional")
        XCTAssertEqual(try MutationPairTests.changes(from: old, to: new, client: "swaggen"), [
            "ok|changed|signature|API.Orders.AddOrder.Request.Options.init(store:limit:)",
            "ok|changed|signature|API.Orders.AddOrder.Request.init(store:limit:)",
            "ok|added|declaration|API.Orders.AddOrder.Request.Options.limit",
        ])
        XCTAssertEqual(try MutationPairTests.changes(from: old, to: new, client: "swift-openapi-generator"), [
            "ok|changed|signature|Operations.addOrder.Input.Query.init(store:limit:)",
            "ok|added|declaration|Operations.addOrder.Input.Query.limit",
        ])
    }

    func testBodyAppears() throws {
        let (old, new) = Self.pair("body-appears")
        XCTAssertEqual(try MutationPairTests.changes(from: old, to: new, client: "swaggen"), [
            "ok|changed|wire|API.Orders.AddOrder",
            "breaking|changed|signature|API.Orders.AddOrder.Request.init(body:encoder:)",
            "ok|added|declaration|API.Orders.AddOrder.Request.body",
        ])
        XCTAssertEqual(try MutationPairTests.changes(from: old, to: new, client: "swift-openapi-generator"), [
            "breaking|changed|signature|APIProtocol.addOrder(body:)",
            "ok|changed|wire|Operations.addOrder",
            "ok|added|declaration|Operations.addOrder.Input.Body",
            "breaking|added|declaration|Operations.addOrder.Input.body",
            "breaking|changed|signature|Operations.addOrder.Input.init(body:)",
        ])
    }

    func testOptionalBodyAppears() throws {
        let (old, new) = Self.pair("optional-body-appears")
        XCTAssertEqual(try MutationPairTests.changes(from: old, to: new, client: "swaggen"), [
            "ok|changed|wire|API.Orders.AddOrder",
            "breaking|changed|signature|API.Orders.AddOrder.Request.init(body:encoder:)",
            "ok|added|declaration|API.Orders.AddOrder.Request.body",
        ])
        XCTAssertEqual(try MutationPairTests.changes(from: old, to: new, client: "swift-openapi-generator"), [
            "ok|changed|signature|APIProtocol.addOrder(body:)",
            "ok|changed|wire|Operations.addOrder",
            "ok|added|declaration|Operations.addOrder.Input.Body",
            "ok|added|declaration|Operations.addOrder.Input.body",
            "ok|changed|signature|Operations.addOrder.Input.init(body:)",
        ])
    }

    func testBodyAppearsWithOptions() throws {
        let (old, new) = Self.pair("body-appears-with-options")
        XCTAssertEqual(try MutationPairTests.changes(from: old, to: new, client: "swaggen"), [
            "ok|changed|wire|API.Orders.AddOrder",
            "breaking|changed|signature|API.Orders.AddOrder.Request.init(body:options:encoder:)",
            "breaking|changed|signature|API.Orders.AddOrder.Request.init(store:body:)",
            "ok|added|declaration|API.Orders.AddOrder.Request.body",
        ])
        XCTAssertEqual(try MutationPairTests.changes(from: old, to: new, client: "swift-openapi-generator"), [
            "breaking|changed|signature|APIProtocol.addOrder(query:body:)",
            "ok|changed|wire|Operations.addOrder",
            "ok|added|declaration|Operations.addOrder.Input.Body",
            "breaking|added|declaration|Operations.addOrder.Input.body",
            "breaking|changed|signature|Operations.addOrder.Input.init(query:body:)",
        ])
    }

    func testOptionalBodyAppearsWithOptions() throws {
        let (old, new) = Self.pair("optional-body-appears-with-options")
        XCTAssertEqual(try MutationPairTests.changes(from: old, to: new, client: "swaggen"), [
            "ok|changed|wire|API.Orders.AddOrder",
            "breaking|changed|signature|API.Orders.AddOrder.Request.init(body:options:encoder:)",
            "ok|changed|signature|API.Orders.AddOrder.Request.init(store:body:)",
            "ok|added|declaration|API.Orders.AddOrder.Request.body",
        ])
        XCTAssertEqual(try MutationPairTests.changes(from: old, to: new, client: "swift-openapi-generator"), [
            "ok|changed|signature|APIProtocol.addOrder(query:body:)",
            "ok|changed|wire|Operations.addOrder",
            "ok|added|declaration|Operations.addOrder.Input.Body",
            "ok|added|declaration|Operations.addOrder.Input.body",
            "ok|changed|signature|Operations.addOrder.Input.init(query:body:)",
        ])
    }

    func testBodyGoes() throws {
        let (old, new) = Self.pair("body-goes")
        XCTAssertEqual(try MutationPairTests.changes(from: old, to: new, client: "swaggen"), [
            "ok|changed|wire|API.Orders.AddOrder",
            "breaking|changed|signature|API.Orders.AddOrder.Request.init()",
            "breaking|removed|declaration|API.Orders.AddOrder.Request.body",
        ])
        XCTAssertEqual(try MutationPairTests.changes(from: old, to: new, client: "swift-openapi-generator"), [
            "breaking|changed|signature|APIProtocol.addOrder()",
            "ok|changed|wire|Operations.addOrder",
            "breaking|removed|declaration|Operations.addOrder.Input.Body",
            "breaking|removed|declaration|Operations.addOrder.Input.body",
            "breaking|changed|signature|Operations.addOrder.Input.init()",
        ])
    }

    func testBodyGoesWithOptions() throws {
        let (old, new) = Self.pair("body-goes-with-options")
        XCTAssertEqual(try MutationPairTests.changes(from: old, to: new, client: "swaggen"), [
            "ok|changed|wire|API.Orders.AddOrder",
            "breaking|changed|signature|API.Orders.AddOrder.Request.init(options:)",
            "breaking|changed|signature|API.Orders.AddOrder.Request.init(store:)",
            "breaking|removed|declaration|API.Orders.AddOrder.Request.body",
        ])
        XCTAssertEqual(try MutationPairTests.changes(from: old, to: new, client: "swift-openapi-generator"), [
            "breaking|changed|signature|APIProtocol.addOrder(query:)",
            "ok|changed|wire|Operations.addOrder",
            "breaking|removed|declaration|Operations.addOrder.Input.Body",
            "breaking|removed|declaration|Operations.addOrder.Input.body",
            "breaking|changed|signature|Operations.addOrder.Input.init(query:)",
        ])
    }

    func testBodyBecomesOptionalWithOptions() throws {
        let (old, new) = Self.pair("body-becomes-optional-with-options")
        XCTAssertEqual(try MutationPairTests.changes(from: old, to: new, client: "swaggen"), [
            "ok|changed|signature|API.Orders.AddOrder.Request.init(body:options:encoder:)",
            "ok|changed|signature|API.Orders.AddOrder.Request.init(store:body:)",
            "breaking|changed|type|API.Orders.AddOrder.Request.body",
        ])
        XCTAssertEqual(try MutationPairTests.changes(from: old, to: new, client: "swift-openapi-generator"), [
            "ok|changed|signature|APIProtocol.addOrder(query:body:)",
            "breaking|changed|type|Operations.addOrder.Input.body",
            "ok|changed|signature|Operations.addOrder.Input.init(query:body:)",
        ])
    }
}
