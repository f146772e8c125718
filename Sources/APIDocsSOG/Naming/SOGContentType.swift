/// A media type key of a `content` map, parsed as swift-openapi-generator reads it.
///
/// Its category decides how a body is coded (JSON, URL-encoded form, multipart or raw
/// bytes) and so whether its schema produces Swift types at all.
public struct SOGContentType: Sendable, Hashable {
    public enum Category: Sendable {
        case json, urlEncodedForm, multipart, binary
    }

    /// Type and subtype as written (`application`, `vnd.api+JSON`).
    public let type: String
    public let subtype: String
    /// `key=value` parameters, spaces around `=` removed, as written.
    public let parameterPairs: [String]

    /// Parses `type/subtype; key=value`; `nil` when there is not exactly one `/`.
    public init?(_ text: String) {
        var pieces = text.split(separator: ";", omittingEmptySubsequences: true)
        guard !pieces.isEmpty else { return nil }
        let head = pieces.removeFirst().trimmingCharacters(in: " \t")
        let halves = head.split(separator: "/", omittingEmptySubsequences: true)
        guard halves.count == 2 else { return nil }
        type = String(halves[0])
        subtype = String(halves[1])
        parameterPairs = pieces.map { piece in
            piece.split(separator: "=", omittingEmptySubsequences: true)
                .map { $0.trimmingCharacters(in: " \t\n\r") }
                .joined(separator: "=")
        }
    }

    public var lowercasedTypeAndSubtype: String { (type + "/" + subtype).lowercased() }
    var lowercasedParameterPairs: [String] { parameterPairs.map { $0.lowercased() } }
    var lowercasedTypeSubtypeAndParameters: String {
        (type + "/" + subtype + parameterPairs.map { "; " + $0 }.joined()).lowercased()
    }

    /// The media type as SOG's remarks write it: lower case, `/` escaped (`application\/json`).
    var remarkText: String {
        type.lowercased() + "\\/" + subtype.lowercased() + parameterPairs.map { "; " + $0 }.joined().lowercased()
    }

    public var category: Category {
        let type = type.lowercased(), subtype = subtype.lowercased()
        if (type == "application" && subtype == "json") || subtype.hasSuffix("+json") { return .json }
        if type == "application" && subtype == "x-www-form-urlencoded" { return .urlEncodedForm }
        if type == "multipart" && subtype == "form-data" { return .multipart }
        return .binary
    }
}

extension StringProtocol {
    func trimmingCharacters(in set: String) -> String {
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}

/// A content map's keys as OpenAPIKit reads them, before SOG sees them.
///
/// OpenAPIKit parses a key into its type and subtype (everything before the first `;`, as
/// written) and a dictionary of parameters: each `name=value` part, trimmed of spaces and tabs,
/// a later name replacing an earlier one; a part that is not exactly one `name=value` pair is
/// dropped (`application/json;simple` is `application/json`). The key SOG then names is the
/// type and subtype followed by the parameters sorted by name (`; name=value`), and two written
/// keys that come out equal are one entry: the first one's place, the last one's content.
enum OpenAPIKitContentMap {
    /// The key SOG sees for a written content key.
    static func key(_ written: String) -> String {
        var parts = written.split(separator: ";", omittingEmptySubsequences: true)
        let typeAndSubtype = parts.isEmpty ? written : String(parts.removeFirst())
        var parameters: [String: String] = [:]
        for part in parts {
            let pair = part.split(separator: "=", omittingEmptySubsequences: true)
            guard pair.count == 2 else { continue }
            parameters[pair[0].trimmingCharacters(in: " \t")] = pair[1].trimmingCharacters(in: " \t")
        }
        return typeAndSubtype + parameters.sorted { $0.key < $1.key }.map { "; " + $0.key + "=" + $0.value }.joined()
    }

    /// The entries of a content map as OpenAPIKit holds them, each with the key SOG sees.
    static func entries<Content>(_ contents: [Content], writtenKey: (Content) -> String) -> [(content: Content, key: String)] {
        var order: [String] = []
        var latest: [String: Content] = [:]
        for content in contents {
            let key = key(writtenKey(content))
            if latest.updateValue(content, forKey: key) == nil { order.append(key) }
        }
        return order.map { (latest[$0]!, $0) }
    }
}
