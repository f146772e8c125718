import APIDocsDiagnostics
import Foundation
import Stencil

/// Renders a README template with Stencil exactly the way SwagGen does.
///
/// Same engine (Stencil 0.15.1), same filter lookup order (SwagGen's camel-case filters,
/// then the StencilSwiftKit string filters, then Stencil's own), includes resolved from
/// the template's folder, and SwagGen's blank-line rules. The context is the untyped
/// dictionary templates read; this type is the one place where `[String: Any]` is used.
public struct ReadmeRenderer: Sendable {
    public init() {}

    /// Renders `text`; `path` names the template in errors, `includes` finds `{% include %}`s.
    /// - Throws: `SpecError` for template syntax errors, unknown filters, missing includes.
    public func render(templateText text: String, path: String, context: [String: Any], includes: TemplateIncludes = .none) throws -> String {
        let template = parsed(text: text, path: path, includes: includes)
        do {
            return try template.render(context)
        } catch {
            throw TemplateErrorMapping.specError(error, templatePath: path)
        }
    }

    /// Parses `template` into the cache `render` reads. Parsing is a large part of a README's
    /// cost and needs nothing from the spec, so the pipeline starts it on another core while the
    /// spec loads; a `render` that comes first, or meanwhile, parses or waits for it once.
    public func prepare(_ template: ReadmeTemplate) {
        _ = parsed(text: template.text, path: template.path, includes: template.includes)
    }

    func parsed(text: String, path: String, includes: TemplateIncludes) -> ParsedReadmeTemplate {
        ParsedTemplates.shared.template(text: text, path: path, includes: includes) {
            let environment = Environment(
                loader: TemplateFolderLoader(includes: includes),
                extensions: [SwagGenFilterExtension(), SwiftKitFilterExtension()],
                templateClass: MarkedTemplate.self
            )
            return ParsedReadmeTemplate(text: text, path: path, environment: environment)
        }
    }

    /// Renders a chosen built-in or user template.
    public func render(_ template: ReadmeTemplate, context: [String: Any]) throws -> String {
        try render(templateText: template.text, path: template.path, context: context, includes: template.includes)
    }
}

/// Parsed README templates, kept for the life of the process: one build renders the same
/// template once or twice per spec (README and home page) and once more per spec of the set,
/// and parsing is a large part of a render even in pieces.
/// Keyed by path, includes folder and text, so a changed file is parsed again.
final class ParsedTemplates: @unchecked Sendable {
    static let shared = ParsedTemplates()

    private let lock = NSLock()
    private var templates: [String: ParsedReadmeTemplate] = [:]

    func template(text: String, path: String, includes: TemplateIncludes, parse: () -> ParsedReadmeTemplate) -> ParsedReadmeTemplate {
        let key = path + "\u{0}" + includes.folder + "\u{0}" + text
        lock.lock()
        defer { lock.unlock() }
        if let known = templates[key] { return known }
        let parsed = parse()
        templates[key] = parsed
        return parsed
    }
}
