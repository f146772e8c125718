import APIDocsSymbols
import APIDocsSOG
import XCTest

/// The Swift types SOG gives the value shapes examples used to get wrong, as OpenAPIKit reads
/// them: `const` (3.1 only), members with only `required`, types inferred from keywords, and
/// the string encodings, which 3.0 and 3.1 write differently. (Checked against SOG 1.14.3's
/// output for `Tests/Fixtures/SOGShapes`, which the SOG compile test compiles examples against.)
final class SOGValueShapeTests: XCTestCase {
    static func spec(version: String, schemas: String) -> String {
        """
        openapi: \(version)
        info: {title: T, version: "1"}
        paths: {}
        components:
          schemas:
        \(schemas)
        """
    }

    static let events = """
            Event:
              type: object
              required: [type, version, live, ratio]
              properties:
                type: {type: string, const: contact.created}
                version: {type: integer, const: 2}
                live: {type: boolean, const: true}
                ratio: {type: number, const: 1.5}
        """

    /// The Swift type of the declaration at `path`, as written.
    func type(_ run: SOGRun, _ path: String) -> String? {
        run.graph?.symbols.first { $0.path == path }?.swiftType?.description
    }

    func testA31ConstIsAOneCaseEnumForStringsAndIntegersOnly() throws {
        let names = [
            (SOGNamingStrategy.defensive, "_typePayload", "contact_period_created", "versionPayload"),
            (.idiomatic, "_TypePayload", "contact_created", "VersionPayload"),
        ]
        for (strategy, typeEnum, typeCase, versionEnum) in names {
            let run = try SOGRun(strategy: strategy, Self.spec(version: "3.1.0", schemas: Self.events))
            XCTAssertEqual(run.diagnostics.count, 0, "\(run.diagnostics)")
            XCTAssertTrue(run.paths.contains("Components.Schemas.Event.\(typeEnum).\(typeCase)"), "\(run.paths.sorted())")
            XCTAssertTrue(run.paths.contains("Components.Schemas.Event.\(versionEnum)._2"), "\(run.paths.sorted())")
            XCTAssertEqual(type(run, "Components.Schemas.Event._type"), "Components.Schemas.Event." + typeEnum)
            XCTAssertEqual(type(run, "Components.Schemas.Event.live"), "Swift.Bool")
            XCTAssertEqual(type(run, "Components.Schemas.Event.ratio"), "Swift.Double")
        }
    }

    func testA30DocumentHasNoConst() throws {
        let run = try SOGRun(Self.spec(version: "3.0.3", schemas: Self.events))
        XCTAssertEqual(type(run, "Components.Schemas.Event._type"), "Swift.String")
        XCTAssertFalse(run.paths.contains { $0.contains("Payload") }, "\(run.paths.sorted())")
    }

    func testAMemberWithOnlyRequiredIsAnEmptyStructAndEachUndeclaredNameAWarning() throws {
        let run = try SOGRun(Self.spec(version: "3.0.3", schemas: """
                Person:
                  type: object
                  properties:
                    name: {type: string}
                Member:
                  allOf:
                    - $ref: '#/components/schemas/Person'
                    - required: [name, email]
                    - description: A member.
        """))
        XCTAssertTrue(run.paths.isSuperset(of: ["Components.Schemas.Member.Value2Payload", "Components.Schemas.Member.Value2Payload.init()"]), "\(run.paths.sorted())")
        XCTAssertEqual(type(run, "Components.Schemas.Member.value2"), "Components.Schemas.Member.Value2Payload")
        XCTAssertEqual(type(run, "Components.Schemas.Member.value3"), "OpenAPIRuntime.OpenAPIValueContainer", "a description alone is any value")
        XCTAssertEqual(run.warnings.map(SOGRun.place), ["13:26", "13:32"], "at each name of the list")
        XCTAssertTrue(run.warnings.allSatisfy { $0.message.contains("is in `required` but not in `properties`") })
    }

    func testATypeIsInferredFromKeywordsInOpenAPIKitsOrder() throws {
        let run = try SOGRun(Self.spec(version: "3.0.3", schemas: """
                Holder:
                  type: object
                  required: [a, b, c, d]
                  properties:
                    a: {maximum: 3}
                    b: {maxLength: 3, minItems: 1}
                    c: {items: {type: string}}
                    d: {properties: {x: {type: string}}, minimum: 1}
        """))
        XCTAssertEqual(type(run, "Components.Schemas.Holder.a"), "Swift.Double")
        XCTAssertEqual(type(run, "Components.Schemas.Holder.b"), "Swift.String")
        XCTAssertEqual(type(run, "Components.Schemas.Holder.c"), "[" + "Swift.String" + "]")
        XCTAssertEqual(type(run, "Components.Schemas.Holder.d"), "Swift.Double", "numbers are tried first")
    }

