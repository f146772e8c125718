import APIDocsSymbols

/// Long parameter descriptions that many operations repeat word for word, written once.
///
/// Big specs share parameters between hundreds of operations (Kubernetes' `limit`, `continue`,
/// `fieldValidation`, `dryRun`... on 360–580 pages each, one to two kilobytes of text every
/// time). Such a description is shown in full once, in the home page's "Shared parameters"
/// section; each operation's row keeps its first sentence with a link to it, and everything
/// else of the row (type, place, requirement, every schema fact) stays in the row.
struct SharedParameterDescriptions: Sendable {
    /// A description shared by `count` operations, shown on the home page under `id`.
    struct Entry: Sendable {
        var id: String
        var key: String
        var location: String
        var description: String
        var firstSentence: String
        var count: Int
    }

    /// In order of first use.
    private(set) var entries: [Entry] = []
    private var indexOfText: [DescriptionKey: Int] = [:]

    /// A description is shared when at least this many operations repeat it...
    static let minimumUses = 3
    /// ...and it says at least this many characters more than its first sentence.
    static let minimumSaving = 160

    /// Every description of `graph`'s request options worth sharing; ids avoid `reserved`.
    /// Operations the site leaves out (`x-internal`) do not count.
    init(graph: SymbolGraph, reserved: Set<String>) {
        var counts: [DescriptionKey: Int] = [:]
        for operation in graph.operations where operation.facts.hidden == nil {
            for option in operation.request.options {
                guard let text = option.description else { continue }
                counts[Self.key(option, text), default: 0] += 1
            }
        }
        var names = UniqueNames(reserved: reserved)
        // Keys already found not worth sharing: each is judged once, not at every repetition.
        var declined: Set<DescriptionKey> = []
        for operation in graph.operations where operation.facts.hidden == nil {
            for option in operation.request.options {
                guard let text = option.description else { continue }
                let key = Self.key(option, text)
                guard indexOfText[key] == nil, let count = counts[key], count >= Self.minimumUses,
                      !declined.contains(key) else { continue }
                guard text.utf8.count >= Self.minimumSaving, let first = Self.firstSentence(text),
                      text.utf8.count - first.utf8.count >= Self.minimumSaving else {
                    declined.insert(key)
                    continue
                }
                let id = names.claim("param-" + AnchorAllocator.sanitized(Substring(option.key)))
                indexOfText[key] = entries.count
                entries.append(Entry(id: id, key: option.key, location: option.location.rawValue, description: text,
                                     firstSentence: first, count: count))
            }
        }
    }

    /// The shared entry for `option`'s description, if it is one.
    func entry(for option: RequestOptionSymbol) -> Entry? {
        guard let text = option.description, let index = indexOfText[Self.key(option, text)] else { return nil }
        return entries[index]
    }

    private static func key(_ option: RequestOptionSymbol, _ text: String) -> DescriptionKey {
        DescriptionKey(location: option.location.rawValue, name: option.key, text: text)
    }

    /// A parameter's place, name and description. Descriptions run to kilobytes and each is
    /// looked up several times per operation, so only their length and ends are hashed; equal
    /// keys still compare whole (two equal texts hash alike, so nothing is lost but speed on
    /// texts that share both ends and their length).
    struct DescriptionKey: Hashable, Sendable {
        var location: String
        var name: String
        var text: String

        func hash(into hasher: inout Hasher) {
            hasher.combine(location)
            hasher.combine(name)
            var text = text
            text.withUTF8 { bytes in
                hasher.combine(bytes.count)
                hasher.combine(bytes: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes.prefix(48))))
                hasher.combine(bytes: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes.suffix(48))))
            }
        }
    }

    /// The first sentence of a description's first paragraph (up to `. `, `! ` or `? ` within
    /// 300 characters, outside code spans), or `nil` when it has none that short.
    static func firstSentence(_ text: String) -> String? {
        var result = ""
        var inCode = false
        var previous: Character = " "
        // Characters appended: `result.count` is never more (a space put for a newline may join
        // the next character), so the whole count is taken only once this passes the bound.
        var appended = 0
        for character in text {
            if character == "\n" && previous == "\n" { return nil }
            if !inCode, previous == "." || previous == "!" || previous == "?", character == " " || character == "\n" {
                return result.count >= 20 ? result : nil
            }
            if character == "`" { inCode.toggle() }
            result.append(character == "\n" ? " " : character)
            appended += 1
            previous = character
            if appended > 300, result.count > 300 { return nil }
        }
        return nil
    }
}
