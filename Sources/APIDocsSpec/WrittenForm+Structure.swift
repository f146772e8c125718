import APIDocsLoader

/// A field that OpenAPIKit decodes as a URL (`termsOfService`, `authorizationUrl`...), as
/// written.
public struct WrittenURLField: Sendable {
    /// `termsOfService`, `url`, `tokenUrl`...
    public let field: String
    public let text: String
    public let place: SpecPlace
}

/// A problem with how the document's operations are written that the SwagGen-minded spec
/// model steps over: what swift-openapi-generator's reader refuses.
public struct WrittenOperationProblem: Sendable {
    public enum Kind: Sendable {
        /// An operation without `responses`, or with none in it.
        case noResponses
        /// A second parameter with the same `name` and `in` in one list (`name`).
        case repeatedParameter(String)
        /// A second operation with the same `operationId` (the id).
        case repeatedOperationID(String)
    }

    public let kind: Kind
    public let place: SpecPlace
}

/// The written structure of the document (see `WrittenForm.swift`).
extension APISpec {
    /// The root keys that are neither fields of this version's OpenAPI Object nor `x-`
    /// extensions.
    public var unknownRootKeys: [WrittenKey] {
        var known: Set<String> = ["openapi", "info", "servers", "paths", "components", "security", "tags", "externalDocs"]
        if version.hasJSONSchema2020 { known.formUnion(["webhooks", "jsonSchemaDialect"]) }
        if version == .openAPI32 { known.insert("$self") }
        return (root.mapping?.entries ?? []).filter { !known.contains($0.key) && !$0.key.hasPrefix("x-") }.map { entry in
            WrittenKey(name: entry.key, location: entry.keyLocation, pointer: "/" + JSONPointer.escape(entry.key))
        }
    }

    /// Where `info` is, when it has no `version`.
    public var infoWithoutVersion: SpecPlace? {
        guard let info = root["info"], info["version"] == nil else { return nil }
        return SpecPlace(info)
    }

    /// Whether the document has no `paths` (which 3.0 requires and 3.1 does not).
    public var hasNoPaths: Bool { root["paths"] == nil }

    /// The URL fields of the document's info, external docs (root, tags, operations) and
    /// security schemes, as written.
    public var urlFields: [WrittenURLField] {
        var found: [WrittenURLField] = []
        func add(_ field: String, of node: SpecNode?) {
            guard let value = node?[field], let text = value.text else { return }
            found.append(WrittenURLField(field: field, text: text, place: SpecPlace(value)))
        }
        let info = root["info"]
        add("termsOfService", of: info)
        add("url", of: info?["contact"])
        add("url", of: info?["license"])
        add("url", of: root["externalDocs"])
        for tag in root["tags"]?.sequence ?? [] { add("url", of: tag["externalDocs"]) }
        for operation in writtenOperations { add("url", of: operation["externalDocs"]) }
        for scheme in root["components"]?["securitySchemes"]?.mapping?.entries ?? [] {
            add("openIdConnectUrl", of: scheme.value)
            for flow in scheme.value["flows"]?.mapping?.entries ?? [] {
                for field in ["authorizationUrl", "tokenUrl", "refreshUrl"] { add(field, of: flow.value) }
            }
        }
        return found
    }

    /// Operations without responses, parameters repeated in one list, and `operationId`s
    /// used twice, in document order.
    public var operationProblems: [WrittenOperationProblem] {
        var found: [WrittenOperationProblem] = []
        var ids: Set<String> = []
        func checkParameters(_ list: SpecNode?) {
            var seen: Set<String> = []
            for parameter in list?.sequence ?? [] {
                let identity: String
                if let ref = parameter["$ref"]?.text {
                    identity = "$ref " + ref
                } else if let name = parameter["name"]?.text, let location = parameter["in"]?.text {
                    identity = location + " " + name
                } else {
                    continue
                }
                if !seen.insert(identity).inserted {
                    found.append(WrittenOperationProblem(kind: .repeatedParameter(parameter["name"]?.text ?? identity), place: SpecPlace(parameter)))
                }
            }
        }
        for pathItem in root["paths"]?.mapping?.entries ?? [] {
            checkParameters(pathItem.value["parameters"])
            for method in Self.writtenMethods {
                guard let operation = pathItem.value[method], operation.mapping != nil else { continue }
                checkParameters(operation["parameters"])
                if operation["responses"]?.mapping?.entries.isEmpty ?? true {
                    found.append(WrittenOperationProblem(kind: .noResponses, place: SpecPlace(operation["responses"] ?? operation)))
                }
                if let idNode = operation["operationId"], let id = idNode.text, !ids.insert(id).inserted {
                    found.append(WrittenOperationProblem(kind: .repeatedOperationID(id), place: SpecPlace(idNode)))
                }
            }
        }
        return found
    }

    /// The operations written in `paths`, in document order.
    var writtenOperations: [SpecNode] {
        (root["paths"]?.mapping?.entries ?? []).flatMap { pathItem in
            Self.writtenMethods.compactMap { pathItem.value[$0] }.filter { $0.mapping != nil }
        }
    }

    /// The operation keys of a Path Item that swift-openapi-generator reads.
    static let writtenMethods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]
}

extension Schema {
    /// The values of a discriminator's `mapping` as written, with their places.
    public var writtenDiscriminatorMapping: [(value: String, place: SpecPlace)] {
        (node["discriminator"]?["mapping"]?.mapping?.entries ?? []).compactMap { entry in
            entry.value.text.map { ($0, SpecPlace(entry.value)) }
        }
    }
}

/// A server variable whose `default` is not one of its `enum` values, as written.
public struct WrittenServerVariable: Sendable {
    public let name: String
    public let defaultValue: String
    public let place: SpecPlace
}

/// Tags, servers and JSON escapes as written (see `WrittenForm.swift`).
extension APISpec {
    /// Where a JSON file of the spec first writes a character as a `\u` surrogate pair
    /// (`"\ud83d\udc4d"`), one place per file.
    public var surrogateEscapes: [SourceLocation] { documents?.surrogateEscapes ?? [] }

    /// Each entry of the root `tags` whose `name` an earlier entry has.
    public var repeatedTagNames: [(name: String, place: SpecPlace)] {
        var seen: Set<String> = []
        return (root["tags"]?.sequence ?? []).compactMap { tag in
            guard let nameNode = tag["name"], let name = nameNode.text, !seen.insert(name).inserted else { return nil }
            return (name, SpecPlace(nameNode))
        }
    }

    /// The variables of the document's servers (root, Path Items, operations) whose `default`
    /// is not among a non-empty `enum`.
    public var serverVariablesWithDefaultOutsideEnum: [WrittenServerVariable] {
        let owners = [root] + (root["paths"]?.mapping?.entries ?? []).map(\.value) + writtenOperations
        var found: [WrittenServerVariable] = []
        for server in owners.flatMap({ $0["servers"]?.sequence ?? [] }) {
            for variable in server["variables"]?.mapping?.entries ?? [] {
                let values = (variable.value["enum"]?.sequence ?? []).compactMap(\.text)
                guard !values.isEmpty, let defaultValue = variable.value["default"]?.text, !values.contains(defaultValue) else { continue }
                found.append(WrittenServerVariable(name: variable.key, defaultValue: defaultValue, place: SpecPlace(variable.value)))
            }
        }
        return found
    }
}
