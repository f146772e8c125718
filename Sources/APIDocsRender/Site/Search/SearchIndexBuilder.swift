import Foundation

import APIDocsSymbols

/// Everything of one API that search can find, as `SiteDataFiles.SearchEntry` values.
///
/// Models, their properties, nested types and enum cases (by name and raw value); global enums;
/// operations by Swift path, `operationId`, method and path, summary, the first sentence of
/// their description and tags; their `Request` and `Response` types, parameters and body; and
/// tags. Labels are Swift paths below the API's namespace (`Book.Contributors`,
/// `Books.AddBook.Request`), which is what the search ranks exact matches on.
struct SearchIndexBuilder {
    let context: SiteContext
    private var list = SearchEntryList()
    /// The ids of the page entries were last added for (entries come page by page).
    private var pageAnchors: (page: String, ids: [String: String])?

    init(context: SiteContext) {
        self.context = context
    }

    /// Entries in graph order: models, global enums, operations, tags.
    static func entries(_ context: SiteContext) -> [SiteDataFiles.SearchEntry] {
        var builder = SearchIndexBuilder(context: context)
        builder.build()
        return builder.list.entries
    }

    private mutating func build() {
        let graph = context.graph
        let plan = context.plan
        for (index, model) in graph.models.enumerated() {
            guard let page = plan.modelPages[index] else { continue }
            add(.model, model.swiftPath, detail: TypeSectionBuilder.kindLabel(model.kind), page: page, anchored: false,
                keywords: [model.name, Self.firstSentence(model.description)])
            addMembers(of: model, page: page)
        }
        for (index, symbol) in graph.enums.enumerated() {
            let page = plan.enumPages[index]
            add(.model, symbol.swiftPath, detail: "enum", page: page, anchored: false,
                keywords: [symbol.name, Self.firstSentence(symbol.description)])
            addCases(symbol, page: page)
        }
        for (index, operation) in graph.operations.enumerated() {
            if let page = plan.operationPages[index] { addOperation(operation, page: page) }
        }
        let declared = DeclaredTags(graph.api.tags)
        for page in plan.pages {
            switch page.kind {
            case .tag(let path):
                let names = graph.tags.filter { $0.swiftPath == path }.map(\.name)
                let labels = names.compactMap { declared[$0]?.displayName }
                add(.tag, path, detail: "", page: page.path, anchored: false, keywords: names + labels)
            case .traitTag(let name):
                add(.tag, declared.label(name), detail: "", page: page.path, anchored: false, keywords: [name])
            default:
                continue
            }
        }
    }

    /// Properties, cases, nested enums and types of `model` (all on `page`).
    private mutating func addMembers(of model: ModelSymbol, page: String) {
        for property in model.properties {
            add(.property, property.swiftPath, detail: property.declaredType.description, page: page, keywords: [property.name])
        }
        if let symbol = model.enumSymbol { addCases(symbol, page: page) }
        for item in model.discriminator?.cases ?? [] {
            add(.enumCase, item.swiftPath, detail: "", page: page, keywords: [])
        }
        for symbol in model.enums {
            add(.type, symbol.swiftPath, detail: "enum", page: page, keywords: [symbol.name])
            addCases(symbol, page: page)
        }
        for nested in model.nestedTypes {
            add(.type, nested.swiftPath, detail: TypeSectionBuilder.kindLabel(nested.kind), page: page, keywords: [nested.name])
            addMembers(of: nested, page: page)
        }
    }

    private mutating func addCases(_ symbol: EnumSymbol, page: String) {
        for item in symbol.cases {
            let raw = item.isString ? SwiftSourceLiteral.string(item.rawValue) : item.rawValue
            add(.enumCase, item.swiftPath, detail: raw, page: page, keywords: [item.rawValue])
        }
    }

    private mutating func addOperation(_ operation: OperationSymbol, page: String) {
        let spec = operation.facts
        var detail = "\(operation.method) \(operation.path)"
        if let summary = spec.summary, !summary.isEmpty { detail += " – " + summary }
        add(.operation, operation.swiftPath, detail: detail, page: page, anchored: false,
            keywords: [operation.operationId, Self.firstSentence(spec.description)] + operation.tags)
        let request = operation.request
        add(.request, request.swiftPath, detail: "", page: page, keywords: [])
        for option in request.options {
            add(.parameter, option.swiftPath, detail: "\(option.location.rawValue) \(option.key): \(option.declaredType)",
                page: page, keywords: [option.key])
        }
        if let body = request.body {
            add(.parameter, body.swiftPath, detail: "body: \(body.declaredType)", page: page, keywords: [])
        }
        let response = operation.response
        add(.response, response.swiftPath, detail: "", page: page, keywords: [])
        for symbol in operation.enums + response.enums {
            add(.type, symbol.swiftPath, detail: "enum", page: page, keywords: [symbol.name])
            addCases(symbol, page: page)
        }
        for nested in request.nestedTypes + response.nestedTypes {
            add(.type, nested.swiftPath, detail: TypeSectionBuilder.kindLabel(nested.kind), page: page, keywords: [nested.name])
            addMembers(of: nested, page: page)
        }
    }

