import APIDocsSOG
import APIDocsSymbols

extension SOGPageBuilder {
    /// An operation's page in the layout both flavours share (`OperationPageView`): the lead,
    /// then `Input` with everything it declares and the body's media types, `Output` with its
    /// cases and each response's details, the callbacks, the `Client` and `APIProtocol` methods
    /// that call it, and what else the operation's namespace declares. `nil` when the page's
    /// declaration was not made from an operation of the document.
    func operationPage(_ page: SOGSitePlan.Page) -> OperationPageView? {
        let main = page.main
        guard page.section == .operation, let operation = main.declaration.source.flatMap({ facts.operationFacts(for: $0) }) else { return nil }
        let openAPI = SOGFactsHTML(builder: self, page: page.path)
        let views = openAPI.views
        var request = Part(), response = Part()
        var others: [MemberBlockView] = []
        for child in main.declaration.members {
            let placed = SOGSitePlan.Placed(path: main.path + "." + child.name, declaration: child)
            switch child.role {
            case .input: request = part(placed, page: page.path)
            case .output: response = part(placed, page: page.path)
            default:
                others.append(member(placed, page: page.path, owner: main.path, depth: 0))
                members(of: placed, page: page.path, owner: main.path, depth: 1, into: &others)
            }
        }
        // The convenience method takes the input's parts (`path:query:…`, or nothing); the
        // other takes the whole `Input` (`_:`).
        let convenience = page.calls.first { $0.owner == .apiProtocol && $0.declaration.argumentLabels != ["_"] }
        var view = OperationPageView(
            chrome: chrome(page: page.path, title: main.path),
            lead: operationLead(page, operation: operation),
            requestDetails: views.requestBodyDetails(operation.endpoint.requestBody, showsRequired: true),
            responseDetails: views.responseDetails(operation.endpoint.responses.map { .init(facts: $0, swiftCase: nil, showsDescription: true) }),
            callbacks: views.callbacks(operation.facts.callbacks),
            httpSample: openAPI.httpSample(operation),
            requestID: request.id, requestPath: main.path + ".Input",
            parameters: request.rows, parametersTitle: "What Input declares",
            enums: [], requestTypes: [],
            responseID: response.id, responsePath: main.path + ".Output",
            successType: .empty,
            responses: response.rows, responsesTitle: "What Output declares",
            responseTypes: [],
            example: examples.operationExample(path: main.path, call: convenience?.declaration)
        )
        view.flavourClass = "sog"
        view.httpSampleHasBody = HTTPSample.hasBody(operation.endpoint.requestBody)
        view.tryIt = tryItRequest(page, operation: operation)
        view.codeSamples = CodeSampleView.list(operation.facts.codeSamples)
        view.calls = calls(page)
        view.members = others
        return view
    }

    /// `Input` or `Output`: its anchor on the page and a block for everything it declares,
    /// named from it down (`headers`, `Headers.accept`).
    struct Part {
        var id: String?
        var rows: [MemberBlockView] = []
    }

    private func part(_ placed: SOGSitePlan.Placed, page: String) -> Part {
        var part = Part(id: plan.anchor(SOGSitePlan.Key(path: placed.path, kind: placed.declaration.kind), on: page))
        members(of: placed, page: page, owner: placed.path, depth: 0, into: &part.rows)
        return part
    }

    /// The `Client` and `APIProtocol` methods listed on `page`, by their full paths.
    func calls(_ page: SOGSitePlan.Page) -> [MemberBlockView] {
        page.calls.map { call in
            var block = MemberBlockView(name: HTML.breakable(call.path))
            block.id = HTML.optional(plan.anchor(SOGSitePlan.Key(path: call.path, kind: call.declaration.kind), on: page.path))
            block.kind = HTML(trusted: call.declaration.kind.label)
            block.type = typeHTML(call.declaration.swiftType, from: page.path)
            return block
        }
    }
}
