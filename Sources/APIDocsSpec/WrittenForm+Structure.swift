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
        return Self.unknownKeys(of: root, known: known)
    }

    /// The keys of `info`, `info/contact` and `info/license` that are neither fields of this
    /// version's objects nor `x-` extensions, with the object's name (`Info`, `Contact`,
    /// `License`): in 3.0, Info has no `summary` and License no `identifier` (3.1 added both).
    public var unknownInfoKeys: [(object: String, key: WrittenKey)] {
        guard let info = root["info"] else { return [] }
        var infoFields: Set<String> = ["title", "description", "termsOfService", "contact", "license", "version"]
        var licenseFields: Set<String> = ["name", "url"]
        if version.hasJSONSchema2020 {
            infoFields.insert("summary")
            licenseFields.insert("identifier")
        }
        var found = Self.unknownKeys(of: info, known: infoFields).map { ("Info", $0) }
        if let contact = info["contact"] { found += Self.unknownKeys(of: contact, known: ["name", "url", "email"]).map { ("Contact", $0) } }
        if let license = info["license"] { found += Self.unknownKeys(of: license, known: licenseFields).map { ("License", $0) } }
        return found
    }

    /// The keys of `node` outside `known` that are not extensions. OpenAPIKit takes any key
    /// that starts with `x-` in any case (`X-Logo` too) for an extension.
    static func unknownKeys(of node: SpecNode, known: Set<String>) -> [WrittenKey] {
        (node.mapping?.entries ?? []).filter { !known.contains($0.key) && !$0.key.lowercased().hasPrefix("x-") }.map { entry in
            WrittenKey(name: entry.key, location: entry.keyLocation, pointer: node.pointer + "/" + JSONPointer.escape(entry.key))
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
            var seen: Set<[String]> = []
            for parameter in list?.sequence ?? [] {
                // A `$ref` counts as the parameter it names, as OpenAPIKit's check looks it up
                // (Plex: a `$ref` and a written header of the same name); one that names no
                // entry is left out of the check (and refused as a reference).
                guard let target = componentParameter(parameter), let name = target["name"]?.text, let location = target["in"]?.text else { continue }
                if !seen.insert([location, name]).inserted {
                    found.append(WrittenOperationProblem(kind: .repeatedParameter(name), place: SpecPlace(parameter)))
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

    /// The Parameter Object `node` is, following `$ref`s to entries of
    /// `#/components/parameters` (a chain of them too); `nil` when a `$ref` names no entry.
    func componentParameter(_ node: SpecNode) -> SpecNode? {
        var current = node
        for _ in 0..<32 {
            guard let ref = current["$ref"] else { return current }
            let prefix = "#/components/parameters/"
            guard let text = ref.text, text.hasPrefix(prefix), !text.dropFirst(prefix.count).contains("/"),
                  let name = JSONPointer.tokens("/" + text.dropFirst(prefix.count))?.first,
                  let next = root["components"]?["parameters"]?[name] else { return nil }
            current = next
        }
        return nil
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
