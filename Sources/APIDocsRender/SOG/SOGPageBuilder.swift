import APIDocsConcurrency
import APIDocsSOG
import APIDocsSymbols

/// Builds the swift-openapi-generator flavour's pages from its plan, as the views both
/// flavours share: an operation's `OperationPageView` (`SOGOperationPage`), a type's
/// `ModelPageView`, the `HomePageView` (`SOGHomePage`). What only this flavour has (its
/// declaration tree, the spec places its code was made from) it supplies as those views' facts
/// and member blocks.
struct SOGPageBuilder {
    let plan: SOGSitePlan
    let facts: SOGDocumentFacts
    let examples: SOGExampleWriter
    let settings: SiteSettings
    /// Each tag's anchor on the home page, and the tags in the order the home page lists them.
    var tagAnchors: [String: String] = [:]
    var tagOrder: [String] = []
    /// Page path → the pages whose declarations name a type documented there.
    let usedBy: UsedByIndex<String>
    /// Member descriptions as HTML, by text: a big spec repeats the same few (GitHub: 6,486
    /// rows, under a thousand texts), and cmark runs one document at a time.
    let descriptions = SharedMemo<String, HTML>()
    /// The Changes pages and notes, when the API has earlier versions.
    let versionPages: VersionPages?
    /// The API's guides, resolved against this site's symbol table (set once the plan exists).
    var guides: GuideSite?
    /// The declared tags with their display names and trait flags.
    let declaredTags: DeclaredTags
    /// The webhook pages, which the client has no Swift for (built as in the other flavour).
    let webhooks: WebhookPages

    init(plan: SOGSitePlan, facts: SOGDocumentFacts, examples: SOGExampleWriter, settings: SiteSettings) {
        self.plan = plan
        self.facts = facts
        self.examples = examples
        self.settings = settings
        let operations = plan.pages.compactMap { page in page.section == .operation ? page.main.declaration.source.flatMap { facts.operationFacts(for: $0) } : nil }
        (tagAnchors, tagOrder) = SOGFactsHTML.tagAnchors(facts, operations: operations)
        usedBy = UsedByIndex.swiftOpenAPIGenerator(plan)
        versionPages = settings.versions.map { VersionPages($0, locations: plan.pathLocations) }
        declaredTags = DeclaredTags(facts.api.tags)
        webhooks = WebhookPages(facts.api.webhooks)
    }

    /// The chrome of `page`: below the home page, a breadcrumb back to it.
    func chrome(page: String, title: String) -> PageChrome {
        let crumbs = page == SOGSitePlan.homePage ? [] : [LinkView(text: settings.apiName, href: SitePaths.relativePath(from: page, to: SOGSitePlan.homePage))]
        return PageChrome(page: page, title: title, settings: settings, breadcrumbs: crumbs, versionPages: versionPages, guides: guides)
    }

    /// `type` as HTML, each name of a documented type linked to its entry.
    func typeHTML(_ type: SwiftType?, from page: String) -> HTML {
        guard let type else { return .empty }
        var markup = ""
        appendType(type, from: page, to: &markup)
        return HTML(trusted: markup)
    }

    /// Follows the expression's structure: a name (`Components.Schemas.Pet`) is linked when
    /// the site documents it, and the punctuation around names is written as Swift has it.
    private func appendType(_ type: SwiftType, from page: String, to markup: inout String) {
        switch type {
        case .named(let name, _):
            if let href = plan.href(toType: name, from: page) {
                markup += HTML.link(name, href: href).markup
            } else {
                markup += HTML.escape(name)
            }
        case .array(let element):
            markup += "["
            appendType(element, from: page, to: &markup)
            markup += "]"
        case .dictionary(let value):
            markup += "[String: "
            appendType(value, from: page, to: &markup)
            markup += "]"
        case .optional(let wrapped):
            appendType(wrapped, from: page, to: &markup)
            markup += "?"
        case .generic(let base, let argument):
            appendType(.builtin(base), from: page, to: &markup)
            markup += "&lt;"
            appendType(argument, from: page, to: &markup)
            markup += "&gt;"
        }
    }

    /// A declaration's block: its path below the page's own declaration, kind, type, the
    /// spec name it was made from (when that is not its Swift name), its spec place,
    /// description and facts.
    func member(_ placed: SOGSitePlan.Placed, page: String, owner: String, depth: Int) -> MemberBlockView {
        let declaration = placed.declaration
        let relative = String(AnchorAllocator.relative(placed.path, to: owner))
        var block = MemberBlockView(name: HTML.breakable(relative))
        block.id = HTML.optional(plan.anchor(SOGSitePlan.Key(path: placed.path, kind: declaration.kind), on: page))
        block.kind = HTML(trusted: declaration.kind.label)
        block.depth = depth
        block.type = typeHTML(declaration.swiftType, from: page)
        if let name = declaration.documentedName, name != declaration.baseName { block.details.append(.code("OpenAPI name", name)) }
        if let pointer = SOGNodeFacts.pointer(declaration.source) { block.details.append(.code("JSON pointer", pointer)) }
        block.description = facts.description(for: declaration.source).map { text in descriptions.value(text) { Markdown.html(text) } } ?? .empty
        block.facts = SOGFactsHTML(builder: self, page: page).row(declaration)
        return block
    }

