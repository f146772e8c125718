import APIDocsSymbols

/// Writes Swift type expressions as HTML with every documented name linked.
///
/// It follows `SwiftType`'s structure rather than parsing its text, so `[Pet]`,
/// `[String: [Tag]]` and `Category?` link exactly the names that refer to declarations, and a
/// builtin such as `String` or a name the site does not document stays plain text.
public struct TypeLinker: Sendable {
    /// Where links point.
    public let plan: SitePlan
    /// The page the links are written on.
    public let page: String

    public init(plan: SitePlan, page: String) {
        self.plan = plan
        self.page = page
    }

    /// `type` with its names linked, followed by `?` when `optional`.
    public func html(_ type: SwiftType, optional: Bool = false) -> HTML {
        var markup = ""
        append(type, to: &markup)
        if optional { markup += "?" }
        return HTML(trusted: markup)
    }

    /// A link to the documentation of `swiftPath` showing `text`, or `text` alone when the
    /// symbol has no place on the site.
    public func link(_ text: String, to swiftPath: String?) -> HTML {
        guard let swiftPath, let href = plan.href(to: swiftPath, from: page) else { return HTML.breakable(text) }
        return HTML.link(text, href: href)
    }

    /// A link to the documentation of the declaration `id` showing `text`, or `text` alone
    /// when it has no place on the site.
    public func link(_ text: String, to id: DeclarationID?) -> HTML {
        guard let id, let href = plan.href(to: id, from: page) else { return HTML.breakable(text) }
        return HTML.link(text, href: href)
    }

    private func append(_ type: SwiftType, to markup: inout String) {
        switch type {
        case .named(let name, let target):
            markup += link(name, to: target).markup
        case .array(let element):
            markup += "["
            append(element, to: &markup)
            markup += "]"
        case .dictionary(let value):
            markup += "[String: "
            append(value, to: &markup)
            markup += "]"
        case .optional(let wrapped):
            append(wrapped, to: &markup)
            markup += "?"
        case .generic(let base, let argument):
            markup += link(base, to: nil as DeclarationID?).markup + "&lt;"
            append(argument, to: &markup)
            markup += "&gt;"
        }
    }
}
