/// Finds the links of an article that point into the documentation, with their places.
///
/// The forms are DocC's, so the same files can go into a DocC catalog, plus two for authors
/// who think in the spec:
/// - ```` ``Pet/name`` ````, ```` ``Kennel.Pets.ListPets`` ````, ```` ``Client/listPets(_:)`` ````:
///   a symbol link (a double-backtick code span with no space in it);
/// - `<doc:getting-started>`: another article, by file name;
/// - `[text](#/components/schemas/Pet)`: a JSON pointer into the spec's root file;
/// - `[text](operationId:listPets)` or `<operationId:listPets>`: an operation by its id;
/// - `[text](errors.md)`: another article by relative path (GitHub's way of linking files).
///
/// Code blocks and HTML blocks (`literalLines`, from cmark) are skipped, as are code spans of
/// other lengths and backslash-escaped characters, so code that looks like a link stays code.
/// Positions are the file's: byte ranges into the text, and 1-based line and column.
struct GuideLinkScanner {
    /// What a link names.
    enum Target: Equatable {
        case symbol(String)
        case article(String)
        case pointer(String)
        case operationID(String)
        /// A relative `.md` path, with the fragment after it if any.
        case file(String)

        var isSymbol: Bool {
            if case .symbol = self { return true }
            return false
        }

        /// What the link names, as written after its prefix.
        var name: String {
            switch self {
            case .symbol(let text), .article(let text), .pointer(let text), .operationID(let text), .file(let text): return text
            }
        }
    }

    /// One link found.
    struct Link: Equatable {
        var target: Target
        /// The bytes the resolver replaces: the whole span for symbol links and `<…>` links,
        /// only the destination for `[text](…)` links.
        var range: Range<Int>
        /// Whether `range` is a destination (the link text stays the author's).
        var isDestination: Bool
        var line: Int
        var column: Int
        /// For a `[text](destination)` link, the brackets around its text: removing them leaves
        /// the text alone (how the DocC catalog shows a link `--lenient-links` lets through).
        /// `nil` for the other forms, and when a title follows the destination.
        var brackets: Brackets? = nil
    }

    /// Where a link's text is enclosed: its `[`, and the bytes from its `]` to the `)` that
    /// closes the destination.
    struct Brackets: Equatable {
        var open: Int
        var close: Range<Int>
    }

    let bytes: [UInt8]
    /// Line (1-based) → whether the line belongs to a code or HTML block.
    private var literal: Set<Int> = []

    init(text: String, literalLines: [ClosedRange<Int>]) {
        bytes = Array(text.utf8)
        for range in literalLines { literal.formUnion(range) }
    }

