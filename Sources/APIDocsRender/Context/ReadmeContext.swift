import APIDocsSymbols

/// SwagGen's template context (§8 of the rules), built from the symbol graph.
///
/// This is the template boundary: the only place where typed symbols become string-keyed
/// values, so that any SwagGen README template renders unchanged.
public enum ReadmeContext {
    public static func make(_ graph: SymbolGraph) -> [String: Any] {
        make(graph, marked: false)
    }

    /// The context of the site's copy of the README: model, operation and tag names carry the
    /// marks `ReadmeLinkMarks` turns into links on the home page.
    public static func siteContext(_ graph: SymbolGraph) -> [String: Any] {
        make(graph, marked: true)
    }

    static func make(_ graph: SymbolGraph, marked: Bool) -> [String: Any] {
        let schemas = graph.models.enumerated().map { index, symbol in
            model(symbol, mark: marked ? { ReadmeLinkMarks.marked($0, .model, index) } : nil)
        }
        var operationIndex: [String: Int] = [:]
        for (index, operation) in graph.operations.enumerated() where operationIndex[operation.swiftPath] == nil {
            operationIndex[operation.swiftPath] = index
        }
        let operation: (OperationSymbol) -> TemplateObject = { symbol in
            guard marked, let index = operationIndex[symbol.swiftPath] else { return Self.operation(symbol) }
            return Self.operation(symbol, mark: { ReadmeLinkMarks.marked($0, .operation, index) })
        }
        var context: [String: Any] = [
            "options": TemplateOptions.dictionary(graph.options.all),
            "info": info(graph.api),
            "servers": graph.servers.map(server),
            "schemas": schemas,
            "definitions": schemas,
            "operations": graph.operations.map(operation),
            "operationsByTag": graph.operationsByTag.enumerated().map { index, group in
                let name = marked && !group.name.isEmpty ? ReadmeLinkMarks.marked(group.name, .tag, index) : group.name
                return TemplateObject(["name": name, "operations": group.operations.map(operation)])
            },
            "tags": graph.tags.map(\.name).stableUniqueSorted(),
            "enums": graph.enums.map(enumeration),
            "securityDefinitions": graph.api.securitySchemes.map { TemplateObject(["name": $0.name, "raw": RawValue($0.raw)]) },
            "raw": RawValue(graph.api.raw),
        ]
        if let first = graph.servers.first, first.variables.isEmpty {
            context["defaultServer"] = server(first)
        }
        if marked { context[SwagGenFilterExtension.marksKey] = true }
        return context
    }

    static func info(_ info: APIFacts) -> TemplateObject {
        var result: [String: Any] = [:]
        result["title"] = info.title
        result["description"] = info.description
        result["version"] = info.version
        return TemplateObject(result)
    }

    static func server(_ symbol: ServerSymbol) -> TemplateObject {
        var result: [String: Any] = ["name": symbol.swiftName, "url": symbol.url]
        result["description"] = symbol.description
        result["variables"] = symbol.variables.sorted { $0.name < $1.name }.map { variable -> TemplateObject in
            var item: [String: Any] = ["name": variable.name]
            item["defaultValue"] = variable.defaultValue
            item["enum"] = variable.enumValues
            item["description"] = variable.description
            return TemplateObject(item)
        }
        return TemplateObject(result)
    }

    static let modelKeys = [
        "type", "name", "description", "raw", "properties", "requiredProperties", "optionalProperties",
        "allProperties", "enums", "schemas", "parent", "additionalPropertiesType", "aliasType", "enum",
        "simpleType", "discriminatorType",
    ]

    static func model(_ symbol: ModelSymbol) -> TemplateObject { model(symbol, mark: nil) }

    static func model(_ symbol: ModelSymbol, mark: ((String) -> String)?) -> TemplateObject {
        TemplateObject(keys: modelKeys) { key in
            switch key {
            case "type": return mark?(symbol.swiftName) ?? symbol.swiftName
            case "name": return symbol.name
            case "description": return symbol.description
            case "raw": return symbol.raw.map { RawValue($0) }
            case "properties": return symbol.properties.map(property)
            case "requiredProperties": return symbol.properties.filter(\.required).map(property)
            case "optionalProperties": return symbol.properties.filter { !$0.required }.map(property)
            case "allProperties": return (symbol.inheritedProperties + symbol.properties).map(property)
            case "enums": return symbol.enums.map(enumeration)
            case "schemas": return symbol.nestedTypes.map(model)
            case "parent": return symbol.superclass.map { TemplateObject(["type": $0.description]) } ?? false
            case "additionalPropertiesType": return symbol.additionalPropertiesType?.description
            case "aliasType": return symbol.aliasOf?.description
            case "enum": return symbol.enumSymbol.map(enumeration)
            case "simpleType": return symbol.enumSymbol?.rawType.description
            case "discriminatorType": return symbol.discriminator.map(discriminator)
            default: return nil
            }
        }
    }

    static func discriminator(_ symbol: DiscriminatedEnumSymbol) -> TemplateObject {
        var mapping: [String: Any] = [:]
        for entry in symbol.mapping where mapping[entry.value] == nil {
            mapping[entry.value] = TemplateObject(["name": entry.caseName])
        }
        return TemplateObject([
            "discriminatorProperty": symbol.propertyName ?? "",
            "subTypes": symbol.cases.map { TemplateObject(["type": $0.associatedType.description, "name": $0.swiftName]) },
            "mapping": mapping,
        ])
    }

    static func property(_ symbol: PropertySymbol) -> TemplateObject {
        var result: [String: Any] = [
            "name": symbol.swiftName,
            "value": symbol.name,
            "type": symbol.type.description,
            "optionalType": symbol.declaredType.description,
            "required": symbol.required,
            "optional": symbol.optional,
            "isArray": symbol.type.isArray,
            "isAnyType": symbol.type.description.contains("Any"),
            "raw": RawValue(symbol.raw),
        ]
        result["description"] = symbol.description
        return TemplateObject(result)
    }

    static func enumeration(_ symbol: EnumSymbol) -> TemplateObject {
        var result: [String: Any] = [
            "enumName": symbol.swiftName,
            "name": symbol.name,
            "isGlobal": symbol.isGlobal,
            "type": symbol.rawType.description,
            "enums": symbol.cases.map { TemplateObject(["name": $0.swiftName, "value": $0.rawValue]) },
            "raw": RawValue(symbol.raw),
        ]
        result["description"] = symbol.description
        return TemplateObject(result)
    }
}

extension SwiftType {
    var isArray: Bool {
        if case .array = self { return true }
        return false
    }
}

extension Array where Element == String {
    func stableUniqueSorted() -> [String] {
        Array(Set(self)).sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
    }
}
