import Stencil

/// A Stencil template that applies SwagGen's blank-line rules (see `BlankLines`).
///
/// Every template the environment creates (the top-level one and each `{% include %}`)
/// is marked when it is created; only the top-level render, which goes through
/// `render(_:)` with a dictionary, cleans the output. Included templates are rendered
/// through Stencil's context entry point and stay marked until the outer render ends.
final class MarkedTemplate: Template {
    /// Whether the template passes `ReadmeMarkTransparency` and its own text holds no scalar
    /// of U+E000…U+E03F (where link and blank-line marks live). Set once, while it is made.
    private(set) var keepsMarksApart = false

    required init(templateString: String, environment: Environment? = nil, name: String? = nil) {
        super.init(templateString: BlankLines.mark(templateString), environment: environment, name: name)
        keepsMarksApart = Self.keepsMarksApart(text: templateString, tokens: tokens)
    }

    /// Whether a template whose text is `text` (before marking) and whose tokens are `tokens`
    /// passes `ReadmeMarkTransparency` and holds no scalar of U+E000…U+E03F.
    static func keepsMarksApart(text: String, tokens: [Token]) -> Bool {
        !ReadmeLinkMarks.holdsMarkRange(text) && ReadmeMarkTransparency.isTransparent(tokens)
    }

    override func render(_ dictionary: [String: Any]? = nil) throws -> String {
        BlankLines.clean(try super.render(dictionary))
    }
}