    func members(of placed: SOGSitePlan.Placed, page: String, owner: String, depth: Int, into rows: inout [MemberBlockView]) {
        for child in placed.declaration.members {
            let nested = SOGSitePlan.Placed(path: placed.path + "." + child.name, declaration: child)
            rows.append(member(nested, page: page, owner: owner, depth: depth))
            members(of: nested, page: page, owner: owner, depth: depth + 1, into: &rows)
        }
    }

    /// The page of a component, of `Servers`, `Client` or `APIProtocol`, in the layout of the
    /// other flavour's model pages (`ModelPageView`): its kind and path, its facts and
    /// description beside an example and its JSON value, everything nested in it, what uses
    /// it (a component) and the client methods documented with it.
    func typePage(_ page: SOGSitePlan.Page) -> ModelPageView {
        let main = page.main
        let declaration = main.declaration
        var rows: [MemberBlockView] = []
        members(of: main, page: page.path, owner: main.path, depth: 0, into: &rows)
        var type = TypeSectionView(
            id: nil, name: main.path, swiftPath: main.path, kindLabel: declaration.kind.label, declaration: .empty,
            description: facts.description(for: declaration.source).map { Markdown.html($0) } ?? .empty,
            properties: [], inheritedProperties: [], additionalProperties: nil,
            cases: [], discriminatorProperty: nil, associatedCases: [], mapping: []
        )
        type.facts = [.code("Swift path", main.path)] + sourceFacts(declaration, page: page.path, operationId: nil)
        type.moreFacts = SOGFactsHTML(builder: self, page: page.path).componentFacts(page)
        type.members = rows
        if page.section == .schema {
            type.example = examples.valueExample(path: main.path)
            type.exampleCaption = "Creating a value:"
            type.jsonSample = facts.jsonSample(for: declaration.source).map { HTML(trusted: FactsHTML.pre($0, language: "json")) }
        }
        var view = ModelPageView(
            chrome: chrome(page: page.path, title: main.path), model: type, nested: [],
            usedBy: usedBy.referrers(of: page.path).map { index in
                let user = plan.pages[index]
                let link = LinkView(text: user.main.path, href: SitePaths.relativePath(from: page.path, to: user.path))
                guard user.section == .operation else { return UsedByView(link: link, kind: user.section.label, detail: nil) }
                let operation = user.main.declaration.source.flatMap { facts.operation(for: $0) }
                return UsedByView(link: link, kind: "operation", detail: operation.map { $0.method + " " + $0.path })
            }
        )
        view.flavourClass = "sog sog-" + page.section.rawValue
        view.showsUsedBy = SOGSitePlan.componentFolders.contains { $0.section == page.section }
        view.calls = calls(page)
        return view
    }

    /// An operation page's lead, made as in the other flavour (`OperationLead`), then what
    /// the generated code was made from.
    func operationLead(_ page: SOGSitePlan.Page, operation: SOGOperationFacts) -> PageLeadView {
        let main = page.main
        let home = SitePaths.relativePath(from: page.path, to: SOGSitePlan.homePage)
        var lead = OperationLead(
            heading: HTML(trusted: "<code>" + HTML.escape(main.path) + "</code>"), swiftPath: main.path,
            method: operation.endpoint.method, path: operation.endpoint.expression,
            spec: operation.facts, operationId: operation.facts.operationId.map { ($0, false) },
            tags: operation.tags.map { LinkView(text: declaredTags.label($0), href: home + "#" + (tagAnchors[$0] ?? "")) },
            homeHref: home, description: Markdown.html(operation.facts.description ?? "")
        ).view
        lead.facts += sourceFacts(main.declaration, page: page.path, operationId: operation.facts.operationId)
        return lead
    }

    /// What a page's declaration says of its source: its Swift type, the spec name it was made
    /// from (unless that is the operation id the lead already shows), its JSON pointer and
    /// SOG's "Generated from" remark.
    func sourceFacts(_ declaration: ClientDeclaration, page: String, operationId: String?) -> [PageLeadView.Fact] {
        var facts: [PageLeadView.Fact] = []
        let type = typeHTML(declaration.swiftType, from: page)
        if !type.isNull { facts.append(PageLeadView.Fact(term: "Type", definition: HTML(trusted: "<code>" + type.markup + "</code>"))) }
        if let name = declaration.documentedName, name != operationId { facts.append(.code("OpenAPI name", name)) }
        if let pointer = SOGNodeFacts.pointer(declaration.source) { facts.append(.code("JSON pointer", pointer)) }
        if let remark = declaration.remark { facts.append(.code("Generated from", remark)) }
        return facts
    }
}

extension UsedByIndex where Target == String {
    /// The swift-openapi-generator flavour's index: pages in plan order, each with its own
    /// declaration; a type names the pages of the component types it names
    /// (`Components.Schemas.Pet.NamePayload` is documented on `Components.Schemas.Pet`'s page,
    /// so the first three parts decide).
    static func swiftOpenAPIGenerator(_ plan: SOGSitePlan) -> UsedByIndex {
        UsedByIndex(pages: plan.pages.map { [$0.main.declaration] }, targets: { type in
            type.names.compactMap { name in
                guard name.hasPrefix("Components.") else { return nil }
                let parts = name.split(separator: ".", maxSplits: 3, omittingEmptySubsequences: false)
                return parts.count >= 3 ? plan.typeLocations[parts[0...2].joined(separator: ".")]?.page : nil
            }
        }, own: { plan.pages[$0].path })
    }
}
