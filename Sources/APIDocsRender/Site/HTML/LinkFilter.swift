/// Keeps only the links of spec Markdown that can work on the site.
///
/// cmark already empties dangerous URLs (`javascript:`…) but keeps the element; an empty
/// `src` is invalid HTML and an empty `href` a dead link. Relative links (`/docs/x`, `x.html`,
/// `#section`) point into the spec author's own site, not ours, so they would be broken here
/// too. Such links become their text and such images their `alt` text; `http:`, `https:` and
/// `mailto:` links stay, and `#fragment` links stay where the caller keeps them (the README,
/// whose headings get ids).
enum LinkFilter {
    /// `html` with the links and images that cannot work removed; with `keepPrefix`, links
    /// whose URL starts with it stay too (an article's placeholders for resolved links).
    static func apply(_ html: String, keepFragments: Bool, keepPrefix: String? = nil) -> String {
        var result = html
        if ByteSearch.contains(result, "<a href=\"") { result = filterLinks(result, keepFragments: keepFragments, keepPrefix: keepPrefix) }
        if ByteSearch.contains(result, "<img src=\"") { result = filterImages(result) }
        return result
    }

    static func isKept(_ url: Substring, keepFragments: Bool) -> Bool {
        let lower = url.prefix(8).lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("mailto:") { return true }
        return keepFragments && url.hasPrefix("#") && url.count > 1
    }

    private static func filterLinks(_ html: String, keepFragments: Bool, keepPrefix: String?) -> String {
        // On UTF-8 bytes: the markers are ASCII, and `firstRange(of:)` on a `String` was most
        // of the cost of rendering a description.
        let bytes = Array(html.utf8)
        let opener = Array("<a href=\"".utf8)
        let closer = Array("</a>".utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var cursor = 0
        while let open = ByteSearch.offset(of: opener, in: bytes, from: cursor),
              let quote = bytes[(open + opener.count)...].firstIndex(of: UInt8(ascii: "\"")),
              let tagEnd = bytes[quote...].firstIndex(of: UInt8(ascii: ">")),
              let close = ByteSearch.offset(of: closer, in: bytes, from: tagEnd) {
            result.append(contentsOf: bytes[cursor..<open])
            let url = String(decoding: bytes[(open + opener.count)..<quote], as: UTF8.self)
            if isKept(url[...], keepFragments: keepFragments) || keepPrefix.map(url.hasPrefix) == true {
                result.append(contentsOf: bytes[open..<(close + closer.count)])
            } else {
                result.append(contentsOf: bytes[(tagEnd + 1)..<close])
            }
            cursor = close + closer.count
        }
        result.append(contentsOf: bytes[cursor...])
        return String(decoding: result, as: UTF8.self)
    }

    private static func filterImages(_ html: String) -> String {
        var result = ""
        var cursor = html.startIndex
        while let open = html[cursor...].firstRange(of: "<img src=\""),
              let quote = html[open.upperBound...].firstIndex(of: "\""),
              let end = html[quote...].firstRange(of: "/>") {
            result += html[cursor..<open.lowerBound]
            let url = html[open.upperBound..<quote]
            let lower = url.prefix(8).lowercased()
            if lower.hasPrefix("http://") || lower.hasPrefix("https://") {
                result += html[open.lowerBound..<end.upperBound]
            } else {
                let tag = html[quote..<end.lowerBound]
                if let alt = tag.firstRange(of: "alt=\""), let altEnd = tag[alt.upperBound...].firstIndex(of: "\"") {
                    result += tag[alt.upperBound..<altEnd]
                }
            }
            cursor = end.upperBound
        }
        result += html[cursor...]
        return result
    }
}
