import APIDocsDiagnostics
import APIDocsSpec
import APIDocsSymbols

/// Declarations for one schema: SOG's `translateSchema` and the shapes it dispatches to.
extension SOGTranslator {
    /// The declarations that stand for `schema` under the name `typeName`, to be placed in
    /// the type that encloses `typeName` (an array's element type comes before its typealias).
    func declarations(for schema: Schema, named typeName: SOGTypeName) -> [ClientDeclaration] {
        var result = untitledDeclarations(for: schema, named: typeName)
        for index in result.indices where result[index].name == typeName.shortName {
            result[index].documentedName = typeName.jsonName
        }
        return result
    }

    private func untitledDeclarations(for schema: Schema, named typeName: SOGTypeName) -> [ClientDeclaration] {
        let source = schema.place
        if let key = typeName.jsonName, let override = config.typeOverrides[key] {
            return [ClientDeclaration(.typealias, typeName.shortName, source: source, swiftType: .builtin(override)).remarked(typeName.jsonPath)]
        }
        if let type = referenceableType(schema) {
            var alias = ClientDeclaration(.typealias, typeName.shortName, source: source, swiftType: type.swiftType).remarked(typeName.jsonPath)
            alias.directSchemaReference = type.directSchemaReference
            return [alias]
        }
        switch schema.sogShape {
        case .object:
            return [objectStruct(schema, named: typeName)]
        case .string, .integer:
            return rawEnum(schema, named: typeName).map { [$0] } ?? []
        case .array:
            return arrayDeclarations(schema, named: typeName)
        case .allOf(let members):
            return [composedStruct(members, named: typeName, source: source, allOf: true)]
        case .anyOf(let members):
            return [composedStruct(members, named: typeName, source: source, allOf: false)]
        case .oneOf(let members):
            return [oneOfEnum(schema, members: members, named: typeName)]
        case .reference, .number, .boolean, .fragment, .unsupported:
            return []
        }
    }

    /// An object schema: a struct with a property per documented property, plus
    /// `additionalProperties` when extra keys are allowed.
    func objectStruct(_ schema: Schema, named typeName: SOGTypeName) -> ClientDeclaration {
        var properties: [SOGProperty] = []
        let required = Set(schema.required)
        for (name, place) in schema.requiredNamesWithoutProperty {
            skipped("'\(name)' is in `required` but not in `properties` (likely a typo); the struct has no such property", at: place)
        }
        for property in schema.properties {
            let value = property.schema
            // SOG reads the written format here, in both versions: a 3.1 `format: binary` is
            // left out too, and a 3.1 `contentEncoding: binary` without it stays (`HTTPBody`).
            if value.sogShape.isString && value.format == "binary" {
                skipped("a binary (`format: binary`) property inside an object schema ('\(property.name)')", at: value.place)
                continue
            }
            guard checkSupported(value, at: value.place, followingReference: true) else { continue }
            let type = valueType(named: property.name, schema: value, in: typeName)
            let isOptional = !required.contains(property.name) || value.sogNullable
            properties.append(SOGProperty(
                name: swiftMemberName(property.name),
                type: type.optional(isOptional),
                source: value.place,
                nested: isInlinable(value) ? declarations(for: value, named: type.name) : [],
                documentedName: property.name,
                remark: typeName.jsonPath(below: property.name)
            ))
        }
        var coding = SOGCoding.synthesized
        switch schema.additionalProperties {
        case .absent:
            break
        case .forbidden:
            coding = .rejectsUnknownKeys
        case .any where schema.additionalPropertiesFlag == true:
            coding = .keepsUnknownKeys
            properties.append(SOGProperty(name: "additionalProperties", type: SOGTypeUsage(builtin: "OpenAPIRuntime.OpenAPIObjectContainer"), source: nil, nested: [], defaulted: true))
        case .any:
            // `additionalProperties: {}` is a schema (any value) to OpenAPIKit, not `true`: a
            // dictionary of any values, as for any other schema.
            coding = .keepsUnknownKeys
            properties.append(SOGProperty(
                name: "additionalProperties",
                type: SOGTypeUsage(builtin: "OpenAPIRuntime.OpenAPIValueContainer").wrapped(.dictionaryValue),
                source: nil, nested: [], defaulted: true
            ))
        case .schema(let value):
            coding = .keepsUnknownKeys
            let type = valueType(named: "additionalProperties", schema: value, in: typeName)
            properties.append(SOGProperty(
                name: swiftMemberName("additionalProperties"),
                type: type.wrapped(.dictionaryValue),
                source: value.place,
                nested: isInlinable(value) ? declarations(for: value, named: type.name) : [],
                defaulted: true
            ))
        }
        return structDeclaration(typeName, properties: properties, coding: coding, source: schema.place)
    }

