import APIDocsDiagnostics
import APIDocsKit
import APIDocsRender
import APIDocsTestSupport
import XCTest

/// Every walk over schemas ends, whatever cycle the spec builds: component schemas `S0 … Sn-1`
/// that each lead to the next (and `Sn-1` back to `S0`) through one kind of link, used as a
/// query and header parameter (by `schema` and by `content`), a JSON and a multipart request
/// body, a callback's body, a response body and header and a default response, are built in both client flavours for every length 1–50 of every
/// kind, and in seeded mixes of kinds. A cycle of bare `$ref`s is the one kind with no schema
/// in it: a located error, never a crash.
final class SchemaCycleTests: XCTestCase {
    /// One way for a schema to lead to another.
    enum Link: String, CaseIterable {
        case requiredProperty, optionalProperty, allOf, oneOf, anyOf, allOfOnly, oneOfOnly, anyOfOnly
        case items, itemsWithoutType, additionalProperties, not, nestedInline, discriminated, refWithSibling

        /// Schema `index` of the cycle, leading to schema `next`.
        func schema(index: Int, next: Int) -> String {
            let ref = ##"{"$ref": "#/components/schemas/S\##(next)"}"##
            let own = #"{"type": "object", "properties": {"v\#(index)": {"type": "string"}}}"#
            switch self {
            case .requiredProperty: return #"{"type": "object", "required": ["p\#(index)"], "properties": {"p\#(index)": \#(ref)}}"#
            case .optionalProperty: return #"{"type": "object", "properties": {"p\#(index)": \#(ref)}}"#
            case .allOf: return #"{"allOf": [\#(ref), \#(own)]}"#
            case .oneOf: return #"{"oneOf": [\#(ref), \#(own)]}"#
            case .anyOf: return #"{"anyOf": [\#(ref), \#(own)]}"#
            case .allOfOnly: return #"{"allOf": [\#(ref)]}"#
            case .oneOfOnly: return #"{"oneOf": [\#(ref)]}"#
            case .anyOfOnly: return #"{"anyOf": [\#(ref)]}"#
            case .items: return #"{"type": "array", "minItems": 2, "items": \#(ref)}"#
            case .itemsWithoutType: return #"{"items": \#(ref)}"#
            case .additionalProperties: return #"{"type": "object", "additionalProperties": \#(ref)}"#
            case .not: return #"{"type": "object", "not": \#(ref), "properties": {"n\#(index)": {"type": "integer"}}}"#
            case .nestedInline:
                return #"{"type": "object", "required": ["a"], "properties": {"a": {"type": "object", "required": ["b"], "properties": {"b": {"type": "array", "minItems": 1, "items": \#(ref)}}}}}"#
            case .discriminated: return #"{"oneOf": [\#(ref), \#(own)], "discriminator": {"propertyName": "kind"}}"#
            case .refWithSibling: return ##"{"$ref": "#/components/schemas/S\##(next)", "description": "S\##(index) is S\##(next)"}"##
            }
        }
    }

    static let flavours: [ClientFlavour] = [.swaggen, .swiftOpenAPIGenerator]
    static let lengths = 1...50

    /// The spec of one cycle, one schema per line (line 8 + i holds `Si`).
    static func spec(_ links: [Link], version: String = "3.0.3") -> String {
        let count = links.count
        let schemas = links.enumerated().map { index, link in
            #"    "S\#(index)": "# + link.schema(index: index, next: (index + 1) % count)
        }
        let s0 = ##"{"$ref": "#/components/schemas/S0"}"##
        // 3.1 documents use the cycle in a webhook too (on the first line, so lines stay put).
        let webhooks = version.hasPrefix("3.0") ? "" : #" "webhooks": {"changed": {"post": {"requestBody": {"content": {"application/json": {"schema": \#(s0)}}}, "responses": {"200": {"description": "ok"}}}}},"#
        return """
            {"openapi": "\(version)", "info": {"title": "Cycles", "version": "1"},\(webhooks)
             "paths": {"/c": {"post": {"operationId": "postC",
               "parameters": [{"name": "q", "in": "query", "schema": \(s0)}, {"name": "h", "in": "header", "schema": {"type": "array", "items": \(s0)}}, {"name": "f", "in": "query", "content": {"application/json": {"schema": \(s0)}}}],
               "requestBody": {"required": true, "content": {"application/json": {"schema": \(s0)}, "multipart/form-data": {"schema": {"type": "object", "properties": {"f": \(s0)}}}}},
               "callbacks": {"onEvent": {"{$request.body#/url}": {"post": {"requestBody": {"content": {"application/json": {"schema": \(s0)}}}, "responses": {"200": {"description": "ok"}}}}}},
               "responses": {"200": {"description": "ok", "headers": {"X": {"schema": \(s0)}}, "content": {"application/json": {"schema": \(s0)}}}, "default": {"description": "e", "content": {"application/json": {"schema": {"type": "array", "items": \(s0)}}}}}}}},
             "components": {"schemas": {
            \(schemas.joined(separator: ",\n"))
            }}}
            """
    }

