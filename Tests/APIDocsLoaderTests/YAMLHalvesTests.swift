@testable import APIDocsLoader
import APIDocsTestSupport
import Foundation
import XCTest

/// A file parsed in two halves (`YAMLHalves`) gives the whole file's result: the same tree
/// (locations, key locations, styles, pointers), `$ref`s, repeated keys and flags, or the same
/// first error; and the halves are used only where they can be.
final class YAMLHalvesTests: XCTestCase {
    /// The parse's whole result as text, or its error.
    private func outcome(_ bytes: [UInt8], halves: Bool) -> String {
        do {
            let document = try bytes.withUnsafeBufferPointer { buffer throws(SpecError) in
                try YAMLTreeParser.parseDocument(buffer, file: "spec.yml", pipeThreshold: .max, halvesThreshold: halves ? 0 : .max)
            }
            return TreeDump.text(of: document)
        } catch {
            return "error " + error.description
        }
    }

    /// Whether the halves stood for the whole (rather than the file being parsed whole).
    private func usedHalves(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { YAMLHalves.parse($0, file: "spec.yml") != nil }
    }

    private func assertSameAsWhole(_ text: String, halves expected: Bool, file: StaticString = #filePath, line: UInt = #line) {
        let bytes = Array(text.utf8)
        XCTAssertEqual(outcome(bytes, halves: true), outcome(bytes, halves: false), text.debugDescription, file: file, line: line)
        XCTAssertEqual(usedHalves(bytes), expected, "halves used: \(text.debugDescription)", file: file, line: line)
    }

    /// `count` root keys, each with a nested mapping, so that some key sits near the middle.
    private func keys(_ prefix: String, _ count: Int) -> String {
        (0..<count).map { "\(prefix)\($0):\n  a: \($0)\n  b: [x, y]\n" }.joined()
    }

    func testCutAtTheRootKeyNearestTheMiddle() throws {
        let text = "openapi: 3.0.0\n" + keys("k", 10)
        let bytes = Array(text.utf8)
        let cut = try XCTUnwrap(bytes.withUnsafeBufferPointer { YAMLHalves.cut($0) })
        let lineStarts = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") && $0 + 1 < bytes.count }.map { $0 + 1 }
        let keyStarts = lineStarts.filter { bytes[$0] != UInt8(ascii: " ") }
        let nearest = keyStarts.min { abs($0 - bytes.count / 2) < abs($1 - bytes.count / 2) }
        XCTAssertEqual(cut.offset, nearest)
        XCTAssertEqual(cut.lineOffset, bytes[..<cut.offset].filter { $0 == UInt8(ascii: "\n") }.count)
    }

    func testSplitFilesGiveTheWholeResult() {
        let texts = [
            // Block scalars, quoted and plain scalars, compact sequences, comments, $refs.
            "openapi: 3.0.0\ninfo:\n  title: |\n    text\n\n    more\n  description: >\n    folded\n"
                + keys("p", 6) + "# a comment\ntags:\n- name: a\n- name: b\nc: {$ref: '#/x'}\n" + keys("q", 6)
                + "last: plain\n  continued\nz: \"\u{E001}\"\n",
            "---\nopenapi: 3.0.0\n" + keys("k", 12),
            "openapi: 3.0.0\r\n" + keys("k", 12).replacingOccurrences(of: "\n", with: "\r\n"),
            keys("k", 12) + "empty:\nfinal: 1\n",
            "%YAML 1.1\n---\n" + keys("k", 12),
            "# comment\n---\n" + keys("k", 12),
            // Aliases within each half.
            "a: &x {p: 1}\nb: *x\n" + keys("k", 12) + "c: &x [1]\nd: {<<: {q: 2}, r: *x}\n",
        ]
        for text in texts {
            assertSameAsWhole(text, halves: true)
        }
    }

    /// A cut the halves cannot stand for: the file is parsed whole, with the whole's result or error.
    func testFilesParsedWhole() {
        let texts = [
            // A quoted scalar and a flow sequence whose lines at column 0 look like keys.
            keys("k", 3) + "q: \"first\n" + String(repeating: "second: line\n", count: 40) + "third\"\n" + keys("m", 3),
            keys("k", 3) + "f: [a,\n" + String(repeating: "b: c,\n", count: 80) + "d]\n" + keys("m", 3),
            // An anchor the second half would not know, and aliases over the whole file's
            // budget though within each half's.
            "base: &b {x: 1}\n" + keys("k", 12) + "use: *b\n",
            bomb("a") + keys("k", 4) + bomb("b"),
            // Repeated keys, within a half and across the halves.
            keys("k", 12) + "k0: again\n",
            "a: 1\na: 2\n" + keys("k", 12),
            // Document markers.
            keys("k", 2) + "...\n" + keys("m", 10),
            keys("k", 2) + "---\n" + keys("m", 10),
            "...\n" + keys("k", 12),
            // Line breaks libyaml counts and the cut would not.
            "x: \"a\rb\"\n" + keys("k", 12),
            "x: \"a\u{2028}b\"\n" + keys("k", 12),
            "x: \"a\u{85}b\"\n" + keys("k", 12),
            // A root that is not a mapping, and no root key to cut at.
            "- a\n- b\n" + String(repeating: "- c\n", count: 40),
            "only: one\n",
            // Errors in either half.
            keys("k", 6) + "broken: [\n" + keys("m", 6),
            keys("k", 12) + "bad:\n  x: 1\n   y: 2\n",
            keys("k", 12) + "deep: " + String(repeating: "[", count: 300) + String(repeating: "]", count: 300) + "\n",
        ]
        for text in texts {
            assertSameAsWhole(text, halves: false)
        }
    }

    /// An anchor of 1,000 scalars and 260 aliases to it: 260,000 nodes expanded, over half the
    /// budget of 500,000.
    private func bomb(_ name: String) -> String {
        "\(name): &\(name) [" + String(repeating: "x, ", count: 1000) + "x]\n\(name)s: [" + String(repeating: "*\(name), ", count: 260) + "*\(name)]\n"
    }

    func testByteOrderMarks() {
        let utf8 = [0xEF, 0xBB, 0xBF] + Array(keys("k", 12).utf8)
        XCTAssertEqual(outcome(utf8, halves: true), outcome(utf8, halves: false))
        XCTAssertTrue(usedHalves(utf8))
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in keys("k", 12).utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        XCTAssertEqual(outcome(utf16, halves: true), outcome(utf16, halves: false))
        XCTAssertFalse(usedHalves(utf16))
    }

    func testBenchSpecsGiveTheWholeResult() throws {
        for name in ["github-api.github.com.yaml", "openai-openapi.yaml", "stripe-spec3.yaml"] {
            let path = try SharedCorpus.path("bench/specs/" + name)
            let bytes = Array(try XCTUnwrap(FileManager.default.contents(atPath: path)))
            XCTAssertTrue(usedHalves(bytes), name) // OpenAI's anchors and aliases are all in one half.
            XCTAssertEqual(outcome(bytes, halves: true), outcome(bytes, halves: false), name)
        }
    }
}
