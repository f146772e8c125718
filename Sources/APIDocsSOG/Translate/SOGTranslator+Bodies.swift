import APIDocsSymbols
import APIDocsDiagnostics
import APIDocsSpec

/// Request and response bodies: the `Body` enums with a case per media type.
extension SOGTranslator {
    /// One media type SOG generates, with its Swift name and payload type.
    struct TypedContent {
        let content: MediaContent
        let contentType: SOGContentType
        let caseName: String
        /// The schema whose declarations the payload needs, `nil` for raw bytes.
        let schema: Schema?
        let type: SOGTypeUsage
        /// `multipart/form-data`: the payload is an enum of parts, unless the schema is a plain
        /// `$ref` (then the component schema itself is that enum).
        var isMultipart = false

        /// The case's payload as SOG declares it: a multipart body is a stream of its parts,
        /// `OpenAPIRuntime.MultipartBody<Parts>`.
        var payloadType: SwiftType {
            isMultipart ? .generic("OpenAPIRuntime.MultipartBody", type.swiftType) : type.swiftType
        }
    }

    /// SOG's `supportedTypedContents`: every media type it can code, in document order.
    func typedContents(_ contents: [MediaContent], isRequired: Bool, in parent: SOGTypeName, at place: SpecPlace) -> [TypedContent] {
        var result: [TypedContent] = []
        for (content, key) in OpenAPIKitContentMap.entries(contents, writtenKey: \.mediaType) {
            let contentPlace = content.place ?? place
            guard let contentType = SOGContentType(key) else {
                diagnostics.error("swift-openapi-generator refuses this: '\(content.mediaType)' is not a content type (type/subtype)", at: contentPlace.location, pointer: "#" + contentPlace.pointer)
                continue
            }
            let caseName = namer.contentTypeName(contentType)
            switch contentType.category {
            case .json, .urlEncodedForm:
                guard checkSupported(content.schema, at: content.schema?.place ?? contentPlace) else { continue }
                let type: SOGTypeUsage
                if let schema = content.schema {
                    type = valueType(named: caseName, schema: schema, in: parent)
                } else {
                    type = SOGTypeUsage(builtin: "OpenAPIRuntime.OpenAPIValueContainer")
                }
                result.append(TypedContent(content: content, contentType: contentType, caseName: caseName, schema: content.schema, type: type))
            case .multipart:
                guard isRequired else {
                    skipped("an optional multipart body (multipart bodies must be required)", at: contentPlace)
                    continue
                }
                guard isMultipartObject(content.schema) else {
                    skipped("a multipart body whose schema is not an object", at: content.schema?.place ?? contentPlace)
                    continue
                }
                let hasEncoding = !content.encoding.isEmpty
                let partsType: SOGTypeName
                if let reference = content.schema?.reference, !hasEncoding {
                    partsType = schemaTypeName(reference)
                } else {
                    partsType = parent.appending(swiftTypeName(caseName) + "Payload", json: caseName)
                }
                var typed = TypedContent(content: content, contentType: contentType, caseName: caseName, schema: content.schema, type: SOGTypeUsage(partsType))
                typed.isMultipart = true
                result.append(typed)
            case .binary:
                result.append(TypedContent(content: content, contentType: contentType, caseName: caseName, schema: nil, type: SOGTypeUsage(builtin: "OpenAPIRuntime.HTTPBody")))
            }
        }
        return result
    }

    /// The declarations an inline payload needs (none for referenceable schemas).
    func payloadDeclarations(_ content: TypedContent) -> [ClientDeclaration] {
        if content.isMultipart {
            let isComponent = content.type.name.components.count == 3 && content.type.name.components[1] == "Schemas"
            guard !isComponent else { return [] }
            let parts = multipartEnum(content.schema, named: content.type.name, encoding: content.content.encoding, partHeaders: content.content.partHeaders)
            return parts.map { [$0] } ?? []
        }
        guard let schema = content.schema, isInlinable(schema) else { return [] }
        return declarations(for: schema, named: content.type.name)
    }

    /// A request body's enum: per media type its payload type and a case.
    func requestBodyEnum(_ name: SOGTypeName, contents: [TypedContent], source: SpecPlace) -> ClientDeclaration {
        var members: [ClientDeclaration] = []
        for content in contents {
            members += payloadDeclarations(content)
            members.append(ClientDeclaration(.enumCase, content.caseName + "(_:)", source: content.schema.map { $0.place }, swiftType: content.payloadType)
                .remarked(name.appending(nil, json: "content").jsonPath(below: content.contentType.remarkText)))
        }
        return ClientDeclaration(.enum, name.shortName, source: source, members: members).remarked(name.jsonPath)
    }

