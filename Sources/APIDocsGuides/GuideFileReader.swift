import APIDocsDiagnostics
import Foundation

/// Reads one article file: UTF-8 text, front matter, title.
enum GuideFileReader {
    static func read(file: String, relativePath: String, diagnostics: DiagnosticCollector) throws(SpecError) -> GuideArticle {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw SpecError("cannot read the guide", file: file)
        }
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw SpecError("the guide is not UTF-8 text", at: firstInvalidByte(bytes, file: file))
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let matter = try GuideFrontMatter.read(lines, file: file, diagnostics: diagnostics)
        var bodyLines = lines.map(String.init)
        for line in 0..<matter.lineCount { bodyLines[line] = "" }
        var title = matter.title
        if title == nil, let heading = bodyLines.indices.first(where: { !bodyLines[$0].trimmingCharacters(in: .whitespaces).isEmpty }),
           let text = atxTitle(bodyLines[heading]) {
            title = text
            bodyLines[heading] = ""
        }
        let base = String(relativePath.split(separator: "/").last ?? Substring(relativePath))
        let name = String(base.dropLast(3))
        let folder = relativePath.split(separator: "/").dropLast().joined(separator: "/")
        return GuideArticle(
            name: name, file: file, relativePath: relativePath, title: title ?? name,
            body: bodyLines.joined(separator: "\n"), group: folder.isEmpty ? nil : folder, order: matter.order
        )
    }

    /// The text of a level-1 ATX heading line (`# Title`, optional closing `#`s), if it is one.
    static func atxTitle(_ line: String) -> String? {
        var text = Substring(line)
        var indent = 0
        while text.first == " ", indent < 3 { text.removeFirst(); indent += 1 }
        guard text.hasPrefix("# ") || text.hasPrefix("#\t") else { return nil }
        text = text.dropFirst(2)
        var trimmed = text.trimmingCharacters(in: .whitespaces)
        if let closing = trimmed.range(of: #"\s+#+$"#, options: .regularExpression) { trimmed.removeSubrange(closing) }
        return trimmed.isEmpty ? nil : trimmed
    }

    /// Line and column (counted in bytes) of the first byte that is not valid UTF-8.
    static func firstInvalidByte(_ bytes: [UInt8], file: String) -> SourceLocation {
        var line = 1
        var lineStart = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let length: Int
            switch byte {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return SourceLocation(file: file, line: line, column: index - lineStart + 1)
            }
            if length > 1 {
                let end = index + length
                guard end <= bytes.count, String(validating: bytes[index..<end], as: UTF8.self) != nil else {
                    return SourceLocation(file: file, line: line, column: index - lineStart + 1)
                }
            }
            if byte == 0x0A { line += 1; lineStart = index + 1 }
            index += length
        }
        return SourceLocation(file: file, line: line, column: 1)
    }
}
