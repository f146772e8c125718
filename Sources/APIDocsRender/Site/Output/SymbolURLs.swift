import APIDocsSymbols

/// Where each Swift path of a client is documented, as `symbols.json` says it, for tools that
/// link to the pages without building them (`apidocs diff --site-url`).
///
/// It asks the same plan the site is written from, so a link made here is the link the page
/// has; a path with several places (two declarations of one name) links to the first.
public enum SymbolURLs {
    /// SwagGen flavour: Swift path → URL relative to the API folder.
    public static func swagGen(_ graph: SymbolGraph) -> [String: String] {
        var urls: [String: String] = [:]
        for entry in SitePlan(graph: graph).symbolMap {
            if let first = entry.places.first { urls[entry.path] = first.url }
        }
        return urls
    }

    /// swift-openapi-generator flavour: Swift path → URL relative to the API folder (for a
    /// path with two kinds, the first kind's).
    public static func swiftOpenAPIGenerator(_ tree: ClientDeclarationTree) -> [String: String] {
        SOGSitePlan(graph: tree).pathLocations.mapValues(\.url)
    }
}
