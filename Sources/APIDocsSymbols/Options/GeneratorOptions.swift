/// The typed SwagGen options that change names and types.
///
/// Built from the merged option tree (`OptionSet.merged`), which is also what templates see
/// under `options`.
public struct GeneratorOptions: Sendable {
    public var name: String = "API"
    public var tagPrefix: String = ""
    public var tagSuffix: String = ""
    public var modelPrefix: String = ""
    public var modelSuffix: String = ""
    public var modelNames: [String: String] = [:]
    public var enumNames: [String: String] = [:]
    public var propertyNames: [String: String] = [:]
    public var modelType: String = "class"
    public var modelInheritance: Bool = true
    public var modelProtocol: String = "APIModel"
    public var anyType: String = "Any"
    public var numberType: String = "Double"
    public var doubleType: String = "Double"
    public var floatType: String = "Float"
    public var decimalType: String = "Decimal"
    public var fixedWidthIntegers: Bool = false
    /// The PACE fork's request-schema renaming (appendix A of the rules).
    public var splitRequestSchemas: Bool = false
    /// Every option as merged (defaults, file, command line), in order, for templates.
    public var all: [OptionEntry] = []

    public init() {}
}
