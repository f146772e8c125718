/// The highlighter's path on UTF-8 bytes, for blocks of ASCII text.
///
/// Splitting a block into `Character`s (grapheme breaking) and asking each for `isLetter`
/// (a Unicode property table lookup) was a tenth of a big site's build. In ASCII every byte is
/// one `Character` except the pair `"\r\n"`, and a byte's letter, digit and case classes are
/// plain ranges; so a block of ASCII without a carriage return is coloured here, byte for byte
/// as `colourCharacters(block:)` colours it (a test compares both on random and adversarial
/// blocks). Any other block takes the Character path.
extension SwiftHighlighter {
    /// Whether `block` can take the byte path: ASCII, and no carriage return.
    static func takesBytePath(_ block: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in block where byte >= 0x80 || byte == ASCII.carriageReturn { return false }
        return true
    }

    /// Appends `block` (ASCII without a carriage return: `takesBytePath`) coloured to `out`.
    static func colourBytes(_ block: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        let text = ByteText(block)
        let kinds = classify(text.chars)
        var openKind: Kind = .plain
        var nextTag = 0
        out.reserveCapacity(out.count + block.count + block.count / 2)
        func close() {
            if openKind != .plain { out.append(contentsOf: spanClose) }
            openKind = .plain
        }
        var position = 0
        while true {
            if nextTag < text.tags.count, text.tags[nextTag].position == position {
                close()
                while nextTag < text.tags.count, text.tags[nextTag].position == position {
                    out.append(contentsOf: block[text.tags[nextTag].range])
                    nextTag += 1
                }
            }
            guard position < text.chars.count else { break }
            let kind = kinds[position]
            if kind != openKind {
                close()
                out.append(contentsOf: spanOpen[Int(kind.rawValue)])
                openKind = kind
            }
            // The run of characters of this kind up to the next tag, each the block's bytes
            // right after the previous one's, is copied at once (most characters are one byte
            // of the block, written as they are).
            let tagPosition = nextTag < text.tags.count ? text.tags[nextTag].position : text.chars.count
            var end = position + 1
            while end < tagPosition, kinds[end] == kind, text.raws[end].lowerBound == text.raws[end - 1].upperBound {
                end += 1
            }
            out.append(contentsOf: block[text.raws[position].lowerBound..<text.raws[end - 1].upperBound])
            position = end
        }
        close()
    }

    private static let spanClose = Array("</span>".utf8)
    /// `<span class="…">` by `Kind.rawValue`; empty for `.plain`.
    private static let spanOpen: [[UInt8]] = (0...7).map { value in
        guard let kind = Kind(rawValue: UInt8(value)), let name = className(kind) else { return [] }
        return Array("<span class=\"\(name)\">".utf8)
    }

    /// A block split like `colourCharacters` splits it: tags, kept with the position of the
    /// text character they precede, and text characters, each a byte (an entity decoded to the
    /// byte it stands for, `unknownEntity` for others) with the bytes it came from.
    private struct ByteText {
        var chars: [UInt8] = []
        var raws: [Range<Int>] = []
        var tags: [(position: Int, range: Range<Int>)] = []

        init(_ block: UnsafeBufferPointer<UInt8>) {
            chars.reserveCapacity(block.count)
            raws.reserveCapacity(block.count)
            var index = 0
            while index < block.count {
                let byte = block[index]
                if byte == ASCII.lessThan, let end = Self.firstIndex(of: ASCII.greaterThan, in: block, from: index, before: block.count) {
                    tags.append((chars.count, index..<end + 1))
                    index = end + 1
                } else if byte == ASCII.ampersand, let end = Self.firstIndex(of: ASCII.semicolon, in: block, from: index, before: min(index + 10, block.count)) {
                    chars.append(SwiftHighlighter.decode(UnsafeBufferPointer(rebasing: block[index...end])))
                    raws.append(index..<end + 1)
                    index = end + 1
                } else {
                    chars.append(byte)
                    raws.append(index..<index + 1)
                    index += 1
                }
            }
        }

        private static func firstIndex(of byte: UInt8, in block: UnsafeBufferPointer<UInt8>, from: Int, before end: Int) -> Int? {
            var index = from
            while index < end {
                if block[index] == byte { return index }
                index += 1
            }
            return nil
        }
    }

    /// What `decode(_:)` makes of an entity it does not know (U+FFFD): no ASCII byte, so no
    /// test of the classifier matches it, as none matches U+FFFD.
    static let unknownEntity: UInt8 = 0xFF

    /// The byte an entity stands for, as `decode(_:)` decodes it.
    private static func decode(_ entity: UnsafeBufferPointer<UInt8>) -> UInt8 {
        switch String(decoding: entity, as: UTF8.self) {
        case "&quot;", "&#34;": return ASCII.quote
        case "&#39;", "&apos;": return UInt8(ascii: "'")
        case "&lt;": return ASCII.lessThan
        case "&gt;": return ASCII.greaterThan
        case "&amp;": return ASCII.ampersand
        default: return unknownEntity
        }
    }

