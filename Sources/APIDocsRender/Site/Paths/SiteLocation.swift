/// Where a symbol is documented: a page of one API's site and, for members, an anchor on it.
///
/// Pages are paths relative to the API's folder (`models/pet.html`), made only of safe
/// stems, so a location can be written into an `href` or a URL without encoding.
public struct SiteLocation: Hashable, Sendable {
    /// The page, relative to the API folder.
    public var page: String
    /// The element `id` on that page; `nil` for the page's own symbol.
    public var anchor: String?

    public init(page: String, anchor: String? = nil) {
        self.page = page
        self.anchor = anchor
    }

    /// `page` or `page#anchor`, relative to the API folder (what `symbols.json` lists).
    public var url: String {
        guard let anchor else { return page }
        return page + "#" + anchor
    }
}

/// Relative links between files of a site, so that it works from any folder and from `file://`.
public enum SitePaths {
    /// The link from the page at `page` to `target`: `#anchor` on the same page, otherwise a
    /// relative path (`../models/pet.html#name`).
    public static func relativeHref(from page: String, to target: SiteLocation) -> String {
        if target.page == page, let anchor = target.anchor { return "#" + anchor }
        let path = relativePath(from: page, to: target.page)
        guard let anchor = target.anchor else { return path }
        return path + "#" + anchor
    }

    /// The relative path from the file at `page` to the file at `file`, both relative to the
    /// same root: `relativePath(from: "models/a.html", to: "index.html") == "../index.html"`.
    public static func relativePath(from page: String, to file: String) -> String {
        // Byte offset just past the last `/` the two paths share: their common folder.
        var common = 0
        var offset = 0
        var fromBytes = page.utf8.makeIterator()
        var toBytes = file.utf8.makeIterator()
        while let lhs = fromBytes.next(), let rhs = toBytes.next(), lhs == rhs {
            offset += 1
            if lhs == 0x2F { common = offset }
        }
        let ups = page.utf8.dropFirst(common).reduce(0) { $0 + ($1 == 0x2F ? 1 : 0) }
        return String(repeating: "../", count: ups) + String(Substring(file.utf8.dropFirst(common)))
    }

    /// `../` once per folder above `page`: the path from `page` back to the root (`""` at the root).
    public static func rootPrefix(of page: String) -> String {
        String(repeating: "../", count: page.utf8.reduce(0) { $0 + ($1 == 0x2F ? 1 : 0) })
    }

    /// `name` as one URL path segment: every byte outside `[A-Za-z0-9._~-]` percent-encoded.
    /// Used for output folder names, which come from users rather than from the plan.
    public static func percentEncoded(_ name: String) -> String {
        var result = ""
        for byte in name.utf8 {
            switch byte {
            case 0x41...0x5A, 0x61...0x7A, 0x30...0x39, 0x2D, 0x2E, 0x5F, 0x7E:
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }
}
