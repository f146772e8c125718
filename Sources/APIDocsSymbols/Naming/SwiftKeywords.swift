extension SwiftIdentifier {
    /// The words SwagGen's Swift formatter refuses as names (case-sensitive), plus the two
    /// built-in type names `Error` and `Data`. `escapeType` / `escapeName` check against it.
    /// Deliberately not listed (they pass through unescaped): `init`, `try`, `String`, `URL`, ….
    public static let keywords: Set<String> = [
        "Type", "Protocol", "class", "struct", "enum", "protocol", "extension",
        "return", "throw", "throws", "rethrows", "public", "open", "private",
        "fileprivate", "internal", "let", "var", "where", "guard", "associatedtype",
        "deinit", "func", "import", "inout", "operator", "static", "subscript",
        "typealias", "case", "break", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "if", "in", "repeat", "switch", "while", "as", "Any",
        "AnyObject", "catch", "false", "true", "is", "nil", "super", "self", "Self",
        // Built-in types of the generated client.
        "Error", "Data",
    ]
}
