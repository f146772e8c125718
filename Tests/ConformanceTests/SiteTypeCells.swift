import Foundation

/// Reads the type cell of a row of a built page: the links in it, as the page they lead to
/// plus their anchor, so a test can compare them with where the type should lead.
enum SiteTypeCells {
    /// The `(text, target)` links of the type of the member block with id `anchor` on `page`,
    /// the targets made relative to the API folder (`models/pet.html#Owner`); nil when no
    /// block has it.
    static func links(inRow anchor: String, of html: String, page: String) -> [(text: String, target: String)]? {
        guard let start = html.range(of: "<li class=\"member\" id=\"\(anchor)\">"),
              let end = html[start.upperBound...].range(of: "</li>") else { return nil }
        let row = html[start.upperBound..<end.lowerBound]
        // A response case shows its payload in its declaration (`status200(Pet)`), the rest
        // in the type.
        guard let open = row.range(of: "<code class=\"member-type\">") ?? row.range(of: "<code class=\"member-name\">"),
              let close = row[open.upperBound...].range(of: "</code>") else { return [] }
        // Long names carry `<wbr>` break opportunities, which are not part of the text.
        let cell = row[open.upperBound..<close.lowerBound].replacing("<wbr>", with: "")
        return cell.matches(of: /<a href="([^"]*)">([^<]*)<\/a>/).map { match in
            (String(match.output.2), resolve(String(match.output.1), from: page))
        }
    }

    /// `href` written on `page`, as a path relative to the API folder (with its fragment).
    static func resolve(_ href: String, from page: String) -> String {
        let parts = href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        var folders = page.split(separator: "/").map(String.init).dropLast()
        var file = page
        if !parts[0].isEmpty {
            for component in parts[0].split(separator: "/") {
                if component == ".." { folders = folders.dropLast() } else { folders.append(String(component)) }
            }
            file = folders.joined(separator: "/")
        }
        return parts.count == 2 ? file + "#" + parts[1] : file
    }

    /// The names of a Swift type expression (`[String: [Pet]]` → `String`, `Pet`), in order.
    static func names(_ type: String) -> [String] {
        type.split(whereSeparator: { "[]:?, ".contains($0) }).map(String.init)
    }
}
