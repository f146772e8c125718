import Stencil

/// A Stencil template that applies SwagGen's blank-line rules (see `BlankLines`).
///
/// Every template the environment creates (the top-level one and each `{% include %}`)
/// is marked when it is created; only the top-level render, which goes through
/// `render(_:)` with a dictionary, cleans the output. Included templates are rendered
/// through Stencil's context entry point and stay marked until the outer render ends.
final class MarkedTemplate: Template {
    required init(templateString: String, environment: Environment? = nil, name: String? = nil) {
        super.init(templateString: BlankLines.mark(templateString), environment: environment, name: name)
    }

    override func render(_ dictionary: [String: Any]? = nil) throws -> String {
        BlankLines.clean(try super.render(dictionary))
    }
}
