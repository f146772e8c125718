import Foundation
import APIDocsDiagnostics
import APIDocsSpec

/// What swift-openapi-generator refuses although SwagGen accepted it, as located errors.
///
/// SOG parses with OpenAPIKit and validates before generating; a document it refuses fails
/// the user's build, so in this flavour the same constructs are errors, with SOG's meaning:
/// a document that is not OpenAPI 3.0/3.1/3.2, a non-boolean `deprecated`, `items` given as a
/// list, a response without `description`, a component key outside `^[a-zA-Z0-9.\-_]+$`, a
/// Parameter Object key that is neither a fixed field nor `x-`, a parameter without `name` or
/// `in`, a server variable without `default`, a schema `$ref` to another file or outside
/// `#/components` (SOG reads one file; one into another `components` section is no reference
/// to it, and the spec stage reads that schema from its other keywords), a `{name}` in a path
/// template that no `in: path` parameter declares, a validation keyword whose value is not the
/// number or flag OpenAPIKit reads and a 3.0 `type` that is `null` or a list
/// (`SOGRefusalChecker+Keywords.swift`), a schema `description` that is not text, and what its
/// reader refuses in the document's structure (`SOGRefusalChecker+Document.swift`).
public struct SOGRefusalChecker {
    let spec: APISpec
    let diagnostics: DiagnosticCollector

    public init(spec: APISpec, diagnostics: DiagnosticCollector) {
        self.spec = spec
        self.diagnostics = diagnostics
    }

    /// Reports every refusal; returns whether there was none.
    @discardableResult
    public func check() -> Bool {
        let before = diagnostics.errorCount
        guard checkVersion() else { return false }
        checkDocumentStructure()
        checkComponentKeys()
        checkServerVariables()
        checkParameterNames()
        var schemas = SOGSchemaWalker()
        for named in spec.schemas { schemas.visit(named.schema) }
        for key in spec.schemasByKey.keys.sorted() { spec.schemasByKey[key].map { schemas.visit($0) } }
        for named in spec.parameters { checkParameter(named.parameter, schemas: &schemas) }
        for named in spec.responseComponents { checkResponse(named.response, schemas: &schemas) }
        for named in spec.headerComponents { checkSchemaOrContent(named.header.declaresSchemaOrContent, at: named.header.place, what: "header '\(named.name)'") }
        for named in spec.requestBodyComponents { named.body.content.compactMap(\.schema).forEach { schemas.visit($0) } }
        for operation in spec.operations {
            checkDeprecatedFlag(operation.nonBooleanDeprecated)
            checkPathTemplate(operation)
            for parameter in operation.declaredParameters { checkParameter(parameter, schemas: &schemas) }
            operation.requestBody?.content.compactMap(\.schema).forEach { schemas.visit($0) }
            for response in operation.allResponses { checkResponse(response, schemas: &schemas) }
        }
        for schema in schemas.visited {
            checkDeprecatedFlag(schema.nonBooleanDeprecated)
            checkKeywordValues(schema)
            checkTypeOf30(schema)
            checkSchemaDescription(schema)
            checkDiscriminatorMapping(schema)
            if let items = schema.itemsListPlace {
                refuse("`items` must be a schema (a mapping), not a list", at: items)
            }
            if let reference = schema.reference, !reference.ref.hasPrefix("#/components/schemas/") {
                refuse("the $ref '\(reference.ref)' does not name an entry of #/components/schemas in this file (external and other references are not supported)", at: schema.referencePlace)
            }
        }
        return diagnostics.errorCount == before
    }

    func refuse(_ message: String, at place: SpecPlace) {
        diagnostics.error("swift-openapi-generator refuses this: " + message, at: place.location, pointer: "#" + place.pointer)
    }

    /// SOG reads `openapi` 3.0.0-3.0.4, 3.1.0-3.1.2 and 3.2.0; Swagger 2.0 has no `openapi` key.
    private func checkVersion() -> Bool {
        guard let version = spec.writtenVersion else {
            refuse("no key named openapi; it reads OpenAPI 3.0.x, 3.1.x and 3.2.x documents only", at: spec.rootPlace)
            return false
        }
        let accepted = ["3.0.0", "3.0.1", "3.0.2", "3.0.3", "3.0.4", "3.1.0", "3.1.1", "3.1.2", "3.2.0"]
        guard let text = version.text, accepted.contains(text) else {
            refuse("unsupported document version '\(version.text ?? "")'; it reads OpenAPI 3.0.x, 3.1.x and 3.2.x documents only", at: version.place)
            return false
        }
        return true
    }

