import APIDocsSymbols

/// Builds the SwagGen flavour's tag pages: one per tag namespace, listing its operations, and
/// one per trait tag (`x-traitTag`), which shows its description and lists none.
///
/// A tag's title is its `x-displayName` where the spec gives one (`DeclaredTags`); the Swift
/// path beside it stays the namespace's.
struct TagPageBuilder {
    let context: SiteContext

    /// The page of the tag namespace `swiftPath`.
    func view(_ swiftPath: String, page: String) -> TagPageView {
        let declared = context.declaredTags
        let rawNames = context.graph.tags.filter { $0.swiftPath == swiftPath }.map(\.name)
        let title = context.tagLabel(swiftPath)
        let isTrait = !rawNames.isEmpty && rawNames.allSatisfy(declared.isTrait)
        let home = HomePageBuilder(context: context)
        var view = TagPageView(
            chrome: context.chrome(page: page, title: title, breadcrumbs: [context.homeCrumb(from: page)]),
            title: title,
            swiftPath: swiftPath,
            rawNames: rawNames.joined(separator: ", "),
            operations: isTrait ? [] : (context.tagOperations[swiftPath] ?? []).map { home.operationLink($0, from: page) }
        )
        view.isTrait = isTrait
        var html = HTML.empty
        for tag in context.graph.api.tags where rawNames.contains(tag.name) {
            html = html + FactsHTML.tag(tag, headings: .outline(under: 1))
        }
        view.description = html
        return view
    }

    /// The page of the declared trait tag `name`, which no operation's namespace is.
    func traitView(_ name: String, page: String) -> TagPageView {
        let title = context.declaredTags.label(name)
        var view = TagPageView(
            chrome: context.chrome(page: page, title: title, breadcrumbs: [context.homeCrumb(from: page)]),
            title: title, swiftPath: "", rawNames: name, operations: []
        )
        view.isTrait = true
        if let tag = context.declaredTags[name] { view.description = FactsHTML.tag(tag, headings: .outline(under: 1)) }
        return view
    }
}
