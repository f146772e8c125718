import APIDocsRender
import Foundation

/// Where a `/__apidocs/proxy/` request goes, or why it may not go anywhere: the declared
/// server's URL (its variables at their defaults or as `X-Apidocs-Server-Variables` sets them)
/// followed by the request's path below it and its query.
///
/// The proxy is an allow-list, not a relay: the URL is built only from a server the spec
/// declares, an enum variable takes only its listed values, a free variable in the host only
/// its default, the path may not climb out with `.` or `..` segments or smuggle in another
/// URL (empty segments), and the built URL's origin must be one of the declared servers'
/// origins (`TryItOrigins`), checked last, on the URL as it will be sent.
struct ProxyTarget: Equatable {
    var url: String
    var origin: String

    /// Why a request is refused (403).
    struct Refusal: Error, Equatable {
        var reason: String
    }

    /// - Parameters:
    ///   - index: the server's index as written in the route (`0`).
    ///   - path: the raw (percent-encoded) path below the server URL: empty, or starting with `/`.
    ///   - query: the raw query, without its `?`; `nil` when the request had none.
    ///   - variables: the `X-Apidocs-Server-Variables` header (`name=value&…`, form-encoded).
    static func resolve(index: String, path: String, query: String?, variables: String?,
                        servers: [TryItRequest.Server]) -> Result<ProxyTarget, Refusal> {
        func refuse(_ reason: String) -> Result<ProxyTarget, Refusal> { .failure(Refusal(reason: reason)) }
        guard !index.isEmpty, index.count <= 4, index.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(index), servers.indices.contains(number) else {
            let declared = servers.isEmpty ? "declares no server" : "declares \(servers.count) server\(servers.count == 1 ? "" : "s") (0 to \(servers.count - 1))"
            return refuse("server index '\(index)' does not exist: the spec \(declared)")
        }
        let server = servers[number]
        let template = server.url
        let lower = template.lowercased()
        guard lower.hasPrefix("http://") || lower.hasPrefix("https://") else {
            return refuse("server \(number) ('\(template)') is not an absolute http(s) URL; only those can be proxied")
        }
        let values: [String: String]
        switch variableValues(variables, server: server, number: number) {
        case .success(let found): values = found
        case .failure(let refusal): return .failure(refusal)
        }
        var base = template
        for variable in server.variables {
            base = base.replacingOccurrences(of: "{" + variable.name + "}", with: values[variable.name] ?? variable.defaultValue)
        }
        guard !base.contains("{") && !base.contains("}") else {
            return refuse("server \(number) ('\(template)') has a variable it does not declare")
        }
        while base.hasSuffix("/") { base.removeLast() }
        if let problem = pathProblem(path) { return refuse(problem) }
        if let query, let problem = queryProblem(query) { return refuse(problem) }
        let url = base + path + (query.map { "?" + $0 } ?? "")
        let scheme = lower.hasPrefix("https://") ? "https://" : "http://"
        let afterAuthority = url.dropFirst(scheme.count).drop { $0 != "/" && $0 != "?" && $0 != "#" }
        if let problem = pathProblem(String(afterAuthority.prefix { $0 != "?" })) { return refuse(problem) }
        let allowed = TryItOrigins.of(servers)
        guard let origin = TryItOrigins.origin(of: url), allowed.contains(origin) else {
            let shown = TryItOrigins.origin(of: url) ?? String(url.prefix(80))
            return refuse("\(shown) is not the origin of a server the spec declares (allowed: \(allowed.isEmpty ? "none" : allowed.joined(separator: ", ")))")
        }
        return .success(ProxyTarget(url: url, origin: origin))
    }

