import APIDocsLoader
import APIDocsSpec
import APIDocsSymbols
import XCTest

/// `allOf` inheritance: each ancestor's properties listed once, in order, even when a chain
/// comes back on itself.
final class InheritanceTests: XCTestCase {
    func graph(_ schemas: String, options: [String] = []) throws -> SymbolGraph {
        let yaml = """
        openapi: 3.0.0
        info: {title: T, version: "1"}
        paths: {}
        components:
          schemas:
        \(schemas)
        """
        let documents = try SpecDocumentSet.load(path: "spec.yml", sources: ["spec.yml": yaml])
        let layers = [try OptionsReader.read(arguments: options)]
        let diagnostics = DiagnosticCollector()
        let graph = SymbolGraphBuilder.build(try SpecReader.read(documents, diagnostics: diagnostics), options: GeneratorOptions.merged(layers), diagnostics: diagnostics)
        XCTAssertEqual(diagnostics.printedLines, [])
        return graph
    }

    func model(_ name: String, in graph: SymbolGraph) throws -> ModelSymbol {
        try XCTUnwrap(graph.models.first { $0.name == name }, "no model \(name)")
    }

    static let chain = """
            Base: {type: object, properties: {id: {type: string}}}
            Mid:
              allOf:
                - $ref: '#/components/schemas/Base'
                - {type: object, properties: {m: {type: string}}}
            Leaf:
              allOf:
                - $ref: '#/components/schemas/Mid'
                - {type: object, properties: {l: {type: string}}}
        """

    func testAChainInheritsEveryAncestorOnce() throws {
        let leaf = try model("Leaf", in: graph(InheritanceTests.chain))
        XCTAssertEqual(leaf.inheritedProperties.map(\.swiftName), ["id", "m"])
        XCTAssertEqual(leaf.properties.map(\.swiftName), ["l"])

        let flat = try model("Leaf", in: graph(InheritanceTests.chain, options: ["modelInheritance:false"]))
        XCTAssertEqual(flat.properties.map(\.swiftName), ["id", "m", "l"])
        XCTAssertNil(flat.superclass)
        XCTAssertEqual(flat.inheritedProperties.map(\.swiftName), [], "flattened: nothing is listed twice")
    }

    func testACycleStopsWhereItComesBack() throws {
        let cycle = """
                A:
                  allOf:
                    - $ref: '#/components/schemas/B'
                    - {type: object, properties: {a: {type: string}}}
                B:
                  allOf:
                    - $ref: '#/components/schemas/A'
                    - {type: object, properties: {b: {type: string}}}
            """
        let graph = try graph(cycle)
        XCTAssertEqual(try model("A", in: graph).inheritedProperties.map(\.swiftName), ["b"])
        XCTAssertEqual(try model("B", in: graph).inheritedProperties.map(\.swiftName), ["a"])
    }
}
