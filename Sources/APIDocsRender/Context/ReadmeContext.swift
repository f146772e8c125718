import APIDocsSpec
import APIDocsSymbols

/// SwagGen's template context (§8 of the rules), built from the symbol graph.
///
/// This is the template boundary: the only place where typed symbols become string-keyed
/// dictionaries, so that any SwagGen README template renders unchanged.
public enum ReadmeContext {
    public static func make(_ graph: SymbolGraph) -> [String: Any] {
        let schemas = graph.models.map(model)
        var context: [String: Any] = [
            "options": TemplateOptions.dictionary(graph.options.all),
            "info": info(graph.info),
            "servers": graph.servers.map(server),
            "schemas": schemas,
            "definitions": schemas,
            "operations": graph.operations.map(operation),
            "operationsByTag": graph.operationsByTag.map { group in
                ["name": group.name, "operations": group.operations.map(operation)] as [String: Any]
            },
            "tags": graph.tags.map(\.name).stableUniqueSorted(),
            "enums": graph.enums.map(enumeration),
            "securityDefinitions": graph.spec.securitySchemes.map { ["name": $0.name, "raw": RawValue($0.node)] as [String: Any] },
            "raw": RawValue(graph.spec.root),
        ]
        if let first = graph.servers.first, first.server.variables.isEmpty {
            context["defaultServer"] = server(first)
        }
        return context
    }

    static func info(_ info: Info) -> [String: Any] {
        var result: [String: Any] = [:]
        result["title"] = info.title
        result["description"] = info.description
        result["version"] = info.version
        return result
    }

    static func server(_ symbol: ServerSymbol) -> [String: Any] {
        var result: [String: Any] = ["name": symbol.swiftName, "url": symbol.server.url]
        result["description"] = symbol.server.description
        result["variables"] = symbol.server.variables.sorted { $0.name < $1.name }.map { variable -> [String: Any] in
            var item: [String: Any] = ["name": variable.name]
            item["defaultValue"] = variable.defaultValue
            item["enum"] = variable.enumValues
            item["description"] = variable.description
            return item
        }
        return result
    }

    static func model(_ symbol: ModelSymbol) -> [String: Any] {
        var result: [String: Any] = ["type": symbol.swiftName, "name": symbol.name]
        result["description"] = symbol.description
        result["raw"] = symbol.schema.map { RawValue($0.node) }
        let properties = symbol.properties.map(property)
        result["properties"] = properties
        result["requiredProperties"] = zip(symbol.properties, properties).filter { $0.0.required }.map(\.1)
        result["optionalProperties"] = zip(symbol.properties, properties).filter { !$0.0.required }.map(\.1)
        result["allProperties"] = symbol.inheritedProperties.map(property) + properties
        result["enums"] = symbol.enums.map(enumeration)
        result["schemas"] = symbol.nestedTypes.map(model)
        result["parent"] = symbol.superclass.map { ["type": $0.description] as [String: Any] } ?? false
        result["additionalPropertiesType"] = symbol.additionalPropertiesType?.description
        result["aliasType"] = symbol.aliasOf?.description
        if let enumSymbol = symbol.enumSymbol {
            result["enum"] = enumeration(enumSymbol)
            result["simpleType"] = enumSymbol.rawType
        }
        if let discriminator = symbol.discriminator {
            result["discriminatorType"] = [
                "discriminatorProperty": discriminator.propertyName ?? "",
                "subTypes": discriminator.cases.map { ["type": $0.associatedType.description, "name": $0.swiftName] },
                "mapping": Dictionary(discriminator.mapping.map { ($0.value, ["name": $0.caseName] as [String: Any]) }, uniquingKeysWith: { first, _ in first }),
            ] as [String: Any]
        }
        return result
    }

    static func property(_ symbol: PropertySymbol) -> [String: Any] {
        var result: [String: Any] = [
            "name": symbol.swiftName,
            "value": symbol.name,
            "type": symbol.type.description,
            "optionalType": symbol.declaredType,
            "required": symbol.required,
            "optional": symbol.optional,
            "isArray": { if case .array = symbol.type { return true } else { return false } }(),
            "isAnyType": symbol.type.description.contains("Any"),
            "raw": RawValue(symbol.schema.node),
        ]
        result["description"] = symbol.description
        return result
    }

    static func enumeration(_ symbol: EnumSymbol) -> [String: Any] {
        var result: [String: Any] = [
            "enumName": symbol.swiftName,
            "name": symbol.name,
            "isGlobal": symbol.isGlobal,
            "type": symbol.rawType,
            "enums": symbol.cases.map { ["name": $0.swiftName, "value": $0.rawValue] },
            "raw": RawValue(symbol.schema.node),
        ]
        result["description"] = symbol.description
        return result
    }
}

extension Array where Element == String {
    func stableUniqueSorted() -> [String] {
        Array(Set(self)).sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
    }
}
