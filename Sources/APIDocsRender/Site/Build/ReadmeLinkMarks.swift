import APIDocsSymbols

/// Links the README on the home page to the pages of the symbols it names, from the symbol
/// model rather than from the rendered text.
///
/// The site's copy of the README is rendered from a context whose model, operation and tag
/// names carry an invisible mark after them (private-use characters, which no case filter
/// changes) saying which symbol the name is. After Markdown, each mark becomes a link around
/// the name before it; whatever template arranged the names, every one of them is linked, and
/// the README.md file itself is rendered without marks.
enum ReadmeLinkMarks {
    enum Kind: UInt32 {
        case model = 0xE010, operation = 0xE011, tag = 0xE012
    }

    static let open: Unicode.Scalar = "\u{E000}"
    static let close: Unicode.Scalar = "\u{E001}"
    static let digitBase: UInt32 = 0xE020

    /// `name` followed by the mark of symbol `index` of `kind`.
    static func marked(_ name: String, _ kind: Kind, _ index: Int) -> String {
        var result = name
        result.unicodeScalars.append(open)
        result.unicodeScalars.append(Unicode.Scalar(kind.rawValue)!)
        for digit in String(index).unicodeScalars {
            result.unicodeScalars.append(Unicode.Scalar(digitBase + digit.value - 48)!)
        }
        result.unicodeScalars.append(close)
        return result
    }

    static func isMarkScalar(_ scalar: Unicode.Scalar) -> Bool {
        (0xE000...0xE02F).contains(scalar.value)
    }

