import APIDocsDiagnostics
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
        let environment = Environment(
            loader: TemplateFolderLoader(includes: includes),
            extensions: [SwagGenFilterExtension(), SwiftKitFilterExtension()],
            templateClass: MarkedTemplate.self
        )
        let template = MarkedTemplate(templateString: text, environment: environment, name: path)
        do {
            return try template.render(context)
        } catch {
            throw TemplateErrorMapping.specError(error, templatePath: path)
        }
    }

    /// Renders a chosen built-in or user template.
    public func render(_ template: ReadmeTemplate, context: [String: Any]) throws -> String {
        try render(templateText: template.text, path: template.path, context: context, includes: template.includes)
    }
}
