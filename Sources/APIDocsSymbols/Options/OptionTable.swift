/// Every SwagGen option apidocs reads: its name, type, default and meaning, in one table.
///
/// It is the single source for the options file reader and `--option` (which both check and
/// convert values by the type here: a boolean is a boolean whether it came from YAML or from
/// the command line, an enumerated option takes only its listed values) and for the README's
/// option table, which a test holds to exactly these rows.
public enum OptionTable {
    /// An option's type, as apidocs checks it at the edge.
    public enum ValueType: Sendable, Equatable {
        case string
        /// `true`/`false`, and the YAML 1.1 spellings SwagGen's YAML reader (Yams) also takes
        /// as booleans: `yes`/`no`, `on`/`off`, `y`/`n`, each in lower, Title or UPPER case.
        case bool
        /// One of these strings.
        case choice([String])
        /// A mapping of strings to strings.
        case map
        case list
    }

    /// One option.
    public struct Row: Sendable {
        public let name: String
        public let type: ValueType
        /// SwagGen's default, `nil` when SwagGen has none (the template sees nothing).
        public let defaultValue: OptionValue?
        /// What it changes, for the README.
        public let doc: String
    }

    public static let rows: [Row] = [
        Row(name: "name", type: .string, defaultValue: .string("API"), doc: "namespace of every request and the README title"),
        Row(name: "tagPrefix", type: .string, defaultValue: nil, doc: "put before a tag's name in the README's tag lines"),
        Row(name: "tagSuffix", type: .string, defaultValue: nil, doc: "put after a tag's name in the README's tag lines"),
        Row(name: "modelPrefix", type: .string, defaultValue: .null, doc: "put before every model type; enums get the prefix too"),
        Row(name: "modelSuffix", type: .string, defaultValue: .null, doc: "put after every model type (not enums)"),
        Row(name: "modelNames", type: .map, defaultValue: .map([]), doc: "component name → model type, used verbatim"),
        Row(name: "enumNames", type: .map, defaultValue: .map([]), doc: "raw enum name → enum type, used verbatim"),
        Row(name: "propertyNames", type: .map, defaultValue: .map([]), doc: "raw JSON property name → Swift property name, in every model"),
        Row(name: "mutableModels", type: .bool, defaultValue: .bool(true), doc: "`var` or `let` properties; the README says \"mutable\" or \"immutable\""),
        Row(name: "modelType", type: .choice(["class", "struct"]), defaultValue: .string("class"), doc: "`class` or `struct`"),
        Row(name: "modelInheritance", type: .bool, defaultValue: .bool(true), doc: "`allOf` with a `$ref` becomes a subclass; `false` flattens"),
        Row(name: "modelProtocol", type: .string, defaultValue: .string("APIModel"), doc: "protocol every model conforms to"),
        Row(name: "anyType", type: .string, defaultValue: .string("Any"), doc: "type of untyped values"),
        Row(name: "numberType", type: .string, defaultValue: .string("Double"), doc: "type of `number` without format"),
        Row(name: "doubleType", type: .string, defaultValue: nil, doc: "type of `number` with format `double` (default `Double`)"),
        Row(name: "floatType", type: .string, defaultValue: nil, doc: "type of `number` with format `float` (default `Float`)"),
        Row(name: "decimalType", type: .string, defaultValue: nil, doc: "type of `number` with format `decimal` (default `Decimal`)"),
        Row(name: "fixedWidthIntegers", type: .bool, defaultValue: .bool(false), doc: "`Int32`, `Int64`, … for formatted integers"),
        Row(name: "typeAliases", type: .map, defaultValue: .map([
            OptionEntry(key: "ID", value: .string("UUID")),
            OptionEntry(key: "DateTime", value: .string("Date")),
            OptionEntry(key: "File", value: .string("Data")),
        ]), doc: "types behind `ID`, `DateTime`, `File`"),
        Row(name: "splitRequestSchemas", type: .bool, defaultValue: nil, doc: "the PACE fork's `<Type>Request` renaming of request-body schemas"),
        Row(name: "safeOptionalDecoding", type: .bool, defaultValue: .bool(false), doc: "passed to the README template as SwagGen does; changes no name"),
        Row(name: "safeArrayDecoding", type: .bool, defaultValue: .bool(false), doc: "passed to the README template as SwagGen does; changes no name"),
        Row(name: "enumUndecodableCase", type: .bool, defaultValue: .bool(false), doc: "passed to the README template as SwagGen does; changes no name"),
        Row(name: "codableResponses", type: .bool, defaultValue: .bool(false), doc: "passed to the README template as SwagGen does; changes no name"),
        Row(name: "dependencies", type: .list, defaultValue: nil, doc: "the client's package dependencies, for templates that list them"),
        Row(name: "requestPrefix", type: .string, defaultValue: nil, doc: "passed to the README template; changes no name"),
        Row(name: "baseURL", type: .string, defaultValue: nil, doc: "passed to the README template; changes no name"),
    ]

    /// The row of `name`.
    public static func row(_ name: String) -> Row? { byName[name] }

    static let byName: [String: Row] = Dictionary(uniqueKeysWithValues: rows.map { ($0.name, $0) })

    /// The option list SwagGen starts from: every option with a default, in table order.
    public static var defaults: [OptionEntry] {
        rows.compactMap { row in row.defaultValue.map { OptionEntry(key: row.name, value: $0) } }
    }

    /// The spellings of `true` and `false` a boolean option takes (YAML 1.1's, as SwagGen's
    /// YAML reader resolves them), from a file or `--option` alike.
    public static func bool(_ text: String) -> Bool? {
        let trues = ["true", "yes", "on", "y"], falses = ["false", "no", "off", "n"]
        for (words, value) in [(trues, true), (falses, false)] {
            for word in words where [word, word.prefix(1).uppercased() + word.dropFirst(), word.uppercased()].contains(text) {
                return value
            }
        }
        return nil
    }
}
