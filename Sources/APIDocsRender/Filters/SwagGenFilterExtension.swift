import APIDocsSymbols
import Stencil

/// SwagGen's own Stencil filters, registered first so they win over any other extension:
/// `upperCamelCase` and `lowerCamelCase` with SwagGen's rules (rules doc §3). Strings
/// are converted; any other value passes through unchanged.
final class SwagGenFilterExtension: Extension {
    override init() {
        super.init()
        registerCaseFilter("upperCamelCase", SwagGenCase.upperCamelCased)
        registerCaseFilter("lowerCamelCase", SwagGenCase.lowerCamelCased)
    }

    /// The context key that tells the filters a render's names carry link marks. A template
    /// cannot name it (a variable has no spaces), so it reads the same context SwagGen's would.
    static let marksKey = "apidocs link marks"

    /// A filter taking no argument. In a render whose names carry link marks (the home page's
    /// copy of the README) it converts the name without the mark it ends with and appends the
    /// mark again, so the name converts exactly as in the README file.
    private func registerCaseFilter(_ name: String, _ convert: @escaping (String) -> String) {
        registerFilter(name) { (value: Any?, arguments: [Any?], context: Context) throws -> Any? in
            guard arguments.isEmpty else { throw TemplateSyntaxError("Can't invoke filter with an argument") }
            guard let text = value as? String else { return value }
            guard context[SwagGenFilterExtension.marksKey] != nil else { return convert(text) }
            let (name, mark) = ReadmeLinkMarks.splitTrailingMark(text)
            return convert(name) + mark
        }
    }
}
