import APIDocsConcurrency
import Foundation
import Stencil

/// A README template as Stencil parsed it, ready to render any number of times.
///
/// Most templates are parsed in pieces (`TemplatePieces`): far cheaper to lex, and rendered
/// side by side, each piece with its own `Context` over the same dictionary, then joined and
/// cleaned of blank lines as the whole template's render would be. The whole template is
/// parsed only when a template cannot be cut, or when a piece fails: it then renders again as
/// one, so every error is Stencil's own, with its line and column in the whole template.
final class ParsedReadmeTemplate: @unchecked Sendable {
    /// Whether a render from the link-marked context gives the plain one's text once the marks
    /// are taken out (see `MarkedTemplate.keepsMarksApart`).
    let keepsMarksApart: Bool
    /// Whether the template reads `options` only by name (see `OptionsByName`).
    let readsOptionsByName: Bool

    private let text: String
    private let path: String
    private let environment: Environment
    private let pieces: [Template]?
    private let lock = NSLock()
    private var wholeTemplate: MarkedTemplate?

    /// Parses `text` in pieces of about `pieceBytes` where it can be cut.
    init(text: String, path: String, environment: Environment, pieceBytes: Int = TemplatePieces.pieceBytes) {
        self.text = text
        self.path = path
        self.environment = environment
        if let pieceTexts = TemplatePieces.split(BlankLines.mark(text), pieceBytes: pieceBytes) {
            let pieces = pieceTexts.map { Template(templateString: $0, environment: environment, name: path) }
            self.pieces = pieces
            let tokens = pieces.flatMap(\.tokens)
            keepsMarksApart = MarkedTemplate.keepsMarksApart(text: text, tokens: tokens)
            readsOptionsByName = OptionsByName.readsByNameOnly(tokens)
        } else {
            let whole = MarkedTemplate(templateString: text, environment: environment, name: path)
            pieces = nil
            wholeTemplate = whole
            keepsMarksApart = whole.keepsMarksApart
            readsOptionsByName = OptionsByName.readsByNameOnly(whole.tokens)
        }
    }

    /// How many pieces the template was parsed in (1 when whole).
    var pieceCount: Int { pieces?.count ?? 1 }

    /// The tokens of every piece in order (the whole template's when it is not cut).
    var tokens: [Token] { pieces?.flatMap(\.tokens) ?? whole.tokens }

    /// The rendered text, blank lines cleaned.
    /// - Throws: Stencil's error from rendering the whole template.
    func render(_ context: [String: Any]) throws -> String {
        let context = readsOptionsByName ? OptionsByName.wrapping(context) : context
        if let pieces, let text = Self.render(pieces, context: context, environment: environment) {
            return text
        }
        return try whole.render(context)
    }

    /// The pieces' texts joined and cleaned, or nil when a piece throws.
    private static func render(_ pieces: [Template], context: [String: Any], environment: Environment) -> String? {
        let shared = Unchecked((pieces: pieces, context: context, environment: environment))
        let outputs = ConcurrentWork.map(Array(pieces.indices)) { index in
            let (pieces, context, environment) = shared.value
            return try? pieces[index].render(Context(dictionary: context, environment: environment))
        }
        var joined = ""
        for output in outputs {
            guard let output else { return nil }
            joined += output
        }
        return BlankLines.clean(joined)
    }

    /// The template parsed as one (made the first time it is needed).
    private var whole: MarkedTemplate {
        lock.withLock {
            if let wholeTemplate { return wholeTemplate }
            let made = MarkedTemplate(templateString: text, environment: environment, name: path)
            wholeTemplate = made
            return made
        }
    }
}
