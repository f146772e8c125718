import APIDocsSymbols

/// The sidebar of every page of one API, written once as `navigation.js` instead of being
/// copied into each page (which would multiply a big API's site by its page count).
///
/// Built by one rule for both client flavours from what a flavour's plan lists
/// (`NavigationInput`). Pages load the file when they are ready and draw the tree themselves;
/// without scripts, the sidebar's own plain links to the home page's lists stand in.
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

    /// The sidebar of `input`, by one rule for both flavours: operation groups with their
    /// items (under a tag, an operation's name below the tag: `CoreV1.X` → `X`) and the trait
    /// tags as plain links, under the tag groups' headings when the spec has them, else the
    /// traits first; then the types, enums, webhooks and security schemes, each section left
    /// out when empty.
    init(_ input: NavigationInput) {
        let grouping = input.operations
        let groups = grouping.groups.map { group in
            Group(title: group.label, page: group.page, items: group.operations.compactMap { index in
                guard var item = input.operationLinks[index] else { return nil }
                if group.page != nil, item.text.hasPrefix(group.title + ".") { item.text.removeFirst(group.title.count + 1) }
                return item
            })
        }
        // A trait tag is a link to its page, with no operations under it.
        var traits: [String: Group] = [:]
        var traitOrder: [Group] = []
        for trait in grouping.traits {
            guard let page = trait.page else { continue }
            traits[trait.name] = Group(title: trait.label, page: page, items: [])
            traitOrder.append(traits[trait.name]!)
        }
        if let sections = grouping.sections {
            operationSections = sections.map { section in
                (section.title, section.members.compactMap { member in
                    switch member {
                    case .group(let index): return groups[index]
                    case .trait(let name): return traits[name]
                    }
                })
            }.filter { !$0.groups.isEmpty }
        } else {
            set(.operations, traitOrder + groups)
        }
        set(.models, input.types.filter { !$0.items.isEmpty }.map { Group(title: $0.title ?? Section.models.title, page: nil, items: $0.items) })
        if !input.enums.isEmpty { set(.enums, [Group(title: Section.enums.title, page: nil, items: input.enums)]) }
        if !input.webhooks.isEmpty { set(.webhooks, [Group(title: Section.webhooks.title, page: nil, items: input.webhooks)]) }
        let schemes = input.securitySchemes.map { Item(text: $0, page: input.homePage + "#" + FactsHTML.securityAnchor($0)) }
        if !schemes.isEmpty { set(.authentication, [Group(title: Section.authentication.title, page: nil, items: schemes)]) }
    }

    /// Sets a section every flavour's site has alike (the Changes pages); an empty list leaves it out.
    mutating func set(_ section: Section, _ groups: [Group]) {
        sections[section] = groups.isEmpty ? nil : groups
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