    /// Whether `text` holds a scalar of U+E000…U+E03F, the range link marks and blank-line
    /// marks (`BlankLines`) are made of: such text could be taken for a mark.
    static func holdsMarkRange(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xE000...0xE03F).contains($0.value) }
    }

    /// `text` split before the mark it ends with (`name`, `mark`); the mark is empty when it
    /// ends with none. Filters that rewrite a name work on `name` and append `mark` again.
    static func splitTrailingMark(_ text: String) -> (name: String, mark: String) {
        let scalars = text.unicodeScalars
        guard scalars.last == close, let start = scalars.lastIndex(of: open) else { return (text, "") }
        let body = scalars[scalars.index(after: start)..<scalars.index(before: scalars.endIndex)]
        guard let kind = body.first, Kind(rawValue: kind.value) != nil, body.count > 1,
              body.dropFirst().allSatisfy({ (digitBase...(digitBase + 9)).contains($0.value) }) else { return (text, "") }
        return (String(scalars[..<start]), String(scalars[start...]))
    }

    /// `text` with every whole mark (open, kind, digits, close) taken out, or nil when it holds
    /// a mark scalar (U+E000…U+E02F) outside a whole mark, which only the spec's or template's
    /// own text can put there.
    static func withoutMarks(_ text: String) -> String? {
        var text = text
        // On the UTF-8 bytes, as `link` works: every mark scalar is `EE 80 80`…`EE 80 AF`.
        return text.withUTF8 { bytes -> String? in
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count)
            var start = 0
            while let lead = bytes[start...].firstIndex(of: 0xEE) {
                guard let scalar = markScalar(bytes, at: lead) else {
                    output.append(contentsOf: bytes[start...lead])
                    start = lead + 1
                    continue
                }
                guard scalar == open.value, let kind = markScalar(bytes, at: lead + 3), Kind(rawValue: kind) != nil else { return nil }
                var end = lead + 6
                while let digit = markScalar(bytes, at: end), (digitBase...(digitBase + 9)).contains(digit) { end += 3 }
                guard end > lead + 6, markScalar(bytes, at: end) == close.value else { return nil }
                output.append(contentsOf: bytes[start..<lead])
                start = end + 3
            }
            output.append(contentsOf: bytes[start...])
            return String(decoding: output, as: UTF8.self)
        }
    }

    /// `html` with each mark replaced by a link around the word before it (back to a space, a
    /// tag or a line break: symbol names have no spaces). A mark inside a link, a
    /// heading's id, or an attribute is simply dropped.
    ///
    /// Works on the UTF-8 bytes (a README is long; scalar by scalar was a fiftieth of a big
    /// site's build): tags, spaces and line breaks are ASCII, which no longer sequence contains,
    /// and every mark scalar is three bytes, `EE 80 80`…`EE 80 AF`.
    static func link(_ html: String, graph: SymbolGraph, plan: SitePlan, page: String) -> String {
        guard html.unicodeScalars.contains(open) else { return html }
        var html = html
        let output: [UInt8] = html.withUTF8 { bytes in
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count + bytes.count / 8)
            var index = 0
            var insideAnchor = false
            var insideTag = false
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "<") {
                    insideTag = true
                    if starts(bytes, at: index, with: "<a ") || starts(bytes, at: index, with: "<a>") { insideAnchor = true }
                    if starts(bytes, at: index, with: "</a") { insideAnchor = false }
                } else if byte == UInt8(ascii: ">") {
                    insideTag = false
                }
                guard let mark = markScalar(bytes, at: index) else {
                    output.append(byte)
                    index += 1
                    continue
                }
                guard mark == open.value else {
                    index += 3  // another mark scalar: dropped
                    continue
                }
                // Read kind and digits up to the closing mark.
                var end = index + 3
                while end < bytes.count, markScalar(bytes, at: end) != close.value { end += 1 }
                let body = Array(String(decoding: UnsafeBufferPointer(rebasing: bytes[(index + 3)..<end]), as: UTF8.self).unicodeScalars)
                index = end + 3
                guard !insideAnchor, !insideTag, let kindScalar = body.first, let kind = Kind(rawValue: kindScalar.value) else { continue }
                guard let target = target(kind, number(body.dropFirst()), graph: graph, plan: plan) else { continue }
                // The word before the mark.
                var start = output.count
                while start > 0 {
                    let previous = output[start - 1]
                    if previous == UInt8(ascii: " ") || previous == UInt8(ascii: ">") || previous == UInt8(ascii: "\n") || previous == UInt8(ascii: "\t") { break }
                    start -= 1
                }
                guard start < output.count else { continue }
                let word = Array(output[start...])
                output.removeSubrange(start...)
                let href = SitePaths.relativePath(from: page, to: target)
                output.append(contentsOf: "<a href=\"\(HTML.escape(href))\">".utf8)
                output.append(contentsOf: word)
                output.append(contentsOf: "</a>".utf8)
            }
            return output
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The mark scalar (U+E000…U+E02F) whose encoding starts at `index`, if one does.
    private static func markScalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32? {
        guard index + 2 < bytes.count, bytes[index] == 0xEE, bytes[index + 1] == 0x80, bytes[index + 2] >= 0x80, bytes[index + 2] <= 0xAF else { return nil }
        return 0xE000 + UInt32(bytes[index + 2] - 0x80)
    }

    private static func starts(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, with prefix: StaticString) -> Bool {
        guard index + prefix.utf8CodeUnitCount <= bytes.count else { return false }
        for offset in 0..<prefix.utf8CodeUnitCount where bytes[index + offset] != prefix.utf8Start[offset] { return false }
        return true
    }

    /// The symbol number a mark's digit scalars spell (`digitBase` + 0…9), read as `Int(_:)`
    /// reads the characters they stand for; -1 when they spell none. Marks in the spec's own text
    /// may hold any scalar: one that stands for no character is no number either.
    static func number(_ digits: ArraySlice<Unicode.Scalar>) -> Int {
        var text = ""
        for scalar in digits {
            guard scalar.value + 48 >= digitBase, let character = Unicode.Scalar(scalar.value + 48 - digitBase) else { return -1 }
            text.unicodeScalars.append(character)
        }
        return Int(text) ?? -1
    }

    static func target(_ kind: Kind, _ index: Int, graph: SymbolGraph, plan: SitePlan) -> String? {
        switch kind {
        case .model: return plan.modelPages.indices.contains(index) ? plan.modelPages[index] : nil
        case .operation: return plan.operationPages.indices.contains(index) ? plan.operationPages[index] : nil
        case .tag:
            guard graph.operationsByTag.indices.contains(index) else { return nil }
            return plan.tagPaths[graph.operationsByTag[index].name].flatMap { plan.tagPages[$0] }
        }
    }
}
