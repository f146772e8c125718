import Foundation

/// The search index's entries of one API, made from what its client flavour lists
/// (`SearchInput`), by one rule for both flavours.
///
/// An entry's label is the item's (a Swift path below the API's namespace, which is what the
/// search ranks exact matches on); its detail line says the kind, type, endpoint or value; its
/// extra words are the spec's name, the first sentence of the description and the item's other
/// words, leaving out the empty ones and any that only repeats the label's last part ignoring
/// case (a JSON key equal to the Swift name), which search already finds by the label.
enum SearchIndexBuilder {
    /// One entry per item, in the input's order.
    static func entries(_ input: SearchInput) -> [SiteDataFiles.SearchEntry] {
        var entries: [SiteDataFiles.SearchEntry] = []
        entries.reserveCapacity(input.items.count)
        for item in input.items {
            entries.append(SiteDataFiles.SearchEntry(
                kind: item.kind.rawValue, label: item.label, detail: detail(item.detail), url: item.url, keywords: keywords(item)
            ))
        }
        return entries
    }

    /// The detail line of `detail`.
    static func detail(_ detail: SearchInput.Detail) -> String {
        switch detail {
        case .none: return ""
        case .text(let text): return text
        case .endpoint(let method, let path, let summary):
            var line = method + " " + path
            if let summary, !summary.isEmpty { line += " – " + summary }
            return line
        case .parameter(let location, let key, let type): return location + " " + key + ": " + type
        case .body(let type): return "body: " + type
        }
    }

    /// The item's extra words, space-separated: run for every member of a big spec (Stripe:
    /// hundreds of thousands), so an item with only a spec name takes no array.
    static func keywords(_ item: SearchInput.Item) -> String {
        let last = lastPart(item.label)
        if item.description == nil, item.words.isEmpty {
            guard let name = item.specName, !repeats(name, last) else { return "" }
            return name
        }
        var words: [String] = []
        if let name = item.specName { words.append(name) }
        if item.description != nil { words.append(firstSentence(item.description)) }
        words += item.words
        return words.filter { !repeats($0, last) }.joined(separator: " ")
    }

    /// Whether `word` is empty or the same as `last` ignoring case (compared on bytes when both
    /// are ASCII, as nearly every name is; else by their lowercased forms).
    static func repeats(_ word: String, _ last: Substring) -> Bool {
        if word.isEmpty { return true }
        guard ByteSearch.isASCII(word), last.utf8.allSatisfy({ $0 < 0x80 }) else { return word.lowercased() == last.lowercased() }
        var left = word.utf8.makeIterator(), right = last.utf8.makeIterator()
        while true {
            switch (left.next(), right.next()) {
            case (nil, nil): return true
            case (let a?, let b?):
                if fold(a) != fold(b) { return false }
            default: return false
            }
        }
    }

    /// An ASCII capital as its small letter; any other byte as it is.
    private static func fold(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
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
