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
        options.name = string("name") ?? options.name
        options.tagPrefix = string("tagPrefix") ?? options.tagPrefix
        options.tagSuffix = string("tagSuffix") ?? options.tagSuffix
        options.modelPrefix = string("modelPrefix") ?? options.modelPrefix
        options.modelSuffix = string("modelSuffix") ?? options.modelSuffix
        options.modelNames = map("modelNames") ?? options.modelNames
        options.enumNames = map("enumNames") ?? options.enumNames
        options.propertyNames = map("propertyNames") ?? options.propertyNames
        options.modelType = string("modelType") ?? options.modelType
        options.modelInheritance = all["modelInheritance"]?.boolValue ?? options.modelInheritance
        options.modelProtocol = string("modelProtocol") ?? options.modelProtocol
        options.anyType = string("anyType") ?? options.anyType
        options.numberType = string("numberType") ?? options.numberType
        options.doubleType = string("doubleType") ?? options.doubleType
        options.floatType = string("floatType") ?? options.floatType
        options.decimalType = string("decimalType") ?? options.decimalType
        options.fixedWidthIntegers = all["fixedWidthIntegers"]?.boolValue ?? options.fixedWidthIntegers
        options.splitRequestSchemas = all["splitRequestSchemas"]?.boolValue ?? options.splitRequestSchemas
        return options
    }
}
