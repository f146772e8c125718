import APIDocsSpec
import APIDocsSymbols

/// `multipart/form-data` bodies: an enum with a case (and a `…Payload` struct) per part.
extension SOGTranslator {
    /// Whether a multipart schema is an object, a bare `{}` or a `$ref` chain to one.
    func isMultipartObject(_ schema: Schema?) -> Bool { multipartObject(schema) != nil }

    /// The object whose properties are the parts: the schema itself, or the end of its
    /// `$ref` chain; a missing schema or `{}` has no documented parts.
    func multipartObject(_ schema: Schema?) -> Schema?? {
        guard let schema else { return .some(nil) }
        var current = schema
        var seen: Set<String> = []
        while let reference = current.reference {
            guard seen.insert(reference.key).inserted, let target = spec.target(of: reference) else { return nil }
            current = target
        }
        switch current.sogShape {
        case .object: return .some(current)
        case .fragment: return .some(nil)
        default: return nil
        }
    }

    /// The parts enum of a multipart body (`nil` when the schema has no object at its root).
    func multipartEnum(_ schema: Schema?, named typeName: SOGTypeName, encoding: [String: PartEncoding], partHeaders: [String: [NamedHeader]] = [:]) -> ClientDeclaration? {
        guard let root = multipartObject(schema) else { return nil }
        var members: [ClientDeclaration] = []
        for property in root?.properties ?? [] {
            let partName = typeName.appending(swiftTypeName(property.name) + "Payload", json: property.name)
            let partEncoding = encoding[property.name]
            guard let payload = multipartPartSchema(property.schema, encoding: partEncoding, at: property.schema.place) else { continue }
            var properties: [SOGProperty] = []
            let headersName = partName.appending("Headers", json: "headers")
            let headerProperties = (partHeaders[property.name] ?? []).compactMap { responseHeaderProperty($0, in: headersName) }
            if !headerProperties.isEmpty {
                let headersStruct = structDeclaration(headersName, properties: headerProperties)
                properties.append(SOGProperty(
                    name: "headers", type: SOGTypeUsage(headersName), source: nil, nested: [headersStruct],
                    defaulted: headerProperties.allSatisfy(\.hasDefaultValue)
                ))
            }
            var bodyProperty = SOGProperty(name: "body", type: SOGTypeUsage(builtin: "OpenAPIRuntime.HTTPBody"), source: property.schema.place, nested: [])
            if let payload {
                let bodyType = valueType(named: "body", schema: payload, in: partName.appending(nil, json: "content"))
                bodyProperty.type = bodyType
                bodyProperty.nested = isInlinable(payload) ? declarations(for: payload, named: bodyType.name) : []
            }
            properties.append(bodyProperty)
            members.append(structDeclaration(partName, properties: properties, source: property.schema.place))
            var partCase = ClientDeclaration(.enumCase, swiftMemberName(property.name) + "(_:)", source: property.schema.place, swiftType: .generic("OpenAPIRuntime.MultipartPart", .builtin(partName.fullName)))
            partCase.documentedName = property.name
            members.append(partCase)
        }
        let extra = root?.additionalProperties ?? .absent
        if case .absent = extra {
            members.append(ClientDeclaration(.enumCase, "undocumented(_:)", swiftType: .builtin("OpenAPIRuntime.MultipartRawPart")).playing(.catchAllCase))
        } else if root?.additionalPropertiesFlag == true {
            members.append(ClientDeclaration(.enumCase, "other(_:)", swiftType: .builtin("OpenAPIRuntime.MultipartRawPart")).playing(.catchAllCase))
        } else if root?.additionalPropertiesFlag == nil, let root {
            if case .schema(let extraSchema) = root.additionalProperties, let payload = multipartPartSchema(extraSchema, encoding: nil, at: extraSchema.place) {
                if let payload {
                    let type = payload.reference.map { SOGTypeUsage(schemaTypeName($0)) } ?? valueType(named: "additionalProperties", schema: payload, in: typeName)
                    if payload.reference == nil, isInlinable(payload) { members += declarations(for: payload, named: type.name) }
                }
            }
            members.append(ClientDeclaration(.enumCase, "additionalProperties(_:)", swiftType: .builtin("OpenAPIRuntime.MultipartDynamicallyNamedPart")))
        }
        return ClientDeclaration(.enum, typeName.shortName, source: schema.map { $0.place }, members: members).remarked(typeName.jsonPath)
    }

