/// The address an output folder is published at (`--site-url`, `siteURL:`), checked once.
///
/// It exists so that the few things only a published site can have (a canonical link on every
/// page, `sitemap.xml`, a `404.html` that works at any depth) are made from one validated,
/// normalised value: an absolute `http://` or `https://` URL with a host (scheme and host in
/// lower case), ending in exactly one `/`, with no query, fragment or credentials, and only characters a URL may hold unencoded.
/// Every absolute address of a file of the site is made here, from its path relative to the
/// output folder.
public struct SiteURL: Sendable, Hashable, CustomStringConvertible {
    /// `https://example.org/docs/`: normalised, always ending in one `/`.
    public let text: String

    /// What is wrong with a text given as a site URL.
    public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        /// Why it is not one (`it names no host`).
        public let reason: String
        public var description: String { reason }
    }

    /// The site URL `text` names, normalised; throws why it is not one.
    public init(validating text: String) throws(Problem) {
        guard let schemeEnd = SiteURL.schemeLength(text) else {
            throw Problem(reason: "it must start with http:// or https://")
        }
        for scalar in text.unicodeScalars where !SiteURL.isAllowed(scalar) {
            let shown = scalar.value < 0x21 || scalar.value == 0x7F ? "U+" + String(scalar.value, radix: 16, uppercase: true) : String(scalar)
            throw Problem(reason: "it contains '\(shown)', which a URL cannot hold unencoded")
        }
        if !SiteURL.percentEscapesAreWhole(text) {
            throw Problem(reason: "each '%' must begin an escape of two hexadecimal digits (%20)")
        }
        if text.contains("?") || text.contains("#") {
            throw Problem(reason: "it must not have a query (?) or a fragment (#)")
        }
        let rest = text.unicodeScalars.dropFirst(schemeEnd)
        let authority = String(String.UnicodeScalarView(rest.prefix { $0 != "/" }))
        if authority.contains("@") {
            throw Problem(reason: "it must not hold a user name or password")
        }
        let (host, port) = SiteURL.split(authority)
        if host.isEmpty { throw Problem(reason: "it names no host") }
        if let port, port.isEmpty || !port.allSatisfy(\.isASCII) || !port.allSatisfy(\.isNumber) {
            throw Problem(reason: "its port must be a number")
        }
        let scheme = String(text.unicodeScalars.prefix(schemeEnd)).lowercased()
        var path = String(String.UnicodeScalarView(rest.dropFirst(authority.unicodeScalars.count)))
        while path.hasSuffix("/") { path.removeLast() }
        // Scheme and host are case-insensitive: written in lower case, as browsers write them.
        self.text = scheme + authority.lowercased() + path + "/"
    }

    public var description: String { text }

    /// The absolute address of the file at `path`, relative to the output folder
    /// (`Bookshop/models/book.html`): each `/`-separated segment percent-encoded.
    public func address(of path: String) -> String {
        text + path.split(separator: "/", omittingEmptySubsequences: false).map { SitePaths.percentEncoded(String($0)) }.joined(separator: "/")
    }

    /// The number of scalars of `http://` or `https://` (any case) at the start of `text`.
    static func schemeLength(_ text: String) -> Int? {
        let lowered = text.lowercased()
        for scheme in ["http://", "https://"] where lowered.hasPrefix(scheme) { return scheme.count }
        return nil
    }

    /// RFC 3986's unreserved and reserved characters and `%`: what a URL holds as written.
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9": return true
        default: return "-._~:/?#[]@!$&'()*+,;=%".unicodeScalars.contains(scalar)
        }
    }

    /// Every `%` is followed by two hexadecimal digits.
    static func percentEscapesAreWhole(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "%") {
            guard index + 2 < bytes.count, bytes[index + 1].isHexDigit, bytes[index + 2].isHexDigit else { return false }
        }
        return true
    }

    /// `host:port` split at the colon after the host (`[::1]:8080` keeps its brackets).
    static func split(_ authority: String) -> (host: String, port: String?) {
        let afterHost = authority.hasPrefix("[") ? authority.firstIndex(of: "]").map { authority.index(after: $0) } : authority.startIndex
        guard let afterHost, let colon = authority[afterHost...].firstIndex(of: ":") else { return (authority, nil) }
        return (String(authority[..<colon]), String(authority[authority.index(after: colon)...]))
    }
}

private extension UInt8 {
    var isHexDigit: Bool {
        (0x30...0x39).contains(self) || (0x41...0x46).contains(self) || (0x61...0x66).contains(self)
    }
}
