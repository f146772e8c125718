import APIDocsConcurrency
import Foundation

/// Parses a large YAML file as two halves side by side, cut between two keys of its root
/// mapping, and joins the two trees into the tree the whole file gives.
///
/// libyaml parses one byte after another, and the tree builder waits for its events: with a
/// spec of megabytes, the load is as long as libyaml's parse of the whole file however many
/// cores there are (`YAMLEventPipe` only overlaps the parse with the building). Cut at a root
/// key near the middle, each half is parsed and built on a core of its own, with no events
/// handed between threads.
///
/// The cut is at the start of a line whose first byte is a letter, a digit, `_` or `$`: in a
/// file whose root is a block mapping, the start of a root key. A line at column 0 cannot
/// continue a block scalar, a plain scalar or a block collection of a root key (their lines are
/// indented further, or are `- ` items); it can continue a quoted scalar or a flow collection,
/// but then the first half ends inside it and libyaml refuses that half. So when both halves
/// parse, the second half's keys are the whole root mapping's next keys, at the same places.
///
/// The halves are used only when they stand for the whole exactly; otherwise `parse` returns
/// nil and the caller parses the file whole (which also reports any error the same way):
/// - both halves parse, and both roots are mappings, the second starting at the cut;
/// - the aliases of both halves together stay within the whole file's budget (an alias of the
///   second half to an anchor of the first is unknown to the second half, which then fails);
/// - neither half repeats a key within a mapping;
/// - no key of the root is in both halves;
/// - no line up to the cut starts a document marker (`---` or `...`), whose meaning depends on
///   what follows, except a `---` before the root's first key;
/// - line breaks are `\n` or `\r\n` (libyaml also counts a lone `\r`, U+0085, U+2028 and
///   U+2029 as lines; the second half's line numbers start after the first half's lines);
/// - the file starts with no byte order mark other than UTF-8's (UTF-16 and UTF-32 are not
///   cut at bytes).
enum YAMLHalves {
    /// Files at least this long are cut; below it, the second core saves less than a
    /// millisecond.
    static let threshold = 1 << 20

    /// The file parsed in two halves, or nil when it is not cut (see above).
    static func parse(_ input: UnsafeBufferPointer<UInt8>, file: String) -> ParsedDocument? {
        guard let cut = cut(input) else { return nil }
        // Each half with the lines before it; the caller keeps `input` alive throughout.
        let halves = [
            (bytes: Unchecked(UnsafeBufferPointer(rebasing: input[..<cut.offset])), lineOffset: 0),
            (bytes: Unchecked(UnsafeBufferPointer(rebasing: input[cut.offset...])), lineOffset: cut.lineOffset),
        ]
        let documents = ConcurrentWork.map(halves) { half in
            try? YAMLTreeParser.parseWhole(half.bytes.value, file: file, pipeThreshold: .max, lineOffset: half.lineOffset)
        }
        guard let first = documents[0], let second = documents[1] else { return nil }
        return join(first, second, secondStartsAtLine: cut.lineOffset + 1)
    }

    /// The first half's tree with the second's root keys added, when they stand for the whole.
    static func join(_ first: ParsedDocument, _ second: ParsedDocument, secondStartsAtLine line: Int) -> ParsedDocument? {
        guard case .mapping(let head) = first.root.value, case .mapping(let tail) = second.root.value,
              second.root.location.line == line, second.root.location.column == 1,
              first.aliasExpansion + second.aliasExpansion <= TreeBuilder.maximumAliasExpansion,
              first.duplicateKeys.isEmpty, second.duplicateKeys.isEmpty else { return nil }
        var keys = Set(head.entries.map { CodePointKey($0.key) })
        for entry in tail.entries where !keys.insert(CodePointKey(entry.key)).inserted {
            return nil
        }
        let root = SpecNode(.mapping(Mapping(head.entries + tail.entries)), location: first.root.location, place: first.root.place)
        return ParsedDocument(
            root: root, refs: first.refs + second.refs, duplicateKeys: [],
            usesAliases: first.usesAliases || second.usesAliases, aliasExpansion: first.aliasExpansion + second.aliasExpansion,
            holdsLowPrivateUse: first.holdsLowPrivateUse || second.holdsLowPrivateUse
        )
    }

    /// Where the second half starts (a byte offset and the lines before it), or nil when the
    /// file is not cut.
    static func cut(_ input: UnsafeBufferPointer<UInt8>) -> (offset: Int, lineOffset: Int)? {
        guard let base = input.baseAddress, let first = input.first, first != 0x00, first != 0xFE, first != 0xFF else { return nil }
        let middle = input.count / 2
        var best: (offset: Int, lineOffset: Int)?
        var chosen: (offset: Int, lineOffset: Int)?
        var lines = 0
        var index = 0
        // Line by line (memchr finds each `\n`) up to the first root key past the middle.
        while index < input.count, let hit = memchr(base + index, Int32(newline), input.count - index) {
            lines += 1
            let start = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit)) + 1
            guard start < input.count else { break }
            // A document marker changes what follows it; only `---` before the root's first
            // key (after directives or comments) starts the one document.
            if let marker = marker(input, at: start), marker == UInt8(ascii: ".") || best != nil { return nil }
            if isKeyStart(input[start]) {
                if let nearest = best, abs(nearest.offset - middle) <= abs(start - middle) {
                    chosen = nearest
                    break
                }
                best = (offset: start, lineOffset: lines)
            }
            index = start
        }
        guard let cut = chosen ?? best, let balanced = balanced(cut, count: input.count),
              countsLinesAsLibYAMLDoes(UnsafeBufferPointer(rebasing: input[..<cut.offset])) else { return nil }
        return balanced
    }

    /// Whether every line break libyaml counts in `text` is a `\n` (alone or after `\r`): no
    /// lone `\r`, U+0085, U+2028 or U+2029.
    private static func countsLinesAsLibYAMLDoes(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        func each(_ byte: UInt8, _ isBreak: (Int) -> Bool) -> Bool {
            guard let base = text.baseAddress else { return true }
            var index = 0
            while index < text.count, let hit = memchr(base + index, Int32(byte), text.count - index) {
                let offset = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
                if isBreak(offset) { return false }
                index = offset + 1
            }
            return true
        }
        func byte(_ offset: Int) -> UInt8? { offset < text.count ? text[offset] : nil }
        return each(carriageReturn) { byte($0 + 1) != newline }
            && each(0xC2) { byte($0 + 1) == 0x85 }
            && each(0xE2) { byte($0 + 1) == 0x80 && (byte($0 + 2) == 0xA8 || byte($0 + 2) == 0xA9) }
    }

    /// `cut` when each half holds at least an eighth of the file (a smaller half saves less
    /// than a second parse costs).
    private static func balanced(_ cut: (offset: Int, lineOffset: Int), count: Int) -> (offset: Int, lineOffset: Int)? {
        cut.offset >= count / 8 && count - cut.offset >= count / 8 ? cut : nil
    }

    private static let newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    private static func isKeyStart(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
            return true
        default:
            return false
        }
    }

    /// `-` for `---`, `.` for `...` at `start` (a line's start), else nil.
    private static func marker(_ input: UnsafeBufferPointer<UInt8>, at start: Int) -> UInt8? {
        guard start + 2 < input.count else { return nil }
        let byte = input[start]
        guard byte == UInt8(ascii: "-") || byte == UInt8(ascii: "."), input[start + 1] == byte, input[start + 2] == byte else { return nil }
        return byte
    }
}
