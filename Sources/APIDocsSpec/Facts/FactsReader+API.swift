import APIDocsLoader

/// The API-level facts: info, contact, license, terms, tags, security schemes and webhooks.
extension FactsReader {
    /// The API's facts; with `siteExtensions`, also the vendor extensions only the site shows
    /// (`x-tagGroups`, `x-logo`, tag `x-displayName` and `x-traitTag`), whose problems are
    /// then reported: a run that writes only the README neither reads nor checks them.
    public func apiFacts(siteExtensions: Bool = true) -> APIFacts {
        let root = spec.root
        let info = root["info"]
        let contact = info?["contact"].map { ContactFacts(name: $0["name"]?.text, url: $0["url"]?.text, email: $0["email"]?.text) }
        let license = info?["license"].map { LicenseFacts(name: $0["name"]?.text, identifier: $0["identifier"]?.text, url: $0["url"]?.text) }
        let tags = spec.tags.map { declaration in
            var tag = TagFacts(name: declaration.name, summary: declaration.summary, description: declaration.description, externalDocs: declaration.externalDocs)
            if siteExtensions { (tag.displayName, tag.isTrait) = tagExtensions(declaration.name) }
            return tag
        }
        let webhooks = (root["webhooks"]?.mapping?.entries ?? []).flatMap { entry in
            endpoints(name: entry.key, expression: entry.key, pathItem: entry.value)
        }
        var facts = APIFacts(
            title: spec.info.title, summary: spec.info.summary, description: spec.info.description, version: spec.info.version,
            termsOfService: info?["termsOfService"]?.text, contact: contact, license: license,
            externalDocs: externalDocs(root["externalDocs"]), specVersion: spec.version.rawValue,
            securitySchemes: spec.securitySchemes.map(securityScheme), tags: tags, webhooks: webhooks,
            raw: SpecValue(root)
        )
        if siteExtensions {
            facts.tagGroups = tagGroups()
            facts.logo = logo()
        }
        return facts
    }

    func securityScheme(_ scheme: SecurityScheme) -> SecuritySchemeFacts {
        let node = resolve(scheme.node)
        var type = node["type"]?.text ?? scheme.type ?? ""
        var httpScheme = node["scheme"]?.text
        var flows: [OAuthFlowFacts] = []
        if type == "basic" {
            // Swagger 2.0 basic authentication is HTTP basic.
            type = "http"
            httpScheme = "basic"
        }
        if let flowMap = node["flows"]?.mapping {
            flows = flowMap.entries.map { oauthFlow(kind: $0.key, $0.value) }
        } else if type == "oauth2", let flow = node["flow"]?.text {
            // Swagger 2.0: one flow on the scheme itself.
            flows = [oauthFlow(kind: flow, node)]
        }
        return SecuritySchemeFacts(
            name: scheme.name, type: type, description: description(node),
            location: node["in"]?.text, parameterName: node["name"]?.text,
            scheme: httpScheme, bearerFormat: node["bearerFormat"]?.text, flows: flows,
            openIdConnectUrl: node["openIdConnectUrl"]?.text, raw: SpecValue(scheme.node)
        )
    }

    func oauthFlow(kind: String, _ node: SpecNode) -> OAuthFlowFacts {
        OAuthFlowFacts(
            kind: kind, authorizationUrl: node["authorizationUrl"]?.text, tokenUrl: node["tokenUrl"]?.text,
            refreshUrl: node["refreshUrl"]?.text, deviceAuthorizationUrl: node["deviceAuthorizationUrl"]?.text,
            scopes: (node["scopes"]?.mapping?.entries ?? []).map { ($0.key, $0.value.text ?? "") }
        )
    }
}
