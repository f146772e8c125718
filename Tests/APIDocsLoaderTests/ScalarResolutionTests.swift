import APIDocsLoader
import XCTest

/// YAML 1.1 plain-scalar resolution: the quick rejections answer as the full comparisons do.
final class ScalarResolutionTests: XCTestCase {
    private static let words = [
        "", "~", "null", "Null", "NULL", "nulL", "nil", "true", "True", "TRUE", "tRue", "yes", "Yes", "YES", "yEs", "on", "On",
        "ON", "oN", "false", "False", "FALSE", "no", "No", "NO", "nO", "off", "Off", "OFF", "y", "n", "Y", "t", "o", "truer",
        "yes ", " no", "Tue", "Thu", "0", "-1", "+2", "3.5", ".5", "1e3", "-1e-3", "0x1F", "0xZZ", "0o17", "0o9", ".inf", ".Inf",
        ".INF", "+.inf", "-.inf", "+.Inf", "-.Inf", ".nan", ".NaN", ".NAN", "inf", "nan", "NaN", "abc", "1.2.3", "é", "٣",
        "12abc", "-", "+", ".", "0x", "1_000",
    ]

    func testQuickRejectionsAgreeWithTheFullComparisons() {
        for word in Self.words {
            XCTAssertEqual(ScalarResolution.bool(word), Self.referenceBool(word), word.debugDescription)
            XCTAssertEqual(ScalarResolution.isNumber(word), Self.referenceIsNumber(word), word.debugDescription)
        }
    }

    private static func referenceBool(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON": return true
        case "false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF": return false
        default: return nil
        }
    }

    private static func referenceIsNumber(_ text: String) -> Bool {
        if text.isEmpty { return false }
        if Int(text) != nil { return true }
        if text.hasPrefix("0x") || text.hasPrefix("0o") { return Int(text.dropFirst(2), radix: text.hasPrefix("0x") ? 16 : 8) != nil }
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "-.inf", "+.Inf", "-.Inf", ".nan", ".NaN", ".NAN": return true
        default: break
        }
        guard let first = text.unicodeScalars.first, first == "-" || first == "+" || first == "." || ("0"..."9").contains(first) else {
            return false
        }
        return Double(text) != nil
    }
}
