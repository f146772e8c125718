import APIDocsLoader
import APIDocsSpec
@testable import APIDocsSymbols
import XCTest

/// Swift argument values for the site's examples: the spec's own values where they are
/// literals of the type, plain values otherwise, placeholders only where nothing fits.
final class SwiftExampleBuilderTests: XCTestCase {
    static let spec = """
    openapi: 3.0.0
    info: {title: T, version: "1"}
    paths:
      /lines/{ids}:
        get:
          operationId: lineGet
          parameters:
            - {name: ids, in: path, required: true, description: "Line ids e.g. victoria,circle,N133. Max 20.", schema: {type: array, items: {type: string}}}
            - {name: mode, in: query, required: true, description: "A mode e.g. tube, dlr", schema: {type: string}}
            - {name: limit, in: query, required: true, example: 25, schema: {type: integer}}
            - {name: sort, in: query, required: true, schema: {type: string, enum: [asc, desc], default: desc}}
            - name: since
              in: query
              required: true
              examples: {recent: {summary: a date, value: "2024-01-02T03:04:05Z"}}
              schema: {type: string, format: date-time}
            - {name: wrong, in: query, required: true, example: "not a number", schema: {type: number}}
            - {name: token, in: header, required: true, schema: {type: string, format: uuid, example: "0F8FAD5B-D9CB-469F-A165-70867728950E"}}
          responses:
            "200": {description: ok}
      /pets:
        post:
          operationId: addPet
          requestBody:
            required: true
            content:
              application/json:
                schema: {$ref: '#/components/schemas/Pet'}
                example: {name: Rex, tags: [{label: good}], status: sold, photo: null}
          responses:
            "201": {description: created}
      /upload:
        post:
          operationId: upload
          requestBody:
            required: true
            content:
              multipart/form-data:
                schema:
                  type: object
                  required: [file, home]
                  properties:
                    file: {type: string, format: binary}
                    home: {type: string, format: uri}
          responses:
            "200": {description: ok}
    components:
      schemas:
        Pet:
          type: object
          required: [name, owner]
          properties:
            name: {type: string, example: Fido}
            owner: {$ref: '#/components/schemas/Person'}
            tags: {type: array, items: {$ref: '#/components/schemas/Tag'}}
            status: {type: string, enum: [available, sold]}
            photo: {type: string}
        Person:
          type: object
          required: [name, friend]
          properties:
            name: {type: string}
            friend: {$ref: '#/components/schemas/Person'}
        Tag:
          type: object
          properties:
            label: {type: string}
    """

    func graph() throws -> SymbolGraph {
        let documents = try SpecDocumentSet.load(path: "spec.yml", sources: ["spec.yml": Self.spec])
        let diagnostics = DiagnosticCollector()
        let layers = [try OptionsReader.read(arguments: ["name:API"])]
        let graph = SymbolGraphBuilder.build(try SpecReader.read(documents, diagnostics: diagnostics), options: GeneratorOptions.merged(layers), diagnostics: diagnostics)
        XCTAssertEqual(diagnostics.printedLines, [])
        return graph
    }

    func testParameterValuesComeFromTheSpecWhenTheyFitTheType() throws {
        let graph = try graph()
        let builder = SwiftExampleBuilder(graph: graph)
        let operation = try XCTUnwrap(graph.operations.first { $0.swiftName == "LineGet" })
        let values = operation.request.options.map { "\($0.swiftName): \(builder.value($0.type, example: $0.example).code)" }
        XCTAssertEqual(values, [
            // "e.g. victoria,circle,N133" in the description; a comma list is a list.
            #"ids: ["victoria", "circle", "N133"]"#,
            #"mode: "tube""#,
            "limit: 25",
            // The default picks the case.
            "sort: .desc",
            "since: DateTime()",
            // A string example is no number: the plain value instead.
            "wrong: 1.5",
            #"token: ID(uuidString: "0F8FAD5B-D9CB-469F-A165-70867728950E")!"#,
        ])
    }

