import APIDocsSpec

/// The webhook pages of a site (OpenAPI 3.1 `webhooks:`), one builder for both client flavours.
///
/// Neither client declares Swift for a webhook (SwagGen reads none, swift-openapi-generator
/// 1.14.3 generates none), so a webhook's page, its file, its entry in the home page's list and
/// in the sidebar are made from the spec alone and are the same in both; a flavour supplies only
/// its page chrome and how the facts link a type (`FactsHTML`).
struct WebhookPages: Sendable {
    let webhooks: [EndpointFacts]
    /// The page of `webhooks[i]`, relative to the API folder: `webhooks/<name>-<method>.html`,
    /// stems handed out in sorted order of those names (as every folder's are).
    let paths: [String]

    init(_ webhooks: [EndpointFacts]) {
        self.webhooks = webhooks
        let stems = SitePlan.stems(for: webhooks.enumerated().map { ($0.element.name + "-" + $0.element.method.lowercased(), $0.offset) })
        paths = webhooks.indices.map { "\(SitePlan.webhooksFolder)/\(stems[$0]!).html" }
    }

    /// The page of `webhooks[index]`: its name, method, and what the spec says of the request
    /// (parameters, body with samples, responses). `chrome` makes the page's shared parts from
    /// its path and title.
    func view(_ index: Int, facts: FactsHTML, chrome: (_ page: String, _ title: String) -> PageChrome) -> WebhookPageView {
        let hook = webhooks[index]
        return WebhookPageView(
            chrome: chrome(paths[index], hook.name),
            title: hook.name,
            method: hook.method,
            body: HTML(trusted: facts.endpoint(hook, id: "webhook", headingLevel: 2, showsHeading: false))
        )
    }

    /// The home page's list of webhooks, each linked to its page with its method and summary
    /// (empty without webhooks). The home page is at the API folder's root.
    var homeList: HTML {
        HTML(trusted: webhooks.isEmpty ? "" : "<ul class=\"webhook-list\">" + webhooks.enumerated().map { index, hook in
            "<li><a href=\"" + HTML.escape(paths[index]) + "\">" + FactsHTML.text(hook.name) + "</a> <span class=\"method method-"
                + hook.method.lowercased() + "\">" + FactsHTML.text(hook.method) + "</span>"
                + (hook.summary.map { ": " + FactsHTML.text($0) } ?? "") + "</li>"
        }.joined() + "</ul>")
    }

    /// The sidebar's Webhooks section: each webhook with its page and method.
    var navigationItems: [NavigationData.Item] {
        webhooks.indices.map { NavigationData.Item(text: webhooks[$0].name, page: paths[$0], method: webhooks[$0].method) }
    }
}
