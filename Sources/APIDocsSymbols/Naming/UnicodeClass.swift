/// Character classes in Foundation's sense, answered from the scalar's general category
/// (no `CharacterSet`, no regex: these run for every character of every name).
enum UnicodeClass {
    /// Letters, marks and numbers: general categories L*, M*, N*.
    static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            return (value >= 0x30 && value <= 0x39) || (value | 0x20 >= 0x61 && value | 0x20 <= 0x7A)
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark,
             .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    /// General category Nd (`0`–`9` and the other scripts' decimal digits).
    static func isDecimalDigit(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return scalar.value >= 0x30 && scalar.value <= 0x39 }
        return scalar.properties.generalCategory == .decimalNumber
    }
}
