/// The Swift type SwagGen writes for a scalar schema, by JSON type and `format`, under the
/// generator options (`numberType`, `fixedWidthIntegers`...): one table for properties,
/// parameters and composition members.
extension GeneratorOptions {
    func stringType(_ format: String?) -> String {
        switch format {
        case "date-time": return "DateTime"
        case "date": return "DateDay"
        case "uri": return "URL"
        case "uuid": return "ID"
        case "binary", "byte": return "File"
        default: return "String"
        }
    }

    func numberType(_ format: String?) -> String {
        switch format {
        case "double": return doubleType
        case "float": return floatType
        case "decimal": return decimalType
        default: return numberType
        }
    }

    func integerType(_ format: String?) -> String {
        if format == "uint" { return "UInt" }
        if fixedWidthIntegers, let format {
            switch format {
            case "int8": return "Int8"
            case "int16": return "Int16"
            case "int32": return "Int32"
            case "int64": return "Int64"
            case "uint8": return "UInt8"
            case "uint16": return "UInt16"
            case "uint32": return "UInt32"
            case "uint64": return "UInt64"
            default: break
            }
        }
        return "Int"
    }
}
