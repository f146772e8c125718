import Foundation

/// SOAR-0001's defensive spelling of a documented name as a Swift identifier.
///
/// Letters, digits and `_` stay; a leading digit gets a `_` in front; any other character
/// becomes `_<entity>_` (its HTML entity name, or `x` and its hexadecimal code point); a Swift
/// keyword (or a few standard type names) gets a `_` in front.
struct DefensiveNamer: Sendable {
    func name(_ documented: String) -> String {
        if documented.isEmpty { return "_empty" }
        var output = String.UnicodeScalarView()
        for (offset, scalar) in documented.unicodeScalars.enumerated() {
            let isLetterLike = scalar == "_" || CharacterSet.letters.contains(scalar)
            let isDigit = CharacterSet.decimalDigits.contains(scalar)
            let isAlphanumeric = CharacterSet.alphanumerics.contains(scalar)
            if offset == 0 {
                if isLetterLike { output.append(scalar); continue }
                if isDigit { output.append("_"); output.append(scalar); continue }
            } else if isLetterLike || isAlphanumeric {
                output.append(scalar)
                continue
            }
            output.append("_")
            let replacement = Self.entityNames[scalar] ?? "x" + String(scalar.value, radix: 16, uppercase: true)
            output.append(contentsOf: replacement.unicodeScalars)
            output.append("_")
        }
        let result = String(output)
        if result == "_" { return "_underscore_" }
        return Self.reserved.contains(result) ? "_" + result : result
    }

    /// Swift keywords and the standard names SOG will not shadow.
    static let reserved: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "func", "import", "init", "inout", "let",
        "operator", "precedencegroup", "protocol", "struct", "subscript", "typealias", "var", "fileprivate",
        "internal", "private", "public", "static", "defer", "if", "guard", "do", "repeat", "else", "for", "in",
        "while", "return", "break", "continue", "fallthrough", "switch", "case", "default", "where", "catch",
        "throw", "as", "Any", "false", "is", "nil", "rethrows", "super", "self", "Self", "true", "try", "throws",
        "yield", "String", "Error", "Int", "Bool", "Array", "Type", "type", "Protocol", "await",
    ]

    /// HTML entity names of the printable ASCII punctuation.
    static let entityNames: [Unicode.Scalar: String] = [
        " ": "space", "!": "excl", "\"": "quot", "#": "num", "$": "dollar", "%": "percnt", "&": "amp",
        "'": "apos", "(": "lpar", ")": "rpar", "*": "ast", "+": "plus", ",": "comma", "-": "hyphen",
        ".": "period", "/": "sol", ":": "colon", ";": "semi", "<": "lt", "=": "equals", ">": "gt",
        "?": "quest", "@": "commat", "[": "lbrack", "\\": "bsol", "]": "rbrack", "^": "hat", "`": "grave",
        "{": "lcub", "|": "verbar", "}": "rcub", "~": "tilde",
    ]
}
