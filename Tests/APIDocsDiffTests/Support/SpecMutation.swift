import APIDocsTestSupport

/// One kind of change a new version of a spec makes, applied at a random place of an OpenAPI
/// 3 document (`SpecJSON`): what the diff property tests run `apidocs diff` on.
///
/// Each kind picks its target with the seeded generator, so a run is the same on every
/// machine and a failure names its seed; a kind that finds no target in a document (no enum,
/// no response with a body) leaves it unchanged and says so.
enum SpecMutation: String, CaseIterable {
    case propertyRemoved, optionalPropertyAdded, requiredPropertyAdded, requiredToggled, propertyRetyped
    case enumValueAdded, enumValueRemoved, operationRemoved, operationRenamed
    case optionalQueryParameterAdded, requiredQueryParameterAdded, emptyResponseAdded, responseBodyToggled
    case operationMarkedInternal, schemaMarkedInternal, additionalPropertiesToggled, descriptionChanged

    /// `document` with this change at a random place; `nil` when it has no place for it.
    func apply(to document: SpecJSON, random: inout SeededRandom) -> SpecJSON? {
        var spec = document
        switch self {
        case .propertyRemoved, .optionalPropertyAdded, .requiredPropertyAdded, .requiredToggled, .propertyRetyped,
             .enumValueAdded, .enumValueRemoved, .additionalPropertiesToggled:
            guard let schema = Self.pickSchema(spec, random: &random, where: accepts) else { return nil }
            guard let target = spec.at(schema), let changed = changeSchema(target, random: &random) else { return nil }
            spec.set(schema, changed)
        case .schemaMarkedInternal, .descriptionChanged:
            guard let schema = Self.pickSchema(spec, random: &random, where: { _ in true }) else { return nil }
            if self == .schemaMarkedInternal {
                spec.set(schema + ["x-internal"], .literal("true"))
            } else {
                spec.set(schema + ["description"], .string((spec.at(schema + ["description"])?.text ?? "A thing.") + " Changed."))
            }
        case .operationRemoved, .operationRenamed, .optionalQueryParameterAdded, .requiredQueryParameterAdded,
             .emptyResponseAdded, .responseBodyToggled, .operationMarkedInternal:
            guard let operation = Self.pickOperation(spec, random: &random), let target = spec.at(operation) else { return nil }
            if self == .operationRemoved {
                spec.set(operation, nil)
            } else {
                guard let changed = changeOperation(target, random: &random) else { return nil }
                spec.set(operation, changed)
            }
        }
        return spec == document ? nil : spec
    }

    /// Whether a component schema is a place for this schema change.
    private func accepts(_ schema: SpecJSON) -> Bool {
        switch self {
        case .additionalPropertiesToggled: return schema["type"] == .string("object")
        case .enumValueAdded, .enumValueRemoved:
            let own = schema["type"] == .string("string") && schema["enum"]?.items.count ?? 0 > 1
            return own || schema["properties"]?.keys.contains { schema.at(["properties", $0, "type"]) == .string("string") && schema.at(["properties", $0, "enum"])?.items.count ?? 0 > 1 } == true
        default: return schema["properties"] != nil
        }
    }

