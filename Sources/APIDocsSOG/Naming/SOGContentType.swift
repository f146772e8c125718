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
