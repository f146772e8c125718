/// Swift syntax colouring of the code blocks of a rendered page, done at build time.
///
/// Pages carry no highlighting script: every `<code class="language-swift" …>` (templates'
/// blocks, whatever attributes follow the class, and cmark-gfm's fenced ```` ```swift ````
/// blocks) and `<code data-lang="swift">` is coloured here, whatever Swift it holds. The block's content is already HTML (escaped text and our
/// own links), so tags pass through untouched and only text is wrapped in
/// `<span class="sx-…">`: keywords (`kw`), types (`ty`), strings (`st`), numbers (`nu`),
/// comments (`co`), attributes (`at`) and editor placeholders (`ph`). A span never contains a tag: it is closed before one
/// and reopened after it.
enum SwiftHighlighter {
    /// How a Swift block's opening tag starts; the tag goes on to `>` (directly, or after more
    /// attributes such as the compile test's `data-swift`).
    static let openers = ["<code class=\"language-swift\"", "<code data-lang=\"swift\""]

    /// `page` with every Swift code block coloured. Blocks are found on the UTF-8 bytes
    /// (Foundation's `range(of:)` was a tenth of a big site's build).
    static func colour(page: String) -> String {
        guard openers.contains(where: { ByteSearch.contains(page, $0) }) else { return page }
        let bytes = Array(page.utf8)
        let patterns = openers.map { Array($0.utf8) }
        let close = Array("</code>".utf8)
        // The page outside its Swift blocks is copied as slices of the page itself (already
        // valid UTF-8, so not checked again); only the coloured blocks are new text.
        let utf8 = page.utf8
        func slice(_ range: Range<Int>) -> Substring {
            page[utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)]
        }
        var result = ""
        result.reserveCapacity(bytes.count + bytes.count / 4)
        var coloured: [UInt8] = []
        var position = 0
        // Where each opener next occurs at or after `position` (Int.max: no more), found
        // again only once passed, so a page is scanned once per opener, not once per block.
        var upcoming = [(start: Int, end: Int)](repeating: (-1, -1), count: patterns.count)
        while true {
            var next: (start: Int, end: Int)? = nil
            for index in patterns.indices {
                if upcoming[index].start != Int.max, upcoming[index].start < position {
                    upcoming[index] = nextOpener(patterns[index], in: bytes, from: position)
                }
                let found = upcoming[index]
                if found.start != Int.max, found.start < (next?.start ?? Int.max) {
                    next = found
                }
            }
            guard let open = next, let end = ByteSearch.offset(of: close, in: bytes, from: open.end) else { break }
            result += slice(position..<open.end)
            let blockRange = open.end..<end
            let tookBytePath = bytes.withUnsafeBufferPointer { page in
                let block = UnsafeBufferPointer(rebasing: page[blockRange])
                guard takesBytePath(block) else { return false }
                coloured.removeAll(keepingCapacity: true)
                colourBytes(block, into: &coloured)
                return true
            }
            if tookBytePath {
                result += String(decoding: coloured, as: UTF8.self)
            } else {
                result += colourCharacters(block: slice(blockRange))
            }
            result += "</code>"
            position = end + close.count
        }
        result += slice(position..<bytes.count)
        return result
    }

    /// The next opening tag that starts with `pattern` at or after `from` (`Int.max` when there
    /// is none): where it starts, and just past its `>`. `language-swiftui` is another
    /// language, so the attribute must end where the pattern does.
    private static func nextOpener(_ pattern: [UInt8], in bytes: [UInt8], from: Int) -> (start: Int, end: Int) {
        var from = from
        while let start = ByteSearch.offset(of: pattern, in: bytes, from: from) {
            if let tagEnd = openingTagEnd(bytes, after: start + pattern.count) { return (start, tagEnd) }
            from = start + pattern.count
        }
        return (Int.max, Int.max)
    }

    /// Just past the `>` of the opening tag whose matched start ends at `offset`, when the
    /// tag ends there (`>`) or goes on with another attribute (a space, then no `<`).
    private static func openingTagEnd(_ bytes: [UInt8], after offset: Int) -> Int? {
        guard offset < bytes.count else { return nil }
        if bytes[offset] == UInt8(ascii: ">") { return offset + 1 }
        guard bytes[offset] == UInt8(ascii: " ") else { return nil }
        var index = offset
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: ">"): return index + 1
            case UInt8(ascii: "<"): return nil
            default: index += 1
            }
        }
        return nil
    }

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "protocol", "public", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as",
        "catch", "false", "is", "nil", "rethrows", "super", "self", "Self", "throw", "throws", "true", "try",
        "await", "async", "some", "any", "final", "override", "mutating", "lazy", "weak", "convenience",
        "required", "indirect",
    ]

    enum Kind: UInt8 { case plain, keyword, type, string, number, comment, attribute, placeholder }

    static func className(_ kind: Kind) -> String? {
        switch kind {
        case .plain: return nil
        case .keyword: return "sx-kw"
        case .type: return "sx-ty"
        case .string: return "sx-st"
        case .number: return "sx-nu"
        case .comment: return "sx-co"
        case .attribute: return "sx-at"
        case .placeholder: return "sx-ph"
        }
    }

    /// One block's inner HTML, coloured: on its UTF-8 bytes when it is ASCII without a carriage
    /// return (`SwiftHighlighter+Bytes.swift`), else Character by Character.
    static func colour(block: Substring) -> String {
        var block = block
        let coloured: [UInt8]? = block.withUTF8 { bytes in
            guard takesBytePath(bytes) else { return nil }
            var out: [UInt8] = []
            colourBytes(bytes, into: &out)
            return out
        }
        if let coloured { return String(decoding: coloured, as: UTF8.self) }
        return colourCharacters(block: block)
    }

    /// One block's inner HTML, coloured Character by Character: the path for any text, and the
    /// reference the byte path is tested against.
    static func colourCharacters(block: Substring) -> String {
        // Split into tags and text characters; each character keeps the markup it came from
        // (`&quot;` stands for `"`).
        var chars: [Character] = []
        var raws: [Substring] = []
        var tagsBefore: [Int: [Substring]] = [:]
        var index = block.startIndex
        while index < block.endIndex {
            let character = block[index]
            if character == "<", let end = block[index...].firstIndex(of: ">") {
                let next = block.index(after: end)
                tagsBefore[chars.count, default: []].append(block[index..<next])
                index = next
            } else if character == "&", let end = block[index...].prefix(10).firstIndex(of: ";") {
                let next = block.index(after: end)
                chars.append(decode(block[index..<next]))
                raws.append(block[index..<next])
                index = next
            } else {
                let next = block.index(after: index)
                chars.append(character)
                raws.append(block[index..<next])
                index = next
            }
        }
        let kinds = classify(chars)
        var out = ""
        var openKind: Kind = .plain
        func close() {
            if openKind != .plain { out += "</span>" }
            openKind = .plain
        }
        for position in 0...chars.count {
            if let tags = tagsBefore[position] {
                close()
                for tag in tags { out += tag }
            }
            guard position < chars.count else { break }
            let kind = kinds[position]
            if kind != openKind {
                close()
                if let name = className(kind) { out += "<span class=\"\(name)\">" }
                openKind = kind
            }
            out += raws[position]
        }
        close()
        return out
    }

    static func decode(_ entity: Substring) -> Character {
        switch entity {
        case "&quot;", "&#34;": return "\""
        case "&#39;", "&apos;": return "'"
        case "&lt;": return "<"
        case "&gt;": return ">"
        case "&amp;": return "&"
        default: return "\u{FFFD}"
        }
    }

    private static func classify(_ chars: [Character]) -> [Kind] {
        var kinds = [Kind](repeating: .plain, count: chars.count)
        var i = 0
        func at(_ k: Int) -> Character? { k < chars.count ? chars[k] : nil }
        while i < chars.count {
            let c = chars[i]
            if c == "/" && at(i + 1) == "/" {
                var j = i
                while j < chars.count && chars[j] != "\n" { j += 1 }
                for k in i..<j { kinds[k] = .comment }
                i = j
            } else if c == "/" && at(i + 1) == "*" {
                var j = i + 2
                while j < chars.count && !(chars[j] == "*" && at(j + 1) == "/") { j += 1 }
                j = min(j + 2, chars.count)
                for k in i..<j { kinds[k] = .comment }
                i = j
            } else if c == "\"" {
                let triple = at(i + 1) == "\"" && at(i + 2) == "\""
                var j = i + (triple ? 3 : 1)
                while j < chars.count {
                    if chars[j] == "\\" { j += 2; continue }
                    if triple {
                        if chars[j] == "\"" && at(j + 1) == "\"" && at(j + 2) == "\"" { j += 3; break }
                    } else if chars[j] == "\"" || chars[j] == "\n" {
                        j += 1
                        break
                    }
                    j += 1
                }
                j = min(j, chars.count)
                for k in i..<j { kinds[k] = .string }
                i = j
            } else if c == "<" && at(i + 1) == "#" {
                // An editor placeholder, `<#ID#>`.
                var j = i + 2
                while j < chars.count && !(chars[j] == "#" && at(j + 1) == ">") && chars[j] != "\n" { j += 1 }
                j = min(j + 2, chars.count)
                for k in i..<j { kinds[k] = .placeholder }
                i = j
            } else if c == "@" || c == "#", let next = at(i + 1), next.isLetter {
                var j = i + 1
                while j < chars.count && (chars[j].isLetter || chars[j].isNumber || chars[j] == "_") { j += 1 }
                for k in i..<j { kinds[k] = .attribute }
                i = j
            } else if c.isNumber && (i == 0 || !(chars[i - 1].isLetter || chars[i - 1] == "_" || chars[i - 1].isNumber)) {
                // The number's first character is taken whatever it is: a number that is no hex
                // digit (`٣`, `①`) would otherwise stop the scan where it started, for ever.
                var j = i + 1
                while j < chars.count && (chars[j].isHexDigit || chars[j] == "." || chars[j] == "_" || chars[j] == "x") {
                    if chars[j] == "." && !(at(j + 1)?.isNumber ?? false) { break }
                    j += 1
                }
                for k in i..<j { kinds[k] = .number }
                i = j
            } else if c.isLetter || c == "_" || c == "`" {
                var j = i
                while j < chars.count && (chars[j].isLetter || chars[j].isNumber || chars[j] == "_" || chars[j] == "`") { j += 1 }
                let word = String(chars[i..<j])
                let previous = i > 0 ? chars[i - 1] : " "
                let kind: Kind
                if previous == "." {
                    kind = .plain  // a member: `.default`, `.init`
                } else if keywords.contains(word) {
                    kind = .keyword
                } else if word.first?.isUppercase ?? false {
                    kind = .type
                } else {
                    kind = .plain
                }
                for k in i..<j { kinds[k] = kind }
                i = j
            } else {
                i += 1
            }
        }
        return kinds
    }
}
