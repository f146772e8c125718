/// SwagGen's blank-line handling for Stencil output (rules doc §9.3).
///
/// Stencil leaves the indentation and newline of every tag-only line (`{% for … %}`) in
/// the output. SwagGen hides that: it marks the template's deliberately blank lines
/// before parsing, deletes every whitespace-only line after rendering, and turns the
/// marked lines back into empty lines. Only `\n` separates lines (`\r` is ordinary text),
/// and the first line and the unterminated last line of a text are never touched.
///
/// The work is done on UTF-8 bytes: every byte the algorithm looks at is ASCII, so
/// splitting at them cannot cut a multi-byte character.
enum BlankLines {
    /// Appended to blank template lines. Private-use scalars without case mappings, so
    /// case filters wrapped around template text leave it intact.
    static let marker = "\u{E000}\u{E0B1}\u{E000}"
    private static let markerBytes = Array(marker.utf8)
    private static let newline: UInt8 = 0x0A

    /// Mark every line that is empty or only spaces/tabs and sits between two newlines.
    static func mark(_ template: String) -> String {
        let bytes = Array(template.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 64)
        forEachLine(bytes) { line, interior, terminated in
            out.append(contentsOf: line)
            if interior, isSpaceOrTab(line) { out.append(contentsOf: markerBytes) }
            if terminated { out.append(newline) }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Delete whitespace-only lines, then empty the marked lines (dropping their indentation).
    static func clean(_ output: String) -> String {
        let bytes = Array(output.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        forEachLine(bytes) { line, interior, terminated in
            if interior {
                if isSpaceOrTab(line) { return }
                if isMarked(line) {
                    out.append(newline)
                    return
                }
            }
            out.append(contentsOf: line)
            if terminated { out.append(newline) }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Calls `body` for each line without its `\n`. `interior`: preceded and followed by a
    /// newline; `terminated`: followed by one.
    private static func forEachLine(
        _ bytes: [UInt8], _ body: (ArraySlice<UInt8>, _ interior: Bool, _ terminated: Bool) -> Void
    ) {
        var start = 0
        while true {
            let end = bytes[start...].firstIndex(of: newline)
            let line = bytes[start..<(end ?? bytes.count)]
            body(line, start > 0 && end != nil, end != nil)
            guard let end else { return }
            start = end + 1
        }
    }

    private static func isSpaceOrTab(_ line: ArraySlice<UInt8>) -> Bool {
        line.allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// Spaces/tabs followed by exactly the marker.
    private static func isMarked(_ line: ArraySlice<UInt8>) -> Bool {
        guard line.count >= markerBytes.count, line.suffix(markerBytes.count).elementsEqual(markerBytes) else {
            return false
        }
        return isSpaceOrTab(line.dropLast(markerBytes.count))
    }
}
