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
        // Built on UTF-8 bytes, with ASCII letters and digits classified without Unicode
        // property look-ups (this runs for every link and name on every page).
        var markup: [UInt8] = []
        markup.reserveCapacity(text.utf8.count + 24)
        let wordBreak: [UInt8] = Array("<wbr>".utf8)
        var previousIsLowerOrDigit = false
        var sinceBreak = 0
        for scalar in text.unicodeScalars {
            let isUppercase: Bool
            let isLowerOrDigit: Bool
            if scalar.isASCII {
                let value = scalar.value
                isUppercase = value >= 0x41 && value <= 0x5A
                isLowerOrDigit = (value >= 0x61 && value <= 0x7A) || (value >= 0x30 && value <= 0x39)
            } else {
                let properties = scalar.properties
                isUppercase = properties.isUppercase
                isLowerOrDigit = properties.isLowercase || properties.numericType != nil
            }
            if previousIsLowerOrDigit, sinceBreak >= 2, isUppercase {
                markup.append(contentsOf: wordBreak)
                sinceBreak = 0
            }
            switch scalar {
            case "<": markup.append(contentsOf: [0x26, 0x6C, 0x74, 0x3B])  // &lt;
            case ">": markup.append(contentsOf: [0x26, 0x67, 0x74, 0x3B])  // &gt;
            case "&": markup.append(contentsOf: [0x26, 0x61, 0x6D, 0x70, 0x3B])  // &amp;
            case "\"": markup.append(contentsOf: [0x26, 0x71, 0x75, 0x6F, 0x74, 0x3B])  // &quot;
            case "'": markup.append(contentsOf: [0x26, 0x23, 0x33, 0x39, 0x3B])  // &#39;
            default: UTF8.encode(scalar) { markup.append($0) }
            }
            sinceBreak += 1
            if scalar == "." || scalar == ":" || scalar == "_" || scalar == "/" || scalar == "-", sinceBreak >= 2 {
                markup.append(contentsOf: wordBreak)
                sinceBreak = 0
            }
            previousIsLowerOrDigit = isLowerOrDigit
        }
        if markup.count >= wordBreak.count, markup.suffix(wordBreak.count).elementsEqual(wordBreak) {
            markup.removeLast(wordBreak.count)
        }
        return HTML(trusted: String(decoding: markup, as: UTF8.self))
    }
}
