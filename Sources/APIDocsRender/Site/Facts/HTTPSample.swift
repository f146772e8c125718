import Foundation
import APIDocsSymbols

/// A plain HTTP request for an operation: method, URL on the first server, headers (with
/// where the credentials go) and the body sample.
///
/// The body is the first sample of the first request media type, which the page shows in full
/// under "Request body" just above; `text(for:graph:)` leaves it out (`hasBody` tells the
/// template to point there) so a page never carries the same sample twice.
enum HTTPSample {
    /// Whether the request sample has a body (the one shown under "Request body").
    static func hasBody(_ operation: OperationSymbol) -> Bool {
        hasBody(operation.facts.requestBody)
    }

    /// Whether a request with `body` has a body sample: its first media type has one.
    static func hasBody(_ body: RequestBodyFacts?) -> Bool {
        body?.mediaTypes.first?.firstSample != nil
    }

    /// The request line and headers, without the body.
    static func text(for operation: OperationSymbol, graph: SymbolGraph) -> String {
        let server = graph.servers.first.map { serverURL($0) } ?? ""
        let parameters = operation.request.options.map {
            Parameter(key: $0.key, location: $0.location.rawValue, required: $0.required, value: sampleValue(key: $0.key, facts: $0.facts))
        }
        let schemes = Dictionary(graph.api.securitySchemes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return text(
            method: operation.method, path: operation.path, server: server, parameters: parameters,
            scheme: operation.facts.security.first.flatMap { schemes[$0.name] },
            body: operation.facts.requestBody?.mediaTypes.first,
            accept: accept(operation.casesInSpecOrder.map(\.facts))
        )
    }

    /// The media type a request for an operation asks for as `Accept`, one rule for both client
    /// flavours, the HTTP sample and Try it: the first media type of the first success response
    /// (a `2…` status: a code or the `2XX` range) in the spec's order that has content. When no
    /// success response has content there is nothing to ask for, and no `Accept` is sent.
    ///
    /// The spec's order, not the lowest code: a spec that lists `201` before `200` means `201`
    /// first (SwagGen's response enum sorts its cases by code, which says nothing of that); and
    /// one with content, so that a `202 Accepted` listed first does not leave out the body a
    /// `200` sends.
    static func accept(_ responses: [ResponseFacts]) -> String? {
        responses.first { $0.code.hasPrefix("2") && !$0.mediaTypes.isEmpty }?.mediaTypes.first?.mediaType
    }

    /// A parameter as the request carries it.
    struct Parameter {
        var key: String
        /// `path`, `query`, `header`, `cookie` (others are not sent this way).
        var location: String
        var required: Bool
        var value: String
    }

    /// The request from its parts, for either client flavour: required query, header and
    /// cookie parameters, where the first security scheme puts the credentials, the body's
    /// first media type as `Content-Type` (its sample is the one under "Request body"), and
    /// the first success media type as `Accept`.
    static func text(method: String, path template: String, server: String, parameters: [Parameter], scheme: SecuritySchemeFacts?, body media: MediaTypeFacts?, accept: String?) -> String {
        var path = template
        var query: [String] = []
        var headers: [String] = []
        for parameter in parameters {
            switch parameter.location {
            case "path": path = replacing(path, "{" + parameter.key + "}", with: parameter.value)
            case "query" where parameter.required: query.append(parameter.key + "=" + parameter.value)
            case "header" where parameter.required: headers.append(parameter.key + ": " + parameter.value)
            case "cookie" where parameter.required: headers.append("Cookie: " + parameter.key + "=" + parameter.value)
            default: break
            }
        }
        if let scheme {
            if let header = scheme.credentialHeader {
                headers.append(header.name + ": " + header.value)
            } else if scheme.type == "apiKey", scheme.location == "query", let name = scheme.parameterName {
                query.append(name + "=<API key>")
            } else if scheme.type == "apiKey", scheme.location == "cookie", let name = scheme.parameterName {
                headers.append("Cookie: " + name + "=<API key>")
            }
        }
        if let media { headers.append("Content-Type: " + media.mediaType) }
        if let accept { headers.insert("Accept: " + accept, at: 0) }
        let url = joined(server, path) + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
        var lines = [method + " " + url + " HTTP/1.1"]
        if let host = host(of: url) { lines.append("Host: " + host) }
        lines += headers
        return lines.joined(separator: "\n")
    }

    static func serverURL(_ server: ServerSymbol) -> String {
        var url = server.url
        for variable in server.variables {
            url = replacing(url, "{" + variable.name + "}", with: variable.defaultValue ?? variable.enumValues?.first ?? variable.name)
        }
        return url
    }

    /// `text.replacingOccurrences(of: pattern, with: replacement)`, on bytes where that gives
    /// the same text (`ByteSearch.replacingASCII`).
    private static func replacing(_ text: String, _ pattern: String, with replacement: String) -> String {
        ByteSearch.replacingASCII(text, pattern, with: replacement) ?? text.replacingOccurrences(of: pattern, with: replacement)
    }

    static func joined(_ server: String, _ path: String) -> String {
        guard !server.isEmpty else { return path }
        return server.hasSuffix("/") && path.hasPrefix("/") ? String(server.dropLast()) + path : server + path
    }

    static func host(of url: String) -> String? {
        guard let range = url.range(of: "://") else { return nil }
        let rest = url[range.upperBound...]
        return rest.split(separator: "/", maxSplits: 1).first.map(String.init)
    }

    /// An example value of a parameter as it goes on the wire.
    static func sampleValue(key: String, facts parameter: ParameterFacts) -> String {
        if let json = parameter.examples.first?.json { return unquoted(json) }
        let facts = parameter.schema
        if let example = facts.examples.first { return unquoted(example.inlineJSON) }
        if let value = facts.defaultValue { return unquoted(value.inlineJSON) }
        if let value = facts.allowedValues.first { return unquoted(value) }
        return "{" + key + "}"
    }

    static func unquoted(_ json: String) -> String {
        json.count >= 2 && json.hasPrefix("\"") && json.hasSuffix("\"") ? String(json.dropFirst().dropLast()) : json
    }
}
