import APIDocsSpec

/// The catalog's page for the module itself: what the API is, its servers and
/// authentication, and topics that curate the operations by tag, the models and the guides.
struct DocCRootPage {
    var module: String
    var title: String?
    var version: String?
    var description: String?
    var servers: [String]
    var schemes: [SecuritySchemeFacts]
    /// Operations by tag (a heading and Swift paths), in the site's order.
    var operationGroups: [(title: String, paths: [String])]
    /// Models and enums, by Swift path.
    var models: [String]

    func text(articles: [String]) -> String {
        var text = "# ``" + module + "``\n\n"
        let name = title.map { DocCText.prose($0) } ?? module
        text += "The Swift client of \(name)" + (version.map { " (version \($0))" } ?? "") + ".\n\n"
        text += "## Overview\n\n"
        if let description, !description.isEmpty { text += DocCText.prose(description) + "\n\n" }
        if !servers.isEmpty {
            text += "### Servers\n\n" + servers.map { "- " + DocCText.code($0) }.joined(separator: "\n") + "\n\n"
        }
        if !schemes.isEmpty {
            text += "### Authentication\n\n" + schemes.map { "- " + DocCText.code($0.name) + ": " + Self.describe($0) }.joined(separator: "\n") + "\n\n"
        }
        text += "## Topics\n\n"
        if !articles.isEmpty { text += "### Guides\n\n" + articles.map { "- <doc:" + $0 + ">" }.joined(separator: "\n") + "\n\n" }
        for group in operationGroups {
            text += "### " + DocCText.cell(group.title) + "\n\n" + group.paths.map { "- " + DocCText.link(module: module, swiftPath: $0) }.joined(separator: "\n") + "\n\n"
        }
        if !models.isEmpty { text += "### Models\n\n" + models.map { "- " + DocCText.link(module: module, swiftPath: $0) }.joined(separator: "\n") + "\n" }
        return text
    }

    static func describe(_ scheme: SecuritySchemeFacts) -> String {
        switch scheme.type {
        case "apiKey": return "an API key in the " + (scheme.location ?? "header") + " " + DocCText.code(scheme.parameterName ?? "")
        case "http": return "HTTP " + (scheme.scheme ?? "") + " authentication"
        case "oauth2": return "OAuth 2"
        case "openIdConnect": return "OpenID Connect"
        default: return scheme.type
        }
    }
}