    func testStringEncodingsFollowTheDocumentsVersion() throws {
        let schemas = """
                File:
                  type: object
                  required: [a, b]
                  properties:
                    a: {type: string, format: byte}
                    b: {type: string, contentEncoding: base64}
        """
        let old = try SOGRun(Self.spec(version: "3.0.3", schemas: schemas))
        XCTAssertEqual(type(old, "Components.Schemas.File.a"), "OpenAPIRuntime.Base64EncodedData")
        XCTAssertEqual(type(old, "Components.Schemas.File.b"), "Swift.String")
        let new = try SOGRun(Self.spec(version: "3.1.0", schemas: schemas))
        XCTAssertEqual(type(new, "Components.Schemas.File.a"), "Swift.String")
        XCTAssertEqual(type(new, "Components.Schemas.File.b"), "OpenAPIRuntime.Base64EncodedData")
    }
}

/// Validation keywords whose values OpenAPIKit cannot decode make SOG refuse the document;
/// each verdict here is SOG 1.14.3's on the same schema.
final class SOGKeywordValueRefusalTests: XCTestCase {
    func testRefusesExactlyWhatSOGRefuses() throws {
        let cases: [(version: String, schema: String, refused: Bool)] = [
            ("3.1.0", "{type: number, minimum: 1, exclusiveMinimum: true}", true),
            ("3.0.3", "{type: number, minimum: 1, exclusiveMinimum: true}", false),
            ("3.0.3", "{type: number, minimum: 1, exclusiveMinimum: 5}", true),
            ("3.1.0", "{type: integer, exclusiveMinimum: 1.5}", true),
            ("3.1.0", "{type: integer, maximum: 1.5}", true),
            ("3.0.3", "{type: integer, maximum: 1.5}", true),
            ("3.1.0", "{type: integer, maximum: 9223372036854776000}", true),
            ("3.1.0", "{type: integer, minimum: 1.0}", false),
            ("3.0.3", "{type: integer, maximum: \"3\"}", true),
            ("3.1.0", "{type: number, maximum: \"10\"}", true),
            ("3.1.0", "{type: number, minimum: null}", false),
            ("3.1.0", "{type: integer, multipleOf: 0.5}", true),
            ("3.0.3", "{type: number, multipleOf: \"2\"}", true),
            ("3.0.3", "{type: string, maxLength: 1.5}", true),
            ("3.0.3", "{type: string, maxLength: \"3\"}", true),
            ("3.0.3", "{type: string, pattern: 3}", false),
            ("3.1.0", "{type: array, items: {type: string}, minItems: 1.5}", true),
            ("3.1.0", "{type: array, items: {type: string}, uniqueItems: \"yes\"}", true),
            ("3.1.0", "{type: object, maxProperties: \"2\"}", true),
            ("3.1.0", "{maximum: \"x\"}", true),
            ("3.1.0", "{type: string, maximum: \"x\"}", false),
        ]
        for (version, schema, refused) in cases {
            let run = try SOGRun(SOGValueShapeTests.spec(version: version, schemas: "        A: " + schema))
            XCTAssertEqual(run.graph == nil, refused, "\(version) \(schema): \(run.errors.map(\.message))")
            if refused {
                XCTAssertTrue(run.errors.contains { $0.message.hasPrefix("swift-openapi-generator refuses this: `") }, "\(run.errors.map(\.message))")
            }
        }
    }
}

/// What SOG's reader refuses in the document's structure, and the string enum values it
/// reads as their text; each verdict and case name here is SOG 1.14.3's.
final class SOGDocumentRefusalTests: XCTestCase {
    static let operation = "  /a:\n    get: {operationId: a, responses: {'200': {description: ok}}}\n"

