import APIDocsLoader

/// Swagger 2.0 specifics, mapped onto the OpenAPI 3 shape of the model.
extension SpecReader {
    func swagger2Servers(_ root: SpecNode) throws(SpecError) -> [Server] {
        guard let host = try root.textField("host") else { return [] }
        let basePath = try root.textField("basePath") ?? ""
        let schemes = try root.namesField("schemes", in: rootFile) ?? ["https"]
        return schemes.map { Server(url: "\($0)://\(host)\(basePath)", description: nil, name: nil, variables: []) }
    }

    func mediaTypes(_ key: String, operation: SpecNode, in file: String) throws(SpecError) -> [String] {
        if let own = try operation.namesField(key, in: file), !own.isEmpty { return own }
        if let global = try documents.root.namesField(key, in: rootFile), !global.isEmpty { return global }
        return ["application/json"]
    }

    /// Splits Swagger 2.0 parameters into parameters and one request body (`body` or `formData`).
    /// The specification allows one `body` parameter, and not together with `formData` ones:
    /// a second body, or a mix, is an error (one of them would otherwise be lost).
    func swagger2Request(_ entries: [ParameterEntry], operation: SpecNode, in file: String) throws(SpecError) -> (parameters: [Parameter], body: RequestBody?) {
        var parameters: [Parameter] = []
        var body: RequestBody?
        var formProperties: [SchemaProperty] = []
        var formRequired: [String] = []
        var hasFile = false
        var formNode: SpecNode?
        var bodyName: String?
        let consumes = try mediaTypes("consumes", operation: operation, in: file)
        for entry in entries {
            switch entry.location {
            case "body":
                guard let schemaNode = entry.node["schema"], !schemaNode.isNull else {
                    throw SpecError("body parameter '\(entry.name)' must have a 'schema'", node: entry.node)
                }
                if let bodyName {
                    throw SpecError("body parameter '\(entry.name)' is a second body (after '\(bodyName)'): Swagger 2.0 allows one", node: entry.node)
                }
                if let formNode {
                    throw SpecError("body parameter '\(entry.name)' cannot be used with formData parameters (the first is at line \(formNode.location.line))", node: entry.node)
                }
                bodyName = entry.name
                let schema = try readSchema(schemaNode, in: entry.file)
                body = RequestBody(
                    componentName: nil,
                    required: flag(entry.node, "required"),
                    description: try description(of: entry.node),
                    content: consumes.map { MediaContent(mediaType: $0, schema: schema) },
                    node: entry.node
                )
            case "formData":
                if let bodyName {
                    throw SpecError("formData parameter '\(entry.name)' cannot be used with the body parameter '\(bodyName)'", node: entry.node)
                }
                let schema = try readSchema(entry.node, in: entry.file, asParameter: true)
                if entry.node["type"]?.text == "file" { hasFile = true }
                formProperties.append(SchemaProperty(name: entry.name, schema: schema))
                if flag(entry.node, "required") { formRequired.append(entry.name) }
                formNode = formNode ?? entry.node
            default:
                if let parameter = entry.parameter { parameters.append(parameter) }
            }
        }
        if let formNode, body == nil {
            let multipart = hasFile || consumes.contains("multipart/form-data")
            let schema = Schema(kind: .object, properties: formProperties, required: formRequired, node: formNode)
            body = RequestBody(
                componentName: nil,
                required: !formRequired.isEmpty,
                description: nil,
                content: [MediaContent(mediaType: multipart ? "multipart/form-data" : "application/x-www-form-urlencoded", schema: schema)],
                node: formNode
            )
        }
        return (parameters, body)
    }

    func swagger2Responses(_ operation: SpecNode, in file: String) throws(SpecError) -> [Response] {
        let produces = try mediaTypes("produces", operation: operation, in: file)
        var responses: [Response] = []
        for entry in try operation.mappingField("responses", in: file)?.entries ?? [] {
            guard try isGeneratedResponse(entry) else { continue }
            let resolved = try follow(entry.value, in: file)
            try checkResponseShape(resolved.node, code: entry.key)
            let schema = try resolved.node["schema"].map { (node) throws(SpecError) in try readSchema(node, in: resolved.file) }
            let responseComponent = entry.value["$ref"]?.text.flatMap { componentName(of: $0, kind: "responses") }
            responses.append(Response(
                code: entry.key,
                componentName: responseComponent,
                description: try description(of: resolved.node),
                content: schema == nil ? [] : produces.map { MediaContent(mediaType: $0, schema: schema) },
                node: resolved.node
            ))
        }
        return responses
    }
}
