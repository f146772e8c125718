import APIDocsLoader
import APIDocsSpec
@testable import APIDocsSymbols
import XCTest

/// Every type name is sent to the declaration Swift's lookup finds from where it is written,
/// and names the client declares twice or that find another type are warnings.
final class TypeResolutionTests: XCTestCase {
    static let spec = """
    openapi: 3.0.0
    info: {title: T, version: "1"}
    paths:
      /a:
        get:
          operationId: getA
          parameters:
            - {name: mode, in: query, schema: {type: string, enum: [x, y]}}
          responses:
            "200":
              description: ok
              content:
                application/json:
                  schema: {$ref: "#/components/schemas/Mode"}
    components:
      parameters:
        status: {name: status, in: query, schema: {type: string, enum: [on, off]}}
      schemas:
        Status: {type: object, properties: {a: {type: string}}}
        Mode: {type: object, properties: {a: {type: string}}}
        Link: {type: object, properties: {a: {type: string}}}
        Holder:
          type: object
          properties:
            state: {type: string, enum: [on, off]}
            report: {$ref: "#/components/schemas/Status"}
            link: {type: object, properties: {b: {type: string}}}
            links: {type: array, items: {$ref: "#/components/schemas/Link"}}
        Child:
          allOf:
            - $ref: "#/components/schemas/Holder"
            - type: object
              properties:
                other: {$ref: "#/components/schemas/Link"}
    """

    var graph: SymbolGraph!

    override func setUpWithError() throws {
        let documents = try SpecDocumentSet.load(path: "spec.yml", sources: ["spec.yml": Self.spec])
        graph = SymbolGraphBuilder.build(try SpecReader.read(documents, diagnostics: DiagnosticCollector()), options: GeneratorOptions.merged([]), diagnostics: DiagnosticCollector())
    }

    func model(_ name: String) throws -> ModelSymbol {
        try XCTUnwrap(graph.models.first { $0.swiftName == name })
    }

    func target(_ model: ModelSymbol, _ property: String) throws -> DeclarationID? {
        try XCTUnwrap(model.properties.first { $0.swiftName == property }).type.targets.first
    }

    func testEnumValuesOfTheGlobalEnumLinkToItNotToTheModelOfTheSameName() throws {
        let holder = try model("Holder")
        XCTAssertEqual(try target(holder, "state"), DeclarationID(root: .globalEnum("status"), swiftPath: "Status"))
        XCTAssertEqual(try target(holder, "report"), DeclarationID(root: .component("Status"), swiftPath: "Status"))
    }

    func testANestedTypeHidesTheModelItsSiblingNames() throws {
        let holder = try model("Holder")
        XCTAssertEqual(try target(holder, "links"), DeclarationID(root: .component("Holder"), swiftPath: "Holder.Link"))
        XCTAssertEqual(try target(holder, "link"), DeclarationID(root: .component("Holder"), swiftPath: "Holder.Link"))
    }

    func testASubclassSeesItsSuperclasssNestedTypes() throws {
        let child = try model("Child")
        XCTAssertEqual(try target(child, "other"), DeclarationID(root: .component("Holder"), swiftPath: "Holder.Link"))
        XCTAssertEqual(child.superclass?.targets, [DeclarationID(root: .component("Holder"), swiftPath: "Holder")])
    }

    func testARequestEnumHidesTheModelInTheResponse() throws {
        let operation = try XCTUnwrap(graph.operations.first)
        XCTAssertEqual(operation.response.cases.first?.associatedType?.targets, [DeclarationID(root: .namespace, swiftPath: "API.GetA.Mode")])
    }

    func testClashesAndShadowingAreWarningsAtBothPlaces() throws {
        let messages = graph.diagnostics.map(\.message)
        XCTAssertEqual(graph.diagnostics.map(\.severity), Array(repeating: .warning, count: 3), "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("the generated client declares `Status` twice at the top level: global enum `Status` and model `Status`") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("nested type `Holder.Link` hides model `Link`: `Child.other`, declared `Link`, gets nested type `Holder.Link` in the generated client; rename one with `modelNames`") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("nested enum `API.GetA.Mode` hides model `Mode`: `API.GetA.Response.status200`, declared `Mode`, gets nested enum `API.GetA.Mode` in the generated client; rename one with `enumNames` or `modelNames`") }, "\(messages)")
        for diagnostic in graph.diagnostics {
            XCTAssertEqual(diagnostic.location?.file, "spec.yml")
            XCTAssertFalse(diagnostic.related.isEmpty)
            XCTAssertTrue(diagnostic.related.allSatisfy { $0.location != nil })
        }
    }
}

/// Two properties whose enums get one Swift name: SwagGen declares both, the graph keeps the
/// first and warns about the second instead of dropping it silently.
final class DuplicateMemberTests: XCTestCase {
    func testTwoNestedEnumsWithOneNameAreReported() throws {
        let spec = """
        openapi: 3.0.0
        info: {title: T, version: "1"}
        paths: {}
        components:
          schemas:
            Job:
              type: object
              properties:
                status: {type: string, enum: [a, b]}
                _status: {type: string, enum: [c, d]}
        """
        let documents = try SpecDocumentSet.load(path: "spec.yml", sources: ["spec.yml": spec])
        let graph = SymbolGraphBuilder.build(try SpecReader.read(documents, diagnostics: DiagnosticCollector()), options: GeneratorOptions.merged([]), diagnostics: DiagnosticCollector())
        let job = try XCTUnwrap(graph.models.first)
        XCTAssertEqual(job.enums.map(\.name), ["_status"])
        XCTAssertEqual(graph.diagnostics.count, 1)
        let warning = try XCTUnwrap(graph.diagnostics.first)
        XCTAssertEqual(warning.severity, .warning)
        XCTAssertEqual(warning.message, "`Job` declares `Status` twice: nested enums from `_status` and `status` (the client does not compile; the site documents the first); rename one with `enumNames`")
        XCTAssertEqual(warning.location?.line, 10)
        XCTAssertEqual(warning.related.first?.location?.line, 9)
    }
}