    /// `classify(_:)` on bytes: the same rules, with ASCII's classes for letters and digits.
    private static func classify(_ chars: [UInt8]) -> [Kind] {
        var kinds = [Kind](repeating: .plain, count: chars.count)
        let count = chars.count
        // 0 past the end: no rule compares with it or counts it as a letter or digit.
        func at(_ k: Int) -> UInt8 { k < count ? chars[k] : 0 }
        func mark(_ range: Range<Int>, _ kind: Kind) {
            for k in range { kinds[k] = kind }
        }
        var i = 0
        while i < count {
            let c = chars[i]
            if c == ASCII.slash && at(i + 1) == ASCII.slash {
                var j = i
                while j < count && chars[j] != ASCII.newline { j += 1 }
                mark(i..<j, .comment)
                i = j
            } else if c == ASCII.slash && at(i + 1) == ASCII.star {
                var j = i + 2
                while j < count && !(chars[j] == ASCII.star && at(j + 1) == ASCII.slash) { j += 1 }
                j = min(j + 2, count)
                mark(i..<j, .comment)
                i = j
            } else if c == ASCII.quote {
                let triple = at(i + 1) == ASCII.quote && at(i + 2) == ASCII.quote
                var j = i + (triple ? 3 : 1)
                while j < count {
                    if chars[j] == ASCII.backslash { j += 2; continue }
                    if triple {
                        if chars[j] == ASCII.quote && at(j + 1) == ASCII.quote && at(j + 2) == ASCII.quote { j += 3; break }
                    } else if chars[j] == ASCII.quote || chars[j] == ASCII.newline {
                        j += 1
                        break
                    }
                    j += 1
                }
                j = min(j, count)
                mark(i..<j, .string)
                i = j
            } else if c == ASCII.lessThan && at(i + 1) == ASCII.hash {
                var j = i + 2
                while j < count && !(chars[j] == ASCII.hash && at(j + 1) == ASCII.greaterThan) && chars[j] != ASCII.newline { j += 1 }
                j = min(j + 2, count)
                mark(i..<j, .placeholder)
                i = j
            } else if (c == ASCII.at || c == ASCII.hash) && ASCII.isLetter(at(i + 1)) {
                var j = i + 1
                while j < count && (ASCII.isLetter(chars[j]) || ASCII.isDigit(chars[j]) || chars[j] == ASCII.underscore) { j += 1 }
                mark(i..<j, .attribute)
                i = j
            } else if ASCII.isDigit(c) && (i == 0 || !(ASCII.isLetter(chars[i - 1]) || chars[i - 1] == ASCII.underscore || ASCII.isDigit(chars[i - 1]))) {
                var j = i + 1
                while j < count && (ASCII.isHexDigit(chars[j]) || chars[j] == ASCII.dot || chars[j] == ASCII.underscore || chars[j] == ASCII.lowercaseX) {
                    if chars[j] == ASCII.dot && !ASCII.isDigit(at(j + 1)) { break }
                    j += 1
                }
                mark(i..<j, .number)
                i = j
            } else if ASCII.isLetter(c) || c == ASCII.underscore || c == ASCII.backtick {
                var j = i
                while j < count && (ASCII.isLetter(chars[j]) || ASCII.isDigit(chars[j]) || chars[j] == ASCII.underscore || chars[j] == ASCII.backtick) { j += 1 }
                let previous = i > 0 ? chars[i - 1] : ASCII.space
                let kind: Kind
                if previous == ASCII.dot {
                    kind = .plain  // a member: `.default`, `.init`
                } else if isKeyword(chars[i..<j]) {
                    kind = .keyword
                } else if ASCII.isUppercase(c) {
                    kind = .type
                } else {
                    kind = .plain
                }
                mark(i..<j, kind)
                i = j
            } else {
                i += 1
            }
        }
        return kinds
    }

    /// The longest keyword's length: a longer word is none.
    private static let longestKeyword = keywords.map(\.utf8.count).max() ?? 0

    private static func isKeyword(_ word: ArraySlice<UInt8>) -> Bool {
        guard word.count <= longestKeyword else { return false }
        return keywords.contains(String(decoding: word, as: UTF8.self))
    }

    /// The ASCII bytes and classes the byte path tests.
    private enum ASCII {
        static let carriageReturn = UInt8(ascii: "\r")
        static let newline = UInt8(ascii: "\n")
        static let space = UInt8(ascii: " ")
        static let lessThan = UInt8(ascii: "<")
        static let greaterThan = UInt8(ascii: ">")
        static let ampersand = UInt8(ascii: "&")
        static let semicolon = UInt8(ascii: ";")
        static let quote = UInt8(ascii: "\"")
        static let backslash = UInt8(ascii: "\\")
        static let slash = UInt8(ascii: "/")
        static let star = UInt8(ascii: "*")
        static let hash = UInt8(ascii: "#")
        static let at = UInt8(ascii: "@")
        static let dot = UInt8(ascii: ".")
        static let underscore = UInt8(ascii: "_")
        static let backtick = UInt8(ascii: "`")
        static let lowercaseX = UInt8(ascii: "x")

        static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        static func isUppercase(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        static func isHexDigit(_ byte: UInt8) -> Bool {
            isDigit(byte) || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "f"))
        }
    }
}
