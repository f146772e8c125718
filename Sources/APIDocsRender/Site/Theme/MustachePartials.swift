import APIDocsDiagnostics
import Foundation

/// Finds the partials (`{{> name}}`) a theme template includes, so that one naming a template
/// the theme lacks is an error when the theme loads: swift-mustache would render it as nothing,
/// and the page would silently lose that part.
enum MustachePartials {
    /// Throws at the first `{{> name}}` of `text` whose `name` is not in `available`. Templates
    /// that change their delimiters (`{{=<% %>=}}`) are not checked; dynamic partials
    /// (`{{>*name}}`) neither, since their name is only known while rendering.
    static func check(_ text: String, of template: String, path: String, available: Set<String>) throws(SpecError) {
        if text.contains("{{=") { return }
        for tag in partialTags(in: text) where !tag.name.hasPrefix("*") && !available.contains(tag.name) {
            throw SpecError(
                "template '\(template)' includes the partial '\(tag.name)', which the theme does not have",
                at: SourceLocation(file: path, line: tag.line, column: tag.column)
            )
        }
    }

    /// Every `{{> name}}` (and `{{< name}}`, a parent) with the 1-based line and column of its `{{`.
    static func partialTags(in text: String) -> [(name: String, line: Int, column: Int)] {
        var tags: [(name: String, line: Int, column: Int)] = []
        let scalars = Array(text.unicodeScalars)
        var line = 1, column = 1
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "{", index + 2 < scalars.count, scalars[index + 1] == "{",
               scalars[index + 2] == ">" || scalars[index + 2] == "<" {
                var end = index + 3
                while end + 1 < scalars.count, !(scalars[end] == "}" && scalars[end + 1] == "}") { end += 1 }
                let name = String(String.UnicodeScalarView(scalars[(index + 3)..<min(end, scalars.count)]))
                    .trimmingCharacters(in: .whitespaces)
                tags.append((name, line, column))
            }
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
        return tags
    }
}
