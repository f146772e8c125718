/// GitHub-style heading ids for rendered Markdown, so a README's `[x](#request)` links land.
///
/// cmark-gfm writes headings as bare `<h2>` tags; `insert` adds the ids in document order.
/// Heading tags inside text or code are escaped by cmark (`&lt;h2>`), so every bare tag found
/// is a real heading.
enum HeadingID {
    /// `Request Behaviour` → `request-behaviour`: ASCII letters lower-cased, digits, `-` and `_`
    /// kept, spaces become `-`, everything else dropped; `section` when nothing is left.
    static func make(_ title: String) -> String {
        var bytes: [UInt8] = []
        for byte in title.utf8 {
            switch byte {
            case 0x41...0x5A: bytes.append(byte + 0x20)
            case 0x61...0x7A, 0x30...0x39, 0x5F, 0x2D: bytes.append(byte)
            case 0x20: bytes.append(0x2D)
            default: break
            }
        }
        return bytes.isEmpty ? "section" : String(decoding: bytes, as: UTF8.self)
    }

    /// `html` with `id="…"` added to its first `ids.count` heading tags.
    /// One id per title, in order: the title's id, or with `-1`, `-2`… appended when an
    /// earlier title or one of `reserved` has it.
    static func unique(_ titles: [String], reserved: Set<String>) -> [String] {
        var taken = reserved
        return titles.map { title in
            let base = make(title)
            var candidate = base
            var counter = 1
            while !taken.insert(candidate).inserted {
                candidate = "\(base)-\(counter)"
                counter += 1
            }
            return candidate
        }
    }

    static func insert(_ ids: [String], into html: String) -> String {
        var result: [UInt8] = []
        let bytes = Array(html.utf8)
        result.reserveCapacity(bytes.count + ids.count * 16)
        var next = 0
        var index = 0
        while index < bytes.count {
            if next < ids.count, index + 3 < bytes.count, bytes[index] == 0x3C, bytes[index + 1] == 0x68,
               (0x31...0x36).contains(bytes[index + 2]), bytes[index + 3] == 0x3E {
                result.append(contentsOf: bytes[index..<index + 3])
                result.append(contentsOf: Array(" id=\"\(ids[next])\"".utf8))
                result.append(0x3E)
                next += 1
                index += 4
                continue
            }
            result.append(bytes[index])
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// `html` with every same-page link whose fragment is not in `ids` turned back into its
    /// text, so a README that points at a heading it does not have leaves no broken link.
    static func unlinkMissingFragments(_ html: String, ids: Set<String>) -> String {
        let open = "<a href=\"#"
        guard ByteSearch.contains(html, open) else { return html }
        var result = ""
        var cursor = html.startIndex
        while let start = html[cursor...].firstRange(of: open) {
            guard let quote = html[start.upperBound...].firstIndex(of: "\""),
                  let tagEnd = html[quote...].firstIndex(of: ">"),
                  let close = html[tagEnd...].firstRange(of: "</a>") else { break }
            let fragment = String(html[start.upperBound..<quote])
            result += html[cursor..<start.lowerBound]
            if ids.contains(fragment) {
                result += html[start.lowerBound..<close.upperBound]
            } else {
                result += html[html.index(after: tagEnd)..<close.lowerBound]
            }
            cursor = close.upperBound
        }
        result += html[cursor...]
        return result
    }
}
