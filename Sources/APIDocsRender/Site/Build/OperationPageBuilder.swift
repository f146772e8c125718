import APIDocsSymbols

/// Builds the page of an operation: request, response, nested types and an example call.
struct OperationPageBuilder {
    let context: SiteContext

    func view(operation index: Int, page: String) -> OperationPageView {
        let operation = context.graph.operations[index]
        var sections = TypeSectionBuilder(context: context, page: page)
        let linker = sections.linker
        let request = operation.request
        let response = operation.response
        let spec = operation.facts
        let facts = FactsHTML(linker: linker)

        let requestID = sections.ids.id(for: request.swiftPath)
        var parameters = request.options.map { option in
            var block = MemberBlockView(name: HTML.breakable(option.swiftName))
            block.id = HTML.optional(sections.ids.id(for: option.swiftPath))
            block.type = linker.html(option.type, optional: !option.required)
            block.required = option.required
            block.details = [.text("In", option.location.rawValue)]
            if option.key != option.swiftName { block.details.append(.code("Name in the request", option.key)) }
            block.description = optionDescription(option, page: page)
            block.facts = facts.parameter(option.facts, required: option.required)
            return block
        }
        if let body = request.body {
            var block = MemberBlockView(name: HTML(text: "body"))
            block.id = HTML.optional(sections.ids.id(for: body.swiftPath))
            block.type = linker.html(body.type, optional: !body.required)
            block.required = body.required
            let mediaTypes = spec.requestBody?.mediaTypes.map(\.mediaType) ?? []
            block.details = [.text("In", "body" + (mediaTypes.isEmpty ? "" : " (" + mediaTypes.joined(separator: ", ") + ")"))]
            block.description = Markdown.html(body.description ?? "")
            block.facts = facts.schema(body.facts)
            parameters.append(block)
        }
        var enums: [TypeSectionView] = []
        sections.appendNested(enums: operation.enums, types: [], to: &enums)
        var requestTypes: [TypeSectionView] = []
        sections.appendNested(enums: [], types: request.nestedTypes, to: &requestTypes)

        let responseID = sections.ids.id(for: response.swiftPath)
        let responses = response.cases.map { item in
            var block = MemberBlockView(name: caseDeclaration(item, linker: linker))
            block.id = HTML.optional(sections.ids.id(for: item.swiftPath))
            block.details = [.text("Status", item.statusCode.map(String.init) ?? "default"), .text("Success", item.success ? "yes" : "no")]
            block.description = Markdown.html(item.description ?? "")
            return block
        }
        var responseTypes: [TypeSectionView] = []
        sections.appendNested(enums: response.enums, types: response.nestedTypes, to: &responseTypes)

        let lead = OperationLead(
            heading: HTML.breakable(operation.swiftName), swiftPath: operation.swiftPath,
            method: operation.method, path: operation.path, spec: spec,
            operationId: (operation.operationId, spec.operationId == nil),
            tags: tagLinks(operation, page: page),
            homeHref: SitePaths.relativePath(from: page, to: SitePlan.homePage),
            description: Markdown.html(spec.description ?? "", headings: .outline(under: 1))
        )
        var view = OperationPageView(
            chrome: context.chrome(page: page, title: operation.swiftName, breadcrumbs: crumbs(operation, page: page)),
            lead: lead.view,
            requestDetails: facts.requestBodyDetails(spec.requestBody),
            responseDetails: facts.responseDetails(response.cases.map { .init(facts: $0.facts, swiftCase: $0.swiftName, showsDescription: false) }),
            callbacks: facts.callbacks(spec.callbacks),
            httpSample: HTTPSample.text(for: operation, graph: context.graph),
            requestID: requestID,
            requestPath: request.swiftPath,
            parameters: parameters,
            parametersTitle: "Parameters of the Request initializer",
            enums: enums,
            requestTypes: requestTypes,
            responseID: responseID,
            responsePath: response.swiftPath,
            successType: linker.html(response.successType),
            responses: responses,
            responsesTitle: "Cases of the Response",
            responseTypes: responseTypes,
            example: UsageExample.code(for: operation, client: context.settings.clientExpression, examples: context.examples).code
        )
        view.httpSampleHasBody = HTTPSample.hasBody(operation)
        view.tryIt = TryItRequest(swagGen: operation, graph: context.graph, client: context.settings.clientExpression)
        view.codeSamples = CodeSampleView.list(spec.codeSamples)
        return view
    }

    /// An option's description; a long one many operations share is its first sentence with a
    /// link to the whole text on the home page (`SharedParameterDescriptions`).
    private func optionDescription(_ option: RequestOptionSymbol, page: String) -> HTML {
        guard let shared = context.sharedParameters.entry(for: option) else { return Markdown.html(option.description ?? "") }
        let href = SitePaths.relativePath(from: page, to: SitePlan.homePage) + "#" + shared.id
        var first = Markdown.html(shared.firstSentence).markup
        let link = " <a href=\"" + HTML.escape(href) + "\">Full description</a> (shared by \(shared.count) operations)"
        if first.hasSuffix("</p>\n") {
            first.removeLast(5)
            first += link + "</p>\n"
        } else {
            first += "<p>" + link + "</p>"
        }
        return HTML(trusted: first)
    }

    /// `status200(Pet)`, `defaultResponse(statusCode: Int, ErrorType)`: the generated case.
    private func caseDeclaration(_ item: ResponseCaseSymbol, linker: TypeLinker) -> HTML {
        var payload: [HTML] = []
        if item.statusCode == nil { payload.append(HTML(text: "statusCode: Int")) }
        if let type = item.associatedType { payload.append(linker.html(type)) }
        guard !payload.isEmpty else { return HTML(text: item.swiftName) }
        var result = HTML(text: item.swiftName + "(")
        for (index, part) in payload.enumerated() {
            if index > 0 { result = result + HTML(text: ", ") }
            result = result + part
        }
        return result + HTML(text: ")")
    }

    /// API home, then the operation's first tag.
    private func crumbs(_ operation: OperationSymbol, page: String) -> [LinkView] {
        var crumbs = [context.homeCrumb(from: page)]
        if let tag = operation.tag, let path = context.plan.tagPaths[tag], let tagPage = context.plan.tagPages[path] {
            let name = context.tagLabel(path)
            crumbs.append(LinkView(text: name, href: SitePaths.relativePath(from: page, to: tagPage)))
        }
        return crumbs
    }

    /// Links to the page of each of the operation's tags, in the spec's order, once each.
    private func tagLinks(_ operation: OperationSymbol, page: String) -> [LinkView] {
        var seen = Set<String>()
        return operation.tags.compactMap { tag in
            guard let path = context.plan.tagPaths[tag], let tagPage = context.plan.tagPages[path],
                  seen.insert(path).inserted else { return nil }
            return LinkView(text: context.declaredTags.label(tag), href: SitePaths.relativePath(from: page, to: tagPage))
        }
    }
}
