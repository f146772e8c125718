import APIDocsSpec

/// Parameters: which ones SOG keeps, and their property types.
extension SOGTranslator {
    /// A parameter SOG generates, with its type.
    struct TypedParameter {
        let parameter: Parameter
        let schema: Schema
        let type: SOGTypeUsage
        /// SOG's remark on the parameter's property (`#/paths/pets/GET/query/limit`).
        let remark: String?
    }

    /// The Swift location struct of a parameter location.
    static func locationStructName(_ location: ParameterLocation) -> String {
        switch location {
        case .path: return "Path"
        case .query: return "Query"
        case .header: return "Headers"
        case .cookie: return "Cookies"
        }
    }

    /// SOG's `parseAsTypedParameter`: `nil` (with a warning where SOG warns) for parameters it
    /// does not generate.
    func typedParameter(_ parameter: Parameter, in parent: SOGTypeName) -> TypedParameter? {
        let place = parameter.place
        if parameter.location == .header, ["accept", "content-type", "authorization"].contains(parameter.name.lowercased()) {
            return nil
        }
        let locationName = parent.appending(Self.locationStructName(parameter.location), json: parameter.location.rawValue)
        var schema = parameter.schema
        if !parameter.declaresSchema, !parameter.content.isEmpty {
            if parameter.content.count > 1 {
                skipped("parameter '\(parameter.name)' has several content types; only the JSON one is used", at: place)
            }
            guard let json = OpenAPIKitContentMap.entries(parameter.content, writtenKey: \.mediaType).first(where: { SOGContentType($0.key)?.category == .json })?.content else {
                skipped("parameter '\(parameter.name)' has no JSON content", at: place)
                return nil
            }
            // JSON content without a schema holds any JSON value.
            schema = json.schema ?? Schema.anyValue(at: json.place ?? place)
        } else {
            let style = parameter.style
            let explode = parameter.explode ?? (style == nil || style == "form")
            switch parameter.location {
            case .query:
                let effective = style ?? "form"
                guard effective == "form" || (effective == "deepObject" && explode) else {
                    skipped("query parameter '\(parameter.name)' of style \(effective), explode: \(explode)", at: place)
                    return nil
                }
            case .header, .path:
                guard style == nil || style == "simple" else {
                    skipped("\(parameter.location.rawValue) parameter '\(parameter.name)' of style \(style ?? "")", at: place)
                    return nil
                }
            case .cookie:
                skipped("cookie parameter '\(parameter.name)' (cookie parameters are not supported)", at: place)
                return nil
            }
        }
        guard checkSupported(schema, at: schema.place) else { return nil }
        let type: SOGTypeUsage
        if let component = parameter.componentName {
            type = SOGTypeUsage(componentTypeName("Parameters", component))
        } else if let reference = schema.reference {
            type = SOGTypeUsage(schemaTypeName(reference))
        } else {
            type = valueType(named: parameter.name, schema: schema, in: locationName)
        }
        let remark = parent.jsonPath(below: parameter.location.rawValue + "/" + parameter.name)
        return TypedParameter(parameter: parameter, schema: schema, type: type.optional(!parameter.required), remark: remark)
    }

    /// The property of an `Input.Path`/`Query`/`Headers` struct for a parameter, with the copy of
    /// its inline type (for a `$ref`'d parameter, under the component's name).
    func parameterProperty(_ typed: TypedParameter) -> SOGProperty {
        let nested = typed.schema.reference == nil && isInlinable(typed.schema)
            ? declarations(for: typed.schema, named: typed.type.name)
            : []
        return SOGProperty(
            name: swiftMemberName(typed.parameter.name),
            type: typed.type,
            source: typed.parameter.place,
            nested: nested,
            documentedName: typed.parameter.name,
            remark: typed.remark
        )
    }
}
