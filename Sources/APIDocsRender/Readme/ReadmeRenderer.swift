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

    /// Renders `text`; `path` names the template in errors and its folder roots `{% include %}`.
    /// - Throws: `SpecError` for template syntax errors, unknown filters, missing includes.
    public func render(templateText text: String, path: String, context: [String: Any]) throws -> String {
        let environment = Environment(
            loader: TemplateFolderLoader(folder: TemplatePaths.folder(of: path)),
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

    /// Reads the template file at `path` (UTF-8) and renders it.
    public func render(templateAt path: String, context: [String: Any]) throws -> String {
        try render(templateText: Self.readTemplate(at: path), path: path, context: context)
    }

    /// Renders a chosen built-in or user template.
    public func render(_ template: ReadmeTemplate, context: [String: Any]) throws -> String {
        try render(templateAt: template.path, context: context)
    }

    static func readTemplate(at path: String) throws -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw SpecError("README template not found", file: path)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SpecError("README template could not be read", file: path)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SpecError("README template is not valid UTF-8", file: path)
        }
        return text
    }
}
