import APIDocsDiagnostics
import APIDocsSpec

/// Nested enums, nested inline types and discriminated enums.
extension ModelBuilder {
    /// The enum schema a value of this schema holds directly, through arrays or dictionaries.
    func enumSchema(in schema: Schema) -> Schema? {
        if SymbolNamer.isEnum(schema) { return schema }
        switch schema.kind {
        case .array: return schema.items.flatMap(enumSchema(in:))
        case .object:
            if case .schema(let value) = schema.additionalProperties { return enumSchema(in: value) }
            return nil
        case .allOf(let members), .anyOf(let members), .oneOf(let members):
            return members.count == 1 ? enumSchema(in: members[0]) : nil
        default:
            return nil
        }
    }

    /// A non-global enum for a value met under `raw`, declared in `scope.enums`.
    func nestedEnum(raw: String, schema: Schema, scope: TypeScope) -> EnumSymbol? {
        guard let enumSchema = enumSchema(in: schema), let values = enumSchema.enumValues else { return nil }
        let name = namer.enumTypeName(raw: raw, values: values)
        if name.isGlobal { return nil }
        return enumSymbol(raw: raw, swiftName: name.name, path: scope.enums + "." + SwiftPath.component(name.name), schema: enumSchema, isGlobal: false)
    }

    func enums(ofProperties schema: Schema, scope: TypeScope) -> [EnumSymbol] {
        var seen = Set<String>()
        return orderedProperties(schema).compactMap { property, _ in
            guard let symbol = nestedEnum(raw: property.name, schema: property.schema, scope: scope),
                  seen.insert(symbol.swiftPath).inserted else { return nil }
            return symbol
        }
    }

    func nestedTypes(ofProperties schema: Schema, scope: TypeScope) -> [ModelSymbol] {
        var seen = Set<String>()
        return orderedProperties(schema).compactMap { property, _ in
            guard let nested = nestedType(raw: property.name, schema: property.schema, scope: scope),
                  seen.insert(nested.swiftPath).inserted else { return nil }
            return nested
        }
    }

    /// The inline type declared for a value met under `raw` (§5.3), if any.
    func nestedType(raw: String, schema: Schema, scope: TypeScope) -> ModelSymbol? {
        var element = schema
        while case .array = element.kind, let items = element.items { element = items }
        guard namer.isInline(element) else { return nil }
        let swiftName = namer.nestedTypeName(raw)
        let path = scope.types + "." + SwiftPath.component(swiftName)
        var model = emptyModel(name: raw, swiftName: swiftName, path: path, schema: element)
        model.kind = options.modelType == "struct" ? .struct : .class
        switch element.kind {
        case .anyOf, .oneOf:
            model.kind = .discriminatedEnum
            model.discriminator = discriminatedEnum(element, path: path)
        case .allOf(let members) where members.count <= 1 && element.discriminator != nil:
            model.kind = .discriminatedEnum
            model.discriminator = discriminatedEnum(element, path: path)
        default:
            fillClass(&model, schema: element, scope: .model(path))
        }
        return model
    }

    /// Cases are the referenced components; the mapping defaults to the component names. A
    /// member that is no reference to a component gets no case in SwagGen's client: it is left
    /// out with a warning.
    func discriminatedEnum(_ schema: Schema, path: String) -> DiscriminatedEnumSymbol {
        let members: [Schema]
        let keyword: String
        switch schema.kind {
        case .anyOf(let list): (members, keyword) = (list, "anyOf")
        case .oneOf(let list): (members, keyword) = (list, "oneOf")
        case .allOf(let list): (members, keyword) = (list, "allOf")
        default: (members, keyword) = ([], "")
        }
        var cases: [DiscriminatedCaseSymbol] = []
        var mapping: [(value: String, caseName: String)] = []
        for member in members {
            guard let component = member.reference?.componentName else {
                diagnostics.warning(
                    "\(keyword) member left out of the enum '\(path)': SwagGen makes a case only for a reference to a component schema",
                    at: member.location, pointer: member.node.fragment
                )
                continue
            }
            let caseName = namer.memberName(component)
            cases.append(DiscriminatedCaseSymbol(
                swiftName: caseName,
                swiftPath: path + "." + SwiftPath.component(caseName),
                associatedType: namer.referenceType(component: component)
            ))
            let explicit = schema.discriminator?.mapping.filter { $0.componentName == component } ?? []
            if explicit.isEmpty {
                mapping.append((component, caseName))
            } else {
                mapping += explicit.map { ($0.value, caseName) }
            }
        }
        return DiscriminatedEnumSymbol(propertyName: schema.discriminator?.propertyName, cases: cases, mapping: mapping)
    }

    /// An enum with its cases (§5.4).
    func enumSymbol(raw: String, swiftName: String, path: String, schema: Schema, isGlobal: Bool) -> EnumSymbol {
        let values = schema.enumValues ?? []
        let names = schema.enumNames.flatMap { $0.count == values.count ? $0 : nil }
        let cases = values.enumerated().map { index, value in
            var caseRaw = names?[index] ?? value.text
            if caseRaw.isEmpty { caseRaw = "empty" }
            let caseName = namer.memberName(caseRaw)
            return EnumCaseSymbol(swiftName: caseName, swiftPath: path + "." + SwiftPath.component(caseName), rawValue: value.text, isString: value.isString)
        }
        return EnumSymbol(
            name: raw, swiftName: swiftName, swiftPath: path, rawType: namer.rawType(of: schema),
            cases: cases, isGlobal: isGlobal, description: schema.description, schema: schema
        )
    }
}

/// How a Swift name appears in a `swiftPath`: without the backticks escaping a keyword.
enum SwiftPath {
    static func component(_ swiftName: String) -> String {
        if swiftName.hasPrefix("`"), swiftName.hasSuffix("`"), swiftName.count >= 2 {
            return String(swiftName.dropFirst().dropLast())
        }
        return swiftName
    }
}
