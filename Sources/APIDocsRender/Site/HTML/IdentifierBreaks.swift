/// Break opportunities in long identifiers, decided at build time.
///
/// Type names such as `IoK8sApiCoreV1PodSpec` or keys such as `spec.template.metadata` have
/// no spaces, so a browser either lets them overflow their table column or breaks them
/// anywhere. A `<wbr>` at each camelCase hump (before an upper-case letter that follows a
/// lower-case letter or digit) and after `.`, `_`, `/`, `-` and `:` lets them wrap where a
/// reader splits them; short names are left alone.
extension HTML {
    /// Names shorter than this never need to break.
    static let breakThreshold = 16

    /// `text` escaped, with `<wbr>` at its break opportunities when it is long.
    static func breakable(_ text: String) -> HTML {
        guard text.utf8.count >= breakThreshold else { return HTML(text: text) }
        var markup = ""
        markup.reserveCapacity(text.utf8.count + 24)
        var previousIsLowerOrDigit = false
        var sinceBreak = 0
        for scalar in text.unicodeScalars {
            let properties = scalar.properties
            if previousIsLowerOrDigit, sinceBreak >= 2, properties.isUppercase {
                markup += "<wbr>"
                sinceBreak = 0
            }
            switch scalar {
            case "<": markup += "&lt;"
            case ">": markup += "&gt;"
            case "&": markup += "&amp;"
            case "\"": markup += "&quot;"
            case "'": markup += "&#39;"
            default: markup.unicodeScalars.append(scalar)
            }
            sinceBreak += 1
            if scalar == "." || scalar == ":" || scalar == "_" || scalar == "/" || scalar == "-", sinceBreak >= 2 {
                markup += "<wbr>"
                sinceBreak = 0
            }
            previousIsLowerOrDigit = properties.isLowercase || properties.numericType != nil
        }
        if markup.hasSuffix("<wbr>") { markup.removeLast(5) }
        return HTML(trusted: markup)
    }
}
