import APIDocsDiagnostics
import APIDocsSymbols

extension DocCCatalog {
    /// The catalog of SwagGen's client for `graph` in module `module`: every model, global
    /// enum and operation the site documents gets an extension; `guides` become articles, their
    /// links resolved by the site's context (its unresolved links reported into `diagnostics`).
    public static func swagGen(graph: SymbolGraph, settings: SiteSettings, module: String, diagnostics: DiagnosticCollector) -> DocCCatalog {
        let context = SiteContext(graph: graph, settings: settings)
        var slugs = SlugAllocator()
        var extensions: [File] = []
        var models: [String] = []
        for (index, model) in graph.models.enumerated() where context.plan.modelPages[index] != nil && DocCText.isInSymbolGraph(model.swiftPath) {
            models.append(model.swiftPath)
            extensions.append(File(path: extensionsFolder + "/" + slugs.allocate(model.swiftPath) + ".md", text: modelText(model, index: index, context: context, module: module)))
        }
        for (index, symbol) in graph.enums.enumerated() where index < context.plan.enumPages.count && DocCText.isInSymbolGraph(symbol.swiftPath) {
            models.append(symbol.swiftPath)
            var text = "# " + DocCText.link(module: module, swiftPath: symbol.swiftPath) + "\n\n"
            text += DocCText.table(["Case", "Raw value"], symbol.cases.map { [DocCText.code($0.swiftName), DocCText.code($0.rawValue)] }) + "\n"
            extensions.append(File(path: extensionsFolder + "/" + slugs.allocate(symbol.swiftPath) + ".md", text: text))
        }
        for (index, operation) in graph.operations.enumerated() where context.plan.operationPages[index] != nil && DocCText.isInSymbolGraph(operation.swiftPath) {
            extensions.append(File(path: extensionsFolder + "/" + slugs.allocate(operation.swiftPath) + ".md", text: operationText(operation, context: context, module: module)))
        }
        let groups = OperationGroups(context: context).groups.map { group in
            (title: group.label, paths: group.operations.filter { context.plan.operationPages[$0] != nil }.map { graph.operations[$0].swiftPath }.filter(DocCText.isInSymbolGraph))
        }
        let root = DocCRootPage(
            module: module, title: graph.api.title, version: graph.api.version, description: graph.api.description,
            servers: graph.servers.map(\.url), schemes: graph.api.securitySchemes,
            operationGroups: groups.filter { !$0.paths.isEmpty }, models: models
        )
        let articles = context.guides.map { DocCArticles(site: $0, module: module, diagnostics: diagnostics) } ?? DocCArticles()
        return DocCCatalog(module: module, files: [File(path: module + ".md", text: root.text(articles: articles.names))] + extensions + articles.files)
    }

    static func modelText(_ model: ModelSymbol, index: Int, context: SiteContext, module: String) -> String {
        var text = "# " + DocCText.link(module: module, swiftPath: model.swiftPath) + "\n\n"
        if let name = Optional(model.name), !name.isEmpty { text += "The schema `" + name + "` of the OpenAPI document.\n\n" }
        let properties = model.inheritedProperties + model.properties
        if !properties.isEmpty {
            text += "## Properties\n\n"
            text += DocCText.table(["Property", "Swift type", "JSON key", "Required", "Schema", "Description"], properties.map { property in
                [DocCText.code(property.swiftName), DocCText.code(property.declaredType.description), DocCText.code(property.name),
                 property.required ? "yes" : "no", DocCText.cell(DocCFacts.line(property.facts)), DocCText.cell(property.description)]
            }) + "\n\n"
        }
        if let sample = model.jsonSample {
            text += "## JSON\n\n" + DocCText.block(sample, language: "json") + "\n\n"
        }
        let users = context.usedBy.referrers(of: model.id).compactMap { user -> String? in
            user < context.graph.models.count
                ? (context.plan.modelPages[user] == nil ? nil : context.graph.models[user].swiftPath)
                : (context.plan.operationPages[user - context.graph.models.count] == nil ? nil : context.graph.operations[user - context.graph.models.count].swiftPath)
        }
        .filter(DocCText.isInSymbolGraph)
        if !users.isEmpty {
            text += "## Used by\n\n" + users.map { "- " + DocCText.link(module: module, swiftPath: $0) }.joined(separator: "\n") + "\n"
        }
        return text
    }

    static func operationText(_ operation: OperationSymbol, context: SiteContext, module: String) -> String {
        var text = "# " + DocCText.link(module: module, swiftPath: operation.swiftPath) + "\n\n"
        text += "**" + operation.method.uppercased() + "** " + DocCText.code(operation.path) + "\n\n"
        text += DocCParameters.section(TryItRequest.parameters(swagGen: operation))
        if let body = operation.request.body {
            text += "## Request body\n\n" + DocCText.code(body.declaredType.description) + (body.required ? ", required" : ", optional") + ".\n\n"
            if let sample = operation.facts.requestBody?.mediaTypes.first?.firstSample, let media = operation.facts.requestBody?.mediaTypes.first?.mediaType {
                text += DocCText.code(media) + ":\n\n" + DocCText.block(sample, language: "json") + "\n\n"
            }
        }
        if !operation.response.cases.isEmpty {
            text += "## Responses\n\n" + DocCText.table(["Status", "Case", "Type", "Description"], operation.response.cases.map { item in
                [item.statusCode.map(String.init) ?? "default", DocCText.code(item.swiftName), item.associatedType.map { DocCText.code($0.description) } ?? "",
                 DocCText.cell(item.description)]
            }) + "\n\n"
        }
        let example = UsageExample.code(for: operation, client: context.settings.clientExpression, examples: context.examples)
        if example.placeholders == 0 {
            text += "## Example\n\n" + DocCText.block(example.code, language: "swift") + "\n"
        }
        return text
    }
}
