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
        let id = scope.nestedEnum(name.name)
        return enumSymbol(raw: raw, swiftName: name.name, path: id.swiftPath, root: id.root, schema: enumSchema, isGlobal: false)
    }

    func enums(ofProperties schema: Schema, scope: TypeScope) -> [EnumSymbol] {
        var kept: [EnumSymbol] = []
        for (property, _) in orderedProperties(schema) {
            guard let symbol = nestedEnum(raw: property.name, schema: property.schema, scope: scope) else { continue }
            keepFirst(symbol, in: &kept)
        }
        return kept
    }

    func nestedTypes(ofProperties schema: Schema, scope: TypeScope) -> [ModelSymbol] {
        var kept: [ModelSymbol] = []
        for (property, _) in orderedProperties(schema) {
            guard let nested = nestedType(raw: property.name, schema: property.schema, scope: scope) else { continue }
            keepFirst(nested, in: &kept)
        }
        return kept
    }

    /// Appends `symbol` unless `list` declares its name already; a second declaration is
    /// recorded as a duplicate member.
    func keepFirst(_ symbol: EnumSymbol, in list: inout [EnumSymbol]) {
        guard let first = list.first(where: { $0.swiftPath == symbol.swiftPath }) else { return list.append(symbol) }
        namer.duplicateMembers.record(symbol.swiftPath, kind: "nested enum", kept: (first.name, first.schema.place), dropped: (symbol.name, symbol.schema.place))
    }

    func keepFirst(_ symbol: ModelSymbol, in list: inout [ModelSymbol]) {
        guard let first = list.first(where: { $0.swiftPath == symbol.swiftPath }) else { return list.append(symbol) }
        guard let keptNode = first.schema?.place, let droppedNode = symbol.schema?.place else { return }
        namer.duplicateMembers.record(symbol.swiftPath, kind: "nested type", kept: (first.name, keptNode), dropped: (symbol.name, droppedNode))
    }

    /// The inline type declared for a value met under `raw` (§5.3), if any.
    func nestedType(raw: String, schema: Schema, scope: TypeScope) -> ModelSymbol? {
        var element = schema
        while case .array = element.kind, let items = element.items { element = items }
        guard namer.isInline(element) else { return nil }
        let swiftName = namer.nestedTypeName(raw)
        let id = scope.nestedType(swiftName)
        let path = id.swiftPath
        var model = emptyModel(name: raw, swiftName: swiftName, id: id, schema: element)
        model.kind = options.modelType == "struct" ? .struct : .class
        switch element.kind {
        case .anyOf, .oneOf:
            model.kind = .discriminatedEnum
            model.discriminator = discriminatedEnum(element, path: path)
        case .allOf(let members) where members.count <= 1 && element.discriminator != nil:
            model.kind = .discriminatedEnum
            model.discriminator = discriminatedEnum(element, path: path)
        default:
            fillClass(&model, schema: element, scope: .model(path, root: scope.root))
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
                    at: member.location, pointer: member.place.fragment
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
    func enumSymbol(raw: String, swiftName: String, path: String, root: DeclarationID.Root, schema: Schema, isGlobal: Bool) -> EnumSymbol {
        let values = schema.enumValues ?? []
        let names = schema.enumNames.flatMap { $0.count == values.count ? $0 : nil }
        let cases = values.enumerated().map { index, value in
            var caseRaw = names?[index] ?? value.text
            if caseRaw.isEmpty { caseRaw = "empty" }
            let caseName = namer.memberName(caseRaw)
            return EnumCaseSymbol(swiftName: caseName, swiftPath: path + "." + SwiftPath.component(caseName), rawValue: value.text, isString: value.isString)
        }
        return EnumSymbol(
            name: raw, swiftName: swiftName, swiftPath: path, id: DeclarationID(root: root, swiftPath: path),
            rawType: .builtin(namer.rawType(of: schema)),
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
