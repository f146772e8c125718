import APIDocsTestSupport
@testable import APIDocsCLI
@testable import APIDocsKit
import Foundation
import XCTest

final class OutputDiffTests: XCTestCase {
    /// `diff -u --label a/PATH --label b/PATH old new`, from the system.
    func systemDiff(_ old: String, _ new: String, path: String = "README.md", context: Int = 3) throws -> String {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/diff") else { throw XCTSkip("no /usr/bin/diff") }
        let scratch = OutputScratch("apidocs-diff")
        scratch.write("old", old)
        scratch.write("new", new)
        let run = try OutputTestTools.run("/usr/bin/diff", ["-U", "\(context)", "--label", "a/\(path)", "--label", "b/\(path)", scratch.file("old"), scratch.file("new")])
        XCTAssertLessThanOrEqual(run.status, 1, run.stderr)
        return run.stdout
    }

    func assertLikeDiff(_ old: String, _ new: String, context: Int = 3, file: StaticString = #filePath, line: UInt = #line) throws {
        let ours = UnifiedDiff.make(old: old, new: new, path: "README.md", context: context)
        XCTAssertEqual(ours, try systemDiff(old, new, context: context), "old: \(old.debugDescription)\nnew: \(new.debugDescription)", file: file, line: line)
    }

    let text = (1...20).map { "line \($0)\n" }.joined()

