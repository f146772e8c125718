import APIDocsDiagnostics
import Stencil

/// Turns Stencil's errors into our `SpecError`, pointing at the innermost template
/// position Stencil knows (inside an included file when the problem is there) and naming
/// the include chain after the message.
enum TemplateErrorMapping {
    static func specError(_ error: Error, templatePath: String) -> SpecError {
        if let specError = error as? SpecError { return specError }
        guard let syntax = error as? TemplateSyntaxError else {
            return SpecError("template error: \(error)", file: templatePath)
        }
        // Innermost first: an include wraps the inner error's tokens before its own.
        var tokens = syntax.stackTrace
        if let token = syntax.token { tokens.append(token) }
        var message = "template error: " + syntax.reason
        let chain = tokens.dropFirst().compactMap(describe)
        if !chain.isEmpty {
            message += " (included from " + chain.joined(separator: ", from ") + ")"
        }
        guard let first = tokens.first else { return SpecError(message, file: templatePath) }
        let file = first.sourceMap.filename ?? templatePath
        guard let location = location(of: first) else { return SpecError(message, file: file) }
        return SpecError(message, at: location)
    }

    /// Stencil's line is 1-based, its offset 0-based; line 0 means "not known".
    private static func location(of token: Token) -> SourceLocation? {
        let place = token.sourceMap.location
        guard place.lineNumber > 0, let file = token.sourceMap.filename else { return nil }
        return SourceLocation(file: file, line: Int(place.lineNumber), column: place.lineOffset + 1)
    }

    private static func describe(_ token: Token) -> String? {
        if let location = location(of: token) { return location.description }
        return token.sourceMap.filename
    }
}