    /// A build's refusal: the first error line it printed.
    struct Refusal: Error, CustomStringConvertible {
        let description: String
    }

    /// Builds `links` in one flavour: the files, or the first error (thrown, or reported while
    /// the stages went on, which fails a build as well).
    func build(_ links: [Link], _ flavour: ClientFlavour, version: String = "3.0.3") throws -> Result<[OutputFile], Refusal> {
        let pipeline = try InMemoryPipeline(specName: "spec.json", client: flavour)
        let diagnostics = DiagnosticCollector()
        do {
            let files = try pipeline.files(specText: Self.spec(links, version: version), diagnostics: diagnostics)
            if diagnostics.errorCount > 0 {
                return .failure(Refusal(description: diagnostics.printedLines.first { $0.contains(": error: ") } ?? "an error"))
            }
            return .success(files)
        } catch {
            let first = diagnostics.printedLines.first { $0.contains(": error: ") }
            return .failure(Refusal(description: first ?? "\(error)"))
        }
    }

    /// Every length of one kind builds in both flavours: a page per component and a finite
    /// JSON sample on the operation's page.
    func checkEveryLength(_ link: Link, file: StaticString = #filePath, line: UInt = #line) throws {
        for flavour in Self.flavours {
            for length in Self.lengths {
                let label = "\(link.rawValue) × \(length), \(flavour.rawValue)"
                switch try build(Array(repeating: link, count: length), flavour) {
                case .failure(let error):
                    XCTFail("\(label): \(error)", file: file, line: line)
                    return
                case .success(let files):
                    let paths = Set(files.map(\.path))
                    XCTAssertTrue(paths.contains("README.md"), label, file: file, line: line)
                    let pages = files.filter { $0.path.hasSuffix(".html") }
                    XCTAssertGreaterThan(pages.count, length, label, file: file, line: line)
                    // Each component is named on some page.
                    let text = pages.map { String(decoding: $0.bytes, as: UTF8.self) }.joined()
                    for index in [0, length - 1] {
                        XCTAssertTrue(text.contains("S\(index)"), "\(label): S\(index) on no page", file: file, line: line)
                    }
                }
            }
        }
    }

    func testRequiredProperty() throws { try checkEveryLength(.requiredProperty) }
    func testOptionalProperty() throws { try checkEveryLength(.optionalProperty) }
    func testAllOf() throws { try checkEveryLength(.allOf) }
    func testOneOf() throws { try checkEveryLength(.oneOf) }
    func testAnyOf() throws { try checkEveryLength(.anyOf) }
    func testAllOfOnly() throws { try checkEveryLength(.allOfOnly) }
    func testOneOfOnly() throws { try checkEveryLength(.oneOfOnly) }
    func testAnyOfOnly() throws { try checkEveryLength(.anyOfOnly) }
    func testItems() throws { try checkEveryLength(.items) }
    func testItemsWithoutType() throws { try checkEveryLength(.itemsWithoutType) }
    func testAdditionalProperties() throws { try checkEveryLength(.additionalProperties) }
    func testNot() throws { try checkEveryLength(.not) }
    func testNestedInline() throws { try checkEveryLength(.nestedInline) }
    func testDiscriminated() throws { try checkEveryLength(.discriminated) }

    /// A cycle of `$ref`s with siblings is still only references: no schema is ever reached,
    /// so it is an error located at the first member's `$ref` (line 8, `S0`), in both flavours.
    func testACycleOfReferencesIsALocatedError() throws {
        for flavour in Self.flavours {
            for length in Self.lengths {
                let label = "refWithSibling × \(length), \(flavour.rawValue)"
                switch try build(Array(repeating: .refWithSibling, count: length), flavour) {
                case .success:
                    XCTFail("\(label): built")
                case .failure(let error):
                    XCTAssertTrue("\(error)".hasPrefix("spec.json:8:"), "\(label): \(error)")
                }
            }
        }
    }

