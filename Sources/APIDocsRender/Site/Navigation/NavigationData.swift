import APIDocsSymbols

/// The sidebar of every page of one API, written once as `navigation.js` instead of being
/// copied into each page (which would multiply a big API's site by its page count).
///
/// Built from the site plan's page list: each page kind says in one line which section it
/// goes to, so a new kind of page plugs into the sidebar there. Pages load the file when they
/// are ready and draw the tree themselves; without scripts, the sidebar's own plain links to
/// the home page's lists stand in.
struct NavigationData {
    /// The sidebar's sections, in the order shown.
    enum Section: Int, CaseIterable {
        case guides, operations, webhooks, models, enums, authentication, changes

        var title: String {
            switch self {
            case .guides: return "Guides"
            case .operations: return "Operations"
            case .webhooks: return "Webhooks"
            case .models: return "Models"
            case .enums: return "Enums"
            case .authentication: return "Authentication"
            case .changes: return "Changes"
            }
        }
    }

    /// One link of the tree: text, page (relative to the API folder) and, for operations, the
    /// HTTP method.
    struct Item {
        var text: String
        var page: String
        var method: String?
    }

    /// A titled list: a tag or path group of operations, or a whole section. A group with a
    /// page and no items (a trait tag) is drawn as a plain link to its page.
    struct Group {
        var title: String
        var page: String?
        var items: [Item]
    }

    /// Groups per section; sections without pages are left out when written.
    private(set) var sections: [Section: [Group]] = [:]
    /// With tag groups (`TagSections`): the operations as one section per tag group, written
    /// in place of the Operations section.
    private(set) var operationSections: [(title: String, groups: [Group])] = []

    /// What a client flavour says of its pages for the sidebar; the rest (section titles,
    /// the webhooks' and security schemes' groups, leaving out empty sections) is decided here
    /// for both flavours.
    struct Outline {
        /// Operations in groups (a tag's, with the page or anchor that describes it).
        var operations: [Group] = []
        /// With tag groups, the operation groups and trait tags under each heading instead.
        var operationSections: [(title: String, groups: [Group])] = []
        /// Groups of the Models section; a group titled `nil` takes the section's title.
        var types: [(title: String?, items: [Item])] = []
        /// The global enums (SwagGen flavour).
        var enums: [Item] = []
        /// Each webhook with where it is described.
        var webhooks: [Item] = []
        /// The security schemes' names; each is described in the home page's Authentication section.
        var securitySchemes: [String] = []
    }

    init(_ outline: Outline, homePage: String) {
        set(.operations, outline.operations)
        operationSections = outline.operationSections.filter { !$0.groups.isEmpty }
        set(.models, outline.types.filter { !$0.items.isEmpty }.map { Group(title: $0.title ?? Section.models.title, page: nil, items: $0.items) })
        if !outline.enums.isEmpty { set(.enums, [Group(title: Section.enums.title, page: nil, items: outline.enums)]) }
        if !outline.webhooks.isEmpty { set(.webhooks, [Group(title: Section.webhooks.title, page: nil, items: outline.webhooks)]) }
        let schemes = outline.securitySchemes.map { Item(text: $0, page: homePage + "#" + FactsHTML.securityAnchor($0)) }
        if !schemes.isEmpty { set(.authentication, [Group(title: Section.authentication.title, page: nil, items: schemes)]) }
    }

    /// Sets a section every flavour's site has alike (the Changes pages); an empty list leaves it out.
    mutating func set(_ section: Section, _ groups: [Group]) {
        sections[section] = groups.isEmpty ? nil : groups
    }

