import APIDocsSymbols

extension SOGPageBuilder {
    /// The builder of `input`'s site with `settings`: the plan (the parts marked `x-internal`
    /// or `x-hidden` left out), the example writer, and the guides resolved against the plan's
    /// symbol table. The site and the DocC catalog both start here, so they place every symbol
    /// and resolve every guide link alike.
    init(site input: SOGSiteInput, settings: SiteSettings) {
        let plan = SOGSitePlan(graph: input.graph, hidden: Set(input.facts.hidden.keys))
        self.init(plan: plan, facts: input.facts, examples: SOGExampleWriter(types: plan.types, hasServer: !input.facts.serverURLs.isEmpty), settings: settings)
        guides = settings.guides.map { guides in
            GuideSite(input: guides, table: GuideLinkTable(entries: SOGSiteDataFiles.symbolEntries(plan, graph: input.graph), tree: input.graph, spec: guides.spec))
        }
    }
}
