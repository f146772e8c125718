/// A Swift expression for an example, and how many editor placeholders (`<#T#>`) it holds.
public struct SwiftExampleCode: Sendable, Equatable {
    public var code: String
    /// Placeholders stand where no value of the type could be formed; the code compiles
    /// only when this is 0.
    public var placeholders: Int

    public init(code: String, placeholders: Int = 0) {
        self.code = code
        self.placeholders = placeholders
    }

    static func placeholder(_ type: String) -> SwiftExampleCode {
        SwiftExampleCode(code: "<#\(type)#>", placeholders: 1)
    }
}

/// Swift source literals.
public enum SwiftSourceLiteral {
    /// `text` as a Swift string literal: quoted, with `\`, `"` and control characters escaped.
    public static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A path such as `Name.Tag.Op.Request` as a Swift type expression: every component that
    /// Swift reserves in backticks.
    public static func typePath(_ swiftPath: String) -> String {
        swiftPath.split(separator: ".", omittingEmptySubsequences: false).map { component in
            let name = String(component)
            return SwiftIdentifier.keywords.contains(name) ? "`\(name)`" : name
        }.joined(separator: ".")
    }

    /// Whether `typePath(swiftPath)` names the type: false when a component after the first
    /// is `Type` (or `Protocol`), which Swift reads as the metatype.
    public static func isReachableByPath(_ swiftPath: String) -> Bool {
        !swiftPath.split(separator: ".").dropFirst().contains { $0 == "Type" || $0 == "Protocol" }
    }
}