    func links() -> [Link] {
        var found: [Link] = []
        var index = 0
        var line = 1
        var lineStart = 0
        // The `[`s not closed yet, as CommonMark matches a `]` with the nearest one; a link's text
        // stays within its paragraph, so a blank line or a block of code clears them.
        var openers: [Int] = []
        func column(_ offset: Int) -> Int { String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1 }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                lineStart = index + 1
                index += 1
                if bytes[index...].prefix(while: { $0 != 0x0A }).allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { openers = [] }
                continue
            }
            if literal.contains(line) {
                openers = []
                index = (bytes[index...].firstIndex(of: 0x0A)) ?? bytes.count
                continue
            }
            if index == lineStart, let definition = referenceDefinition(at: index) {
                if let target = Self.destinationTarget(definition.text) {
                    found.append(Link(target: target, range: definition.range, isDestination: true, line: line, column: column(definition.range.lowerBound)))
                }
                index = definition.range.upperBound
                continue
            }
            switch byte {
            case 0x5C:  // backslash: the next character is literal
                index += bytes.indices.contains(index + 1) && bytes[index + 1] != 0x0A ? 2 : 1
            case 0x60:  // backtick run
                let run = runLength(at: index, of: 0x60)
                guard let close = closingRun(of: run, after: index + run) else {
                    index += run
                    continue
                }
                if run == 2, let content = Self.symbolContent(bytes[(index + 2)..<close]) {
                    found.append(Link(target: .symbol(content), range: index..<(close + 2), isDestination: false, line: line, column: column(index)))
                }
                // A code span may cross lines: count them.
                for offset in index..<(close + run) where bytes[offset] == 0x0A {
                    line += 1
                    lineStart = offset + 1
                }
                index = close + run
            case 0x3C:  // <doc:…> and <operationId:…>
                if let end = bytes[index...].prefix(300).firstIndex(of: 0x3E) {
                    let inner = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
                    if !inner.contains(where: { $0 == " " || $0 == "\n" || $0 == "<" }), let target = Self.autolinkTarget(inner) {
                        found.append(Link(target: target, range: index..<(end + 1), isDestination: false, line: line, column: column(index)))
                        index = end + 1
                        continue
                    }
                }
                index += 1
            case 0x5B:  // [
                openers.append(index)
                index += 1
            case 0x5D where bytes.indices.contains(index + 1) && bytes[index + 1] == 0x28:  // ](
                let opener = openers.popLast()
                guard let destination = inlineDestination(from: index + 2) else {
                    index += 2
                    continue
                }
                if let target = Self.destinationTarget(destination.text) {
                    var link = Link(target: target, range: destination.range, isDestination: true, line: line, column: column(destination.range.lowerBound))
                    let end = destination.range.upperBound
                    if let opener, end < bytes.count, bytes[end] == 0x29 { link.brackets = Brackets(open: opener, close: index..<(end + 1)) }
                    found.append(link)
                }
                index = destination.range.upperBound
            case 0x5D:
                _ = openers.popLast()
                index += 1
            default:
                index += 1
            }
        }
        return found
    }

    /// The length of the run of `byte` starting at `index`.
    private func runLength(at index: Int, of byte: UInt8) -> Int {
        var end = index
        while end < bytes.count, bytes[end] == byte { end += 1 }
        return end - index
    }

    /// The start of the next backtick run of exactly `length` after `start`, within the
    /// paragraph (a blank line ends the search), as CommonMark closes code spans.
    private func closingRun(of length: Int, after start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            if bytes[index] == 0x0A, let next = bytes[(index + 1)...].firstIndex(where: { $0 != 0x20 && $0 != 0x09 }), bytes[next] == 0x0A {
                return nil
            }
            if bytes[index] == 0x60 {
                let run = runLength(at: index, of: 0x60)
                if run == length { return index }
                index += run
                continue
            }
            index += 1
        }
        return nil
    }

    /// A link destination starting at `start` (after `](`): `<…>` or up to a space or the
    /// unbalanced `)`.
    private func inlineDestination(from start: Int) -> (text: String, range: Range<Int>)? {
        var index = start
        while index < bytes.count, bytes[index] == 0x20 { index += 1 }
        guard index < bytes.count else { return nil }
        if bytes[index] == 0x3C {
            guard let end = bytes[index...].firstIndex(where: { $0 == 0x3E || $0 == 0x0A }), bytes[end] == 0x3E else { return nil }
            return (String(decoding: bytes[(index + 1)..<end], as: UTF8.self), index..<(end + 1))
        }
        var depth = 0
        var end = index
        while end < bytes.count {
            let byte = bytes[end]
            if byte == 0x20 || byte == 0x0A || byte == 0x09 { break }
            if byte == 0x28 { depth += 1 }
            if byte == 0x29 {
                if depth == 0 { break }
                depth -= 1
            }
            end += 1
        }
        guard end > index else { return nil }
        return (String(decoding: bytes[index..<end], as: UTF8.self), index..<end)
    }

    /// A link reference definition line (`[label]: destination`) starting at `start`.
    private func referenceDefinition(at start: Int) -> (text: String, range: Range<Int>)? {
        var index = start
        while index < bytes.count, bytes[index] == 0x20, index - start < 3 { index += 1 }
        guard index < bytes.count, bytes[index] == 0x5B,
              let close = bytes[index...].firstIndex(where: { $0 == 0x5D || $0 == 0x0A }), bytes[close] == 0x5D,
              bytes.indices.contains(close + 1), bytes[close + 1] == 0x3A else { return nil }
        return inlineDestination(from: close + 2)
    }

    /// The path of a double-backtick span, if it is a symbol link: no space, no backtick.
    static func symbolContent(_ span: ArraySlice<UInt8>) -> String? {
        guard !span.isEmpty, !span.contains(where: { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x60 }) else { return nil }
        return String(decoding: span, as: UTF8.self)
    }

    static func autolinkTarget(_ inner: String) -> Target? {
        if inner.hasPrefix("doc:") { return .article(String(inner.dropFirst(4))) }
        if inner.hasPrefix("operationId:") { return .operationID(String(inner.dropFirst(12))) }
        return nil
    }

    /// What a `[text](destination)` points at, when it is one of the article's forms.
    static func destinationTarget(_ destination: String) -> Target? {
        if destination.hasPrefix("#/") { return .pointer(destination) }
        if let target = autolinkTarget(destination) { return target }
        let lower = destination.lowercased()
        if lower.contains(":") || destination.hasPrefix("/") || destination.hasPrefix("#") { return nil }
        let path = destination.split(separator: "#", maxSplits: 1).first.map(String.init) ?? destination
        return path.hasSuffix(".md") ? .file(destination) : nil
    }
}
