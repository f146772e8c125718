/// The identifier string filters of StencilSwiftKit (rules doc §9.2): `swiftIdentifier`
/// and `escapeReservedKeywords`. Which characters are allowed comes from the identifier
/// grammar in the Swift language reference.
enum IdentifierFilters {
    /// `valid`: invalid characters become `_`; `normal` also upper-cases the first letter of
    /// each piece; `pretty` then removes the underscores camel-case style. A `_` is put in
    /// front when the result cannot start an identifier (`200_response` → `_200_response`).
    static func swiftIdentifier(_ text: String, mode: String) -> String {
        let pieces = pieces(of: text)
        let joined = (mode == "valid" ? pieces : pieces.map(LetterCaseFilters.upperFirstLetter))
            .joined(separator: "_")
        let normal = prefixedIfNeeded(joined)
        guard mode == "pretty" else { return normal }
        return prefixedIfNeeded(LetterCaseFilters.snakeToCamelCase(normal, stripLeading: true))
    }

    /// Backticks around a word of StencilSwiftKit's reserved list (not SwagGen's §4 list).
    static func escapeReservedKeywords(_ text: String) -> String {
        reservedKeywords.contains(text) ? "`" + text + "`" : text
    }

    /// The text split at every character that cannot appear in an identifier (empty pieces kept).
    private static func pieces(of text: String) -> [String] {
        var pieces: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isIdentifierCharacter(scalar) {
                current.append(scalar)
            } else {
                pieces.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        pieces.append(String(current))
        return pieces
    }

    private static func prefixedIfNeeded(_ text: String) -> String {
        guard let first = text.unicodeScalars.first else { return "" }
        return isIdentifierHead(first) ? text : "_" + text
    }

    static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        if isIdentifierHead(scalar) { return true }
        let value = scalar.value
        return (0x30...0x39).contains(value) || (0x300...0x36F).contains(value)
            || (0x1DC0...0x1DFF).contains(value) || (0x20D0...0x20FF).contains(value)
            || (0xFE20...0xFE2F).contains(value)
    }

    static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            return value == 0x5F || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
        }
        // Planes 1–14: everything except the last two code points of each plane.
        if value >= 0x10000 { return value <= 0xEFFFD && (value & 0xFFFF) <= 0xFFFD }
        return identifierHeadRanges.contains { $0.contains(value) }
    }

    /// identifier-head above ASCII and below U+10000, from the Swift language reference.
    private static let identifierHeadRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA,
        0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F,
        0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E,
        0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F,
        0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007,
        0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF,
        0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD,
    ]

    /// StencilSwiftKit's list: Swift keywords, `#` directives and contextual words.
    static let reservedKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "open", "operator", "private", "protocol", "public",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "switch", "where", "while", "as", "Any", "catch", "false", "is", "nil",
        "rethrows", "super", "self", "Self", "throw", "throws", "true", "try", "_",
        "#available", "#colorLiteral", "#column", "#else", "#elseif", "#endif", "#file",
        "#fileLiteral", "#function", "#if", "#imageLiteral", "#line", "#selector",
        "#sourceLocation", "associativity", "convenience", "dynamic", "didSet", "final", "get",
        "infix", "indirect", "lazy", "left", "mutating", "none", "nonmutating", "optional",
        "override", "postfix", "precedence", "prefix", "Protocol", "required", "right", "set",
        "Type", "unowned", "weak", "willSet",
    ]
}