    /// Adds `swiftPath` (labelled below the namespace) linking to `page`, at the symbol's anchor
    /// there when `anchored` and the plan gave it one.
    private mutating func add(_ kind: Kind, _ swiftPath: String, detail: String, page: String, anchored: Bool = true, keywords: [String]) {
        var url = page
        if anchored {
            if pageAnchors?.page != page { pageAnchors = (page, context.plan.anchors(on: page)) }
            if let anchor = pageAnchors?.ids[swiftPath] { url += "#" + anchor }
        }
        list.add(kind, String(AnchorAllocator.relative(swiftPath, to: context.graph.namespace)), detail: detail, url: url, keywords: keywords)
    }

    /// The label's last non-empty dot-separated part (`split(separator: ".").last`), on bytes
    /// when the label is ASCII, as nearly every one is.
    static func lastPart(_ label: String) -> Substring {
        guard ByteSearch.isASCII(label) else { return label.split(separator: ".").last ?? "" }
        let bytes = label.utf8
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == UInt8(ascii: ".") { end = bytes.index(before: end) }
        var start = end
        while start > bytes.startIndex, bytes[bytes.index(before: start)] != UInt8(ascii: ".") { start = bytes.index(before: start) }
        return label[start..<end]
    }

    /// The kinds of entries, one letter each in the file (`search.js` names them).
    enum Kind: String {
        case model = "m", operation = "o", tag = "t", property = "p", type = "y", enumCase = "c"
        case request = "r", response = "s", parameter = "a"
        /// A Changes page between two versions.
        case changes = "v"
    }

    /// The first sentence of a Markdown description, at most 160 characters, on one line.
    static func firstSentence(_ text: String?) -> String {
        guard let text, !text.isEmpty else { return "" }
        if let ascii = text.utf8.withContiguousStorageIfAvailable(asciiFirstSentence), let sentence = ascii {
            return trimmingBlanks(sentence)
        }
        var result = ""
        var previous: Character = " "
        // Characters appended: `result.count` is never more (a space put for a control character
        // may join the next one), so the whole count is taken only once this reaches the bound.
        var appended = 0
        for character in text {
            if character == "\n" && previous == "\n" { break }
            if (previous == "." || previous == "!" || previous == "?") && (character == " " || character == "\n") { break }
            result.append(character == "\n" || character == "\r" || character == "\t" ? " " : character)
            appended += 1
            previous = character
            if appended >= 160, result.count >= 160 { break }
        }
        return trimmingBlanks(result)
    }

    /// `firstSentence` byte by byte, while the text read is ASCII: there every byte is a
    /// `Character` but a `\r\n` pair, which is one (and, not being `\n` or `\r`, is kept as
    /// it is). Nil at the first byte that is not ASCII, or that a non-ASCII byte follows (it may
    /// extend the character): the caller then reads by `Character`.
    private static func asciiFirstSentence(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let space = UInt8(ascii: " "), newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
        var result: [UInt8] = []
        result.reserveCapacity(min(bytes.count, 200))
        // The previous character: a sentence end (`.`, `!`, `?`), a lone `\n`, or other.
        var previousEndsSentence = false, previousIsNewline = false
        var appended = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte < 0x80, index + 1 == bytes.count || bytes[index + 1] < 0x80 else { return nil }
            if byte == carriageReturn, index + 1 < bytes.count, bytes[index + 1] == newline {
                guard index + 2 == bytes.count || bytes[index + 2] < 0x80 else { return nil }
                result.append(carriageReturn)
                result.append(newline)
                index += 2
                previousEndsSentence = false
                previousIsNewline = false
            } else {
                if byte == newline && previousIsNewline { break }
                if previousEndsSentence && (byte == space || byte == newline) { break }
                result.append(byte == newline || byte == carriageReturn || byte == UInt8(ascii: "\t") ? space : byte)
                index += 1
                previousEndsSentence = byte == UInt8(ascii: ".") || byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?")
                previousIsNewline = byte == newline
            }
            appended += 1
            // On ASCII the result has as many characters as were appended.
            if appended >= 160 { break }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// `text` without the scalars of Foundation's `CharacterSet.whitespaces` at either end, as
    /// `trimmingCharacters(in: .whitespaces)` gives it; that call bridged the whole text to
    /// `NSString` and cost more than the rest of a search entry. Only the ends are looked at.
    static func trimmingBlanks(_ text: String) -> String {
        let blanks = Self.blanks
        func isBlank(_ scalar: Unicode.Scalar) -> Bool { blanks.contains(scalar) }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isBlank($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isBlank($0) })!
        if first == scalars.startIndex, last == scalars.index(before: scalars.endIndex) { return text }
        return String(scalars[first...last])
    }

    private static let blanks = CharacterSet.whitespaces
}
