import APIDocsSOG
import XCTest

/// The four real documents on which the flavour and SOG 1.14.3 disagreed (Algolia's search,
/// Dropbox Sign, Plex, Supabase Auth; `Tests/Fixtures/SOGVerdicts` has each one's shape), and
/// the neighbouring cases of each rule, every verdict SOG's own.
extension SOGReaderParityTests {
    static let text = "x-texts: {intro: Hello}\n"
    static let linked = "{$ref: '#/x-texts/intro'}"

    func testInfoContactAndLicenseKeysAreThoseOfTheVersion() throws {
        try assertVerdicts([
            // Algolia: `summary` is a field of Info from 3.1 on, and so is License's `identifier`.
            ("openapi: 3.0.3\ninfo: {title: T, version: '1', summary: S}\npaths: {}\n", true),
            ("openapi: 3.1.0\ninfo: {title: T, version: '1', summary: S}\npaths: {}\n", false),
            ("openapi: 3.0.3\ninfo: {title: T, version: '1', license: {name: MIT, identifier: MIT}}\npaths: {}\n", true),
            ("openapi: 3.1.0\ninfo: {title: T, version: '1', license: {name: MIT, identifier: MIT}}\npaths: {}\n", false),
            ("openapi: 3.0.3\ninfo: {title: T, version: '1', contact: {name: A, phone: '1'}}\npaths: {}\n", true),
            // An extension starts with `x-` in any case, at the root too.
            ("openapi: 3.0.3\ninfo: {title: T, version: '1', X-Logo: l}\npaths: {}\n", false),
            (Self.head + "X-Thing: 1\npaths: {}\n", false),
        ])
    }

    func testAThreeZeroTypeIsOneNameAndNotNull() throws {
        try assertVerdicts([
            // Algolia: `oneOf: [{type: string}, {type: 'null'}, …]` in a 3.0 document.
            (Self.head + "paths: {}\ncomponents:\n  schemas:\n    S: {oneOf: [{type: string}, {type: 'null'}]}\n", true),
            (Self.head + "paths: {}\ncomponents:\n  schemas:\n    S: {type: [string, 'null']}\n", true),
            (Self.head31 + "paths: {}\ncomponents:\n  schemas:\n    S: {oneOf: [{type: string}, {type: 'null'}]}\n", false),
            // Beside a 3.0 `$ref`, `type` is not read.
            (Self.head + "paths: {}\ncomponents:\n  schemas:\n    A: {type: string}\n    S: {type: object, properties: {a: {$ref: '#/components/schemas/A', type: 'null'}}}\n", false),
        ])
    }

    func testADescriptionIsText() throws {
        let parameter = "components:\n  parameters:\n    P: {name: p, in: query, schema: {type: string}}\n"
        let schemas = "paths: {}\ncomponents:\n  schemas:\n    A: {type: string}\n    S: {type: object, properties: {a: {$ref: '#/components/schemas/A', description: \(Self.linked)}}}\n"
        try assertVerdicts([
            // Dropbox Sign: a tag's description `$ref`s a Markdown file.
            (Self.head + Self.text + "tags: [{name: a, description: \(Self.linked)}]\npaths: {}\n", true),
            ("openapi: 3.0.3\n" + Self.text + "info: {title: T, version: '1', description: \(Self.linked)}\npaths: {}\n", true),
            (Self.head + Self.text + "servers: [{url: 'https://a.example.com', description: \(Self.linked)}]\npaths: {}\n", true),
            (Self.head + Self.text + "paths:\n  /x:\n    get: {operationId: x, description: \(Self.linked), \(Self.ok)}\n", true),
            (Self.head + Self.text + "paths:\n  /x:\n    get: {operationId: x, responses: {'200': {description: ok, content: {application/json: {examples: {e: {value: 1, description: \(Self.linked)}}}}}}}\n", true),
            (Self.head + Self.text + "paths: {}\ncomponents:\n  schemas:\n    S: {type: string, description: \(Self.linked)}\n", true),
            // A Reference Object's or a schema `$ref`'s description is read from 3.1 on only.
            (Self.head + Self.text + schemas, false),
            (Self.head31 + Self.text + schemas, true),
            (Self.head + Self.text + "paths:\n  /x:\n    get: {operationId: x, parameters: [{$ref: '#/components/parameters/P', description: \(Self.linked)}], \(Self.ok)}\n" + parameter, false),
            (Self.head31 + Self.text + "paths:\n  /x:\n    get: {operationId: x, parameters: [{$ref: '#/components/parameters/P', description: \(Self.linked)}], \(Self.ok)}\n" + parameter, true),
            // A number is read as its text; an extension's value is data.
            (Self.head + "tags: [{name: a, description: 5}]\npaths: {}\n", false),
            (Self.head + "x-thing: {description: {a: b}}\npaths: {}\n", false),
        ])
    }

