import APIDocsConcurrency
import APIDocsLoader

/// Parameters, bodies, responses, headers and examples: the facts of operations, callbacks and
/// webhooks, read from their nodes.
extension FactsReader {
    /// The HTTP methods an operation may sit under in a path item.
    static let methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace", "query"]

    func parameterFacts(_ node: SpecNode) -> ParameterFacts {
        let node = resolve(node)
        // Once per parameter node: a shared parameter (`#/parameters/pretty`, a path item's
        // own) is documented on every operation that lists it.
        return parameters.value(ObjectIdentifier(node)) { readParameterFacts(node) }
    }

    private func readParameterFacts(_ node: SpecNode) -> ParameterFacts {
        var facts = ParameterFacts()
        facts.deprecated = node["deprecated"]?.bool == true
        facts.allowEmptyValue = node["allowEmptyValue"]?.bool == true
        facts.style = node["style"]?.text
        facts.explode = node["explode"]?.bool
        facts.examples = examples(node)
        if let schema = node["schema"] {
            facts.schema = schemaFacts(node: schema)
        } else if let content = node["content"]?.mapping?.entries.first, let schema = content.value["schema"] {
            facts.schema = schemaFacts(node: schema)
        } else {
            // Swagger 2.0: the schema keywords sit on the parameter itself.
            facts.schema = schemaFacts(node: node)
        }
        return facts
    }

    /// `example` and `examples` of a parameter, header or media type.
    func examples(_ node: SpecNode) -> [ExampleFacts] {
        var result: [ExampleFacts] = []
        if let example = node["example"] {
            result.append(ExampleFacts(name: nil, summary: nil, description: nil, json: json(example), externalValue: nil))
        }
        for entry in node["examples"]?.mapping?.entries ?? [] {
            let example = resolve(entry.value)
            // A reference that names nothing was reported; its example is left out.
            if example["$ref"] != nil { continue }
            if example["value"] != nil || example["externalValue"] != nil || example["dataValue"] != nil || example["serializedValue"] != nil {
                let value = example["value"] ?? example["dataValue"]
                result.append(ExampleFacts(
                    name: entry.key, summary: example["summary"]?.text, description: description(example),
                    json: value.map(json) ?? example["serializedValue"]?.text,
                    externalValue: example["externalValue"]?.text
                ))
            } else {
                // Swagger 2.0 `examples`: media type → value.
                result.append(ExampleFacts(name: entry.key, summary: nil, description: nil, json: json(example), externalValue: nil))
            }
        }
        return result
    }

    /// An example value as JSON text, written once per node.
    private func json(_ value: SpecNode) -> String {
        exampleJSON.value(ObjectIdentifier(value)) { SpecValue(value).json }
    }

    /// Every media type of a `content` map, with examples and a generated sample.
    func mediaTypes(_ content: SpecNode?) -> [MediaTypeFacts] {
        (content?.mapping?.entries ?? []).map { entry in
            let media = resolve(entry.value)
            let schemaNode = media["schema"]
            return mediaType(entry.key, schema: schemaNode, examples: examples(media))
        }
    }

    func mediaType(_ name: String, schema schemaNode: SpecNode?, examples: [ExampleFacts]) -> MediaTypeFacts {
        var sample: String?
        if examples.isEmpty, let schemaNode, FactsReader.isJSON(name) { sample = jsonSample(node: schemaNode) }
        return MediaTypeFacts(
            mediaType: name, schema: schemaNode.map { schemaFacts(node: $0) }, examples: examples,
            generatedSample: sample, schemaPointer: schemaNode.map { "#" + $0.pointer }, schemaFile: schemaNode?.location.file
        )
    }

    /// A JSON value built from the schema (its examples and defaults where it gives them),
    /// written with two-space indentation; one per schema, however many places show it.
    func jsonSample(node schemaNode: SpecNode) -> String? {
        samples.value(ObjectIdentifier(resolve(schemaNode))) {
            var builder = SampleBuilder(reader: self)
            return builder.sample(schemaNode).map { value in
                var writer = JSONWriter()
                writer.write(value, indent: 0)
                return writer.text
            }
        }
    }

    /// A model's JSON sample: `jsonSample(node:)` of its schema.
    public func jsonSample(_ schema: Schema) -> String? { jsonSample(node: schema.node) }

    static func isJSON(_ mediaType: String) -> Bool {
        jsonMediaTypes.value(mediaType) {
            let base = mediaType.split(separator: ";").first.map(String.init)?.lowercased() ?? ""
            return base == "application/json" || base.hasSuffix("+json") || base == "*/*" || base.hasSuffix("/json")
        }
    }

    /// `isJSON` by media type: a spec names a handful of types thousands of times, and the
    /// answer splits and lowercases by `Character`.
    private static let jsonMediaTypes = SharedMemo<String, Bool>(limit: 10_000)

    func requestBody(_ node: SpecNode?, swagger2 operation: SpecNode? = nil) -> RequestBodyFacts? {
        if let node {
            let body = resolve(node)
            return RequestBodyFacts(required: body["required"]?.bool == true, description: description(body), mediaTypes: mediaTypes(body["content"]))
        }
        // Swagger 2.0: an `in: body` parameter.
        guard let operation, spec.version == .swagger2 else { return nil }
        for parameter in operation["parameters"]?.sequence ?? [] {
            let parameter = resolve(parameter)
            guard parameter["in"]?.string == "body" else { continue }
            let types = consumes(operation)
            return RequestBodyFacts(
                required: parameter["required"]?.bool == true, description: description(parameter),
                mediaTypes: types.map { mediaType($0, schema: parameter["schema"], examples: []) }
            )
        }
        return nil
    }