    func lines(_ text: String) -> [String] { text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    func testIdenticalIsEmpty() throws {
        XCTAssertEqual(UnifiedDiff.make(old: text, new: text, path: "README.md"), "")
        try assertLikeDiff(text, text)
        try assertLikeDiff("", "")
    }

    func testInsertDeleteAndChange() throws {
        try assertLikeDiff(text, text.replacingOccurrences(of: "line 10\n", with: "line 10\ninserted\n"))
        try assertLikeDiff(text, text.replacingOccurrences(of: "line 10\n", with: ""))
        try assertLikeDiff(text, text.replacingOccurrences(of: "line 10\n", with: "line ten\n"))
        try assertLikeDiff(text, text.replacingOccurrences(of: "line 10\n", with: "ten\n").replacingOccurrences(of: "line 11\n", with: "eleven\nand more\n"))
    }

    func testChangesAtStartAndEnd() throws {
        try assertLikeDiff(text, "new first\n" + text)
        try assertLikeDiff(text, String(text.dropFirst("line 1\n".count)))
        try assertLikeDiff(text, text.replacingOccurrences(of: "line 1\n", with: "LINE 1\n"))
        try assertLikeDiff(text, text + "new last\n")
        try assertLikeDiff(text, text.replacingOccurrences(of: "line 20\n", with: "LINE 20\n"))
        try assertLikeDiff("", text)
        try assertLikeDiff(text, "")
    }

    func testNoTrailingNewline() throws {
        try assertLikeDiff(text, String(text.dropLast()))
        try assertLikeDiff(String(text.dropLast()), text)
        try assertLikeDiff(String(text.dropLast()), String(text.dropLast()) + " more")
        try assertLikeDiff("a\nb", "a\nc")
        try assertLikeDiff("only", "")
        try assertLikeDiff("", "only")
    }

    func testHunksJoinWithinTwiceTheContext() throws {
        // Changes 6 lines apart share a hunk, 7 lines apart do not.
        try assertLikeDiff(text, text.replacingOccurrences(of: "line 3\n", with: "x\n").replacingOccurrences(of: "line 10\n", with: "y\n"))
        try assertLikeDiff(text, text.replacingOccurrences(of: "line 3\n", with: "x\n").replacingOccurrences(of: "line 11\n", with: "y\n"))
        try assertLikeDiff(text, text.replacingOccurrences(of: "line 3\n", with: "x\n").replacingOccurrences(of: "line 11\n", with: "y\n"), context: 0)
        try assertLikeDiff(text, text.replacingOccurrences(of: "line 3\n", with: "x\n").replacingOccurrences(of: "line 11\n", with: "y\n"), context: 1)
    }

    func testCRLFAndUnicodeLinesCompareByBytes() throws {
        try assertLikeDiff("a\r\nb\r\n", "a\r\nb\n")
        try assertLikeDiff("caf\u{E9}\n", "cafe\u{301}\n")
    }

    /// Random edits of a small alphabet of lines (many equal lines, so many equally short
    /// edit scripts): our diff must apply with `patch`, and be as short as `diff`'s.
    func testRandomEditsApplyWithPatchAndAreMinimal() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/patch") else { throw XCTSkip("no /usr/bin/patch") }
        var generator = SeededRandom(seed: 20_261_121)
        let scratch = OutputScratch("apidocs-patch")
        var identical = 0
        for round in 0..<40 {
            let count = Int(generator.next() % 40)
            let old = (0..<count).map { _ in "l\(generator.next() % 5)\n" }
            var new = old
            for _ in 0..<Int(generator.next() % 6) {
                let position = new.isEmpty ? 0 : Int(generator.next() % UInt64(new.count + 1))
                switch generator.next() % 3 {
                case 0: new.insert("n\(generator.next() % 5)\n", at: position)
                case 1: if position < new.count { new.remove(at: position) }
                default: if position < new.count { new[position] = "c\(generator.next() % 3)\n" }
                }
            }
            var oldText = old.joined(), newText = new.joined()
            if round % 4 == 1 { oldText = String(oldText.dropLast()) }
            if round % 4 == 2 { newText = String(newText.dropLast()) }
            let ours = UnifiedDiff.make(old: oldText, new: newText, path: "f")
            let theirs = try systemDiff(oldText, newText, path: "f")
            if ours == theirs { identical += 1 }
            // Same number of removed and added lines as diff's (both minimal).
            func marked(_ diff: String, _ mark: Character) -> Int {
                lines(diff).filter { $0.first == mark && !$0.hasPrefix("---") && !$0.hasPrefix("+++") }.count
            }
            XCTAssertEqual(marked(ours, "-"), marked(theirs, "-"), "round \(round)")
            XCTAssertEqual(marked(ours, "+"), marked(theirs, "+"), "round \(round)")
            guard !ours.isEmpty else { XCTAssertEqual(oldText, newText); continue }
            scratch.write("f", oldText)
            scratch.write("f.diff", ours)
            let patched = try OutputTestTools.run("/usr/bin/patch", ["-s", "-p1", "-i", "f.diff", "-o", "f.out", "f"], in: scratch.path)
            XCTAssertEqual(patched.status, 0, "round \(round): \(patched.stdout)\(patched.stderr)\n\(ours)")
            XCTAssertEqual(scratch.read("f.out"), newText, "round \(round)\n\(ours)")
            try? FileManager.default.removeItem(atPath: scratch.file("f.out"))
        }
        print("UnifiedDiff: \(identical)/40 random cases byte-identical to diff -u")
    }

    func testChangedLineCount() {
        XCTAssertEqual(UnifiedDiff.changedLines(old: text, new: text), 0)
        XCTAssertEqual(UnifiedDiff.changedLines(old: text, new: text.replacingOccurrences(of: "line 10\n", with: "ten\n")), 1)
        XCTAssertEqual(UnifiedDiff.changedLines(old: text, new: text.replacingOccurrences(of: "line 10\n", with: "a\nb\nc\n")), 3)
        XCTAssertEqual(UnifiedDiff.changedLines(old: "a\nb\n", new: "b\n"), 1)
    }

    func testLargeDissimilarTextsFinish() {
        let old = (0..<5000).map { "old \($0)\n" }.joined()
        let new = (0..<5000).map { "new \($0)\n" }.joined()
        XCTAssertEqual(UnifiedDiff.changedLines(old: old, new: new), 5000)
    }
}
