import APIDocsSOG
import APIDocsSymbols

/// The `TryItRequest` of every operation a site documents, for the pages' panels and for
/// `apidocs serve --mock`, which answers each of them: one place decides them for both.
public enum TryItCatalog {
    /// The SwagGen flavour's operations with a page (hidden ones have none), in graph order.
    public static func requests(swagGen graph: SymbolGraph, settings: SiteSettings) -> [TryItRequest] {
        let context = SiteContext(graph: graph, settings: settings)
        return graph.operations.indices.compactMap { index in
            context.plan.operationPages[index] == nil ? nil : TryItRequest(swagGen: graph.operations[index], graph: graph, client: settings.clientExpression)
        }
    }

    /// The swift-openapi-generator flavour's operations with a page, in page order.
    public static func requests(sog input: SOGSiteInput, settings: SiteSettings) -> [TryItRequest] {
        let plan = SOGSitePlan(graph: input.graph, hidden: Set(input.facts.hidden.keys))
        let builder = SOGPageBuilder(
            plan: plan, facts: input.facts,
            examples: SOGExampleWriter(types: plan.types, hasServer: !input.facts.serverURLs.isEmpty), settings: settings
        )
        return plan.pages.compactMap { page in
            guard page.section == .operation, let operation = page.main.declaration.source.flatMap({ input.facts.operationFacts(for: $0) }) else { return nil }
            return builder.tryItRequest(page, operation: operation)
        }
    }
}

extension SOGPageBuilder {
    /// The panel's request of the operation on `page`: the `Client` method that sends it, the
    /// parts of its `Input`, each parameter's Swift property and the JSON body's Swift type.
    /// The parts are found by the role the translator gave them (`parameters(_:)` with their
    /// location, `requestBody`), not by their Swift names.
    func tryItRequest(_ page: SOGSitePlan.Page, operation: SOGOperationFacts) -> TryItRequest {
        let method = page.calls.first { $0.owner == .client }.map { String($0.declaration.baseName) } ?? page.main.declaration.name
        let input = page.main.declaration.members.first { $0.role == .input }
        var parts: [String] = []
        var properties: [String: ClientDeclaration] = [:]
        var bodyType: String?
        for member in input?.members ?? [] {
            if member.kind == .initializer, parts.isEmpty, let labels = member.argumentLabels { parts = labels.filter { $0 != "_" } }
            switch member.role {
            case .parameters(let location):
                for property in member.members where property.kind == .property {
                    properties[location.rawValue + " " + (property.documentedName ?? property.name)] = property
                }
            case .requestBody:
                bodyType = member.members.first { $0.name == "json" || $0.name.hasPrefix("json(") }?.swiftType?.description
            default:
                continue
            }
        }
        return TryItRequest(sog: operation, facts: facts, method: method, inputParts: parts, bodyType: bodyType, properties: properties)
    }
}
