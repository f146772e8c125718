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
        // On the UTF-8 bytes: every character escaped is a single ASCII byte, never part of a
        // longer character (examples hold long texts; scalar by scalar was several times slower).
        var text = text
        return text.withUTF8 { source in
            var out: [UInt8] = []
            out.reserveCapacity(source.count + 2)
            out.append(UInt8(ascii: "\""))
            for byte in source {
                switch byte {
                case 0x5C: out.append(contentsOf: [0x5C, 0x5C])
                case 0x22: out.append(contentsOf: [0x5C, 0x22])
                case 0x0A: out.append(contentsOf: [0x5C, UInt8(ascii: "n")])
                case 0x0D: out.append(contentsOf: [0x5C, UInt8(ascii: "r")])
                case 0x09: out.append(contentsOf: [0x5C, UInt8(ascii: "t")])
                case 0..<0x20, 0x7F: out.append(contentsOf: "\\u{\(String(byte, radix: 16))}".utf8)
                default: out.append(byte)
                }
            }
            out.append(UInt8(ascii: "\""))
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// A path such as `Name.Tag.Op.Request` as a Swift type expression: every component that
    /// Swift reserves in backticks.
    public static func typePath(_ swiftPath: String) -> String {
        // Pages ask for thousands of these; on ASCII (nearly every path) components are split
        // at `.` bytes, which is what splitting by `Character` gives there, at a fraction of
        // the cost.
        guard swiftPath.utf8.allSatisfy({ $0 < 0x80 }) else {
            return swiftPath.split(separator: ".", omittingEmptySubsequences: false).map { component in
                let name = String(component)
                return SwiftIdentifier.keywords.contains(name) ? "`\(name)`" : name
            }.joined(separator: ".")
        }
        var path = ""
        path.reserveCapacity(swiftPath.utf8.count + 8)
        for (index, component) in swiftPath.utf8.split(separator: dot, omittingEmptySubsequences: false).enumerated() {
            if index > 0 { path += "." }
            let name = String(Substring(component))
            if SwiftIdentifier.keywords.contains(name) {
                path += "`"
                path += name
                path += "`"
            } else {
                path += name
            }
        }
        return path
    }

    private static let dot = UInt8(ascii: ".")

    /// Whether `typePath(swiftPath)` names the type: false when a component after the first
    /// is `Type` (or `Protocol`), which Swift reads as the metatype.
    public static func isReachableByPath(_ swiftPath: String) -> Bool {
        guard swiftPath.utf8.allSatisfy({ $0 < 0x80 }) else {
            return !swiftPath.split(separator: ".").dropFirst().contains { $0 == "Type" || $0 == "Protocol" }
        }
        return !swiftPath.utf8.split(separator: dot).dropFirst().contains {
            $0.elementsEqual("Type".utf8) || $0.elementsEqual("Protocol".utf8)
        }
    }
}