    /// Seeded mixes of every kind but bare references, lengths 1–50, in 3.0 and 3.1 documents.
    func testMixedCycles() throws {
        var random = SeededRandom(seed: 19)
        let kinds = Link.allCases.filter { $0 != .refWithSibling }
        for round in 0..<60 {
            let length = Int.random(in: Self.lengths, using: &random)
            let links = (0..<length).map { _ in kinds.randomElement(using: &random)! }
            let version = Bool.random(using: &random) ? "3.0.3" : "3.1.0"
            for flavour in Self.flavours {
                if case .failure(let error) = try build(links, flavour, version: version) {
                    XCTFail("round \(round) (\(links.map(\.rawValue)), \(version), \(flavour.rawValue)): \(error)")
                }
            }
        }
    }

    /// A dense web: each of 40 schemas names all 39 others, through one kind of composition or
    /// through required properties. Every walk visits each schema a bounded number of times
    /// (a search path by path would take longer than the universe), in both flavours.
    func testADenseWebOfSchemasBuildsInBothFlavours() throws {
        let count = 40
        for kind in ["allOf", "oneOf", "anyOf", "properties"] {
            let schemas = (0..<count).map { index in
                let others = (0..<count).filter { $0 != index }
                let schema: String
                if kind == "properties" {
                    let names = others.map { #""p\#($0)""# }.joined(separator: ", ")
                    let properties = others.map { ##""p\##($0)": {"$ref": "#/components/schemas/S\##($0)"}"## }.joined(separator: ", ")
                    schema = #"{"type": "object", "required": [\#(names)], "properties": {\#(properties)}}"#
                } else {
                    let refs = others.map { ##"{"$ref": "#/components/schemas/S\##($0)"}"## }.joined(separator: ", ")
                    schema = #"{"\#(kind)": [\#(refs), {"type": "object", "properties": {"v\#(index)": {"type": "string"}}}]}"#
                }
                return #"    "S\#(index)": "# + schema
            }
            let spec = ##"""
                {"openapi": "3.0.3", "info": {"title": "Web", "version": "1"},
                 "paths": {"/w": {"post": {"operationId": "postW",
                   "requestBody": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/S0"}}}},
                   "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/S1"}}}}}}}},
                 "components": {"schemas": {
                \##(schemas.joined(separator: ",\n"))
                }}}
                """##
            for flavour in Self.flavours {
                let diagnostics = DiagnosticCollector()
                let files = try InMemoryPipeline(specName: "spec.json", client: flavour).files(specText: spec, diagnostics: diagnostics)
                XCTAssertEqual(diagnostics.errorCount, 0, "\(kind), \(flavour.rawValue): \(diagnostics.printedLines)")
                XCTAssertGreaterThan(files.count, count, "\(kind), \(flavour.rawValue)")
            }
        }
    }

    /// The cycle of the issue that crashed both flavours: `C` and `D` include each other
    /// through `allOf`; the response sample holds both own properties and ends.
    func testTwoSchemasThatIncludeEachOtherThroughAllOf() throws {
        let spec = """
            openapi: 3.0.3
            info: {title: Cycles, version: "1"}
            paths:
              /c:
                get:
                  operationId: getC
                  responses:
                    "200": {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/C'}}}}
            components:
              schemas:
                C: {allOf: [{$ref: '#/components/schemas/D'}, {type: object, properties: {c: {type: string}}}]}
                D: {allOf: [{$ref: '#/components/schemas/C'}, {type: object, properties: {d: {type: string}}}]}
            """
        for flavour in Self.flavours {
            let pipeline = try InMemoryPipeline(specName: "spec.yml", client: flavour)
            let files = try pipeline.files(specText: spec, diagnostics: DiagnosticCollector())
            let pages = files.filter { $0.path.hasSuffix(".html") }.map { Self.flatText(String(decoding: $0.bytes, as: UTF8.self)) }
            let sample = #"{ "d": "string", "c": "string" }"#
            XCTAssertTrue(pages.contains { $0.contains(sample) || $0.contains(#"{ "c": "string", "d": "string" }"#) },
                          "\(flavour.rawValue): no page shows the merged sample")
        }
    }

    /// A page's text: tags removed, the entities apidocs writes decoded, white space collapsed.
    static func flatText(_ html: String) -> String {
        html.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#34;", with: "\"")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
            .replacingOccurrences(of: "\\s+", with: " ", options: .regularExpression)
    }
}
