import APIDocsLoader

/// Paths, operations, parameters, bodies and responses.
extension SpecReader {
    static let methods = ["get", "put", "post", "delete", "options", "head", "patch"]

    func readOperations(_ root: SpecNode, globalSecurity: [SecurityRequirement]) throws(SpecError) -> [Operation] {
        guard let paths = try root.mappingField("paths", in: rootFile) else { return [] }
        var operations: [Operation] = []
        for pathEntry in paths.entries {
            let item = try follow(pathEntry.value, in: rootFile)
            guard item.node.mapping != nil else {
                throw SpecError("path item '\(pathEntry.key)' must be a mapping, found \(item.node.kindName)", node: item.node)
            }
            let shared = try readParameterList(item.node, in: item.file)
            for method in SpecReader.methods {
                guard let opNode = item.node[method], opNode.mapping != nil else { continue }
                operations.append(try readOperation(
                    opNode, path: pathEntry.key, method: method, shared: shared,
                    in: item.file, globalSecurity: globalSecurity
                ))
            }
        }
        return operations
    }

    func readOperation(
        _ node: SpecNode, path: String, method: String, shared: [ParameterEntry],
        in file: String, globalSecurity: [SecurityRequirement]
    ) throws(SpecError) -> Operation {
        let own = try readParameterList(node, in: file)
        let ownNames = Set(own.map(\.name))
        let merged = shared.filter { !ownNames.contains($0.name) } + own
        var parameters: [Parameter] = []
        var requestBody: RequestBody?
        var responses: [Response]
        if version == .swagger2 {
            let converted = try swagger2Request(merged, operation: node, in: file)
            parameters = converted.parameters
            requestBody = converted.body
            responses = try swagger2Responses(node, in: file)
        } else {
            parameters = merged.compactMap(\.parameter)
            requestBody = try readRequestBody(node, in: file)
            responses = try readResponses(node, in: file)
        }
        return Operation(
            path: path,
            method: method,
            operationId: try node.nameField("operationId"),
            tags: try node.namesField("tags", in: file),
            summary: try node.textField("summary"),
            description: try node.textField("description"),
            deprecated: node.flag("deprecated"),
            parameters: parameters,
            requestBody: requestBody,
            responses: responses,
            security: try readSecurity(node, in: file) ?? globalSecurity,
            node: node
        )
    }

    /// A parameter as listed, before Swagger 2.0 bodies are split off.
    struct ParameterEntry {
        var name: String
        var location: String
        var node: SpecNode
        var file: String
        var parameter: Parameter?
    }

    func readParameterList(_ node: SpecNode, in file: String) throws(SpecError) -> [ParameterEntry] {
        var entries: [ParameterEntry] = []
        for item in try node.sequenceField("parameters", in: file) ?? [] {
            let resolved = try follow(item, in: file)
            let parameterNode = resolved.node
            guard parameterNode.mapping != nil else {
                throw SpecError("a parameter must be a mapping, found \(parameterNode.kindName)", node: parameterNode)
            }
            // A parameter without `name` or `in` cannot be sent; SwagGen drops it, and so do we.
            guard let name = try parameterNode.nameField("name"), let location = try parameterNode.nameField("in") else {
                continue
            }
            entries.append(ParameterEntry(
                name: name, location: location, node: parameterNode, file: resolved.file,
                parameter: try readParameter(parameterNode, in: resolved.file)
            ))
        }
        return entries
    }

    /// A path/query/header/cookie parameter; `nil` for Swagger 2.0 `body` and `formData`.
    func readParameter(_ node: SpecNode, in file: String) throws(SpecError) -> Parameter? {
        guard let name = try node.nameField("name"), let locationText = try node.nameField("in") else { return nil }
        if locationText == "body" || locationText == "formData" { return nil }
        guard let location = ParameterLocation(rawValue: locationText) else {
            throw SpecError("parameter '\(name)' has an unknown location '\(locationText)'", at: node["in"]?.location ?? node.location, pointer: "#" + node.pointer + "/in")
        }
        let schema: Schema
        if let schemaNode = node["schema"] {
            schema = try readSchema(schemaNode, in: file)
        } else if let content = try node.mappingField("content", in: file), let first = content.entries.first, let schemaNode = first.value["schema"] {
            schema = try readSchema(schemaNode, in: file)
        } else {
            schema = try readSchema(node, in: file, asParameter: true)
        }
        return Parameter(
            name: name,
            location: location,
            required: node.flag("required"),
            description: try node.textField("description"),
            deprecated: node.flag("deprecated"),
            schema: schema,
            example: node["example"],
            node: node
        )
    }

    func readRequestBody(_ operation: SpecNode, in file: String) throws(SpecError) -> RequestBody? {
        guard let bodyNode = operation["requestBody"], !bodyNode.isNull else { return nil }
        let resolved = try follow(bodyNode, in: file)
        let bodyComponent = bodyNode["$ref"]?.text.flatMap { componentName(of: $0, kind: "requestBodies") }
        return RequestBody(
            componentName: bodyComponent,
            required: resolved.node.flag("required"),
            description: try resolved.node.textField("description"),
            content: try readContent(resolved.node, in: resolved.file),
            node: resolved.node
        )
    }

    func readResponses(_ operation: SpecNode, in file: String) throws(SpecError) -> [Response] {
        var responses: [Response] = []
        for entry in try operation.mappingField("responses", in: file)?.entries ?? [] {
            guard entry.key == "default" || Int(entry.key) != nil else { continue }
            let resolved = try follow(entry.value, in: file)
            let responseComponent = entry.value["$ref"]?.text.flatMap { componentName(of: $0, kind: "responses") }
            responses.append(Response(
                code: entry.key,
                componentName: responseComponent,
                description: try resolved.node.textField("description"),
                content: try readContent(resolved.node, in: resolved.file),
                node: resolved.node
            ))
        }
        return responses
    }

    func readContent(_ node: SpecNode, in file: String) throws(SpecError) -> [MediaContent] {
        var content: [MediaContent] = []
        for entry in try node.mappingField("content", in: file)?.entries ?? [] {
            let schema = try entry.value["schema"].map { (schemaNode) throws(SpecError) in try readSchema(schemaNode, in: file) }
            content.append(MediaContent(mediaType: entry.key, schema: schema))
        }
        return content
    }

    /// `Name` from `#/components/<kind>/Name` (or Swagger's `#/<kind>/Name`).
    func componentName(of ref: String, kind: String) -> String? {
        for prefix in ["#/components/\(kind)/", "#/\(kind)/"] where ref.hasPrefix(prefix) {
            return String(ref.dropFirst(prefix.count))
        }
        return nil
    }
}