    /// The SwagGen flavour's sidebar: operations as the home page groups them
    /// (`OperationGroups`), models, global enums, webhook pages.
    init(context: SiteContext) {
        let graph = context.graph
        var outline = Outline()
        var models: [Item] = []
        for page in context.plan.pages {
            switch page.kind {
            case .home, .tag, .traitTag, .operation: break  // operations come grouped, below; tags head their groups
            case .model(let index): models.append(Item(text: graph.models[index].swiftName, page: page.path))
            case .globalEnum(let index): outline.enums.append(Item(text: graph.enums[index].swiftName, page: page.path))
            case .webhook(let index):
                let hook = graph.api.webhooks[index]
                outline.webhooks.append(Item(text: hook.name, page: page.path, method: hook.method))
            }
        }
        outline.types = [(nil, models)]
        let namespace = graph.namespace
        let operationGroups = OperationGroups(context: context)
        let groups = operationGroups.groups.map { group in
            Group(title: group.label, page: group.page, items: group.operations.compactMap { index in
                let operation = graph.operations[index]
                // Under its tag, an operation shows its name below the tag (`CoreV1.X` → `X`).
                var text = String(AnchorAllocator.relative(operation.swiftPath, to: namespace))
                if group.page != nil, text.hasPrefix(group.title + ".") { text.removeFirst(group.title.count + 1) }
                return context.plan.operationPages[index].map { Item(text: text, page: $0, method: operation.method) }
            })
        }
        // A trait tag is a link to its page, with no operations under it.
        var traits: [String: Group] = [:]
        var traitOrder: [Group] = []
        for trait in context.declaredTags.traits {
            guard let page = OperationGroups.traitPage(trait.name, plan: context.plan) else { continue }
            traits[trait.name] = Group(title: trait.label, page: page, items: [])
            traitOrder.append(traits[trait.name]!)
        }
        outline.placeOperations(groups, traits: traits, traitOrder: traitOrder, sections: operationGroups.sections)
        outline.securitySchemes = graph.api.securitySchemes.map(\.name)
        self.init(outline, homePage: SitePlan.homePage)
    }

    /// `navigation.js`: `window.APIDOCS_NAV = [[section, [[title, page, [[text, page, method], ...]], ...]], ...];`
    /// (`page` and `method` are `""` where there is none), one group per line.
    func script() -> [UInt8] {
        var bytes: [UInt8] = Array("window.APIDOCS_NAV = [".utf8)
        var written: [(title: String, groups: [Group])] = []
        for section in Section.allCases {
            if section == .operations, !operationSections.isEmpty {
                written += operationSections
                continue
            }
            guard let groups = sections[section], !groups.isEmpty else { continue }
            written.append((section.title, groups))
        }
        for (number, (title, groups)) in written.enumerated() {
            if number > 0 { bytes.append(0x2C) }
            bytes.append(contentsOf: Array("\n[".utf8))
            JSONText.quote(title, into: &bytes)
            bytes.append(contentsOf: Array(",[".utf8))
            for (offset, group) in groups.enumerated() {
                bytes.append(contentsOf: Array(offset == 0 ? "\n[".utf8 : ",\n[".utf8))
                JSONText.quote(group.title, into: &bytes)
                bytes.append(0x2C)
                JSONText.quote(group.page ?? "", into: &bytes)
                bytes.append(contentsOf: Array(",[".utf8))
                for (index, item) in group.items.enumerated() {
                    if index > 0 { bytes.append(0x2C) }
                    bytes.append(0x5B)
                    JSONText.quote(item.text, into: &bytes)
                    bytes.append(0x2C)
                    JSONText.quote(item.page, into: &bytes)
                    if let method = item.method {
                        bytes.append(0x2C)
                        JSONText.quote(method, into: &bytes)
                    }
                    bytes.append(0x5D)
                }
                bytes.append(contentsOf: Array("]]".utf8))
            }
            bytes.append(contentsOf: Array("]]".utf8))
        }
        bytes.append(contentsOf: Array("\n];\n".utf8))
        return bytes
    }
}

extension NavigationData.Outline {
    /// The operation groups and trait tags of either flavour: under their `x-tagGroups`
    /// headings when the spec has sections, else the trait tags first, then the groups.
    mutating func placeOperations(
        _ groups: [NavigationData.Group], traits: [String: NavigationData.Group], traitOrder: [NavigationData.Group], sections: [TagSections.Section]?
    ) {
        guard let sections else {
            operations = traitOrder + groups
            return
        }
        operationSections = sections.map { section in
            (section.title, section.members.compactMap { member in
                switch member {
                case .group(let index): return groups[index]
                case .trait(let name): return traits[name]
                }
            })
        }
    }
}
