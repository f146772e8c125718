import Stencil

/// The StencilSwiftKit string filters that SwagGen registers after its own (rules doc
/// §9.2), so user templates written for SwagGen can use them. Written from their
/// documented behaviour; the number filters and the extra tags are not provided.
final class SwiftKitFilterExtension: Extension {
    override init() {
        super.init()
        registerStringFilter("lowerFirstLetter", LetterCaseFilters.lowerFirstLetter)
        registerStringFilter("upperFirstLetter", LetterCaseFilters.upperFirstLetter)
        registerStringFilter("titlecase", LetterCaseFilters.upperFirstLetter)
        registerStringFilter("lowerFirstWord", LetterCaseFilters.lowerFirstWord)
        registerStringFilter("escapeReservedKeywords", IdentifierFilters.escapeReservedKeywords)
        registerStringFilter("basename", TextFilters.basename)
        registerStringFilter("dirname", TextFilters.dirname)
        registerFilter("camelToSnakeCase") { value, arguments in
            let text = try FilterInput.string(value, filter: "camelToSnakeCase")
            let lowercase = try FilterInput.bool(arguments, default: true, filter: "camelToSnakeCase")
            return LetterCaseFilters.camelToSnakeCase(text, lowercase: lowercase)
        }
        registerFilter("snakeToCamelCase") { value, arguments in
            let text = try FilterInput.string(value, filter: "snakeToCamelCase")
            let strip = try FilterInput.bool(arguments, default: false, filter: "snakeToCamelCase")
            return LetterCaseFilters.snakeToCamelCase(text, stripLeading: strip)
        }
        registerFilter("swiftIdentifier") { value, arguments in
            let text = try FilterInput.string(value, filter: "swiftIdentifier")
            let mode = try FilterInput.mode(arguments, ["normal", "valid", "pretty"], filter: "swiftIdentifier")
            return IdentifierFilters.swiftIdentifier(text, mode: mode)
        }
        registerFilter("removeNewlines") { value, arguments in
            let text = try FilterInput.string(value, filter: "removeNewlines")
            let mode = try FilterInput.mode(arguments, ["all", "leading"], filter: "removeNewlines")
            return TextFilters.removeNewlines(text, mode: mode)
        }
        registerFilter("replace") { value, arguments in
            let text = try FilterInput.string(value, filter: "replace")
            let target = try FilterInput.stringArgument(arguments, at: 0, filter: "replace")
            let replacement = try FilterInput.stringArgument(arguments, at: 1, filter: "replace")
            let regex = arguments.count > 2 ? try FilterInput.stringArgument(arguments, at: 2, filter: "replace") : ""
            guard regex.isEmpty || regex == "regex" else {
                throw TemplateSyntaxError("'replace' filter: the third argument must be \"regex\"")
            }
            return try TextFilters.replace(text, target, with: replacement, regex: regex == "regex")
        }
        registerBooleanFilter("contains") { $0.contains($1) }
        registerBooleanFilter("hasPrefix") { $0.hasPrefix($1) }
        registerBooleanFilter("hasSuffix") { $0.hasSuffix($1) }
    }

    private func registerStringFilter(_ name: String, _ transform: @escaping (String) -> String) {
        registerFilter(name) { value in transform(try FilterInput.string(value, filter: name)) }
    }

    /// `name` and its negation `!name`, each taking one string argument.
    private func registerBooleanFilter(_ name: String, _ test: @escaping (String, String) -> Bool) {
        for negated in [false, true] {
            let filterName = negated ? "!" + name : name
            registerFilter(filterName) { value, arguments in
                let text = try FilterInput.string(value, filter: filterName)
                guard arguments.count == 1 else {
                    throw TemplateSyntaxError("'\(filterName)' filter takes exactly one argument")
                }
                let argument = try FilterInput.stringArgument(arguments, filter: filterName)
                return test(text, argument) != negated
            }
        }
    }
}
