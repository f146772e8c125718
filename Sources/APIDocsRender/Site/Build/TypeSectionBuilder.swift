import APIDocsSymbols

/// Builds `TypeSectionView`s (models, enums, nested types) for one page.
///
/// Every symbol it shows gets the id the plan gave it on this page, so the anchors that
/// `symbols.json` and links point to exist.
struct TypeSectionBuilder {
    let context: SiteContext
    let linker: TypeLinker
    var ids: PageIDs

    init(context: SiteContext, page: String) {
        self.context = context
        self.linker = TypeLinker(plan: context.plan, page: page)
        self.ids = PageIDs(plan: context.plan, page: page)
    }

    /// The section of `model`; `isPage` when the model is the page's own symbol (no id).
    mutating func section(_ model: ModelSymbol, isPage: Bool) -> TypeSectionView {
        var view = TypeSectionView(
            id: isPage ? nil : ids.id(for: model.swiftPath),
            name: model.swiftName,
            swiftPath: model.swiftPath,
            kindLabel: Self.kindLabel(model.kind),
            declaration: declaration(model),
            description: Markdown.html(model.description ?? "", headings: isPage ? .outline(under: 1) : .bold)
                + FactsHTML(linker: linker).schema(model.enumSymbol == nil ? model.facts : Self.withoutValues(model.facts), name: model.name),
            properties: [],
            inheritedProperties: [],
            additionalProperties: model.additionalPropertiesType.map { linker.html(.dictionary($0)) },
            cases: [],
            discriminatorProperty: model.discriminator?.propertyName,
            associatedCases: [],
            mapping: []
        )
        // Loops, not `map`: a closure that mutates `ids` held a copy of the whole builder, and
        // every id then copied the page's table of ids (a page of 16,000 nested types took minutes).
        view.properties.reserveCapacity(model.properties.count)
        for member in model.properties {
            let id = ids.id(for: member.swiftPath).map { HTML(text: $0) } ?? .empty
            view.properties.append(property(member, id: id, name: HTML.breakable(member.swiftName)))
        }
        view.inheritedProperties = model.inheritedProperties.map { property($0, id: .empty, name: linker.link($0.swiftName, to: $0.swiftPath)) }
        view.additionalPropertiesValue = model.additionalPropertiesType.map { linker.html($0) }
        view.example = ModelExample.code(for: model, examples: context.examples)?.code
        if isPage, let sample = model.jsonSample { view.jsonSample = HTML(trusted: FactsHTML.pre(sample, language: "json")) }
        if let symbol = model.enumSymbol { view.cases = cases(symbol) }
        if let discriminator = model.discriminator {
            for item in discriminator.cases {
                var block = MemberBlockView(name: HTML.breakable(item.swiftName))
                block.id = HTML.optional(ids.id(for: item.swiftPath))
                block.type = linker.html(item.associatedType)
                view.associatedCases.append(block)
            }
            view.mapping = discriminator.mapping.map { MappingRowView(value: $0.value, caseName: $0.caseName) }
        }
        return view
    }

    /// The section of an enum; `isPage` for a global enum's own page.
    mutating func section(_ symbol: EnumSymbol, isPage: Bool) -> TypeSectionView {
        TypeSectionView(
            id: isPage ? nil : ids.id(for: symbol.swiftPath),
            name: symbol.swiftName,
            swiftPath: symbol.swiftPath,
            kindLabel: "enum",
            declaration: HTML(text: "public enum \(symbol.swiftName): \(symbol.rawType), Codable, Equatable, CaseIterable"),
            description: Markdown.html(symbol.description ?? "", headings: isPage ? .outline(under: 1) : .bold)
                + FactsHTML(linker: linker).schema(Self.withoutValues(symbol.facts), name: symbol.name),
            properties: [],
            inheritedProperties: [],
            additionalProperties: nil,
            cases: cases(symbol),
            discriminatorProperty: nil,
            associatedCases: [],
            mapping: []
        )
    }

    /// Sections for the enums and inline types declared inside `model`, depth first.
    mutating func nestedSections(of model: ModelSymbol) -> [TypeSectionView] {
        var result: [TypeSectionView] = []
        appendNested(enums: model.enums, types: model.nestedTypes, to: &result)
        return result
    }

    /// Sections for `enums` and `types` (and everything declared inside them), depth first.
    mutating func appendNested(enums: [EnumSymbol], types: [ModelSymbol], to result: inout [TypeSectionView]) {
        for symbol in enums { result.append(section(symbol, isPage: false)) }
        for nested in types {
            result.append(section(nested, isPage: false))
            appendNested(enums: nested.enums, types: nested.nestedTypes, to: &result)
        }
    }

    /// A property's block: its name (linked for an inherited one), type, whether the key must
    /// be present, the JSON key when it is not the Swift name, description and facts.
    private func property(_ property: PropertySymbol, id: HTML, name: HTML) -> MemberBlockView {
        var block = MemberBlockView(name: name)
        block.id = id
        block.type = linker.html(property.type, optional: property.optional)
        block.required = property.required
        if property.name != property.swiftName { block.details = [.code("JSON key", property.name)] }
        block.description = Markdown.html(property.description ?? "")
        block.facts = FactsHTML(linker: linker).schema(property.facts, required: property.required, name: property.name)
        return block
    }

    private mutating func cases(_ symbol: EnumSymbol) -> [MemberBlockView] {
        var blocks: [MemberBlockView] = []
        blocks.reserveCapacity(symbol.cases.count)
        for item in symbol.cases {
            var block = MemberBlockView(name: HTML.breakable(item.swiftName))
            block.id = HTML.optional(ids.id(for: item.swiftPath))
            let raw = item.isString ? SwiftSourceLiteral.string(item.rawValue) : item.rawValue
            block.description = HTML(trusted: "<p>Raw value <code>" + HTML.breakable(raw).markup + "</code></p>")
            blocks.append(block)
        }
        return blocks
    }

    /// The Swift declaration line, with the superclass or aliased type linked.
    private func declaration(_ model: ModelSymbol) -> HTML {
        let name = model.swiftName
        switch model.kind {
        case .class, .struct:
            let keyword = model.kind == .class ? "class" : "struct"
            let head = HTML(text: "public \(keyword) \(name): ")
            if let superclass = model.superclass, model.kind == .class { return head + linker.html(superclass) }
            return head + HTML(text: context.graph.options.modelProtocol)
        case .enum:
            let raw = model.enumSymbol?.rawType.description ?? "String"
            return HTML(text: "public enum \(name): \(raw), Codable, Equatable, CaseIterable")
        case .discriminatedEnum:
            return HTML(text: "public enum \(name): Codable, Equatable")
        case .typealias:
            let alias = model.aliasOf.map { linker.html($0) } ?? HTML(text: context.graph.options.anyType)
            return HTML(text: "public typealias \(name) = ") + alias
        }
    }

    /// The facts without the allowed values (an enum's cases table lists them).
    static func withoutValues(_ facts: SchemaFacts) -> SchemaFacts {
        var copy = facts
        copy.allowedValues = []
        return copy
    }

    static func kindLabel(_ kind: ModelSymbol.Kind) -> String {
        switch kind {
        case .class: return "class"
        case .struct: return "struct"
        case .enum: return "enum"
        case .discriminatedEnum: return "enum with associated values"
        case .typealias: return "typealias"
        }
    }
}