    func testRefusesExactlyWhatSOGRefuses() throws {
        let cases: [(spec: String, refused: Bool)] = [
            ("openapi: 3.0.3\ninfo: {title: T}\npaths: {}\n", true),
            ("openapi: 3.0.3\ninfo: {title: T, version: '1'}\n", true),
            ("openapi: 3.1.0\ninfo: {title: T, version: '1'}\n", false),
            ("openapi: 3.0.3\ninfo: {title: T, version: '1'}\npaths: {}\nextra: 1\n", true),
            ("openapi: 3.0.3\ninfo: {title: T, version: '1'}\npaths: {}\nwebhooks: {}\n", true),
            ("openapi: 3.1.0\ninfo: {title: T, version: '1'}\npaths: {}\njsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema'\n", false),
            ("openapi: 3.0.3\ninfo: {title: T, version: '1', termsOfService: 'a b'}\npaths: {}\n", true),
            ("openapi: 3.0.3\ninfo: {title: T, version: '1', termsOfService: terms}\npaths: {}\n", false),
            ("openapi: 3.0.3\ninfo: {title: T, version: '1', contact: {url: 'a b'}}\npaths: {}\n", true),
            ("openapi: 3.0.3\ninfo: {title: T, version: '1'}\npaths: {}\ncomponents:\n  securitySchemes:\n    o: {type: oauth2, flows: {implicit: {authorizationUrl: 'a b', scopes: {}}}}\n", true),
            ("openapi: 3.0.3\ninfo: {title: T, version: '1'}\npaths:\n  /a:\n    get: {operationId: a, responses: {}}\n", true),
            ("openapi: 3.0.3\ninfo: {title: T, version: '1'}\npaths:\n  /a:\n    get: {operationId: a}\n", true),
            ("openapi: 3.0.3\ninfo: {title: T, version: '1'}\npaths:\n" + Self.operation + "  /b:\n    get: {operationId: a, responses: {'200': {description: ok}}}\n", true),
            ("openapi: 3.0.3\ninfo: {title: T, version: '1'}\npaths:\n  /a:\n    parameters:\n      - {name: q, in: query, schema: {type: string}}\n      - {name: q, in: query, schema: {type: string}}\n    get: {operationId: a, responses: {'200': {description: ok}}}\n", true),
            ("openapi: 3.0.3\ninfo: {title: T, version: '1'}\npaths:\n  /a:\n    parameters:\n      - {name: q, in: query, schema: {type: string}}\n    get: {operationId: a, parameters: [{name: q, in: query, schema: {type: integer}}], responses: {'200': {description: ok}}}\n", false),
            ("openapi: 3.0.3\ninfo: {title: T, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n    A: {type: object, properties: {kind: {type: string}}}\n    U: {oneOf: [{$ref: '#/components/schemas/A'}], discriminator: {propertyName: kind, mapping: {a: A}}}\n", true),
            ("openapi: 3.0.3\ninfo: {title: T, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n    A: {type: object, properties: {kind: {type: string}}}\n    U: {oneOf: [{$ref: '#/components/schemas/A'}], discriminator: {propertyName: kind, mapping: {a: '#/components/schemas/A'}}}\n", false),
            ("openapi: 3.0.3\ninfo: {title: T, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n    E: {type: string, enum: [a, {b: c}]}\n", true),
        ]
        for (spec, refused) in cases {
            let run = try SOGRun(spec)
            XCTAssertEqual(run.graph == nil, refused, "\(spec)\n\(run.errors.map(\.message))")
        }
    }

    func testAnyScalarOfAStringEnumIsReadAsItsTextAndANullOfANullableOneAsEmpty() throws {
        let cases: [(enumeration: String, nullable: Bool, names: Set<String>)] = [
            ("[a, 1, true]", false, ["a", "_1", "_true"]),
            ("[a, 1.5]", false, ["a", "_1_period_5"]),
            ("[a, null]", false, ["a", "null"]),
            ("[a, ~]", false, ["a", "_tilde_"]),
            ("[a, null]", true, ["a", "_empty"]),
            ("[a, 1]", true, ["a", "_1"]),
        ]
        for (enumeration, nullable, names) in cases {
            let run = try SOGRun(SOGValueShapeTests.spec(version: "3.0.3", schemas: "        E: {type: string, nullable: \(nullable), enum: \(enumeration)}"))
            XCTAssertEqual(run.errors.count, 0, "\(run.errors.map(\.message))")
            let cases = Set(run.paths.filter { $0.hasPrefix("Components.Schemas.E.") }.map { String($0.dropFirst("Components.Schemas.E.".count)) })
            XCTAssertEqual(cases, names, "\(enumeration), nullable \(nullable)")
        }
    }
}