    /// The header's values, each checked against its variable.
    static func variableValues(_ header: String?, server: TryItRequest.Server, number: Int) -> Result<[String: String], Refusal> {
        guard let header, !header.isEmpty else { return .success([:]) }
        guard let pairs = QueryString.pairs(header) else {
            return .failure(Refusal(reason: "X-Apidocs-Server-Variables is not valid form encoding (name=value&…)"))
        }
        let authority = authorityPart(server.url)
        var values: [String: String] = [:]
        for (name, value) in pairs {
            guard let variable = server.variables.first(where: { $0.name == name }) else {
                return .failure(Refusal(reason: "server \(number) has no variable '\(name)'"))
            }
            if !variable.values.isEmpty {
                guard variable.values.contains(value) else {
                    return .failure(Refusal(reason: "server variable '\(name)' may only be \(variable.values.joined(separator: ", ")); got '\(value)'"))
                }
            } else if authority.contains("{" + name + "}") {
                guard value == variable.defaultValue else {
                    return .failure(Refusal(reason: "server variable '\(name)' is part of the host and lists no values, so only its default '\(variable.defaultValue)' can be proxied; got '\(value)'"))
                }
            } else if let bad = value.unicodeScalars.first(where: { !isPathCharacter($0) && $0 != "/" }) {
                return .failure(Refusal(reason: "server variable '\(name)' holds '\(bad.escaped(asASCII: true))', which a URL path cannot carry"))
            }
            values[name] = value
        }
        return .success(values)
    }

    /// `scheme://authority` of a URL template (where a variable would change the origin).
    static func authorityPart(_ template: String) -> Substring {
        guard let marker = template.range(of: "://") else { return "" }
        return template[..<marker.upperBound] + template[marker.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    }

    /// Why a raw path may not be sent: a character a path cannot hold, a bad escape, a `.`,
    /// `..` or empty segment (a trailing slash aside), or one that decodes to a backslash.
    static func pathProblem(_ path: String) -> String? {
        guard !path.isEmpty else { return nil }
        guard path.hasPrefix("/") else { return "the path must start with '/'" }
        let segments = path.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        for (position, segment) in segments.enumerated() {
            if let bad = segment.unicodeScalars.first(where: { !isPathCharacter($0) }) {
                return "the path holds '\(bad.escaped(asASCII: true))', which a URL path cannot carry unescaped"
            }
            guard let decoded = unescaped(segment) else {
                return "the path segment '\(segment)' is not valid percent-encoding"
            }
            if decoded == [0x2E] || decoded == [0x2E, 0x2E] { return "the path may not hold '.' or '..' segments" }
            if decoded.contains(where: { $0 == 0x5C || $0 < 0x20 || $0 == 0x7F }) {
                return "the path segment '\(segment)' decodes to a backslash or a control character"
            }
            if segment.isEmpty && position != segments.count - 1 { return "the path may not hold an empty segment ('//')" }
        }
        return nil
    }

    /// Why a raw query may not be sent: a space, a control character, `#` or a byte beyond ASCII.
    static func queryProblem(_ query: String) -> String? {
        for scalar in query.unicodeScalars where !scalar.isASCII || scalar.value <= 0x20 || scalar.value == 0x7F || scalar == "#" {
            return "the query holds '\(scalar.escaped(asASCII: true))', which must be percent-encoded"
        }
        return unescaped(Substring(query)) == nil ? "the query is not valid percent-encoding" : nil
    }

    /// The bytes of percent-encoded text (`%2e` → `.`), whatever they encode; `nil` when a `%`
    /// is not followed by two hexadecimal digits.
    static func unescaped(_ text: Substring) -> [UInt8]? {
        var bytes: [UInt8] = []
        var rest = text.utf8[...]
        while let byte = rest.first {
            rest = rest.dropFirst()
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            let digits = rest.prefix(2)
            guard digits.count == 2, digits.allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
                  let value = UInt8(String(decoding: digits, as: UTF8.self), radix: 16) else { return nil }
            bytes.append(value)
            rest = rest.dropFirst(2)
        }
        return bytes
    }

    /// RFC 3986 `pchar` (unreserved, sub-delims, `:`, `@`) and `%` of an escape.
    static func isPathCharacter(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else { return false }
        let character = Character(scalar)
        return character.isLetter || character.isNumber || "-._~!$&'()*+,;=:@%".contains(character)
    }
}
