import Foundation
import APIDocsLoader
import APIDocsSpec

/// What swift-openapi-generator refuses although SwagGen accepted it, as located errors.
///
/// SOG parses with OpenAPIKit and validates before generating; a document it refuses fails
/// the user's build, so in this flavour the same constructs are errors, with SOG's meaning:
/// a document that is not OpenAPI 3.0/3.1/3.2, a non-boolean `deprecated`, `items` given as a
/// list, a response without `description`, a component key outside `^[a-zA-Z0-9.\-_]+$`, a
/// Parameter Object key that is neither a fixed field nor `x-`, a parameter without `name` or
/// `in`, a server variable without `default`, a schema `$ref` outside `#/components/schemas`
/// (SOG reads one file), and a `{name}` in a path template that no `in: path` parameter declares.
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
        checkComponentKeys()
        checkServerVariables()
        checkParameterNames()
        var schemas = SOGSchemaWalker()
        for named in spec.schemas { schemas.visit(named.schema) }
        for key in spec.schemasByKey.keys.sorted() { spec.schemasByKey[key].map { schemas.visit($0) } }
        for named in spec.parameters { checkParameter(named.parameter, schemas: &schemas) }
        for named in spec.responseComponents { checkResponse(named.response, schemas: &schemas) }
        for named in spec.headerComponents { checkSchemaOrContent(named.header.node, what: "header '\(named.name)'") }
        for named in spec.requestBodyComponents { named.body.content.compactMap(\.schema).forEach { schemas.visit($0) } }
        for operation in spec.operations {
            checkDeprecatedFlag(operation.node)
            checkPathTemplate(operation)
            for parameter in operation.declaredParameters { checkParameter(parameter, schemas: &schemas) }
            operation.requestBody?.content.compactMap(\.schema).forEach { schemas.visit($0) }
            for response in operation.allResponses { checkResponse(response, schemas: &schemas) }
        }
        for schema in schemas.visited {
            checkDeprecatedFlag(schema.node)
            if let items = schema.node["items"], items.sequence != nil {
                refuse("`items` must be a schema (a mapping), not a list", at: items)
            }
            if let reference = schema.reference, !reference.ref.hasPrefix("#/components/schemas/") {
                refuse("the $ref '\(reference.ref)' does not name an entry of #/components/schemas in this file (external and other references are not supported)", at: schema.node["$ref"] ?? schema.node)
            }
        }
        return diagnostics.errorCount == before
    }

    private func refuse(_ message: String, at node: SpecNode) {
        diagnostics.error("swift-openapi-generator refuses this: " + message, at: node.location, pointer: "#" + node.pointer)
    }

    /// SOG reads `openapi` 3.0.0-3.0.4, 3.1.0-3.1.2 and 3.2.0; Swagger 2.0 has no `openapi` key.
    private func checkVersion() -> Bool {
        guard let node = spec.root["openapi"] else {
            refuse("no key named openapi; it reads OpenAPI 3.0.x, 3.1.x and 3.2.x documents only", at: spec.root)
            return false
        }
        let accepted = ["3.0.0", "3.0.1", "3.0.2", "3.0.3", "3.0.4", "3.1.0", "3.1.1", "3.1.2", "3.2.0"]
        guard let text = node.text, accepted.contains(text) else {
            refuse("unsupported document version '\(node.text ?? "")'; it reads OpenAPI 3.0.x, 3.1.x and 3.2.x documents only", at: node)
            return false
        }
        return true
    }

    /// Every key of every map under `components` must match `^[a-zA-Z0-9.\-_]+$`.
    private func checkComponentKeys() {
        guard let components = spec.root["components"]?.mapping else { return }
        for section in components.entries where !section.key.hasPrefix("x-") {
            for entry in section.value.mapping?.entries ?? [] where !Self.isComponentKey(entry.key) {
                diagnostics.error(
                    "swift-openapi-generator refuses this: the component key '\(entry.key)' must match ^[a-zA-Z0-9.\\-_]+$",
                    at: entry.keyLocation, pointer: "#" + section.value.pointer + "/" + JSONPointerText.escape(entry.key)
                )
            }
            // The spec stage leaves such an entry out with a warning; SOG's decoder expects a
            // `$ref` or an object there and refuses the document.
            guard ["parameters", "headers"].contains(section.key) else { continue }
            for entry in section.value.mapping?.entries ?? [] where entry.value.mapping == nil {
                refuse("the entry '\(entry.key)' of components/\(section.key) must be a $ref or an object, found \(entry.value.string != nil ? "a string" : entry.value.sequence != nil ? "a list" : "a scalar")", at: entry.value)
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
        for server in spec.root["servers"]?.sequence ?? [] {
            for entry in server["variables"]?.mapping?.entries ?? [] where entry.value["default"] == nil {
                refuse("server variable '\(entry.key)' has no `default` (it is required)", at: entry.value)
            }
        }
    }

    /// Every parameter written in `paths` (not a `$ref`) must have `name` and `in`; the spec
    /// model leaves such parameters out, SOG refuses the document.
    private func checkParameterNames() {
        for pathItem in spec.root["paths"]?.mapping?.entries ?? [] {
            var lists = [pathItem.value["parameters"]]
            for method in ["get", "put", "post", "delete", "options", "head", "patch", "trace"] {
                lists.append(pathItem.value[method]?["parameters"])
            }
            for parameter in lists.compactMap({ $0?.sequence }).joined() where parameter["$ref"] == nil {
                for field in ["name", "in"] where parameter[field]?.text == nil {
                    refuse("a parameter without `\(field)`", at: parameter)
                }
            }
        }
    }

    /// `deprecated`, where present on a schema, parameter or operation, must be a boolean.
    private func checkDeprecatedFlag(_ node: SpecNode) {
        guard let flag = node["deprecated"], flag.bool == nil else { return }
        refuse("`deprecated` must be a boolean (true or false); to explain a deprecation, use `description`", at: flag)
    }

    static let parameterFields: Set<String> = [
        "name", "in", "description", "required", "deprecated", "allowEmptyValue", "style", "explode",
        "allowReserved", "schema", "example", "examples", "content", "$ref",
    ]

    private func checkParameter(_ parameter: Parameter, schemas: inout SOGSchemaWalker) {
        checkDeprecatedFlag(parameter.node)
        checkSchemaOrContent(parameter.node, what: "parameter '\(parameter.name)'")
        for entry in parameter.node.mapping?.entries ?? [] where !Self.parameterFields.contains(entry.key) && !entry.key.hasPrefix("x-") {
            diagnostics.error(
                "swift-openapi-generator refuses this: '\(entry.key)' is not a field of a Parameter Object; extensions must start with 'x-'",
                at: entry.keyLocation, pointer: "#" + parameter.node.pointer + "/" + JSONPointerText.escape(entry.key)
            )
        }
        schemas.visit(parameter.schema)
    }

    private func checkResponse(_ response: Response, schemas: inout SOGSchemaWalker) {
        if response.node["description"] == nil {
            refuse("response '\(response.code)' has no `description` (it is required in a Response Object)", at: response.node)
        }
        response.content.compactMap(\.schema).forEach { schemas.visit($0) }
        for header in response.headers {
            checkSchemaOrContent(header.header.node, what: "header '\(header.name)'")
            header.header.schema.map { schemas.visit($0) }
        }
    }

    /// A Parameter or Header Object needs `schema` or `content` (OpenAPI 3).
    private func checkSchemaOrContent(_ node: SpecNode, what: String) {
        guard node["schema"] == nil, node["content"] == nil else { return }
        refuse("\(what) has neither `schema` nor `content`", at: node)
    }

    /// Every `{name}` of the path must be declared by an `in: path` parameter of that exact name.
    private func checkPathTemplate(_ operation: APIDocsSpec.Operation) {
        let declared = Set(operation.declaredParameters.filter { $0.location == .path }.map(\.name))
        for name in Self.templateNames(operation.path) where !declared.contains(name) {
            refuse("parameter '\(name)' is used in the path '\(operation.path)' but no `in: path` parameter declares it", at: operation.node)
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

/// Escaping of one JSON Pointer token (`~` → `~0`, `/` → `~1`).
enum JSONPointerText {
    static func escape(_ token: String) -> String {
        token.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }
}