    func consumes(_ operation: SpecNode) -> [String] {
        let list = operation["consumes"]?.sequence ?? spec.root["consumes"]?.sequence
        return list?.compactMap(\.string) ?? ["application/json"]
    }

    func produces(_ operation: SpecNode?) -> [String] {
        let list = operation?["produces"]?.sequence ?? spec.root["produces"]?.sequence
        return list?.compactMap(\.string) ?? ["application/json"]
    }

    func response(code: String, node: SpecNode, operation: SpecNode?) -> ResponseFacts {
        let response = resolve(node)
        var media = mediaTypes(response["content"])
        if spec.version == .swagger2, let schema = response["schema"] {
            let examples = examples(response)
            media = produces(operation).map { type in
                mediaType(type, schema: schema, examples: examples.filter { $0.name == type }.map { ExampleFacts(name: nil, summary: nil, description: nil, json: $0.json, externalValue: nil) })
            }
        }
        let headers = (response["headers"]?.mapping?.entries ?? []).map { entry -> HeaderFacts in
            let header = resolve(entry.value)
            var facts = parameterFacts(header)
            if spec.version == .swagger2 { facts.schema = schemaFacts(node: header) }
            return HeaderFacts(
                name: entry.key, required: header["required"]?.bool == true, description: description(header),
                deprecated: header["deprecated"]?.bool == true, schema: facts.schema, examples: facts.examples
            )
        }
        return ResponseFacts(
            code: code, description: description(response), headers: headers, mediaTypes: media,
            links: (response["links"]?.mapping?.entries ?? []).map(\.key)
        )
    }

    func responses(_ operation: SpecNode) -> [ResponseFacts] {
        (operation["responses"]?.mapping?.entries ?? []).filter { !$0.key.hasPrefix("x-") }.map { entry in
            response(code: entry.key, node: entry.value, operation: operation)
        }
    }

    /// The endpoints of a path item (a webhook or one callback expression), method by method.
    func endpoints(name: String, expression: String, pathItem node: SpecNode, depth: Int = 0) -> [EndpointFacts] {
        let item = resolve(node)
        return FactsReader.methods.compactMap { method in
            guard let operation = item[method], operation.mapping != nil else { return nil }
            return EndpointFacts(
                name: name, expression: expression, method: method.uppercased(),
                operationId: operation["operationId"]?.text, summary: operation["summary"]?.text,
                description: description(operation), deprecated: operation["deprecated"]?.bool == true,
                parameters: ((item["parameters"]?.sequence ?? []) + (operation["parameters"]?.sequence ?? [])).map(namedParameter),
                requestBody: requestBody(operation["requestBody"], swagger2: operation),
                responses: responses(operation)
            )
        }
    }

    func namedParameter(_ node: SpecNode) -> NamedParameterFacts {
        let parameter = resolve(node)
        return NamedParameterFacts(
            name: parameter["name"]?.text ?? "", location: parameter["in"]?.text ?? "",
            required: parameter["required"]?.bool == true, description: description(parameter),
            facts: parameterFacts(parameter)
        )
    }

    /// An operation's callbacks, name by name, expression by expression.
    func callbacks(_ operation: SpecNode) -> [EndpointFacts] {
        (operation["callbacks"]?.mapping?.entries ?? []).flatMap { callback in
            (resolve(callback.value).mapping?.entries ?? []).flatMap { expression in
                endpoints(name: callback.key, expression: expression.key, pathItem: expression.value)
            }
        }
    }

    /// An operation's facts; without `endpoints`, its request body and callbacks are left out
    /// (a README shows neither).
    public func operationFacts(_ operation: Operation, endpoints: Bool = true) -> OperationFacts {
        let node = operation.node
        let ownSecurity = node["security"]?.sequence
        var facts = OperationFacts(
            operationId: operation.operationId, summary: operation.summary, description: operation.description, deprecated: operation.deprecated,
            externalDocs: externalDocs(node["externalDocs"]),
            security: operation.security.map { SecurityRequirementFacts(name: $0.name, scopes: $0.scopes) },
            securityOptional: ownSecurity.map { $0.isEmpty || $0.contains { $0.mapping?.entries.isEmpty == true } } ?? false,
            requestBody: endpoints ? requestBody(node["requestBody"], swagger2: node) ?? formBody(operation) : nil,
            callbacks: endpoints ? callbacks(node) : [],
            raw: SpecValue(node)
        )
        // Only pages show these (a README run reads no endpoints).
        if endpoints {
            facts.codeSamples = codeSamples(node)
            facts.hidden = hiddenMark(operation: operation)
            facts.gitHubCategory = gitHubCategory(node)
        }
        return facts
    }

    /// Swagger 2.0 `formData` parameters have no body node; their media types are `consumes`.
    func formBody(_ operation: Operation) -> RequestBodyFacts? {
        guard spec.version == .swagger2, let body = operation.requestBody else { return nil }
        return RequestBodyFacts(
            required: body.required, description: body.description,
            mediaTypes: body.content.map { MediaTypeFacts(mediaType: $0.mediaType, schema: nil, examples: [], generatedSample: nil, schemaPointer: nil, schemaFile: nil) }
        )
    }
}
