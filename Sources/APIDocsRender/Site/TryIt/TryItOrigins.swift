import APIDocsSOG
import APIDocsSymbols
import Foundation

/// The origins the "Try it" panel may send requests to: those of the spec's http(s) servers.
///
/// They make the pages' Content-Security-Policy `connect-src` (with the page's own origin, for
/// `apidocs serve`'s mock and proxy), so no script on a page can send anything, credentials
/// included, anywhere else. A variable in a server URL counts with each of its allowed values,
/// or with its default when any value is allowed.
public enum TryItOrigins {
    /// The origins of a SwagGen-flavour site's servers.
    public static func of(graph: SymbolGraph) -> [String] {
        of(graph.servers.map { server in
            TryItParts.server(url: server.url, description: nil, variables: server.variables.map { ($0.name, $0.defaultValue, $0.enumValues ?? []) })
        })
    }

    /// The origins of a swift-openapi-generator-flavour site's servers.
    public static func of(sog facts: SOGDocumentFacts) -> [String] {
        of(facts.servers.map { server in
            TryItParts.server(url: server.url, description: nil, variables: server.variables.map { ($0.name, $0.defaultValue, $0.enumValues) })
        })
    }

    /// `scheme://host[:port]` of every server, lower case, sorted, each once.
    public static func of(_ servers: [TryItRequest.Server]) -> [String] {
        var origins: Set<String> = []
        for server in servers {
            for url in expanded(server) {
                if let origin = origin(of: url) { origins.insert(origin) }
            }
        }
        return origins.sorted()
    }

    /// The server's URL with its variables set every way the spec allows (defaults for free ones).
    static func expanded(_ server: TryItRequest.Server) -> [String] {
        var urls = [server.url]
        for variable in server.variables {
            let values = variable.values.isEmpty ? [variable.defaultValue] : variable.values
            urls = urls.flatMap { url in values.map { url.replacingOccurrences(of: "{" + variable.name + "}", with: $0) } }
            if urls.count > 64 { break }
        }
        return urls
    }

    /// The origin of an absolute `http(s)` URL; `nil` for anything else (a relative URL, another
    /// scheme, a host with characters no host has, a URL with user info).
    public static func origin(of url: String) -> String? {
        let lower = url.lowercased()
        let scheme: String
        if lower.hasPrefix("https://") { scheme = "https" } else if lower.hasPrefix("http://") { scheme = "http" } else { return nil }
        let rest = lower.dropFirst(scheme.count + 3)
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard !authority.isEmpty, !authority.contains("@"),
              authority.allSatisfy({ $0.isLetter && $0.isASCII || $0.isNumber && $0.isASCII || "-.:[]".contains($0) }) else { return nil }
        var host = String(authority)
        if host.hasSuffix(":443") && scheme == "https" { host.removeLast(4) }
        if host.hasSuffix(":80") && scheme == "http" { host.removeLast(3) }
        return scheme + "://" + host
    }

    /// The policy of an API's pages: requests only to the page's origin and `origins`; no form
    /// sends the page anywhere; no plugins; no `<base>` that moves relative links.
    public static func contentSecurityPolicy(_ origins: [String]) -> String {
        (["connect-src 'self'"] + origins).joined(separator: " ") + "; form-action 'none'; object-src 'none'; base-uri 'none'"
    }
}
