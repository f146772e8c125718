import APIDocsSymbols

/// Turns the names in the README's Models and Requests lists into links to their pages.
///
/// The README lists models and requests as `**Name**` items, which cmark renders as
/// `<strong>Name</strong>`. Rather than guess from the text which bold words are names, the
/// linker walks the lists the graph says the README has (models in order; per tag group the
/// tag line, then its operations) and links each `<strong>` of the section whose text is the
/// next expected name. Bold text that is not expected (a custom template's prose) stays as it is.
enum ReadmeLinker {
    /// One expected list item: the escaped text cmark printed and where it should link.
    struct Item {
        var text: String
        var href: String
    }

    /// `html` (the README rendered on `page`) with the Models and Requests items linked.
    static func link(_ html: String, graph: SymbolGraph, plan: SitePlan, page: String) -> String {
        var models: [Item] = []
        for (index, model) in graph.models.enumerated() {
            models.append(Item(text: HTML.escape(model.swiftName), href: SitePaths.relativePath(from: page, to: plan.modelPages[index])))
        }
        var operationPages: [String: String] = [:]
        for (index, operation) in graph.operations.enumerated() where operationPages[operation.swiftPath] == nil {
            operationPages[operation.swiftPath] = plan.operationPages[index]
        }
        var requests: [Item] = []
        for group in graph.operationsByTag {
            if !group.name.isEmpty, let path = plan.tagPaths[group.name], let tagPage = plan.tagPages[path] {
                requests.append(Item(text: HTML.escape(path), href: SitePaths.relativePath(from: page, to: tagPage)))
            }
            for operation in group.operations {
                guard let target = operationPages[operation.swiftPath] else { continue }
                let text = group.name.isEmpty ? graph.namespace + "." + operation.swiftName : operation.swiftName
                requests.append(Item(text: HTML.escape(text), href: SitePaths.relativePath(from: page, to: target)))
            }
        }
        var result = html
        result = linkSection(titled: "Models", in: result, items: models)
        result = linkSection(titled: "Requests", in: result, items: requests)
        return result
    }

    /// Links the `<strong>` items between the heading `title` and the next heading.
    static func linkSection(titled title: String, in html: String, items: [Item]) -> String {
        guard let headingEnd = html.firstRange(of: ">\(title)</h") else { return html }
        guard let start = html[headingEnd.upperBound...].firstIndex(of: ">").map({ html.index(after: $0) }) else { return html }
        let end = nextHeading(in: html, from: start) ?? html.endIndex
        var section = ""
        var cursor = start
        var next = 0
        let open = "<strong>", close = "</strong>"
        while let openRange = html[cursor..<end].firstRange(of: open),
              let closeRange = html[openRange.upperBound..<end].firstRange(of: close) {
            let text = html[openRange.upperBound..<closeRange.lowerBound]
            section += html[cursor..<openRange.lowerBound]
            if let found = items[next...].firstIndex(where: { $0.text == text }) {
                section += "<strong><a href=\"\(HTML.escape(items[found].href))\">\(text)</a></strong>"
                next = found + 1
            } else {
                section += html[openRange.lowerBound..<closeRange.upperBound]
            }
            cursor = closeRange.upperBound
            if next == items.count { break }
        }
        section += html[cursor..<end]
        return String(html[..<start]) + section + String(html[end...])
    }

    /// The start of the first `<h1>`…`<h6>` tag at or after `index`.
    static func nextHeading(in html: String, from index: String.Index) -> String.Index? {
        var search = index
        while let range = html[search...].firstRange(of: "<h") {
            if let digit = html[range.upperBound...].first, ("1"..."6").contains(digit) { return range.lowerBound }
            search = range.upperBound
        }
        return nil
    }
}