    /// Every key of every map under `components` must match `^[a-zA-Z0-9.\-_]+$`.
    private func checkComponentKeys() {
        for section in spec.componentSections {
            for entry in section.entries where !Self.isComponentKey(entry.key.name) {
                diagnostics.error(
                    "swift-openapi-generator refuses this: the component key '\(entry.key.name)' must match ^[a-zA-Z0-9.\\-_]+$",
                    at: entry.key.location, pointer: "#" + entry.key.pointer
                )
            }
            // The spec stage leaves such an entry out with a warning; SOG's decoder expects a
            // `$ref` or an object there and refuses the document.
            guard ["parameters", "headers"].contains(section.name) else { continue }
            for entry in section.entries where entry.kind != .mapping {
                refuse("the entry '\(entry.key.name)' of components/\(section.name) must be a $ref or an object, found \(entry.kind.rawValue)", at: entry.place)
            }
        }
    }

    static func isComponentKey(_ key: String) -> Bool {
        !key.isEmpty && key.unicodeScalars.allSatisfy { scalar in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", ".", "-", "_": return true
            default: return false
            }
        }
    }

    /// A server variable must have a `default`.
    private func checkServerVariables() {
        for variable in spec.serverVariablesWithoutDefault {
            refuse("server variable '\(variable.name)' has no `default` (it is required)", at: variable.place)
        }
    }

    /// Every parameter written in `paths` (not a `$ref`) must have `name` and `in`; the spec
    /// model leaves such parameters out, SOG refuses the document.
    private func checkParameterNames() {
        for parameter in spec.unidentifiedParameters {
            refuse("a parameter without `\(parameter.missingField)`", at: parameter.place)
        }
    }

    /// `deprecated`, where present on a schema, parameter or operation, must be a boolean.
    private func checkDeprecatedFlag(_ place: SpecPlace?) {
        guard let place else { return }
        refuse("`deprecated` must be a boolean (true or false); to explain a deprecation, use `description`", at: place)
    }

    private func checkParameter(_ parameter: Parameter, schemas: inout SOGSchemaWalker) {
        checkDeprecatedFlag(parameter.nonBooleanDeprecated)
        checkSchemaOrContent(parameter.declaresSchemaOrContent, at: parameter.place, what: "parameter '\(parameter.name)'")
        for field in parameter.unknownFields {
            diagnostics.error(
                "swift-openapi-generator refuses this: '\(field.name)' is not a field of a Parameter Object; extensions must start with 'x-'",
                at: field.location, pointer: "#" + field.pointer
            )
        }
        schemas.visit(parameter.schema)
    }

    private func checkResponse(_ response: Response, schemas: inout SOGSchemaWalker) {
        if !response.declaresDescription {
            refuse("response '\(response.code)' has no `description` (it is required in a Response Object)", at: response.place)
        }
        response.content.compactMap(\.schema).forEach { schemas.visit($0) }
        for header in response.headers {
            checkSchemaOrContent(header.header.declaresSchemaOrContent, at: header.header.place, what: "header '\(header.name)'")
            header.header.schema.map { schemas.visit($0) }
        }
    }

    /// A Parameter or Header Object needs `schema` or `content` (OpenAPI 3).
    private func checkSchemaOrContent(_ declared: Bool, at place: SpecPlace, what: String) {
        guard !declared else { return }
        refuse("\(what) has neither `schema` nor `content`", at: place)
    }

    /// Every `{name}` of the path must be declared by an `in: path` parameter of that exact name.
    private func checkPathTemplate(_ operation: APIDocsSpec.Operation) {
        let declared = Set(operation.declaredParameters.filter { $0.location == .path }.map(\.name))
        for name in Self.templateNames(operation.path) where !declared.contains(name) {
            refuse("parameter '\(name)' is used in the path '\(operation.path)' but no `in: path` parameter declares it", at: operation.place)
        }
    }

    /// The `{name}` placeholders of a path template (names of letters, digits, `_`, `-`, `.`).
    static func templateNames(_ path: String) -> [String] {
        var names: [String] = []
        var current: String?
        for character in path {
            if character == "{" {
                current = ""
            } else if character == "}", let name = current {
                if !name.isEmpty { names.append(name) }
                current = nil
            } else if current != nil {
                if character.isASCII && (character.isLetter || character.isNumber || "_-.".contains(character)) {
                    current?.append(character)
                } else {
                    current = nil
                }
            }
        }
        return names
    }
}

/// Visits each schema of a tree once (refs are listed by the spec model separately).
struct SOGSchemaWalker {
    private var seen: Set<ObjectIdentifier> = []
    private(set) var visited: [Schema] = []

    mutating func visit(_ schema: Schema) {
        guard seen.insert(ObjectIdentifier(schema)).inserted else { return }
        visited.append(schema)
        switch schema.kind {
        case .allOf(let members), .anyOf(let members), .oneOf(let members): members.forEach { visit($0) }
        default: break
        }
        schema.properties.forEach { visit($0.schema) }
        if let items = schema.items { visit(items) }
        if case .schema(let value) = schema.additionalProperties { visit(value) }
    }
}
