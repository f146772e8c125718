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

    /// The text without marks.
    static func stripped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isMarkScalar) else { return text }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: text.unicodeScalars.filter { !isMarkScalar($0) })
        return String(result)
    }

    /// `html` with each mark replaced by a link around the word before it (back to a space, a
    /// tag or a line break: symbol names have no spaces). A mark inside a link, a
    /// heading's id, or an attribute is simply dropped.
    static func link(_ html: String, graph: SymbolGraph, plan: SitePlan, page: String) -> String {
        guard html.unicodeScalars.contains(open) else { return html }
        var output = String.UnicodeScalarView()
        var scalars = Array(html.unicodeScalars)
        var index = 0
        var insideAnchor = false
        var insideTag = false
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "<" {
                insideTag = true
                let rest = String(String.UnicodeScalarView(scalars[index..<min(index + 3, scalars.count)]))
                if rest.hasPrefix("<a ") || rest == "<a>" { insideAnchor = true }
                if rest.hasPrefix("</a") { insideAnchor = false }
            } else if scalar == ">" {
                insideTag = false
            }
            guard scalar == open else {
                if !isMarkScalar(scalar) { output.append(scalar) }
                index += 1
                continue
            }
            // Read kind and digits up to the closing mark.
            var end = index + 1
            while end < scalars.count, scalars[end] != close { end += 1 }
            let body = scalars[(index + 1)..<min(end, scalars.count)]
            index = end + 1
            guard !insideAnchor, !insideTag, let kindScalar = body.first, let kind = Kind(rawValue: kindScalar.value) else { continue }
            let number = Int(String(body.dropFirst().map { Character(Unicode.Scalar(48 + $0.value - digitBase)!) })) ?? -1
            guard let target = target(kind, number, graph: graph, plan: plan) else { continue }
            // The word before the mark.
            var start = output.endIndex
            while start > output.startIndex {
                let previous = output[output.index(before: start)]
                if previous == " " || previous == ">" || previous == "\n" || previous == "\t" { break }
                start = output.index(before: start)
            }
            let word = String(String.UnicodeScalarView(output[start...]))
            guard !word.isEmpty else { continue }
            output.removeSubrange(start...)
            let href = SitePaths.relativePath(from: page, to: target)
            output.append(contentsOf: "<a href=\"\(HTML.escape(href))\">\(word)</a>".unicodeScalars)
        }
        scalars = []
        return String(output)
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
