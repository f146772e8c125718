import APIDocsSymbols
/// The letter-case string filters of StencilSwiftKit (rules doc §9.2), written from their
/// documented behaviour. They work on Unicode scalars, as StencilSwiftKit does.
enum LetterCaseFilters {
    /// Lowercase the first Unicode scalar only.
    static func lowerFirstLetter(_ text: String) -> String {
        guard let first = text.unicodeScalars.first else { return text }
        return String(first).lowercased() + String(text.unicodeScalars.dropFirst())
    }

    /// Uppercase the first Unicode scalar only (`titlecase` is the same filter).
    static func upperFirstLetter(_ text: String) -> String {
        guard let first = text.unicodeScalars.first else { return text }
        return String(first).uppercased() + String(text.unicodeScalars.dropFirst())
    }

    /// Lowercase the leading run of capitals, but keep the run's last capital when the run
    /// is longer than one and a lower-case letter follows (`URLChooser` → `urlChooser`).
    static func lowerFirstWord(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var end = 0
        while end < scalars.count, isCapital(scalars[end]) { end += 1 }
        if end > 1, end < scalars.count, scalars[end].properties.generalCategory == .lowercaseLetter {
            end -= 1
        }
        var head = String.UnicodeScalarView()
        head.append(contentsOf: scalars[..<end])
        var tail = String.UnicodeScalarView()
        tail.append(contentsOf: scalars[end...])
        return String(head).lowercased() + String(tail)
    }

    /// `_` between a run of capitals/digits and a following Capital+lower pair, then between
    /// a lower/digit and a following capital; `-` becomes `_` (`XAny` → `X_Any`).
    static func snakeCased(_ text: String) -> String {
        var scalars = Array(text.unicodeScalars)
        scalars = insertingUnderscores(scalars) { previous, current, next in
            isASCIIUpper(current) && next.map(isASCIILower) == true
                && (isASCIIUpper(previous) || isASCIIDigit(previous))
        }
        scalars = insertingUnderscores(scalars) { previous, current, _ in
            isASCIIUpper(current) && (isASCIILower(previous) || isASCIIDigit(previous))
        }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: scalars.map { $0 == "-" ? "_" : $0 })
        return String(out)
    }

    /// camelToSnakeCase: snake-case, then lowercase unless told not to.
    static func camelToSnakeCase(_ text: String, lowercase: Bool) -> String {
        let snake = snakeCased(text)
        return lowercase ? snake.lowercased() : snake
    }

    /// snakeToCamelCase: text with an a–z letter is split on `_` and each piece gets an upper
    /// first letter; all-caps text is snake-cased and each piece capitalized. Leading
    /// underscores are kept unless `stripLeading`.
    static func snakeToCamelCase(_ text: String, stripLeading: Bool) -> String {
        let hasLowerASCII = text.utf8.contains { $0 >= 0x61 && $0 <= 0x7A }
        let body: String
        if hasLowerASCII {
            body = CaseText.split(text, on: "_").map(upperFirstLetter).joined()
        } else {
            body = CaseText.split(snakeCased(text), on: "_").map(capitalized).joined()
        }
        if stripLeading { return body }
        let underscores = text.unicodeScalars.prefix { $0 == "_" }.count
        return String(repeating: "_", count: underscores) + body
    }

    /// Each whitespace-separated word: first character upper case, the rest lower case.
    static func capitalized(_ text: String) -> String {
        var result = ""
        var atWordStart = true
        for character in text {
            if character.isWhitespace {
                result.append(character)
                atWordStart = true
            } else {
                result += atWordStart ? character.uppercased() : character.lowercased()
                atWordStart = false
            }
        }
        return result
    }

    private static func insertingUnderscores(
        _ scalars: [Unicode.Scalar],
        where rule: (Unicode.Scalar, Unicode.Scalar, Unicode.Scalar?) -> Bool
    ) -> [Unicode.Scalar] {
        var out: [Unicode.Scalar] = []
        out.reserveCapacity(scalars.count + 8)
        for (index, scalar) in scalars.enumerated() {
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            if index > 0, rule(scalars[index - 1], scalar, next) { out.append("_") }
            out.append(scalar)
        }
        return out
    }

    private static func isCapital(_ scalar: Unicode.Scalar) -> Bool {
        let category = scalar.properties.generalCategory
        return category == .uppercaseLetter || category == .titlecaseLetter
    }

    private static func isASCIIUpper(_ scalar: Unicode.Scalar) -> Bool { ("A"..."Z").contains(scalar) }
    private static func isASCIILower(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) }
    private static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
}
