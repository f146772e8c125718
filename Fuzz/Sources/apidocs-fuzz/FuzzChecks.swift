import APIDocsKit
import Foundation

/// Promises of the project brief checked on every rendered output, so the fuzzer finds broken
/// promises as well as crashes: each broken one stops the run like a crash, with the reason.
/// Written from the rules (HTML's input stream, RFC 8259, Windows file names), not from the
/// renderer's own helpers, so that a bug there is not checked against itself.
enum FuzzChecks {
    static let windowsDeviceNames: Set<String> = {
        var names: Set<String> = ["con", "prn", "aux", "nul"]
        for digit in 1...9 { names.insert("com\(digit)"); names.insert("lpt\(digit)") }
        return names
    }()

    static func check(_ files: [OutputFile]) {
        var seen = Set<String>()
        for file in files {
            if let problem = OutputPath.problem(file.path) { fail("unsafe output path '\(file.path)': \(problem)") }
            if !seen.insert(file.path).inserted { fail("two output files at '\(file.path)'") }
            for component in file.path.split(separator: "/") {
                let stem = component.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                if windowsDeviceNames.contains(stem.lowercased()) { fail("Windows device name in output path '\(file.path)'") }
                if component.hasSuffix(".") || component.hasSuffix(" ") { fail("output path component ends in a dot or space: '\(file.path)'") }
                if component.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
                    fail("control character in output path '\(file.path)'")
                }
            }
            if file.path.hasSuffix(".html") { checkHTML(file) }
            if file.path.hasSuffix(".json") { checkJSON(file) }
        }
    }

    /// A page is UTF-8 without the code points HTML's input stream calls errors: C0 controls
    /// other than tab, line feed, form feed and carriage return, DEL, C1 controls, noncharacters.
    static func checkHTML(_ file: OutputFile) {
        guard let text = String(validating: file.bytes, as: UTF8.self) else { fail("'\(file.path)' is not UTF-8") }
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let forbidden: Bool
            switch value {
            case 0x09, 0x0A, 0x0C, 0x0D: forbidden = false
            case 0x00...0x1F, 0x7F...0x9F, 0xFDD0...0xFDEF: forbidden = true
            default: forbidden = value & 0xFFFE == 0xFFFE
            }
            if forbidden { fail("U+\(String(value, radix: 16, uppercase: true)) raw in '\(file.path)'") }
        }
    }

    /// A data file is JSON a strict parser accepts (no raw control characters in strings).
    static func checkJSON(_ file: OutputFile) {
        do {
            _ = try JSONSerialization.jsonObject(with: Data(file.bytes), options: [.fragmentsAllowed])
        } catch {
            fail("'\(file.path)' is not valid JSON: \(error)")
        }
    }

    static func fail(_ message: String) -> Never {
        fatalError("apidocs-fuzz: broken promise: " + message)
    }
}
