/// The Swift names swift-openapi-generator gives to documented names, for one configuration.
///
/// Every translation step asks this one value, so the strategy and the user's
/// `nameOverrides` apply everywhere alike (overrides replace the computed name outright, for
/// types and members, but not for content-type names, as in SOG).
public struct SOGNamer: Sendable {
    public let strategy: SOGNamingStrategy
    public let overrides: [String: String]
    private let defensive = DefensiveNamer()
    private let idiomatic = IdiomaticNamer()

    public init(strategy: SOGNamingStrategy, overrides: [String: String] = [:]) {
        self.strategy = strategy
        self.overrides = overrides
    }

    /// The name of a type made from a documented name (schema, operation namespace...).
    public func typeName(_ documented: String) -> String {
        if let override = overrides[documented] { return override }
        return strategyName(documented, upperInitial: true)
    }

    /// The name of a property, case or method made from a documented name.
    public func memberName(_ documented: String) -> String {
        if let override = overrides[documented] { return override }
        return strategyName(documented, upperInitial: false)
    }

    /// The strategy's name without overrides (to find which documented names collide).
    func strategyName(_ documented: String, upperInitial: Bool) -> String {
        switch strategy {
        case .defensive: return defensive.name(documented)
        case .idiomatic: return idiomatic.name(documented, upperInitial: upperInitial)
        }
    }

    /// The case and property name of a media type (`json`, `plainText`, `text_html`...).
    public func contentTypeName(_ contentType: SOGContentType) -> String {
        if let common = Self.commonContentTypeNames[contentType.lowercasedTypeSubtypeAndParameters] { return common }
        switch strategy {
        case .defensive:
            var parts = [defensive.name(contentType.type), defensive.name(contentType.subtype)]
            for pair in contentType.lowercasedParameterPairs {
                parts += pair.split(separator: "=").map { defensive.name(String($0)) }
            }
            return parts.joined(separator: "_")
        case .idiomatic:
            var name = idiomatic.name(contentType.type, upperInitial: false)
            name += idiomatic.name(contentType.subtype, upperInitial: false).upperInitial
            for pair in contentType.lowercasedParameterPairs {
                for part in pair.split(separator: "=") {
                    name += idiomatic.name(String(part), upperInitial: false).upperInitial
                }
            }
            return name
        }
    }

    /// Media types with a fixed Swift name in both strategies.
    static let commonContentTypeNames: [String: String] = [
        "application/json": "json", "application/x-www-form-urlencoded": "urlEncodedForm",
        "multipart/form-data": "multipartForm", "text/plain": "plainText", "*/*": "any",
        "application/xml": "xml", "application/octet-stream": "binary", "text/html": "html",
        "application/yaml": "yaml", "text/csv": "csv", "image/png": "png", "application/pdf": "pdf",
        "image/jpeg": "jpeg",
    ]
}

extension String {
    /// The text with its first letter in upper case, wherever it is (`_ast_` becomes `_Ast_`,
    /// `2xx` stays): SOG's rule wherever it capitalises a name it derives (a media type's
    /// subtype, a response's type, an inline member's type).
    var upperInitial: String {
        guard let letter = firstIndex(where: \.isLetter) else { return self }
        return self[..<letter] + self[letter].uppercased() + self[index(after: letter)...]
    }
}
