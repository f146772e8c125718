import APIDocsSymbols

extension ReadmeRenderer {
    /// The README file and the home page's copy of it from one render, when that render gives
    /// both exactly; nil when they must be rendered one by one.
    ///
    /// The site's copy renders the context whose names end with link marks; taking the marks
    /// out gives the README file's text whenever the template treats a marked name as it treats
    /// the name (`ReadmeMarkTransparency`) and nothing else in the text looks like a mark: the
    /// spec (`specHoldsLowPrivateUse`, from the loader), the options and the template hold no
    /// scalar of the marks' range, and the output holds none outside a whole mark. A render
    /// error also returns nil, so the README file's own render reports it.
    public func fileAndSiteCopy(_ template: ReadmeTemplate, graph: SymbolGraph, specHoldsLowPrivateUse: Bool) -> (file: String, site: String)? {
        guard !specHoldsLowPrivateUse, !TemplateOptions.holdLowPrivateUse(graph.options.all),
              keepsMarksApart(template) else { return nil }
        guard let site = try? render(template, context: ReadmeContext.siteContext(graph)),
              let file = ReadmeLinkMarks.withoutMarks(site) else { return nil }
        return (file, site)
    }

    /// Whether `template` passes `ReadmeMarkTransparency` and its own text holds no scalar of
    /// the marks' range (decided once, when the template is parsed).
    func keepsMarksApart(_ template: ReadmeTemplate) -> Bool {
        parsed(text: template.text, path: template.path, includes: template.includes).keepsMarksApart
    }
}

extension TemplateOptions {
    /// Whether an option's key or text holds a scalar of U+E000…U+E03F, where link marks live.
    static func holdLowPrivateUse(_ entries: [OptionEntry]) -> Bool {
        entries.contains { entry in
            ReadmeLinkMarks.holdsMarkRange(entry.key) || holdLowPrivateUse(entry.value)
        }
    }

    private static func holdLowPrivateUse(_ value: OptionValue) -> Bool {
        switch value {
        case .string(let text), .number(let text): return ReadmeLinkMarks.holdsMarkRange(text)
        case .bool, .null: return false
        case .list(let items): return items.contains(where: holdLowPrivateUse)
        case .map(let entries): return holdLowPrivateUse(entries)
        }
    }
}
