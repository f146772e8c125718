/// Unified diffs, as `diff -u --label a/PATH --label b/PATH` prints them.
public enum UnifiedDiff {
    /// The diff from `old` to `new` (empty when they are equal): `--- a/path`, `+++ b/path`,
    /// then `@@ -l,n +l,n @@` hunks with `context` unchanged lines around each change (changes
    /// closer than `2 × context` lines share a hunk), and `\ No newline at end of file` after a
    /// last line without one.
    public static func make(old: String, new: String, path: String, context: Int = 3) -> String {
        if old.utf8.elementsEqual(new.utf8) { return "" }
        let diff = LineDiff(old: old, new: new)
        if diff.blocks.isEmpty { return "" }
        var text = "--- a/\(path)\n+++ b/\(path)\n"
        let context = max(context, 0)
        var first = 0
        while first < diff.blocks.count {
            var last = first
            while last + 1 < diff.blocks.count
                && diff.blocks[last + 1].old.lowerBound - diff.blocks[last].old.upperBound <= 2 * context {
                last += 1
            }
            hunk(diff, diff.blocks[first...last], context: context, into: &text)
            first = last + 1
        }
        return text
    }

    /// How many lines changed: per change, the larger of the lines removed and the lines added.
    public static func changedLines(old: String, new: String) -> Int {
        if old.utf8.elementsEqual(new.utf8) { return 0 }
        return LineDiff(old: old, new: new).blocks.reduce(0) { $0 + max($1.old.count, $1.new.count) }
    }

    static func hunk(_ diff: LineDiff, _ blocks: ArraySlice<LineDiff.Block>, context: Int, into text: inout String) {
        let head = blocks.first!, tail = blocks.last!
        let before = min(context, head.old.lowerBound)
        let oldStart = head.old.lowerBound - before
        let newStart = head.new.lowerBound - before
        let after = min(context, diff.oldLines.count - tail.old.upperBound)
        let oldEnd = tail.old.upperBound + after
        let newEnd = tail.new.upperBound + after
        text += "@@ -\(range(oldStart, oldEnd)) +\(range(newStart, newEnd)) @@\n"
        var oldLine = oldStart
        for block in blocks {
            while oldLine < block.old.lowerBound {
                line(" ", diff.oldLines[oldLine], into: &text)
                oldLine += 1
            }
            for index in block.old { line("-", diff.oldLines[index], into: &text) }
            for index in block.new { line("+", diff.newLines[index], into: &text) }
            oldLine = block.old.upperBound
        }
        while oldLine < oldEnd {
            line(" ", diff.oldLines[oldLine], into: &text)
            oldLine += 1
        }
    }

    /// GNU diff's numbers: `start,count`, `start` alone for one line, and for no lines the
    /// line before the range with count 0.
    static func range(_ start: Int, _ end: Int) -> String {
        let count = end - start
        if count == 0 { return "\(start),0" }
        if count == 1 { return "\(start + 1)" }
        return "\(start + 1),\(count)"
    }

    static func line(_ mark: String, _ line: Substring, into text: inout String) {
        text += mark
        text += line
        if line.utf8.last != UInt8(ascii: "\n") { text += "\n\\ No newline at end of file\n" }
    }
}
