/// Where a README template can be cut into pieces that Stencil lexes one by one and that,
/// rendered one after another, give the text the whole template gives.
///
/// Stencil's lexer finds every line of a template again by searching the whole template from
/// its start (only to place errors), so lexing costs the template's lines times its length:
/// SwagGen's 170-line template took 2.5% of a GitHub build. Pieces of about `pieceBytes` cost
/// a fraction of that, and can render side by side.
///
/// A cut is made only after a newline outside every tag, where no `for`, `if`, `ifnot` or
/// `filter` is open: Stencil then lexes each piece into exactly the tokens the whole template
/// has there (a text token cut in two prints the same), and parses each piece into the nodes
/// the whole has. The scan below follows Stencil 0.15's lexer: a tag starts at `{` followed
/// by `{`, `%` or `#`, and ends at the first `}` that follows its closing character, counted
/// from the tag's own `{`. Anything the scan does not model keeps the template whole: a tag
/// with whitespace control (`{%-`, `-%}`, `+`), a block tag that is not ASCII, tags other than the
/// ones above and `elif`, `else`, `empty`, `include`, `now` (`extends` and `block` need the
/// whole template), unbalanced tags, or a tag left open at the end.
enum TemplatePieces {
    /// Pieces are cut at the first possible place after this many bytes.
    static let pieceBytes = 256

    /// The template's text in pieces (joined, they are `text`), or nil when it stays whole or
    /// would be one piece.
    static func split(_ text: String, pieceBytes: Int = pieceBytes) -> [String]? {
        let bytes = Array(text.utf8)
        guard let cuts = cutOffsets(bytes, pieceBytes: pieceBytes), !cuts.isEmpty else { return nil }
        var pieces: [String] = []
        var start = 0
        for cut in cuts + [bytes.count] {
            pieces.append(String(decoding: bytes[start..<cut], as: UTF8.self))
            start = cut
        }
        return pieces
    }

    /// Byte offsets (each just after a newline, none at the end) where pieces start.
    static func cutOffsets(_ bytes: [UInt8], pieceBytes: Int) -> [Int]? {
        var cuts: [Int] = []
        var depth = 0
        var pieceStart = 0
        var position = 0
        while position < bytes.count {
            let tagStart = nextTagStart(bytes, from: position) ?? bytes.count
            // Text: a newline ends a line where a piece may start.
            if depth == 0 {
                var index = position
                while index < tagStart {
                    if bytes[index] == newline, index + 1 - pieceStart >= pieceBytes, index + 1 < bytes.count {
                        cuts.append(index + 1)
                        pieceStart = index + 1
                    }
                    index += 1
                }
            }
            guard tagStart < bytes.count else { break }
            guard let tagEnd = tagEnd(bytes, start: tagStart) else { return nil }
            let tag = bytes[tagStart..<tagEnd]
            if tag[tag.startIndex + 1] == percent {
                // Stencil reads a block tag's whitespace control by `Character`s.
                guard tag.allSatisfy({ $0 < 0x80 }), let change = depthChange(block: tag, depth: depth) else { return nil }
                depth += change
            }
            position = tagEnd
        }
        return depth == 0 ? cuts : nil
    }

    private static let newline = UInt8(ascii: "\n")
    private static let openBrace = UInt8(ascii: "{")
    private static let closeBrace = UInt8(ascii: "}")
    private static let percent = UInt8(ascii: "%")
    private static let hash = UInt8(ascii: "#")
    private static let space = UInt8(ascii: " ")

    /// The offset of the next `{{`, `{%` or `{#` at or after `from`.
    private static func nextTagStart(_ bytes: [UInt8], from: Int) -> Int? {
        var index = from
        while index + 1 < bytes.count {
            if bytes[index] == openBrace {
                let next = bytes[index + 1]
                if next == openBrace || next == percent || next == hash { return index }
            }
            index += 1
        }
        return nil
    }

    /// The offset just past the tag starting at `start`: the first `}` after the tag's closing
    /// character (`}`, `%` or `#`), searching from the tag's `{` as Stencil does.
    private static func tagEnd(_ bytes: [UInt8], start: Int) -> Int? {
        let kind = bytes[start + 1]
        let closing = kind == openBrace ? closeBrace : kind
        var foundClosing = false
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if foundClosing, byte == closeBrace { return index + 1 }
            foundClosing = byte == closing
            index += 1
        }
        return nil
    }

    /// How a block tag (`{% … %}`) changes the nesting; nil for a tag the pieces cannot hold.
    private static func depthChange(block tag: ArraySlice<UInt8>, depth: Int) -> Int? {
        // Stencil reads whitespace control from the byte after `{%` and the one before `%}`.
        guard tag.count > 4 else { return nil }
        let afterOpening = tag[tag.startIndex + 2]
        let beforeClosing = tag[tag.endIndex - 3]
        for control in [UInt8(ascii: "-"), UInt8(ascii: "+")] where afterOpening == control || beforeClosing == control {
            return nil
        }
        // The tag's name: Stencil drops empty lines, trims spaces and joins lines with a space.
        let inner = tag[(tag.startIndex + 2)..<(tag.endIndex - 2)]
        let firstLine = inner.split(separator: newline, omittingEmptySubsequences: true).first ?? []
        let name = String(decoding: firstLine.drop(while: { $0 == space }).prefix(while: { $0 != space }), as: UTF8.self)
        switch name {
        case "for", "if", "ifnot", "filter": return 1
        case "endfor", "endif", "endfilter": return depth > 0 ? -1 : nil
        case "elif", "else", "empty": return depth > 0 ? 0 : nil
        case "include", "now": return 0
        default: return nil
        }
    }
}
