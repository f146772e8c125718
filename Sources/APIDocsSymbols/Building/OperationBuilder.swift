import APIDocsSpec

/// Builds the request enum of one operation (§6, §7): names, options, body and responses.
struct OperationBuilder {
    let namer: SymbolNamer
    let models: ModelBuilder
    let facts: FactsReader
    /// With `.readme`, the facts only pages show are left empty (see `SymbolDetail`).
    var detail: SymbolDetail = .pages
    var options: GeneratorOptions { namer.options }

    private var pageFacts: Bool { detail == .pages }

    /// §6.1: the generated operationId for an operation without one.
    static func generatedOperationId(method: String, path: String) -> String {
        let camel = path.split(separator: "/", omittingEmptySubsequences: false)
            .map { SwagGenCase.upperCamelCased(String($0)) }
            .joined()
        return method.lowercased() + SwagGenCase.upperCamelCased(replacingPlaceholders(camel))
    }

    /// Replaces each `{name}` (shortest match) by `By_name`.
    static func replacingPlaceholders(_ text: String) -> String {
        var result = ""
        var rest = text[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            result += "By_" + rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    func namespace(forTag tag: String?) -> String {
        guard let tag else { return options.name }
        return options.name + "." + options.tagPrefix + namer.upperCamelCased(tag) + options.tagSuffix
    }

    func build(_ operation: Operation) -> OperationSymbol {
        let operationId = operation.operationId ?? OperationBuilder.generatedOperationId(method: operation.method, path: operation.path)
        let swiftName = namer.escapeType(namer.upperCamelCased(operationId))
        let tag = operation.tags?.first
        let namespace = namespace(forTag: tag)
        let path = namespace + "." + SwiftPath.component(swiftName)
        let requestPath = path + ".Request"
        let requestScope = TypeScope(types: requestPath, enums: path, root: .namespace)

        var requestOptions: [RequestOptionSymbol] = []
        var enums: [EnumSymbol] = []
        var nested: [ModelSymbol] = []
        func addEnum(_ symbol: EnumSymbol?) {
            if let symbol { models.keepFirst(symbol, in: &enums) }
        }
        func addNested(_ symbol: ModelSymbol?) {
            if let symbol { models.keepFirst(symbol, in: &nested) }
        }
        for parameter in operation.parameters {
            let swiftName = namer.memberName(parameter.name)
            requestOptions.append(RequestOptionSymbol(
                swiftName: swiftName,
                swiftPath: requestPath + ".Options." + SwiftPath.component(swiftName),
                type: namer.type(parameter.name, parameter.schema, in: requestScope),
                required: parameter.required,
                location: OptionLocation(rawValue: parameter.location.rawValue) ?? .query,
                key: parameter.name,
                description: parameter.description,
                facts: pageFacts ? facts.parameterFacts(parameter) : ParameterFacts(),
                schema: parameter.schema,
                example: pageFacts ? ExampleSources.parameter(parameter, spec: namer.spec) : nil,
                place: parameter.place
            ))
            addEnum(models.nestedEnum(raw: parameter.name, schema: parameter.schema, scope: requestScope))
            addNested(models.nestedType(raw: parameter.name, schema: parameter.schema, scope: requestScope))
        }

        var body: RequestBodySymbol?
        var isUpload = false
        if let requestBody = operation.requestBody {
            if let schema = ContentSelection.jsonSchema(requestBody.content) {
                let bodyName = requestBody.componentName ?? "Body"
                body = RequestBodySymbol(
                    swiftPath: requestPath + ".body",
                    type: namer.type(bodyName, schema, in: requestScope),
                    required: requestBody.required,
                    description: requestBody.description,
                    facts: pageFacts ? facts.schemaFacts(schema) : SchemaFacts(),
                    schema: schema,
                    example: pageFacts ? ExampleSources.body(requestBody.content, schema: schema, spec: namer.spec) : nil,
                    place: requestBody.place
                )
                addNested(models.nestedType(raw: bodyName, schema: schema, scope: requestScope))
                // JSON-body property enums are declared in the operation enum (§5.4).
                for (property, _) in models.orderedProperties(bodyObject(schema)) {
                    addEnum(models.nestedEnum(raw: property.name, schema: property.schema, scope: requestScope))
                }
            } else if let form = ContentSelection.formSchema(requestBody.content) {
                for (property, required) in models.orderedProperties(form) {
                    let swiftName = models.propertyName(property.name)
                    let type = namer.type(property.name, property.schema, in: requestScope)
                    if type.description == "File" || type.description == "[File]" { isUpload = true }
                    requestOptions.append(RequestOptionSymbol(
                        swiftName: swiftName,
                        swiftPath: requestPath + ".Options." + SwiftPath.component(swiftName),
                        type: type,
                        required: required,
                        location: .form,
                        key: property.name,
                        description: property.schema.description,
                        facts: pageFacts ? ParameterFacts(schema: facts.schemaFacts(property.schema)) : ParameterFacts(),
                        schema: property.schema,
                        example: pageFacts ? ExampleSources.schema(property.schema, spec: namer.spec) : nil,
                        place: property.schema.place
                    ))
                    addEnum(models.nestedEnum(raw: property.name, schema: property.schema, scope: requestScope))
                    addNested(models.nestedType(raw: property.name, schema: property.schema, scope: requestScope))
                }
            }
        }

        return OperationSymbol(
            swiftName: swiftName,
            swiftPath: path,
            namespace: namespace,
            operationId: operationId,
            sortKey: operation.operationId ?? (operation.method + operation.path),
            tag: tag,
            tags: operation.tags ?? [],
            method: operation.method.uppercased(),
            path: operation.path,
            hasBody: operation.requestBody != nil,
            isUpload: isUpload,
            enums: enums,
            request: RequestSymbol(swiftPath: requestPath, options: requestOptions, body: body, nestedTypes: nested),
            response: response(operation, path: path + ".Response"),
            facts: facts.operationFacts(operation, endpoints: pageFacts),
            operation: operation
        )
    }

    /// The object whose properties a JSON body's enums come from (a one-member group unwrapped).
    func bodyObject(_ schema: Schema) -> Schema {
        switch schema.kind {
        case .object: return schema
        case .allOf(let members) where members.count == 1: return bodyObject(members[0])
        default: return schema.emptyObject()
        }
    }
}
