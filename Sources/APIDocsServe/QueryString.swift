import Foundation

/// A URL query or form-encoded header value (`a=1&b=x%20y`) as name and value pairs, in order:
/// how the mock reads query parameters and the proxy reads `X-Apidocs-Server-Variables`.
///
/// `+` is a space and `%XX` a byte, as browsers encode forms; an invalid escape makes the
/// whole text invalid (`nil`), so a request can be refused with that reason instead of being
/// read half-way.
enum QueryString {
    static func pairs(_ text: String) -> [(name: String, value: String)]? {
        var pairs: [(name: String, value: String)] = []
        for item in text.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = decode(parts[0]), let value = parts.count > 1 ? decode(parts[1]) : "" else { return nil }
            pairs.append((name, value))
        }
        return pairs
    }

    /// One form-encoded component, or `nil` when an escape is invalid or the bytes are not UTF-8.
    static func decode(_ text: Substring) -> String? {
        text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }
}
