/// One broken input of `Tests/Fixtures/broken/`: where the error must be reported and what its
/// message must be about. Locations are copied from that folder's EXPECTED.md (relative to it).
struct BrokenCase {
    /// The fixture folder.
    let name: String
    /// The file `readme` is given (`spec.yml`, `spec.json`).
    let input: String
    /// `file:line:column` (or just `file` when there is no line) of the error.
    let location: String
    /// Words the message must contain, so that it names the problem.
    let keywords: [String]
    /// The folder holds an `apidocs.yml`, which `readme` is given with `--options`.
    var hasOptionsFile = false
    /// Where `readme <name>/<input>` reports the error, and what it says, when that differs.
    var readmeLocation: String?
    var readmeKeywords: [String]?
}

/// Every fixture of `Tests/Fixtures/broken/`, one row each.
let brokenCases: [BrokenCase] = [
    BrokenCase(name: "yaml-bad-indentation", input: "spec.yml",
               location: "yaml-bad-indentation/spec.yml:12:8", keywords: ["did not find expected key"]),
    BrokenCase(name: "yaml-tab-indentation", input: "spec.yml",
               location: "yaml-tab-indentation/spec.yml:4:1", keywords: ["tab"]),
    BrokenCase(name: "json-trailing-comma", input: "spec.json",
               location: "json-trailing-comma/spec.json:5:21", keywords: ["comma", "last member"]),
    BrokenCase(name: "json-unterminated", input: "spec.json",
               location: "json-unterminated/spec.json:11:1", keywords: ["did not find expected"]),
    BrokenCase(name: "missing-spec-file", input: "spec.yml",
               location: "missing-spec-file", keywords: ["no spec", "spec.yml"],
               readmeLocation: "missing-spec-file/spec.yml", readmeKeywords: ["no such file"]),
    BrokenCase(name: "missing-referenced-file", input: "spec.yml",
               location: "missing-referenced-file/spec.yml:15:23", keywords: ["schemas/pet.yml", "no such file"]),
    BrokenCase(name: "missing-pointer", input: "spec.yml",
               location: "missing-pointer/spec.yml:17:25", keywords: ["does not resolve", "'Pets'"]),
    BrokenCase(name: "missing-pointer-other-file", input: "spec.yml",
               location: "missing-pointer-other-file/spec.yml:15:23", keywords: ["does not resolve", "'Problem'", "common.yml"]),
    BrokenCase(name: "ref-cycle", input: "spec.yml",
               location: "ref-cycle/spec.yml:19:13",
               keywords: ["cyclic", "#/components/schemas/Animal → #/components/schemas/Pet → #/components/schemas/Animal"]),
    BrokenCase(name: "remote-ref", input: "spec.yml",
               location: "remote-ref/spec.yml:15:23", keywords: ["remote $ref", "--allow-remote-ref PREFIX", "allowRemoteRefs:"]),
    BrokenCase(name: "operationid-mapping", input: "spec.yml",
               location: "operationid-mapping/spec.yml:9:9", keywords: ["operationId", "string", "mapping"]),
    BrokenCase(name: "tags-string", input: "spec.yml",
               location: "tags-string/spec.yml:9:13", keywords: ["tags", "list"]),
    BrokenCase(name: "paths-list", input: "spec.yml",
               location: "paths-list/spec.yml:6:3", keywords: ["paths", "mapping"]),
    BrokenCase(name: "properties-list", input: "spec.yml",
               location: "properties-list/spec.yml:13:9", keywords: ["properties", "mapping"]),
    BrokenCase(name: "unknown-option", input: "spec.yml",
               location: "unknown-option/apidocs.yml:4:3",
               keywords: ["unknown option", "modelPrefx", "did you mean 'modelPrefix'"], hasOptionsFile: true),
    BrokenCase(name: "option-wrong-type", input: "spec.yml",
               location: "option-wrong-type/apidocs.yml:4:18", keywords: ["mutableModels", "true or false"], hasOptionsFile: true),
    BrokenCase(name: "unknown-template", input: "spec.yml",
               location: "unknown-template/apidocs.yml:1:11", keywords: ["unknown README template", "swaggen-5"], hasOptionsFile: true),
    BrokenCase(name: "swagger-1.2", input: "spec.yml",
               location: "swagger-1.2/spec.yml:1:10", keywords: ["unsupported Swagger version", "1.2"]),
    BrokenCase(name: "openapi-4.0", input: "spec.yml",
               location: "openapi-4.0/spec.yml:2:10", keywords: ["unsupported OpenAPI version", "4.0"]),
    BrokenCase(name: "top-level-list", input: "spec.yml",
               location: "top-level-list/spec.yml:2:1", keywords: ["must be a mapping", "top level"]),
    BrokenCase(name: "duplicate-key", input: "spec.yml",
               location: "duplicate-key/spec.yml:12:3", keywords: ["duplicate key", "/pets"]),
    BrokenCase(name: "nesting-too-deep", input: "spec.json",
               location: "nesting-too-deep/spec.json:6:260", keywords: ["nested", "256"]),
    BrokenCase(name: "yaml-alias-bomb", input: "spec.yml",
               location: "yaml-alias-bomb/spec.yml:9:34", keywords: ["aliases", "500000"]),
]