    func testABodyModelIsFormedThroughItsInitFromTheBodyExample() throws {
        let graph = try graph()
        let builder = SwiftExampleBuilder(graph: graph)
        let body = try XCTUnwrap(graph.operations.first { $0.swiftName == "AddPet" }?.request.body)
        // `owner` is required and has no example: Person's init, whose required `friend` is a
        // Person again, so the cycle is cut there and no value can be formed.
        XCTAssertEqual(builder.value(body.type, example: body.example),
                       SwiftExampleCode(code: "<#Pet#>", placeholders: 1))

        let pet = try XCTUnwrap(graph.models.first { $0.swiftName == "Pet" })
        let code = try XCTUnwrap(builder.initializer(pet, example: body.example))
        XCTAssertEqual(code.code, #"Pet(name: "Rex", owner: <#Person#>, status: .sold, tags: [Tag(label: "good")])"#)
        XCTAssertEqual(code.placeholders, 1)
        let every = try XCTUnwrap(builder.initializer(pet, example: nil, everyArgument: true))
        XCTAssertEqual(every.code, """
        Pet(
            name: "Fido",
            owner: <#Person#>,
            photo: "string",
            status: .available,
            tags: [Tag()]
        )
        """)
    }

    /// With `anyType: AnyCodable`, an untyped value is a literal of the client's `AnyCodable`
    /// (the spec's example where it has one), never a placeholder.
    func testAnyCodableValuesAreLiterals() throws {
        let spec = """
        openapi: 3.0.0
        info: {title: T, version: "1"}
        paths: {}
        components:
          schemas:
            Item:
              type: object
              required: [payload, extra]
              additionalProperties: true
              properties:
                payload: {}
                extra: {example: 42}
                list: {type: array, items: {}}
        """
        let documents = try SpecDocumentSet.load(path: "spec.yml", sources: ["spec.yml": spec])
        let diagnostics = DiagnosticCollector()
        let layers = [try OptionsReader.read(arguments: ["name:API", "anyType:AnyCodable"])]
        let graph = SymbolGraphBuilder.build(try SpecReader.read(documents, diagnostics: diagnostics), options: GeneratorOptions.merged(layers), diagnostics: diagnostics)
        let builder = SwiftExampleBuilder(graph: graph)
        let item = try XCTUnwrap(graph.models.first { $0.swiftName == "Item" })
        XCTAssertEqual(item.additionalPropertiesType?.description, "AnyCodable")
        let every = try XCTUnwrap(builder.initializer(item, example: nil, everyArgument: true))
        XCTAssertEqual(every.placeholders, 0)
        XCTAssertEqual(every.code, """
        Item(
            payload: "value",
            extra: 42,
            list: ["value"]
        )
        """)
        XCTAssertEqual(builder.value(try XCTUnwrap(item.additionalPropertiesType), example: nil), SwiftExampleCode(code: #""value""#))
    }

    func testFilesAndURLsOfAFormUpload() throws {
        let graph = try graph()
        let builder = SwiftExampleBuilder(graph: graph)
        let operation = try XCTUnwrap(graph.operations.first { $0.swiftName == "Upload" })
        XCTAssertEqual(operation.request.options.map { builder.value($0.type, example: $0.example).code },
                       ["File()", #"URL(string: "https://example.com")!"#])
    }

    func testDescriptionExamplesTakeOneWordOnly() {
        XCTAssertEqual(ExampleSources.descriptionExample("A single line id e.g. victoria"), .string("victoria"))
        XCTAssertEqual(ExampleSources.descriptionExample("modes (e.g. tube,dlr)"), .string("tube,dlr"))
        XCTAssertEqual(ExampleSources.descriptionExample("ends e.g. 0500-0515, 0515-0530 etc."), .string("0500-0515"))
        XCTAssertNil(ExampleSources.descriptionExample(#"The search term e.g. "Oxford""#))
        XCTAssertNil(ExampleSources.descriptionExample("no example here"))
    }

    func testIntegerExamplesThatOverflowTheTypeAreNotUsed() {
        XCTAssertTrue(SwiftExampleBuilder.fits(2_147_483_647, in: "Int32"))
        XCTAssertFalse(SwiftExampleBuilder.fits(2_147_483_648, in: "Int32"))
        XCTAssertFalse(SwiftExampleBuilder.fits(-1, in: "UInt"))
        XCTAssertTrue(SwiftExampleBuilder.fits(Int.max, in: "Int64"))
    }

    func testTypePathsEscapeKeywords() {
        XCTAssertEqual(SwiftSourceLiteral.typePath("API.Pets.Op.Request"), "API.Pets.Op.Request")
        XCTAssertEqual(SwiftSourceLiteral.typePath("Model.Type"), "Model.`Type`")
        XCTAssertFalse(SwiftSourceLiteral.isReachableByPath("Model.Type"))
        XCTAssertTrue(SwiftSourceLiteral.isReachableByPath("Type"))
    }

    /// ASCII paths are split at bytes, others by `Character`: both give what splitting by
    /// `Character` gives, keywords, empty components and metatype names included.
    func testTypePathsOfNonASCIIAndUnusualPathsMatchTheCharacterSplit() {
        let paths = [
            "API.Pets.Op.Request", "Model.Type", "A..B", ".A", "A.", "", "A.default.Protocol",
            "Café.Type", "Ünïcode.Protocol.inner", "Pet.e\u{301}.init", "Ж.self", "A.Types", "Type.A",
        ]
        for path in paths {
            let expected = path.split(separator: ".", omittingEmptySubsequences: false).map { component in
                SwiftIdentifier.keywords.contains(String(component)) ? "`\(component)`" : String(component)
            }.joined(separator: ".")
            XCTAssertEqual(SwiftSourceLiteral.typePath(path), expected, path)
            let reachable = !path.split(separator: ".").dropFirst().contains { $0 == "Type" || $0 == "Protocol" }
            XCTAssertEqual(SwiftSourceLiteral.isReachableByPath(path), reachable, path)
        }
        XCTAssertEqual(SwiftSourceLiteral.typePath("Café.Type"), "Café.`Type`")
        XCTAssertFalse(SwiftSourceLiteral.isReachableByPath("Ünïcode.Protocol.inner"))
        XCTAssertTrue(SwiftSourceLiteral.isReachableByPath("A.Types"))
    }
}
