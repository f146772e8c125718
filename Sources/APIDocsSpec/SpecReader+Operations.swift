import APIDocsLoader

/// Paths, operations, parameters, bodies and responses.
extension SpecReader {
    /// The methods SwagGen generates an operation for, in the order it reads them.
    static let methods = ["get", "put", "post", "delete", "options", "head", "patch"]

    /// The path item's operation fields that SwagGen does not read: `trace` (3.0 on) and
    /// `query` (3.2). They are read into the model (`APISpec.ungeneratedOperations`) so the
    /// symbol stage can say that it leaves them out.
    var ungeneratedMethods: [String] {
        switch version {
        case .swagger2: return []
        case .openAPI30, .openAPI31: return ["trace"]
        case .openAPI32: return ["trace", "query"]
        }
    }

    /// Every operation of `paths`: those SwagGen generates, and those it does not (see
    /// `ungeneratedMethods`, and 3.2's `additionalOperations`). A path item or operation that
    /// cannot be read is reported and left out.
    func readOperations(_ root: SpecNode, globalSecurity: [SecurityRequirement]) -> (generated: [Operation], ungenerated: [Operation]) {
        let pathsField = recovering { () throws(SpecError) in try root.mappingField("paths", in: rootFile) }
        guard let paths = pathsField ?? nil else { return ([], []) }
        var generated: [Operation] = []
        var ungenerated: [Operation] = []
        // `x-` keys of the Paths Object are extensions, not path items.
        for pathEntry in paths.entries where !pathEntry.key.hasPrefix("x-") {
            let itemAndShared = recovering { () throws(SpecError) -> (ResolvedRef, [ParameterEntry]) in
                let item = try follow(pathEntry.value, in: rootFile)
                guard item.node.mapping != nil else {
                    throw SpecError("path item '\(pathEntry.key)' must be a mapping, found \(item.node.kindName)", node: item.node)
                }
                return (item, try readParameterList(item.node, in: item.file))
            }
            guard let (item, shared) = itemAndShared else { continue }
            func read(_ method: String, _ opNode: SpecNode) -> Operation? {
                recovering { () throws(SpecError) in
                    guard opNode.mapping != nil else {
                        throw SpecError("operation '\(method)' of path '\(pathEntry.key)' must be a mapping, found \(opNode.kindName)", node: opNode)
                    }
                    var operation = try readOperation(
                        opNode, path: pathEntry.key, method: method, shared: shared,
                        in: item.file, globalSecurity: globalSecurity
                    )
                    operation.pathItem = item.node
                    return operation
                }
            }
            for method in SpecReader.methods {
                guard let opNode = item.node[method], !opNode.isNull else { continue }
                if let operation = read(method, opNode) { generated.append(operation) }
            }
            for method in ungeneratedMethods {
                guard let opNode = item.node[method], !opNode.isNull else { continue }
                guard let operation = read(method, opNode) else { continue }
                // swift-openapi-generator generates `trace`; SwagGen does not.
                if detail == .allComponents && method == "trace" {
                    generated.append(operation)
                } else {
                    ungenerated.append(operation)
                }
            }
            if version == .openAPI32 {
                for (method, opNode) in additionalOperations(item.node, path: pathEntry.key) {
                    if let operation = read(method, opNode) { ungenerated.append(operation) }
                }
            }
        }
        return (generated, ungenerated)
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
        var allResponses: [Response] = []
        if version == .swagger2 {
            let converted = try swagger2Request(merged, operation: node, in: file)
            parameters = converted.parameters
            requestBody = converted.body
            responses = try swagger2Responses(node, in: file)
        } else {
            parameters = merged.compactMap(\.parameter)
            requestBody = try readRequestBody(node, in: file)
            allResponses = try readResponses(node, in: file)
            responses = allResponses.filter { $0.code == "default" || Int($0.code) != nil }
            if detail == .swagGen { allResponses = [] }
        }
        var operation = Operation(
            path: path,
            method: method,
            operationId: try node.nameField("operationId"),
            tags: try node.namesField("tags", in: file),
            summary: try node.textField("summary"),
            description: try description(of: node),
            deprecated: flag(node, "deprecated"),
            parameters: parameters,
            requestBody: requestBody,
            responses: responses,
            security: try readSecurity(node, in: file) ?? globalSecurity,
            node: node
        )
        operation.allResponses = allResponses
        if detail == .allComponents, version != .swagger2 {
            operation.declaredParameters = (shared + own).compactMap(\.parameter)
        }
        return operation
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
            guard let (name, location) = try parameterIdentity(parameterNode) else { continue }
            var parameter = try readParameter(parameterNode, in: resolved.file)
            parameter?.componentName = item["$ref"]?.text.flatMap { componentName(of: $0, kind: "parameters") }
            entries.append(ParameterEntry(
                name: name, location: location, node: parameterNode, file: resolved.file,
                parameter: parameter
            ))
        }
        return entries
    }

    /// A parameter's `name` and `in`. It must be a mapping, and both must be strings when
    /// present. Without one of them it cannot be sent: SwagGen drops such a parameter and keeps
    /// the operation (its own test spec has one), so it is left out with a warning.
    func parameterIdentity(_ node: SpecNode) throws(SpecError) -> (name: String, location: String)? {
        guard node.mapping != nil else {
            throw SpecError("a parameter must be a mapping, found \(node.kindName)", node: node)
        }
        let name = try node.nameField("name")
        let location = try node.nameField("in")
        guard let name, let location else {
            let missing = [name == nil ? "'name'" : nil, location == nil ? "'in'" : nil].compactMap { $0 }
            warn("parameter without \(missing.joined(separator: " or ")) is left out, as SwagGen does", at: node)
            return nil
        }
        return (name, location)
    }

    /// A path/query/header/cookie parameter; `nil` for Swagger 2.0 `body` and `formData`.
    func readParameter(_ node: SpecNode, in file: String) throws(SpecError) -> Parameter? {
        guard let name = try node.nameField("name"), let locationText = try node.nameField("in") else { return nil }
        if version == .swagger2, locationText == "body" || locationText == "formData" { return nil }
        guard let location = ParameterLocation(rawValue: locationText) else {
            throw SpecError("parameter '\(name)' has an unknown location '\(locationText)'", at: node["in"]?.location ?? node.location, pointer: "#" + node.pointer + "/in")
        }
        let schema: Schema
        if let schemaNode = node["schema"] {
            schema = try readSchema(schemaNode, in: file)
        } else if let content = try node.mappingField("content", in: file), let first = content.entries.first, let schemaNode = first.value["schema"] {
            // SwagGen reads the first media type; the swift-openapi-generator flavour reads them
            // all (`Parameter.content`) and says itself which one it uses.
            if content.entries.count > 1, detail == .swagGen, let contentNode = node["content"] {
                warn("parameter '\(name)' has \(content.entries.count) media types in 'content': only the first, '\(first.key)', is read", at: contentNode)
            }
            schema = try readSchema(schemaNode, in: file)
        } else {
            schema = try readSchema(node, in: file, asParameter: true)
        }
        var parameter = Parameter(
            name: name,
            location: location,
            required: flag(node, "required"),
            description: try description(of: node),
            deprecated: flag(node, "deprecated"),
            schema: schema,
            example: node["example"],
            node: node
        )
        if detail == .allComponents, node["schema"] == nil {
            parameter.content = try readContent(node, in: file)
        }
        return parameter
    }

    func readRequestBody(_ operation: SpecNode, in file: String) throws(SpecError) -> RequestBody? {
        guard let bodyNode = operation["requestBody"], !bodyNode.isNull else { return nil }
        let resolved = try follow(bodyNode, in: file)
        guard resolved.node.mapping != nil else {
            throw SpecError("'requestBody' must be a mapping, found \(resolved.node.kindName)", node: resolved.node)
        }
        let bodyComponent = bodyNode["$ref"]?.text.flatMap { componentName(of: $0, kind: "requestBodies") }
        return RequestBody(
            componentName: bodyComponent,
            required: flag(resolved.node, "required"),
            description: try description(of: resolved.node),
            content: try readContent(resolved.node, in: resolved.file),
            node: resolved.node
        )
    }

    func readResponses(_ operation: SpecNode, in file: String) throws(SpecError) -> [Response] {
        var responses: [Response] = []
        for entry in try operation.mappingField("responses", in: file)?.entries ?? [] {
            guard try isGeneratedResponse(entry) else { continue }
            let responseComponent = entry.value["$ref"]?.text.flatMap { componentName(of: $0, kind: "responses") }
            var response = try readResponse(entry.value, code: entry.key, in: file)
            response.componentName = responseComponent
            responses.append(response)
        }
        return responses
    }

    /// SwagGen reads responses keyed `default` or by an integer. `x-` keys are extensions;
    /// a range key (`2XX`, OpenAPI 3 only) is valid but SwagGen drops it: a warning says so;
    /// any other key is an error.
    func isGeneratedResponse(_ entry: MappingEntry) throws(SpecError) -> Bool {
        let key = entry.key
        if key == "default" || Int(key) != nil { return true }
        if key.hasPrefix("x-") { return false }
        let utf8 = Array(key.utf8)
        let isRange = utf8.count == 3 && (0x31...0x35).contains(utf8[0]) && utf8[1] == 0x58 && utf8[2] == 0x58
        if isRange && version != .swagger2 {
            // swift-openapi-generator generates range responses; SwagGen drops them.
            if detail == .allComponents { return true }
            diagnostics.warning("response '\(key)' is left out: SwagGen reads only numeric status codes and 'default'", at: entry.keyLocation, pointer: entry.value.fragment)
            return false
        }
        let expected = version == .swagger2 ? "an HTTP status code or 'default'" : "an HTTP status code, a range such as '2XX' or 'default'"
        throw SpecError("response key '\(key)' must be \(expected)", at: entry.keyLocation, pointer: entry.value.fragment)
    }

    func checkResponseShape(_ node: SpecNode, code: String) throws(SpecError) {
        guard node.mapping != nil else {
            throw SpecError("response '\(code)' must be a mapping, found \(node.kindName)", node: node)
        }
    }

    /// One response object (following a `$ref`); its headers only with `.allComponents`.
    func readResponse(_ node: SpecNode, code: String, in file: String) throws(SpecError) -> Response {
        let resolved = try follow(node, in: file)
        try checkResponseShape(resolved.node, code: code)
        var response = Response(
            code: code,
            componentName: nil,
            description: try description(of: resolved.node),
            content: try readContent(resolved.node, in: resolved.file),
            node: resolved.node
        )
        if detail == .allComponents {
            for entry in try resolved.node.mappingField("headers", in: resolved.file)?.entries ?? [] {
                response.headers.append(NamedHeader(name: entry.key, header: try readHeader(entry.value, in: resolved.file)))
            }
        }
        return response
    }

    /// A header object (following a `$ref`).
    func readHeader(_ node: SpecNode, in file: String) throws(SpecError) -> Header {
        let resolved = try follow(node, in: file)
        let content = try readContent(resolved.node, in: resolved.file)
        let schema = try resolved.node["schema"].map { (schemaNode) throws(SpecError) in try readSchema(schemaNode, in: resolved.file) }
        return Header(
            componentName: node["$ref"]?.text.flatMap { componentName(of: $0, kind: "headers") },
            required: flag(resolved.node, "required"),
            description: try description(of: resolved.node),
            schema: schema ?? content.first?.schema,
            content: content,
            node: resolved.node
        )
    }

    func readContent(_ node: SpecNode, in file: String) throws(SpecError) -> [MediaContent] {
        var content: [MediaContent] = []
        for entry in try node.mappingField("content", in: file)?.entries ?? [] {
            guard entry.value.mapping != nil || entry.value.isNull else {
                throw SpecError("media type '\(entry.key)' must be a mapping, found \(entry.value.kindName)", node: entry.value)
            }
            let schema = try entry.value["schema"].map { (schemaNode) throws(SpecError) in try readSchema(schemaNode, in: file) }
            var media = MediaContent(mediaType: entry.key, schema: schema, node: entry.value)
            if detail == .allComponents {
                for part in try entry.value.mappingField("encoding", in: file)?.entries ?? [] {
                    for header in try part.value.mappingField("headers", in: file)?.entries ?? [] {
                        media.partHeaders[part.key, default: []].append(NamedHeader(name: header.key, header: try readHeader(header.value, in: file)))
                    }
                }
            }
            content.append(media)
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