    func testAParameterReferenceCountsAsTheParameterItNames() throws {
        let c = "components:\n  parameters:\n    C: {name: c, in: header, schema: {type: string}}\n"
        try assertVerdicts([
            // Plex: a `$ref` and a written parameter with the same `name` and `in`.
            (Self.head + "paths:\n  /x:\n    get: {operationId: x, parameters: [{$ref: '#/components/parameters/C'}, {name: c, in: header, schema: {type: string}}], \(Self.ok)}\n" + c, true),
            (Self.head + "paths:\n  /x:\n    get: {operationId: x, parameters: [{$ref: '#/components/parameters/C'}, {$ref: '#/components/parameters/D'}], \(Self.ok)}\n" + c + "    D: {name: c, in: header, schema: {type: integer}}\n", true),
            (Self.head31 + "paths:\n  /x:\n    get: {operationId: x, parameters: [{$ref: '#/components/parameters/E'}, {name: c, in: header, schema: {type: string}}], \(Self.ok)}\n" + c + "    E: {$ref: '#/components/parameters/C'}\n", true),
            (Self.head + "paths:\n  /x:\n    get: {operationId: x, parameters: [{$ref: '#/components/parameters/C'}, {name: c, in: query, schema: {type: string}}], \(Self.ok)}\n" + c, false),
            // Names are compared as written; an operation may restate a Path Item's parameter.
            (Self.head + "paths:\n  /x:\n    get: {operationId: x, parameters: [{$ref: '#/components/parameters/C'}, {name: X-C, in: header, schema: {type: string}}], \(Self.ok)}\n" + "components:\n  parameters:\n    C: {name: x-c, in: header, schema: {type: string}}\n", false),
            (Self.head + "paths:\n  /x:\n    parameters: [{$ref: '#/components/parameters/C'}]\n    get: {operationId: x, parameters: [{name: c, in: header, schema: {type: string}}], \(Self.ok)}\n" + c, false),
        ])
    }

    /// Supabase Auth: OpenAPIKit reads a `#/components/…` `$ref` as a schema reference only
    /// when it names `#/components/schemas/<name>`; otherwise it reads the object's other
    /// keywords, so a lone one is any value, whatever it names (or whether it names anything).
    func testASchemaReferenceOutsideTheSchemaComponentsIsReadAsItsOtherKeywords() throws {
        let components = "components:\n  schemas: {A: {type: object, properties: {b: {type: string}}}}\n  responses: {R: {description: r}}\n  parameters: {P: {name: p, in: query, schema: {type: string}}}\n"
        func body(_ schema: String) -> String {
            "paths:\n  /x:\n    get: {operationId: x, responses: {'200': {description: ok, content: {application/json: {schema: \(schema)}}}}}\n" + components
        }
        let type = "Operations.x.Output.Ok.Body.json"
        for (head, schema, expected) in [
            (Self.head, "{$ref: '#/components/responses/R'}", "OpenAPIRuntime.OpenAPIValueContainer"),
            (Self.head31, "{$ref: '#/components/responses/R'}", "OpenAPIRuntime.OpenAPIValueContainer"),
            (Self.head, "{$ref: '#/components/responses/Nope'}", "OpenAPIRuntime.OpenAPIValueContainer"),
            (Self.head, "{$ref: '#/components/schemas/A/properties/b'}", "OpenAPIRuntime.OpenAPIValueContainer"),
            (Self.head, "{$ref: '#/components/responses/R', type: object, properties: {c: {type: integer}}}", "Operations.x.Output.Ok.Body.jsonPayload"),
        ] {
            let run = try SOGRun(head + body(schema))
            XCTAssertEqual(run.errors.map(\.message), [], schema)
            XCTAssertEqual(run.graph?.symbols.first { $0.path == type && $0.kind == .property }?.swiftType?.description, expected, schema)
        }
        let object = try SOGRun(Self.head + body("{$ref: '#/components/responses/R', type: object, properties: {c: {type: integer}}}"))
        XCTAssertTrue(object.paths.contains("Operations.x.Output.Ok.Body.jsonPayload.c"), "\(object.paths.sorted())")
    }
}
