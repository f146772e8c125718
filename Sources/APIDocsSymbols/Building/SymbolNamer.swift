import APIDocsConcurrency
import Foundation
import APIDocsSpec

/// SwagGen's type rules (§5 of the rules): the Swift type of any schema in any position.
///
/// One instance serves a whole build; it knows the component types and the global enums,
/// which every type expression may refer to. Operations are built on all cores with one
/// namer: its caches are shared memos, and what it records is kept under a lock.
final class SymbolNamer: @unchecked Sendable {
    let spec: APISpec
    let options: GeneratorOptions
    /// Component name → declared type name (README name). Written by `init` only.
    private(set) var componentTypes: [String: String] = [:]
    /// Global enum value lists (printed, joined) → the enum's name and raw parameter name.
    private var globalEnumByValues: [String: (name: String, raw: String)] = [:]
    private let globalEnumLock = NSLock()
    /// Names repeat a lot in big specs (`id`, `name`, `status`...): each conversion is done once.
    private let memberNames = SharedMemo<String, String>()
    private let upperCamel = SharedMemo<String, String>()
    private let escapedTypes = SharedMemo<String, String>()
    /// Nested declarations met twice under one name in one type (reported, first kept).
    let duplicateMembers = DuplicateMembers()

    /// `getName` (§4), cached.
    func memberName(_ raw: String) -> String {
        memberNames.value(raw) { SwiftIdentifier.getName(raw) }
    }

    /// `upperCamelCased` (§3), cached.
    func upperCamelCased(_ raw: String) -> String {
        upperCamel.value(raw) { SwagGenCase.upperCamelCased(raw) }
    }

    /// `escapeType` (§4), cached.
    func escapeType(_ raw: String) -> String {
        escapedTypes.value(raw) { SwiftIdentifier.escapeType(raw) }
    }

    private let propertyOrder = SharedMemo<ObjectIdentifier, [(property: SchemaProperty, required: Bool)]>()

    /// §2 property order: required names first (as listed, a repeated name kept twice), then
    /// the rest sorted by name. Cached per schema: models, enums and nested types all walk it.
    func orderedProperties(_ schema: Schema) -> [(property: SchemaProperty, required: Bool)] {
        propertyOrder.value(ObjectIdentifier(schema)) {
            var result: [(property: SchemaProperty, required: Bool)] = []
            var requiredNames = Set<String>()
            for name in schema.required {
                guard let property = schema.properties.first(where: { $0.name == name }) else { continue }
                result.append((property, true))
                requiredNames.insert(name)
            }
            let rest = schema.properties.filter { !requiredNames.contains($0.name) }
                .stableSorted { SwiftStringOrder.less($0.name, $1.name) }
            return result + rest.map { ($0, false) }
        }
    }

    /// The limit on following non-component `$ref`s inline.
    static let inlineDepthLimit = 16

    init(spec: APISpec, options: GeneratorOptions) {
        self.spec = spec
        self.options = options
        for component in spec.schemas where componentTypes[component.name] == nil {
            componentTypes[component.name] = componentTypeName(component.name, component.schema)
        }
    }

    /// Registers a global enum so that every enum with the same values takes its name.
    func registerGlobalEnum(name: String, raw: String, values: [EnumValue]) {
        let key = SymbolNamer.valueKey(values)
        globalEnumLock.withLock {
            if globalEnumByValues[key] == nil { globalEnumByValues[key] = (name, raw) }
        }
    }

    static func valueKey(_ values: [EnumValue]) -> String {
        values.map(\.text).joined(separator: "\u{1F}")
    }

    /// The global enum with these values: its name and declaration.
    func globalEnum(for values: [EnumValue]) -> (name: String, id: DeclarationID)? {
        let key = SymbolNamer.valueKey(values)
        guard let found = globalEnumLock.withLock({ globalEnumByValues[key] }) else { return nil }
        return (found.name, DeclarationID(root: .globalEnum(found.raw), swiftPath: SwiftPath.component(found.name)))
    }

    /// True for a string/integer/number schema with an `enum`.
    static func isEnum(_ schema: Schema) -> Bool {
        guard schema.enumValues != nil else { return false }
        switch schema.kind {
        case .string, .integer, .number: return true
        default: return false
        }
    }