    /// A request body and its property in `Input`; `nil` when no media type is generated.
    func requestBodyProperty(_ body: RequestBody, in input: SOGTypeName) -> SOGProperty? {
        let name = body.componentName.map { componentTypeName("RequestBodies", $0) } ?? input.appending("Body", json: "requestBody")
        let contents = typedContents(body.content, isRequired: body.required, in: name, at: body.place)
        guard !contents.isEmpty else { return nil }
        let nested = body.componentName == nil ? [requestBodyEnum(name, contents: contents, source: body.place).playing(.requestBody)] : []
        return SOGProperty(name: "body", type: SOGTypeUsage(name).optional(!body.required), source: nil, nested: nested)
    }

    /// A response's struct: `Headers` and `headers`, `Body` and `body`, and its `init`.
    func responseStruct(_ response: Response, named typeName: SOGTypeName) -> ClientDeclaration {
        var properties: [SOGProperty] = []
        let headersName = typeName.appending("Headers", json: "headers")
        let headerProperties = response.headers.compactMap { responseHeaderProperty($0, in: headersName) }
        if !headerProperties.isEmpty {
            let headersStruct = structDeclaration(headersName, properties: headerProperties)
            properties.append(SOGProperty(
                name: "headers", type: SOGTypeUsage(headersName), source: nil, nested: [headersStruct],
                defaulted: headerProperties.allSatisfy(\.hasDefaultValue)
            ))
        }
        let bodyName = typeName.appending("Body", json: "content")
        let contents = typedContents(response.content, isRequired: true, in: bodyName, at: response.place)
        if !contents.isEmpty {
            var members: [ClientDeclaration] = []
            for content in contents {
                members += payloadDeclarations(content)
                members.append(ClientDeclaration(.enumCase, content.caseName + "(_:)", source: content.schema.map { $0.place }, swiftType: content.payloadType)
                    .remarked(bodyName.jsonPath(below: content.contentType.remarkText)))
                members.append(ClientDeclaration(.property, content.caseName, swiftType: content.payloadType))
            }
            let bodyEnum = ClientDeclaration(.enum, "Body", source: response.place, members: members).remarked(bodyName.jsonPath)
            properties.append(SOGProperty(name: "body", type: SOGTypeUsage(bodyName), source: nil, nested: [bodyEnum]))
        }
        return structDeclaration(typeName, properties: properties, source: response.place, remarked: false)
    }

    /// A header SOG generates: its schema (or JSON content) and type.
    func typedHeader(_ header: Header, named name: String, in parent: SOGTypeName) -> (schema: Schema, type: SOGTypeUsage)? {
        let schema: Schema
        if !header.declaresSchema, !header.content.isEmpty {
            if header.content.count > 1 { skipped("header '\(name)' has several content types; only the JSON one is used", at: header.place) }
            guard let json = OpenAPIKitContentMap.entries(header.content, writtenKey: \.mediaType).first(where: { SOGContentType($0.key)?.category == .json })?.content else {
                skipped("header '\(name)' has no JSON content", at: header.place)
                return nil
            }
            // JSON content without a schema holds any JSON value.
            schema = json.schema ?? Schema.anyValue(at: json.place ?? header.place)
        } else if let own = header.schema {
            schema = own
        } else {
            // Neither `schema` nor `content`: the refusal checker reports it.
            return nil
        }
        guard checkSupported(schema, at: schema.place) else { return nil }
        let type: SOGTypeUsage
        if let component = header.componentName {
            type = SOGTypeUsage(componentTypeName("Headers", component))
        } else if let reference = schema.reference {
            type = SOGTypeUsage(schemaTypeName(reference))
        } else {
            type = valueType(named: name, schema: schema, in: parent)
        }
        return (schema, type.optional(!header.required || schema.sogNullable))
    }

    func responseHeaderProperty(_ named: NamedHeader, in parent: SOGTypeName) -> SOGProperty? {
        guard let typed = typedHeader(named.header, named: named.name, in: parent) else { return nil }
        let nested = typed.schema.reference == nil && isInlinable(typed.schema)
            ? declarations(for: typed.schema, named: typed.type.name)
            : []
        return SOGProperty(
            name: swiftMemberName(named.name), type: typed.type, source: named.header.place, nested: nested,
            documentedName: named.name, remark: parent.jsonPath(below: named.name)
        )
    }
}