    /// How a part is sent, and so what its `body` holds: `nil` when the part is skipped, `.some(nil)`
    /// for raw bytes (`HTTPBody`), else the schema of one value (an array part repeats its items).
    private func multipartPartSchema(_ schema: Schema, encoding: PartEncoding?, at place: SpecPlace) -> Schema?? {
        guard let inferred = inferPart(schema) else { return nil }
        var category = inferred.source.category
        let explicit = encoding?.contentType?.split(separator: ",").map { $0.trimmingCharacters(in: " ") } ?? []
        if explicit.count == 1, let type = SOGContentType(explicit[0]) { category = type.category }
        if category == .multipart {
            skipped("a multipart part cannot hold multipart content", at: place)
            return nil
        }
        if category == .binary { return .some(nil) }
        if inferred.repeats {
            var current = schema
            var seen: Set<String> = []
            while let reference = current.reference, seen.insert(reference.key).inserted, let target = spec.target(of: reference) { current = target }
            return .some(current.items)
        }
        return .some(schema)
    }

    /// Where a part's media type comes from when `encoding` does not say.
    private enum PartSource {
        /// Numbers, booleans and plain strings: sent as `text/plain`.
        case primitive
        /// `format: binary` strings: `application/octet-stream`.
        case binary
        /// Objects and composites: `application/json`.
        case complex
        /// A string's `contentMediaType`.
        case explicit(SOGContentType.Category)

        var category: SOGContentType.Category {
            switch self {
            case .primitive, .binary: return .binary
            case .complex: return .json
            case .explicit(let category): return category
            }
        }
    }

    /// SOG's guess of a part's media type from its schema, and whether the part repeats (an
    /// array schema). A composite takes the first member that is not primitive.
    private func inferPart(_ schema: Schema, depth: Int = 0) -> (repeats: Bool, source: PartSource)? {
        guard depth < 32 else { return nil }
        switch schema.sogShape {
        case .unsupported: return nil
        case .boolean, .number, .integer: return (false, .primitive)
        case .string: return (false, stringPartSource(schema))
        case .object, .fragment: return (false, .complex)
        case .allOf(let members), .anyOf(let members), .oneOf(let members):
            for member in members {
                guard let inferred = inferPart(member, depth: depth + 1) else { return nil }
                if case .primitive = inferred.source { continue }
                return (false, inferred.source)
            }
            return (false, .primitive)
        case .array:
            guard let items = schema.items else { return (true, .complex) }
            switch items.sogShape {
            case .unsupported: return nil
            case .boolean, .number, .integer: return (true, .primitive)
            case .string: return (true, stringPartSource(items))
            case .reference:
                guard let inferred = inferPart(items, depth: depth + 1) else { return nil }
                return (true, inferred.source)
            default: return (true, .complex)
            }
        case .reference(let reference):
            guard let target = spec.target(of: reference) else { return nil }
            return inferPart(target, depth: depth + 1)
        }
    }

    private func stringPartSource(_ schema: Schema) -> PartSource {
        if let mediaType = schema.contentMediaType, let type = SOGContentType(mediaType) { return .explicit(type.category) }
        if stringEncoding(schema) == .binary { return .binary }
        return .primitive
    }

    /// Component schemas that a multipart body names with a plain `$ref`: SOG generates them
    /// as parts enums instead of structs.
    func multipartSchemaNames(_ operations: [APIDocsSpec.Operation]) -> Set<String> {
        var names: Set<String> = []
        func visit(_ contents: [MediaContent]) {
            for (content, key) in OpenAPIKitContentMap.entries(contents, writtenKey: \.mediaType) where SOGContentType(key)?.category == .multipart {
                if let name = content.schema?.reference?.componentName { names.insert(name) }
            }
        }
        for operation in operations {
            if let body = operation.requestBody { visit(body.content) }
            for response in operation.allResponses { visit(response.content) }
        }
        return names
    }
}

