import APIDocsDiagnostics
import APIDocsSOG
import APIDocsSymbols

extension DocCCatalog {
    /// The catalog of swift-openapi-generator's client: an extension for each operation's
    /// namespace (HTTP method and path, parameters, body, responses, the Swift example) and each
    /// schema's type (its properties), the `Client` page's topics by tag. Its plan and guide
    /// links are the site's (`SOGPageBuilder(site:settings:)`); the guides' unresolved links
    /// are reported into `diagnostics`.
    public static func sog(input: SOGSiteInput, settings: SiteSettings, module: String, diagnostics: DiagnosticCollector) -> DocCCatalog {
        let builder = SOGPageBuilder(site: input, settings: settings)
        let plan = builder.plan
        var slugs = SlugAllocator()
        var extensions: [File] = []
        var operations: [String] = []
        var schemas: [String] = []
        for page in plan.pages where DocCText.isInSymbolGraph(page.main.path) {
            let main = page.main
            if page.section == .operation, let operation = main.declaration.source.flatMap({ input.facts.operationFacts(for: $0) }) {
                operations.append(main.path)
                let request = builder.tryItRequest(page, operation: operation)
                let convenience = page.calls.first { $0.owner == .apiProtocol && $0.declaration.argumentLabels != ["_"] }
                let example = builder.examples.operationExample(path: main.path, call: convenience?.declaration)
                extensions.append(File(path: extensionsFolder + "/" + slugs.allocate(main.path) + ".md", text: operationText(main.path, request: request, example: example, module: module)))
            } else if page.section == .schema {
                schemas.append(main.path)
                extensions.append(File(path: extensionsFolder + "/" + slugs.allocate(main.path) + ".md", text: schemaText(main, module: module)))
            }
        }
        let root = DocCRootPage(
            module: module, title: input.facts.title, version: input.facts.version, description: input.facts.description,
            servers: input.facts.servers.map(\.url), schemes: input.facts.api.securitySchemes,
            operationGroups: operations.isEmpty ? [] : [("Operations", operations)], models: schemas
        )
        let articles = builder.guides.map { DocCArticles(site: $0, module: module, diagnostics: diagnostics) } ?? DocCArticles()
        return DocCCatalog(module: module, files: [File(path: module + ".md", text: root.text(articles: articles.names))] + extensions + articles.files)
    }

    /// An operation's extension from its panel request (the same facts both flavours show).
    static func operationText(_ swiftPath: String, request: TryItRequest, example: String?, module: String) -> String {
        var text = "# " + DocCText.link(module: module, swiftPath: swiftPath) + "\n\n"
        text += "**" + request.method + "** " + DocCText.code(request.path) + "\n\n"
        text += DocCParameters.section(request.parameters)
        if let body = request.bodies.first {
            text += "## Request body\n\n" + DocCText.code(body.mediaType) + (request.bodyRequired ? ", required" : ", optional") + ".\n\n"
            if let sample = body.sample { text += DocCText.block(sample, language: "json") + "\n\n" }
        }
        if !request.responses.isEmpty {
            text += "## Responses\n\n" + DocCText.table(["Status", "Media type"], request.responses.map { [DocCText.code($0.status), $0.mediaType.map(DocCText.code) ?? ""] }) + "\n\n"
        }
        if let example { text += "## Example\n\n" + DocCText.block(example, language: "swift") + "\n" }
        return text
    }

    /// A schema's extension: its properties with their Swift types.
    static func schemaText(_ main: SOGSitePlan.Placed, module: String) -> String {
        var text = "# " + DocCText.link(module: module, swiftPath: main.path) + "\n\n"
        let properties = main.declaration.members.filter { $0.kind == .property }
        if !properties.isEmpty {
            text += "## Properties\n\n" + DocCText.table(["Property", "Swift type", "JSON key"], properties.map { property in
                [DocCText.code(property.name), property.swiftType.map { DocCText.code($0.description + (property.isOptional ? "?" : "")) } ?? "", DocCText.code(property.documentedName ?? property.name)]
            }) + "\n"
        }
        return text
    }
}
