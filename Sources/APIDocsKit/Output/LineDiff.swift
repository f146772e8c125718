/// Which lines of two texts changed: Myers' O(ND) difference algorithm in linear space
/// (divide and conquer on the middle snake), after stripping the common start and end as
/// GNU diff does, so its edit scripts are minimal and match `diff`'s on ordinary input.
struct LineDiff {
    /// A contiguous change: old lines `old` replaced by new lines `new` (either may be empty).
    struct Block: Equatable {
        var old: Range<Int>
        var new: Range<Int>
    }

    /// The lines of each text, each with its `\n` (the last may lack one).
    let oldLines: [Substring]
    let newLines: [Substring]
    /// The changes, in order.
    let blocks: [Block]

    init(old: String, new: String) {
        oldLines = LineDiff.lines(old)
        newLines = LineDiff.lines(new)
        // Lines are compared by their bytes (String equality would match canonically
        // equivalent but different bytes).
        var ids: [[UInt8]: Int] = [:]
        func id(_ line: Substring) -> Int {
            let key = Array(line.utf8)
            if let known = ids[key] { return known }
            ids[key] = ids.count
            return ids.count - 1
        }
        let a = oldLines.map(id)
        let b = newLines.map(id)
        // A line found on one side only is changed whatever the alignment: leave it out of
        // the search (as GNU diff does), which keeps very different texts cheap.
        var inA = [Bool](repeating: false, count: ids.count), inB = inA
        for line in a { inA[line] = true }
        for line in b { inB[line] = true }
        let keptA = a.indices.filter { inB[a[$0]] }
        let keptB = b.indices.filter { inA[b[$0]] }
        var marks = Marks(a: keptA.map { a[$0] }, b: keptB.map { b[$0] })
        marks.compare(0, keptA.count, 0, keptB.count)
        var deleted = [Bool](repeating: true, count: a.count)
        var inserted = [Bool](repeating: true, count: b.count)
        for (index, original) in keptA.enumerated() { deleted[original] = marks.deleted[index] }
        for (index, original) in keptB.enumerated() { inserted[original] = marks.inserted[index] }
        blocks = LineDiff.blocks(deleted: deleted, inserted: inserted)
    }

    /// Splits after every `\n`; a text that does not end in one has a last line without it.
    static func lines(_ text: String) -> [Substring] {
        var lines: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            let next = utf8.index(after: index)
            if utf8[index] == UInt8(ascii: "\n") {
                lines.append(text[start..<next])
                start = next
            }
            index = next
        }
        if start != utf8.endIndex { lines.append(text[start...]) }
        return lines
    }

    /// Deleted and inserted flags per line, filled in by the recursion.
    struct Marks {
        let a: [Int]
        let b: [Int]
        var deleted: [Bool]
        var inserted: [Bool]

        init(a: [Int], b: [Int]) {
            self.a = a
            self.b = b
            deleted = Array(repeating: false, count: a.count)
            inserted = Array(repeating: false, count: b.count)
        }

        mutating func compare(_ aStart: Int, _ aEnd: Int, _ bStart: Int, _ bEnd: Int) {
            var aLow = aStart, aHigh = aEnd, bLow = bStart, bHigh = bEnd
            while aLow < aHigh && bLow < bHigh && a[aLow] == b[bLow] { aLow += 1; bLow += 1 }
            while aLow < aHigh && bLow < bHigh && a[aHigh - 1] == b[bHigh - 1] { aHigh -= 1; bHigh -= 1 }
            if aLow == aHigh {
                for j in bLow..<bHigh { inserted[j] = true }
                return
            }
            if bLow == bHigh {
                for i in aLow..<aHigh { deleted[i] = true }
                return
            }
            guard let (x, y) = middle(aLow, aHigh, bLow, bHigh) else {
                for i in aLow..<aHigh { deleted[i] = true }
                for j in bLow..<bHigh { inserted[j] = true }
                return
            }
            compare(aLow, aLow + x, bLow, bLow + y)
            compare(aLow + x, aHigh, bLow + y, bHigh)
        }

        /// A point (offsets from the starts) on an optimal path, found by running the forward
        /// and the reverse search until they meet.
        func middle(_ aLow: Int, _ aHigh: Int, _ bLow: Int, _ bHigh: Int) -> (Int, Int)? {
            let n = aHigh - aLow, m = bHigh - bLow
            let maxD = (n + m + 1) / 2
            let offset = maxD
            let length = 2 * maxD + 2
            var forward = [Int](repeating: -1, count: length)
            var reverse = [Int](repeating: -1, count: length)
            forward[offset + 1] = 0
            reverse[offset + 1] = 0
            let delta = n - m
            let front = delta % 2 != 0
            var k1Start = 0, k1End = 0, k2Start = 0, k2End = 0
            for d in 0..<maxD {
                var k1 = -d + k1Start
                while k1 <= d - k1End {
                    let index = offset + k1
                    var x1 = (k1 == -d || (k1 != d && forward[index - 1] < forward[index + 1]))
                        ? forward[index + 1] : forward[index - 1] + 1
                    var y1 = x1 - k1
                    while x1 < n && y1 < m && a[aLow + x1] == b[bLow + y1] { x1 += 1; y1 += 1 }
                    forward[index] = x1
                    if x1 > n {
                        k1End += 2
                    } else if y1 > m {
                        k1Start += 2
                    } else if front {
                        let k2Index = offset + delta - k1
                        if k2Index >= 0 && k2Index < length && reverse[k2Index] != -1 {
                            if x1 >= n - reverse[k2Index] { return (x1, y1) }
                        }
                    }
                    k1 += 2
                }
                var k2 = -d + k2Start
                while k2 <= d - k2End {
                    let index = offset + k2
                    var x2 = (k2 == -d || (k2 != d && reverse[index - 1] < reverse[index + 1]))
                        ? reverse[index + 1] : reverse[index - 1] + 1
                    var y2 = x2 - k2
                    while x2 < n && y2 < m && a[aHigh - x2 - 1] == b[bHigh - y2 - 1] { x2 += 1; y2 += 1 }
                    reverse[index] = x2
                    if x2 > n {
                        k2End += 2
                    } else if y2 > m {
                        k2Start += 2
                    } else if !front {
                        let k1Index = offset + delta - k2
                        if k1Index >= 0 && k1Index < length && forward[k1Index] != -1 {
                            let x1 = forward[k1Index]
                            let y1 = offset + x1 - k1Index
                            if x1 >= n - x2 { return (x1, y1) }
                        }
                    }
                    k2 += 2
                }
            }
            return nil
        }

    }

    /// The flags as contiguous change blocks (deletions and insertions between the same two
    /// unchanged lines form one block).
    static func blocks(deleted: [Bool], inserted: [Bool]) -> [Block] {
        var blocks: [Block] = []
        var i = 0, j = 0
        while i < deleted.count || j < inserted.count {
            if i < deleted.count && j < inserted.count && !deleted[i] && !inserted[j] {
                i += 1
                j += 1
                continue
            }
            let oldStart = i, newStart = j
            var moved = true
            while moved {
                moved = false
                while i < deleted.count && deleted[i] { i += 1; moved = true }
                while j < inserted.count && inserted[j] { j += 1; moved = true }
            }
            if oldStart == i && newStart == j { break }  // not reachable with consistent flags
            blocks.append(Block(old: oldStart..<i, new: newStart..<j))
        }
        return blocks
    }
}
