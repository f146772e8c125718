/// One common mistake of `Tests/Fixtures/lenient/`: the warnings `readme` prints for it, in
/// order, each at its location with words its message must hold. Locations are relative to
/// that folder; the table in its EXPECTED.md lists the same rows.
struct LenientCase {
    struct Warning {
        let location: String
        let keywords: [String]
    }

    /// The fixture folder (it holds `spec.yml`, `README.md`, maybe `apidocs.yml`).
    let name: String
    let warnings: [Warning]
    var hasOptionsFile = false
}

private func warning(_ location: String, _ keywords: String...) -> LenientCase.Warning {
    LenientCase.Warning(location: location, keywords: keywords)
}

/// Every fixture of `Tests/Fixtures/lenient/`, one row each.
let lenientCases: [LenientCase] = [
    LenientCase(name: "component-not-mapping", warnings: [
        warning("component-not-mapping/spec.yml:14:11", "'components/schemas' entry '$ref'", "a string", "left out"),
        warning("component-not-mapping/spec.yml:17:13", "'components/parameters' entry 'Offset'", "a string", "left out"),
        warning("component-not-mapping/spec.yml:19:15", "'components/responses' entry 'NotFound'", "a number", "left out"),
        warning("component-not-mapping/spec.yml:21:12", "'components/requestBodies' entry 'Draft'", "a list", "left out"),
        warning("component-not-mapping/spec.yml:23:16", "'components/headers' entry 'RateLimit'", "a string", "left out"),
        warning("component-not-mapping/spec.yml:25:11", "'components/securitySchemes' entry '$ref'", "a string", "left out"),
    ]),
    LenientCase(name: "property-not-schema", warnings: [
        warning("property-not-schema/spec.yml:21:19", "property '$ref'", "a string", "not a schema", "left out"),
        warning("property-not-schema/spec.yml:22:16", "property 'score'", "a number", "not a schema", "left out"),
    ]),
    LenientCase(name: "required-flag", warnings: [
        warning("required-flag/spec.yml:19:40", "'required: true' inside a schema is ignored", "parent schema's 'required'"),
        warning("required-flag/spec.yml:20:43", "'required: false' inside a schema is ignored"),
        warning("required-flag/spec.yml:23:21", "'required: true' inside a schema is ignored", "parent schema's 'required'"),
    ]),
    LenientCase(name: "type-list", warnings: [
        warning("type-list/spec.yml:9:63", "list of types ['string', 'integer']", "OpenAPI 3.1", "'nullable: true'", "any value"),
        warning("type-list/spec.yml:15:13", "list of types ['string', 'null']", "OpenAPI 3.1"),
        warning("type-list/spec.yml:18:13", "list of types ['object', 'null']", "OpenAPI 3.1"),
        warning("type-list/spec.yml:22:26", "list of types ['string', 'null']", "OpenAPI 3.1"),
        warning("type-list/spec.yml:26:13", "list of types ['array', 'null']", "OpenAPI 3.1"),
    ], hasOptionsFile: true),
    LenientCase(name: "type-list-swagger2", warnings: [
        warning("type-list-swagger2/spec.yml:17:21", "list of types ['string', 'null']", "a 2.0 document", "'x-nullable: true'"),
        warning("type-list-swagger2/spec.yml:18:23", "type 'null'", "a 2.0 document", "'x-nullable: true'"),
        warning("type-list-swagger2/spec.yml:20:11", "list of types ['string', 'null']", "a 2.0 document"),
    ], hasOptionsFile: true),
    LenientCase(name: "type-null", warnings: [
        warning("type-null/spec.yml:8:52", "type 'null'", "OpenAPI 3.1", "'nullable: true'", "any value"),
        warning("type-null/spec.yml:13:21", "type 'null'"),
        warning("type-null/spec.yml:18:22", "type 'null'"),
        warning("type-null/spec.yml:20:23", "type 'null'"),
    ], hasOptionsFile: true),
]
