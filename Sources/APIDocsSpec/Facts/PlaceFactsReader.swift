import APIDocsLoader

/// The documentation facts of spec places, for a client flavour whose symbols are not SwagGen's
/// (swift-openapi-generator): the same fact types and the same sample builder as the SwagGen
/// flavour, looked up by the place a declaration was made from instead of attached to
/// SwagGen's symbols.
///
/// A composition's alternatives come without a Swift type (`swiftType == nil`): the flavour
/// names them from its own declarations. Not thread-safe (it caches `$ref` targets and
/// samples); read everything before rendering in parallel.
public final class PlaceFactsReader {
    let reader: FactsReader

    public init(spec: APISpec, diagnostics: DiagnosticCollector) {
        reader = FactsReader(spec: spec, diagnostics: diagnostics)
    }

    /// Info, contact, license, terms, external docs, security schemes, tags and webhooks.
    public func api() -> APIFacts { reader.apiFacts() }

    /// The place's own `description` (not through a `$ref`), with `{$ref: file.md}` read as the
    /// Markdown it names; `nil` when absent or empty.
    public func description(at place: SpecPlace) -> String? {
        guard let text = reader.description(place.node), !text.isEmpty else { return nil }
        return text
    }

    /// `x-internal: true` or `x-hidden: true` on the object at the place (a component schema).
    public func hiddenMark(at place: SpecPlace) -> HiddenMark? {
        reader.hiddenMark(place.node)
    }

    /// The parts of `spec` marked `x-internal` or `x-hidden` that a site leaves out, by the
    /// place their declarations are made from: each operation marked (or whose path item is),
    /// each component schema marked.
    public func hiddenParts(of spec: APISpec) -> [SpecPlace: HiddenMark] {
        var parts: [SpecPlace: HiddenMark] = [:]
        for operation in spec.operations {
            if let mark = reader.hiddenMark(operation: operation) { parts[operation.place] = mark }
        }
        for named in spec.schemas {
            if let mark = reader.hiddenMark(named.schema.place.node) { parts[named.schema.place] = mark }
        }
        return parts
    }

    /// Whether the object at the place says `deprecated: true` (a schema, a parameter, a header).
    public func isDeprecated(at place: SpecPlace) -> Bool {
        place.node["deprecated"]?.bool == true
    }

    /// The facts of a schema (a component, a property, an item, a composition member); `nil`
    /// when the place is not an object (an enum value, a boolean schema).
    public func schema(at place: SpecPlace) -> SchemaFacts? {
        guard place.node.mapping != nil else { return nil }
        return reader.schemaFacts(node: place.node)
    }

    /// A JSON value built from the schema at the place (see `FactsReader.jsonSample`).
    public func jsonSample(at place: SpecPlace) -> String? {
        guard place.node.mapping != nil else { return nil }
        return reader.jsonSample(node: place.node)
    }

    /// The property names an object schema's `required` lists, `nil` without `required`.
    public func requiredNames(at place: SpecPlace) -> [String]? {
        place.node["required"]?.sequence?.compactMap(\.string)
    }

    /// The places of a composition's members (`allOf`, `anyOf` or `oneOf`), in order.
    public func compositionMembers(at place: SpecPlace, _ kind: CompositionFacts.Kind) -> [SpecPlace] {
        place.node[kind.rawValue]?.sequence?.map(SpecPlace.init) ?? []
    }

    /// A parameter's facts, with its name, location and requirement.
    public func parameter(at place: SpecPlace) -> NamedParameterFacts { reader.namedParameter(place.node) }

    /// A header object's facts (schema, examples, deprecation) under `name`.
    public func header(name: String, at place: SpecPlace) -> HeaderFacts {
        let header = reader.resolve(place.node)
        let facts = reader.parameterFacts(header)
        return HeaderFacts(
            name: name, required: header["required"]?.bool == true, description: reader.description(header),
            deprecated: header["deprecated"]?.bool == true, schema: facts.schema, examples: facts.examples
        )
    }

    /// A response object (headers, every media type with its samples, links) under `code`.
    public func response(code: String, at place: SpecPlace) -> ResponseFacts {
        reader.response(code: code, node: place.node, operation: nil)
    }

    /// A request body object: every media type with its samples.
    public func requestBody(at place: SpecPlace) -> RequestBodyFacts? { reader.requestBody(place.node) }

    /// An operation's own facts: id, summary, security, external docs, body, callbacks.
    public func operation(_ operation: Operation) -> OperationFacts { reader.operationFacts(operation) }

    /// An operation as an endpoint: its parameters (path item's and its own) with all their
    /// facts, its body and every response.
    public func endpoint(_ operation: Operation) -> EndpointFacts {
        let node = operation.node
        return EndpointFacts(
            name: operation.operationId ?? operation.method.uppercased() + " " + operation.path,
            expression: operation.path, method: operation.method.uppercased(),
            operationId: operation.operationId, summary: operation.summary, description: operation.description,
            deprecated: operation.deprecated, parameters: operation.parameters.map { reader.namedParameter($0.node) },
            requestBody: reader.requestBody(node["requestBody"]), responses: reader.responses(node)
        )
    }
}

/// The typed entry points the SwagGen flavour's symbol stage reads facts through.
extension FactsReader {
    /// A parameter's facts (schema, style, examples, deprecation).
    public func parameterFacts(_ parameter: Parameter) -> ParameterFacts { parameterFacts(parameter.node) }

    /// A response of `operation`: headers, every media type with its samples, links.
    public func responseFacts(_ response: Response, of operation: Operation) -> ResponseFacts {
        self.response(code: response.code, node: response.node, operation: operation.node)
    }
}
