import APIDocsLoader

/// A `description` written as a mapping or a list, outside the schemas: swift-openapi-generator's
/// reader (OpenAPIKit) decodes every `description` as text and refuses the document, while the
/// spec stage reads `{$ref: file.md}` as the Markdown it names (Redocly's convention, which
/// Dropbox Sign's tags use) and leaves other objects' descriptions to the fact reader.
public struct WrittenDescription: Sendable {
    /// Whether the value is a `{$ref: …}` mapping.
    public let isReference: Bool
    public let place: SpecPlace
}

/// The written descriptions (see `WrittenForm.swift`).
extension APISpec {
    /// Every `description` that is a mapping or a list, in the objects OpenAPIKit decodes
    /// outside the schemas: info, tags, external docs, servers and their variables, Path
    /// Items, operations, parameters, request bodies, responses, headers, examples, links and
    /// security schemes, wherever `paths`, `webhooks`, callbacks and `components` put them.
    /// A 3.0 Reference Object's other keys are not read; a 3.1 one's `description` is.
    public var nonTextDescriptions: [WrittenDescription] {
        var walker = DescriptionWalker(readsReferenceDescriptions: version.hasJSONSchema2020)
        walker.object(root["info"])
        walker.externalDocs(root["externalDocs"])
        for tag in root["tags"]?.sequence ?? [] {
            walker.object(tag)
            walker.externalDocs(tag["externalDocs"])
        }
        walker.servers(root["servers"])
        for entry in root["paths"]?.mapping?.entries ?? [] { walker.pathItem(entry.value) }
        for entry in root["webhooks"]?.mapping?.entries ?? [] { walker.pathItem(entry.value) }
        let components = root["components"]
        for entry in components?["pathItems"]?.mapping?.entries ?? [] { walker.pathItem(entry.value) }
        for entry in components?["parameters"]?.mapping?.entries ?? [] { walker.parameterOrHeader(entry.value) }
        for entry in components?["headers"]?.mapping?.entries ?? [] { walker.parameterOrHeader(entry.value) }
        for entry in components?["requestBodies"]?.mapping?.entries ?? [] { walker.requestBody(entry.value) }
        for entry in components?["responses"]?.mapping?.entries ?? [] { walker.response(entry.value) }
        for entry in components?["examples"]?.mapping?.entries ?? [] { walker.object(entry.value) }
        for entry in components?["links"]?.mapping?.entries ?? [] { walker.link(entry.value) }
        for entry in components?["securitySchemes"]?.mapping?.entries ?? [] { walker.object(entry.value) }
        for entry in components?["callbacks"]?.mapping?.entries ?? [] { walker.callback(entry.value) }
        return walker.found
    }
}

extension Schema {
    /// The schema's `description` when it is a mapping or a list (`{$ref: file.md}`, which the
    /// spec stage reads as Markdown), with whether it is a `$ref`.
    public var nonTextDescription: (isReference: Bool, place: SpecPlace)? {
        guard let value = node["description"], value.mapping != nil || value.sequence != nil else { return nil }
        return (value["$ref"] != nil, SpecPlace(value))
    }
}

/// Walks the OpenAPI objects that have a `description`, outside the schemas.
private struct DescriptionWalker {
    let readsReferenceDescriptions: Bool
    var found: [WrittenDescription] = []
    /// Callbacks hold Path Items, which may hold callbacks: a written cycle of anchors is
    /// walked once.
    private var seen: Set<ObjectIdentifier> = []

    init(readsReferenceDescriptions: Bool) {
        self.readsReferenceDescriptions = readsReferenceDescriptions
    }

    /// Notes the description of `node` when it is not text; `false` when `node` is a Reference
    /// Object (nothing else in it is read).
    @discardableResult
    mutating func object(_ node: SpecNode?) -> Bool {
        guard let node, node.mapping != nil else { return false }
        let isReference = node["$ref"] != nil
        if !isReference || readsReferenceDescriptions, let value = node["description"], value.mapping != nil || value.sequence != nil {
            found.append(WrittenDescription(isReference: value["$ref"] != nil, place: SpecPlace(value)))
        }
        return !isReference
    }

    mutating func externalDocs(_ node: SpecNode?) {
        object(node)
    }

    mutating func servers(_ node: SpecNode?) {
        for server in node?.sequence ?? [] {
            object(server)
            for entry in server["variables"]?.mapping?.entries ?? [] { object(entry.value) }
        }
    }

    mutating func pathItem(_ node: SpecNode) {
        guard object(node), seen.insert(ObjectIdentifier(node)).inserted else { return }
        servers(node["servers"])
        for parameter in node["parameters"]?.sequence ?? [] { parameterOrHeader(parameter) }
        for method in APISpec.writtenMethods {
            guard let operation = node[method], object(operation) else { continue }
            externalDocs(operation["externalDocs"])
            servers(operation["servers"])
            for parameter in operation["parameters"]?.sequence ?? [] { parameterOrHeader(parameter) }
            if let body = operation["requestBody"] { requestBody(body) }
            for entry in operation["responses"]?.mapping?.entries ?? [] { response(entry.value) }
            for entry in operation["callbacks"]?.mapping?.entries ?? [] { callback(entry.value) }
        }
    }

    mutating func parameterOrHeader(_ node: SpecNode) {
        guard object(node) else { return }
        examples(of: node)
        content(node["content"])
    }

    mutating func requestBody(_ node: SpecNode) {
        guard object(node) else { return }
        content(node["content"])
    }

    mutating func response(_ node: SpecNode) {
        guard object(node) else { return }
        for entry in node["headers"]?.mapping?.entries ?? [] { parameterOrHeader(entry.value) }
        content(node["content"])
        for entry in node["links"]?.mapping?.entries ?? [] { link(entry.value) }
    }

    mutating func link(_ node: SpecNode) {
        guard object(node), let server = node["server"] else { return }
        object(server)
    }

    mutating func callback(_ node: SpecNode) {
        guard node["$ref"] == nil else {
            object(node)
            return
        }
        for entry in node.mapping?.entries ?? [] where !entry.key.hasPrefix("x-") { pathItem(entry.value) }
    }

    private mutating func content(_ node: SpecNode?) {
        for media in node?.mapping?.entries ?? [] {
            examples(of: media.value)
            for encoding in media.value["encoding"]?.mapping?.entries ?? [] {
                for entry in encoding.value["headers"]?.mapping?.entries ?? [] { parameterOrHeader(entry.value) }
            }
        }
    }

    private mutating func examples(of node: SpecNode) {
        for entry in node["examples"]?.mapping?.entries ?? [] { object(entry.value) }
    }
}