    /// allOf (every member required) and anyOf (every member optional): a struct with
    /// `value1`, `value2`... and hand-written coding.
    func composedStruct(_ members: [Schema], named typeName: SOGTypeName, source: SpecPlace, allOf: Bool) -> ClientDeclaration {
        var properties: [SOGProperty] = []
        for (offset, member) in members.enumerated() {
            let key = "value\(offset + 1)"
            let type = valueType(named: key.upperInitial, schema: member, in: typeName, json: key)
            properties.append(SOGProperty(
                name: swiftMemberName(key),
                type: type.optional(!allOf),
                source: member.place,
                nested: isInlinable(member) ? declarations(for: member, named: type.name) : [],
                remark: typeName.jsonPath(below: key)
            ))
        }
        return structDeclaration(typeName, properties: properties, coding: .composed, source: source)
    }

    /// oneOf: an enum with a case per member (per mapped value with a discriminator).
    func oneOfEnum(_ schema: Schema, members: [Schema], named typeName: SOGTypeName) -> ClientDeclaration {
        var declarationMembers: [ClientDeclaration] = []
        if let discriminator = schema.discriminator {
            for mapped in discriminatorCases(discriminator, members: members) {
                var enumCase = ClientDeclaration(.enumCase, mapped.caseName + "(_:)", source: mapped.source, swiftType: .builtin(mapped.type.fullName))
                    .remarked(typeName.jsonPath(below: mapped.type.shortName))
                enumCase.directSchemaReference = SOGTypeUsage(mapped.type).directSchemaReference
                declarationMembers.append(enumCase)
            }
        } else {
            for (offset, member) in members.enumerated() {
                let key = "case\(offset + 1)"
                let type = valueType(named: key.upperInitial, schema: member, in: typeName, json: key)
                if isInlinable(member) {
                    declarationMembers += declarations(for: member, named: type.name)
                }
                let caseName = member.reference != nil ? type.name.shortName : key
                var enumCase = ClientDeclaration(.enumCase, caseName + "(_:)", source: member.place, swiftType: type.swiftType)
                    .remarked(typeName.jsonPath(below: key))
                enumCase.directSchemaReference = type.directSchemaReference
                declarationMembers.append(enumCase)
            }
        }
        declarationMembers.append(ClientDeclaration(.initializer, "init(from:)").taking(SOGCodableParameters.decoder))
        declarationMembers.append(ClientDeclaration(.method, "encode(to:)").taking(SOGCodableParameters.encoder))
        return ClientDeclaration(.enum, typeName.shortName, source: schema.place, members: declarationMembers).remarked(typeName.jsonPath)
    }

