import APIDocsSOG
import APIDocsSymbols

extension SearchInput {
    /// What the swift-openapi-generator flavour's site lists for search, in page order: each
    /// page's symbol (an operation by its endpoint, `operationId`, description and tags; a type
    /// by its OpenAPI name and description), the `Client` and `APIProtocol` methods that call
    /// it, and every nested type, property (parameters with their location and key) and enum
    /// case (by raw value); then the tags, each linking to its section of the home page.
    init(sog builder: SOGPageBuilder) {
        self.init()
        let plan = builder.plan
        let facts = builder.facts
        for page in plan.pages {
            let main = page.main
            let declaration = main.declaration
            let operation = page.section == .operation ? declaration.source.flatMap { facts.operationFacts(for: $0) } : nil
            var detail = SearchInput.Detail.text(declaration.kind.label)
            if let operation {
                let endpoint = operation.endpoint
                detail = .endpoint(method: endpoint.method, path: endpoint.expression, summary: endpoint.summary)
                append(Item(kind: .operation, label: main.path, url: page.path, detail: detail,
                    specName: operation.facts.operationId, description: endpoint.description ?? "", words: operation.tags))
            } else {
                append(Item(kind: .model, label: main.path, url: page.path, detail: detail,
                    specName: declaration.documentedName, description: facts.description(for: declaration.source) ?? ""))
            }
            for call in page.calls {
                let url = plan.locations[SOGSitePlan.Key(path: call.path, kind: call.declaration.kind)]?.url ?? page.path
                appendMember(.operation, label: call.path, url: url, detail: detail, specName: call.declaration.documentedName)
            }
            appendMembers(of: main, page: page.path, plan: plan, facts: facts)
        }
        for tag in builder.tagOrder {
            let label = builder.declaredTags.label(tag)
            append(Item(kind: .tag, label: label, url: SOGSitePlan.homePage + "#" + (builder.tagAnchors[tag] ?? ""), detail: .none, words: label == tag ? [] : [tag]))
        }
    }

    /// Every member below `placed`, depth first, each linking to its place in the plan.
    private mutating func appendMembers(of placed: SOGSitePlan.Placed, page: String, plan: SOGSitePlan, facts: SOGDocumentFacts) {
        for member in placed.declaration.members {
            let path = placed.path + "." + member.name
            let url = plan.locations[SOGSitePlan.Key(path: path, kind: member.kind)]?.url ?? page
            let kind: SearchIndexBuilder.Kind
            let detail: Detail
            switch member.kind {
            case .property:
                if let source = member.source, case .parameter(let parameter) = facts.facts(for: source) {
                    kind = .parameter
                    detail = .parameter(location: parameter.location, key: parameter.name, type: member.swiftType?.description ?? "")
                } else {
                    kind = .property
                    detail = .text(member.swiftType?.description ?? "")
                }
            case .enumCase:
                kind = .enumCase
                detail = .text(member.documentedName ?? "")
            case .struct, .enum, .typealias:
                kind = member.role == .input ? .request : member.role == .output ? .response : .type
                detail = .text(member.kind.label)
            default:
                appendMembers(of: SOGSitePlan.Placed(path: path, declaration: member), page: page, plan: plan, facts: facts)
                continue
            }
            appendMember(kind, label: path, url: url, detail: detail, specName: member.documentedName)
            if !member.members.isEmpty {
                appendMembers(of: SOGSitePlan.Placed(path: path, declaration: member), page: page, plan: plan, facts: facts)
            }
        }
    }
}
