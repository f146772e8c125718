import APIDocsSymbols

/// Where each Swift path of a client is documented, as `symbols.json` says it, for tools that
/// link to the pages without building them (`apidocs diff --site-url`).
///
/// It asks the same plan the site is written from, so a link made here is the link the pages
/// have: a path two declarations share links where the pages' own links go (the place the
/// generated code's name lookup finds), as the Changes pages of versioned docs do.
public enum SymbolURLs {
    /// SwagGen flavour: Swift path → URL relative to the API folder.
    public static func swagGen(_ graph: SymbolGraph) -> [String: String] {
        SitePlan(graph: graph).locations.mapValues(\.url)
    }

    /// swift-openapi-generator flavour: Swift path → URL relative to the API folder (for a
    /// path with two kinds, the first kind's).
    public static func swiftOpenAPIGenerator(_ tree: ClientDeclarationTree) -> [String: String] {
        SOGSitePlan(graph: tree).pathLocations.mapValues(\.url)
    }
}
