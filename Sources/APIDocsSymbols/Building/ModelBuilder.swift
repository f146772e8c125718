import APIDocsDiagnostics
import APIDocsSpec

/// Builds model symbols: component models (§5.1) and the nested types and enums inside them.
struct ModelBuilder {
    let namer: SymbolNamer
    /// Where what SwagGen leaves out of a model (inline members of a discriminated union) is said.
    let diagnostics: DiagnosticCollector
    var options: GeneratorOptions { namer.options }

    /// A component model, declared at the top level under its README name, or under `swiftName`
    /// when given (the `<Type>Request` twin of `splitRequestSchemas`: every path and nested type
    /// link below it is then under that name).
    func componentModel(name: String, schema: Schema, swiftName givenName: String? = nil) -> ModelSymbol {
        let swiftName = givenName ?? namer.componentTypes[name] ?? namer.componentTypeName(name, schema)
        let path = SwiftPath.component(swiftName)
        let root = DeclarationID.Root.component(name)
        var model = emptyModel(name: name, swiftName: swiftName, id: DeclarationID(root: root, swiftPath: path), schema: schema)
        if SymbolNamer.isEnum(schema) {
            model.kind = .enum
            model.enumSymbol = enumSymbol(raw: name, swiftName: swiftName, path: path, root: root, schema: schema, isGlobal: false)
            return model
        }
        let scope = TypeScope.model(path, root: root)
        switch schema.kind {
        case .reference, .array, .string, .number, .integer, .boolean, .any:
            model.kind = .typealias
            model.aliasOf = namer.type(name, schema, in: scope)
        case .object where schema.properties.isEmpty && isDictionary(schema):
            model.kind = .typealias
            model.aliasOf = namer.type(name, schema, in: scope)
        case .anyOf, .oneOf:
            model.kind = .discriminatedEnum
            model.discriminator = discriminatedEnum(schema, path: path)
        case .object, .allOf:
            fillClass(&model, schema: schema, scope: scope)
        }
        return model
    }

    func isDictionary(_ schema: Schema) -> Bool {
        switch schema.additionalProperties {
        case .schema, .any: return true
        case .absent, .forbidden: return false
        }
    }

    func emptyModel(name: String, swiftName: String, id: DeclarationID, schema: Schema) -> ModelSymbol {
        ModelSymbol(
            name: name, swiftName: swiftName, swiftPath: id.swiftPath, id: id,
            kind: options.modelType == "struct" ? .struct : .class,
            description: schema.description, superclass: nil, aliasOf: nil, properties: [],
            inheritedProperties: [], additionalPropertiesType: nil, enums: [], nestedTypes: [],
            enumSymbol: nil, discriminator: nil, schema: schema
        )
    }

    /// Properties, parent, additional properties, nested enums and types of a class.
    func fillClass(_ model: inout ModelSymbol, schema: Schema, scope: TypeScope) {
        var own = schema
        if case .allOf(let members) = schema.kind {
            let parentReference = members.lazy.compactMap(\.reference).first { $0.componentName != nil }
            if let parent = parentReference?.componentName {
                if options.modelInheritance {
                    model.superclass = namer.referenceType(component: parent)
                }
                model.inheritedProperties = inheritedProperties(ofComponent: parent, below: [model.name])
            }
            own = members.first { member in
                if case .object = member.kind { return true }
                return false
            } ?? schema.emptyObject()
            if model.description == nil { model.description = own.description }
        }
        model.properties = properties(of: own, scope: scope)
        if !options.modelInheritance {
            // No superclass: the ancestors' properties are the class's own, listed first.
            model.properties = model.inheritedProperties + model.properties
            model.inheritedProperties = []
        }
        switch own.additionalProperties {
        case .schema(let value): model.additionalPropertiesType = namer.type(model.name, value, in: scope)
        case .any: model.additionalPropertiesType = .builtin(options.anyType)
        case .absent, .forbidden: break
        }
        model.enums = enums(ofProperties: own, scope: scope)
        model.nestedTypes = nestedTypes(ofProperties: own, scope: scope)
    }

    /// The properties a component's class has, its own ancestors' first. `below` holds the
    /// components already on the chain (the model itself first): an `allOf` chain that comes
    /// back to one of them (`A: B`, `B: A`, which Swift would reject) stops there, so each
    /// ancestor's properties are listed once.
    func inheritedProperties(ofComponent name: String, below: Set<String>) -> [PropertySymbol] {
        guard !below.contains(name), below.count <= SymbolNamer.inlineDepthLimit,
              let schema = namer.spec.component(named: name) else { return [] }
        let path = SwiftPath.component(namer.componentTypes[name] ?? name)
        guard case .allOf(let members) = schema.kind else {
            if case .object = schema.kind { return properties(of: schema, scope: .model(path, root: .component(name))) }
            return []
        }
        var result: [PropertySymbol] = []
        if let parent = members.lazy.compactMap(\.reference).first(where: { $0.componentName != nil })?.componentName {
            result += inheritedProperties(ofComponent: parent, below: below.union([name]))
        }
        if let own = members.first(where: { if case .object = $0.kind { return true }; return false }) {
            result += properties(of: own, scope: .model(path, root: .component(name)))
        }
        return result
    }

    /// §2 property order: required names first (as listed), then the rest sorted by name.
    func orderedProperties(_ schema: Schema) -> [(property: SchemaProperty, required: Bool)] {
        namer.orderedProperties(schema)
    }

    func propertyName(_ raw: String) -> String {
        options.propertyNames[raw] ?? namer.memberName(raw)
    }

    func properties(of schema: Schema, scope: TypeScope) -> [PropertySymbol] {
        orderedProperties(schema).map { property, required in
            let swiftName = propertyName(property.name)
            return PropertySymbol(
                name: property.name,
                swiftName: swiftName,
                swiftPath: scope.types + "." + SwiftPath.component(swiftName),
                type: namer.type(property.name, property.schema, in: scope),
                optional: !required || isNullable(property.schema),
                required: required,
                description: property.schema.description,
                schema: property.schema,
                example: ExampleSources.schema(property.schema, spec: namer.spec)
            )
        }
    }

    /// Nullable itself, or a reference to a nullable component.
    func isNullable(_ schema: Schema) -> Bool {
        if schema.nullable { return true }
        if let component = schema.reference?.componentName, let target = namer.spec.component(named: component) {
            return target.nullable
        }
        return false
    }
}