    /// The cases of a oneOf with a discriminator: the mapping's entries sorted by value
    /// (case-insensitively), then each referenced member no mapping entry names.
    func discriminatorCases(_ discriminator: Discriminator, members: [Schema]) -> [(caseName: String, type: SOGTypeName, source: SpecPlace?)] {
        var cases: [(caseName: String, type: SOGTypeName, source: SpecPlace?)] = []
        let mapping = discriminator.mapping.sorted { lhs, rhs in
            let left = lhs.value.lowercased(), right = rhs.value.lowercased()
            return left != right ? left < right : lhs.value < rhs.value
        }
        var mappedTypes: Set<SOGTypeName> = []
        for entry in mapping {
            let type = componentTypeName("Schemas", entry.componentName ?? entry.ref)
            mappedTypes.insert(type)
            cases.append((swiftMemberName(entry.value), type, nil))
        }
        for member in members {
            guard let reference = member.reference else { continue }
            let type = schemaTypeName(reference)
            if mappedTypes.contains(type) { continue }
            cases.append((swiftMemberName(reference.componentName ?? reference.ref), type, member.place))
        }
        return cases
    }

    /// An array: a typealias of the element type, after the element's own declaration when
    /// it is not a referenceable type (named after the array type, plus `Payload`).
    func arrayDeclarations(_ schema: Schema, named typeName: SOGTypeName) -> [ClientDeclaration] {
        guard let items = schema.items else {
            return [ClientDeclaration(.typealias, typeName.shortName, source: schema.place, swiftType: .builtin("OpenAPIRuntime.OpenAPIArrayContainer")).remarked(typeName.jsonPath)]
        }
        if let element = referenceableType(items) {
            return [ClientDeclaration(.typealias, typeName.shortName, source: schema.place, swiftType: element.wrapped(.array).swiftType).remarked(typeName.jsonPath)]
        }
        let hint = typeName.shortName
        let elementName = typeName.parent.appending(swiftTypeName(hint) + "Payload", json: hint)
        let elementDeclarations = declarations(for: items, named: elementName)
        let alias = ClientDeclaration(.typealias, typeName.shortName, source: schema.place, swiftType: .array(.builtin(elementName.fullName))).remarked(typeName.jsonPath)
        return elementDeclarations + [alias]
    }

    /// A string or integer enum: a case per distinct value (`_1`, `_n1` for integers).
    func rawEnum(_ schema: Schema, named typeName: SOGTypeName) -> ClientDeclaration? {
        let isInteger: Bool
        if case .integer = schema.sogShape { isInteger = true } else { isInteger = false }
        var seen: Set<String> = []
        var cases: [ClientDeclaration] = []
        for value in schema.writtenAllowedValues(readsConst: readsConst) ?? [] {
            let caseName: String
            let rawValue: String
            if isInteger {
                guard let number = value.text.flatMap({ Int($0) }) else {
                    diagnostics.error("swift-openapi-generator refuses this: an integer enum value must be an integer", at: value.place.location, pointer: "#" + value.place.pointer)
                    continue
                }
                rawValue = String(number)
                caseName = number < 0 ? "_n\(-number)" : "_\(number)"
            } else if let text = value.string {
                rawValue = text
                caseName = swiftMemberName(text)
            } else if let scalar = value.scalarText {
                // OpenAPIKit reads any other scalar of a string enum as its text (`1`, `true`,
                // `null`, `~`), except a null of a nullable enum: that is its null case, "".
                rawValue = value.isNull && schema.sogNullable ? "" : scalar
                caseName = swiftMemberName(rawValue)
            } else {
                diagnostics.error("swift-openapi-generator refuses this: a string enum value must be a single value, not a list or a mapping", at: value.place.location, pointer: "#" + value.place.pointer)
                continue
            }
            guard seen.insert(rawValue).inserted else {
                skipped("duplicate enum value '\(rawValue)'", at: value.place)
                continue
            }
            var enumCase = ClientDeclaration(.enumCase, caseName, source: value.place)
            enumCase.documentedName = rawValue
            cases.append(enumCase)
        }
        return ClientDeclaration(.enum, typeName.shortName, source: schema.place, members: cases).remarked(typeName.jsonPath)
    }
}

extension SOGSchemaShape {
    var isString: Bool {
        if case .string = self { return true }
        return false
    }
}