    /// §5.1: the type a component is declared as.
    func componentTypeName(_ name: String, _ schema: Schema) -> String {
        if SymbolNamer.isEnum(schema) { return enumName(raw: name) }
        if let override = options.modelNames[name] { return override }
        return escapeType(options.modelPrefix + upperCamelCased(name) + options.modelSuffix)
    }

    /// §5.4: the name of an enum met under `raw` (property, parameter, response name...).
    func enumTypeName(raw: String, values: [EnumValue]) -> (name: String, isGlobal: Bool) {
        if let global = globalEnum(for: values) { return (global.name, true) }
        return (enumName(raw: raw), false)
    }

    /// An enum named after `raw` (a component, property, parameter…): its `enumNames` entry,
    /// else `modelPrefix` + upper camel case, escaped.
    func enumName(raw: String) -> String {
        options.enumNames[raw] ?? escapeType(options.modelPrefix + upperCamelCased(raw))
    }

    /// The name of a nested inline type met under `raw`.
    func nestedTypeName(_ raw: String) -> String {
        escapeType(upperCamelCased(raw))
    }

    /// The type a `$ref` to a component refers to.
    func referenceType(component: String) -> SwiftType {
        guard let schema = spec.component(named: component), let name = componentTypes[component] else {
            return .builtin(options.anyType)
        }
        if SymbolNamer.isEnum(schema), let values = schema.enumValues, let global = globalEnum(for: values) {
            return .named(global.name, target: global.id)
        }
        return .named(name, target: DeclarationID(root: .component(component), swiftPath: SwiftPath.component(name)))
    }

    /// §5.2: the Swift type of `schema` met under the raw name `name`.
    func type(_ name: String, _ schema: Schema, in scope: TypeScope, depth: Int = 0) -> SwiftType {
        if SymbolNamer.isEnum(schema), let values = schema.enumValues {
            if let global = globalEnum(for: values) { return .named(global.name, target: global.id) }
            let nested = enumName(raw: name)
            return .named(nested, target: scope.nestedEnum(nested))
        }
        switch schema.kind {
        case .reference(let reference):
            if let component = reference.componentName { return referenceType(component: component) }
            if depth < SymbolNamer.inlineDepthLimit, let target = spec.target(of: reference) {
                return type(name, target, in: scope, depth: depth + 1)
            }
            return .builtin(options.anyType)
        case .boolean:
            return .builtin("Bool")
        case .string:
            return .builtin(stringType(schema.format))
        case .number:
            return .builtin(numberType(schema.format))
        case .integer:
            return .builtin(integerType(schema.format))
        case .array:
            guard let items = schema.items else { return .array(.builtin(options.anyType)) }
            return .array(type(name, items, in: scope, depth: depth))
        case .object:
            switch schema.additionalProperties {
            case .schema(let value): return .dictionary(type(name, value, in: scope, depth: depth))
            case .any: return .dictionary(.builtin(options.anyType))
            case .absent, .forbidden:
                if schema.properties.isEmpty { return .dictionary(.builtin(options.anyType)) }
                let nested = nestedTypeName(name)
                return .named(nested, target: scope.nestedType(nested))
            }
        case .allOf(let members), .anyOf(let members), .oneOf(let members):
            if members.count == 1 { return type(name, members[0], in: scope, depth: depth) }
            let nested = nestedTypeName(name)
            return .named(nested, target: scope.nestedType(nested))
        case .any:
            return .builtin(options.anyType)
        }
    }

    func stringType(_ format: String?) -> String { options.stringType(format) }
    func numberType(_ format: String?) -> String { options.numberType(format) }
    func integerType(_ format: String?) -> String { options.integerType(format) }

    /// §5.3: does this schema declare a nested type where it is used?
    func isInline(_ schema: Schema) -> Bool {
        switch schema.kind {
        case .object:
            switch schema.additionalProperties {
            case .schema, .any: return false
            case .absent, .forbidden: return !schema.properties.isEmpty
            }
        case .array:
            return schema.items.map(isInline) ?? false
        case .allOf(let members):
            return members.count > 1 || schema.discriminator != nil
        case .anyOf, .oneOf:
            return schema.discriminator != nil
        default:
            return false
        }
    }

    /// The raw type of an enum's values (§5.4): the value schema's type without the enum check.
    func rawType(of schema: Schema) -> String {
        switch schema.kind {
        case .integer: return integerType(schema.format)
        case .number: return numberType(schema.format)
        default: return stringType(schema.format)
        }
    }
}
