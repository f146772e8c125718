/// Typed options from the merged option list.
extension GeneratorOptions {
    /// Lays each layer over SwagGen's defaults (later layers win) and reads the typed values.
    public static func merged(_ layers: [[OptionEntry]]) -> GeneratorOptions {
        var all = OptionsReader.defaults
        for layer in layers { all = all.merging(layer) }
        var options = GeneratorOptions()
        options.all = all
        func string(_ key: String) -> String? { all[key]?.stringValue }
        func map(_ key: String) -> [String: String]? {
            guard let entries = all[key]?.entries else { return nil }
            var result: [String: String] = [:]
            for entry in entries { if let value = entry.value.stringValue { result[entry.key] = value } }
            return result
        }
        options.name = string("name") ?? "API"
        options.tagPrefix = string("tagPrefix") ?? ""
        options.tagSuffix = string("tagSuffix") ?? ""
        options.modelPrefix = string("modelPrefix") ?? ""
        options.modelSuffix = string("modelSuffix") ?? ""
        options.modelNames = map("modelNames") ?? [:]
        options.enumNames = map("enumNames") ?? [:]
        options.propertyNames = map("propertyNames") ?? [:]
        options.mutableModels = all["mutableModels"]?.boolValue ?? true
        options.modelType = string("modelType") ?? "class"
        options.modelInheritance = all["modelInheritance"]?.boolValue ?? true
        options.modelProtocol = string("modelProtocol") ?? "APIModel"
        options.anyType = string("anyType") ?? "Any"
        options.numberType = string("numberType") ?? "Double"
        options.doubleType = string("doubleType") ?? "Double"
        options.floatType = string("floatType") ?? "Float"
        options.decimalType = string("decimalType") ?? "Decimal"
        options.fixedWidthIntegers = all["fixedWidthIntegers"]?.boolValue ?? false
        options.typeAliases = map("typeAliases") ?? options.typeAliases
        options.splitRequestSchemas = all["splitRequestSchemas"]?.boolValue ?? false
        return options
    }
}
