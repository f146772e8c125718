/// SwagGen's own camel-case conversion (rules doc §3).
///
/// Every Swift type and member name SwagGen generates, and its Stencil filters
/// `upperCamelCase` / `lowerCamelCase`, go through these two functions. They are not the
/// usual "split into words" camel casing: there is no word splitting inside a camel-case
/// word, whole-uppercase input collapses, one-character pieces are kept as they are and
/// `URL` is the only acronym. Reproducing them exactly is what makes our names match.
public enum SwagGenCase {
    /// `android-keystore-file` → `AndroidKeystoreFile`, `URLPath` → `URLPath`, `a-z` → `Az`.
    public static func upperCamelCased(_ s: String) -> String {
        if !CaseText.containsSeparator(s), CaseText.isAcronym(s) {
            return "URL"
        }
        return CaseText.caseFirstCharacter(separatorPass(s), upper: true)
    }

    /// `android-keystore-file` → `androidKeystoreFile`, `ID` → `id`, `SAMLResponse` → `sAMLResponse`.
    public static func lowerCamelCased(_ s: String) -> String {
        let result = separatorPass(s)
        if !CaseText.containsSeparator(s), CaseText.isAllUpper(result) {
            return result.lowercased()
        }
        return CaseText.caseFirstCharacter(result, upper: false)
    }

    /// For each separator in order (space, `_`, `-`, `.`) that the current string contains,
    /// replace the string by the split step's result.
    static func separatorPass(_ s: String) -> String {
        var current = s
        for separator in CaseText.separators where CaseText.contains(current, separator) {
            current = splitStep(current, on: separator)
        }
        return current
    }

    /// Split on one separator (empty pieces kept) and join the transformed pieces.
    static func splitStep(_ text: String, on separator: Unicode.Scalar) -> String {
        let pieces = CaseText.split(text, on: separator)
        var joined = ""
        joined.reserveCapacity(text.utf8.count)
        if CaseText.isAllUpper(text) {
            for piece in pieces {
                joined += CaseText.caseFirstCharacter(piece.lowercased(), upper: true)
            }
            return joined
        }
        for (index, piece) in pieces.enumerated() {
            if index > 0, CaseText.isAcronym(piece) {
                joined += "URL"
            } else if piece.count == 1 {
                joined += piece
            } else {
                joined += upperCamelCased(piece)
            }
        }
        return joined
    }
}