    private func changeSchema(_ schema: SpecJSON, random: inout SeededRandom) -> SpecJSON? {
        var schema = schema
        let properties = schema["properties"]?.keys ?? []
        let required = schema["required"]?.items.compactMap(\.text) ?? []
        switch self {
        case .propertyRemoved:
            guard let name = Self.pick(properties, &random) else { return nil }
            schema.set(["properties", name], nil)
            if required.contains(name) { schema["required"] = .array(required.filter { $0 != name }.map(SpecJSON.string)) }
        case .optionalPropertyAdded, .requiredPropertyAdded:
            let name = "mutant" + String(random.next() % 1000)
            guard !properties.contains(name) else { return nil }
            schema.set(["properties", name], .object([.init(key: "type", value: .string("string"))]))
            if self == .requiredPropertyAdded { schema["required"] = .array((required + [name]).map(SpecJSON.string)) }
        case .requiredToggled:
            guard let name = Self.pick(properties, &random) else { return nil }
            let toggled = required.contains(name) ? required.filter { $0 != name } : required + [name]
            schema["required"] = toggled.isEmpty ? nil : .array(toggled.map(SpecJSON.string))
        case .propertyRetyped:
            let typed = properties.filter { ["string", "integer"].contains(schema.at(["properties", $0, "type"])?.text ?? "") && schema.at(["properties", $0, "enum"]) == nil }
            guard let name = Self.pick(typed, &random) else { return nil }
            let type = schema.at(["properties", name, "type"])?.text == "string" ? "integer" : "string"
            schema.set(["properties", name], .object([.init(key: "type", value: .string(type))]))
        case .enumValueAdded, .enumValueRemoved:
            // The schema's own string enum, else a property's.
            let enums = properties.filter { schema.at(["properties", $0, "enum"])?.items.count ?? 0 > 1 && schema.at(["properties", $0, "type"]) == .string("string") }
            let path = schema["enum"] != nil && schema["type"] == .string("string") ? ["enum"] : Self.pick(enums, &random).map { ["properties", $0, "enum"] }
            guard let path, let values = schema.at(path)?.items else { return nil }
            if self == .enumValueAdded {
                schema.set(path, .array(values + [.string("mutant_value")]))
            } else {
                guard values.count > 1 else { return nil }
                schema.set(path, .array(Array(values.dropLast())))
            }
        case .additionalPropertiesToggled:
            schema["additionalProperties"] = schema["additionalProperties"] == nil ? .literal("true") : nil
        default:
            return nil
        }
        return schema
    }

    private func changeOperation(_ operation: SpecJSON, random: inout SeededRandom) -> SpecJSON? {
        var operation = operation
        switch self {
        case .operationRenamed:
            guard let id = operation["operationId"]?.text else { return nil }
            operation["operationId"] = .string(id + "Next")
        case .optionalQueryParameterAdded, .requiredQueryParameterAdded:
            let parameter = SpecJSON.object([
                .init(key: "name", value: .string("mutantQuery")), .init(key: "in", value: .string("query")),
                .init(key: "required", value: .literal(self == .requiredQueryParameterAdded ? "true" : "false")),
                .init(key: "schema", value: .object([.init(key: "type", value: .string("string"))])),
            ])
            operation["parameters"] = .array((operation["parameters"]?.items ?? []) + [parameter])
        case .emptyResponseAdded:
            guard operation["responses"]?["409"] == nil, operation["responses"] != nil else { return nil }
            operation.set(["responses", "409"], .object([.init(key: "description", value: .string("Conflict."))]))
        case .responseBodyToggled:
            guard let code = Self.pick(operation["responses"]?.keys ?? [], &random), operation.at(["responses", code, "$ref"]) == nil else { return nil }
            if operation.at(["responses", code, "content"]) != nil {
                operation.set(["responses", code, "content"], nil)
            } else {
                let schema = SpecJSON.object([.init(key: "schema", value: .object([.init(key: "type", value: .string("string"))]))])
                operation.set(["responses", code, "content"], .object([.init(key: "application/json", value: schema)]))
            }
        case .operationMarkedInternal:
            operation["x-internal"] = .literal("true")
        default:
            return nil
        }
        return operation
    }

    /// The path of a random component schema that `accept`s.
    static func pickSchema(_ spec: SpecJSON, random: inout SeededRandom, where accept: (SpecJSON) -> Bool) -> [String]? {
        let names = (spec.at(["components", "schemas"])?.keys ?? []).filter { spec.at(["components", "schemas", $0]).map(accept) ?? false }
        return pick(names, &random).map { ["components", "schemas", $0] }
    }

    static let methods = ["get", "put", "post", "delete", "patch", "head", "options"]

    /// The path of a random operation.
    static func pickOperation(_ spec: SpecJSON, random: inout SeededRandom) -> [String]? {
        var operations: [[String]] = []
        for path in spec["paths"]?.keys ?? [] {
            for method in spec.at(["paths", path])?.keys ?? [] where methods.contains(method) { operations.append(["paths", path, method]) }
        }
        return pick(operations, &random)
    }

    static func pick<T>(_ items: [T], _ random: inout SeededRandom) -> T? {
        items.isEmpty ? nil : items[Int(random.next() % UInt64(items.count))]
    }
}
