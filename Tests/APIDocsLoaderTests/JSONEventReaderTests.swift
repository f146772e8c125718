@testable import APIDocsLoader
import APIDocsTestSupport
import Foundation
import XCTest

/// The JSON reader gives libyaml's document for every input it takes (tree, locations, styles,
/// pointers, `$ref`s, repeated keys, flags), takes the JSON real specs are written in, and
/// leaves everything it is not sure of to libyaml.
final class JSONEventReaderTests: XCTestCase {
    func testHandwrittenJSONGivesLibYAMLsDocument() throws {
        let texts = [
            "{}", "[]", " \n{ }\n", "[1,2,3]", "{\"a\":1}", "{\"a\" : [ ] , \"b\" : { } }",
            "{\n  \"openapi\": \"3.0.0\",\n  \"paths\": {\"/a\": {\"$ref\": \"#/x\"}},\n  \"x\": [true, false, null]\n}\n",
            "{\r\n\t\"a\": 1,\r\n\t\"b\": [\r\n\t\t-0.5e+10, 0, -0, 12.25E-3, 1e5\r\n\t]\r\n}",
            "{\r\"a\":\r\"b\"}",
            "{\"escapes\": \"q\\\" b\\\\ s\\/ \\b\\f\\n\\r\\t \\u0041\\u00e9\\u20ac\\uFFFD \\u0000 end\"}",
            "{\"unicode\": \"é ü 中文 👍 \u{E001} \u{A0}\", \"é\": {\"中\": \"x\"}}",
            "{\"a\": 1, \"a\": 2, \"b\": {\"c\": 1, \"c\": [1]}}",
            "{\"deep\": " + String(repeating: "[", count: 100) + String(repeating: "]", count: 100) + "}",
            "[{\"$ref\": \"other.json#/a\"}, {\"$ref\": 5}, \"$ref\"]",
            "{\"" + String(repeating: "k", count: 1000) + "\": 1}",
            "{\"long line\": [" + (0..<3000).map { "\"v\($0)\"" }.joined(separator: ",") + "]}",
            "{\"x\": \"\u{10FFFF}\u{E000}\u{FFFD}\"}",
            "[\"<<\", {\"<<\": {\"a\": 1}}]",
        ]
        for text in texts {
            try assertSameDocument(Array(text.utf8), label: String(text.prefix(50)))
        }
    }

    func testInputsTheReaderLeavesToLibYAML() {
        let texts = [
            "", "  ", "1", "\"text\"", "null", "\u{FEFF}{}", "\t{}", "{}\n\t", "{}\t",
            "[1,]", "{\"a\": 1,}", "{\"a\" 1}", "{\"a\"\n: 1}", "{'a': 1}", "{a: 1}", "[01]", "[+1]", "[.5]",
            "[1.]", "[1e]", "[NaN]", "[tru]", "[truex]", "[1 2]", "{\"a\": 1} {}", "{} x", "# c\n{}", "---\n{}",
            "[\"\\ud83d\\udc4d\"]", "[\"\\ud83d\"]", "[\"\\x41\"]", "[\"\\a\"]", "[\"tab\there\"]", "[\"a\u{7F}\"]",
            "[\"line\u{2028}sep\"]", "[\"next\u{85}line\"]", "[\"bom\u{FEFF}\"]", "[\"c1\u{80}\"]",
            "{\"" + String(repeating: "k", count: 1030) + "\": 1}", "[1, {\"a\": [}]", "[", "{\"a\":",
            String(repeating: "[", count: 300) + String(repeating: "]", count: 300),
        ]
        for text in texts {
            XCTAssertNil(read(Array(text.utf8)), text.debugDescription)
        }
        for bytes: [UInt8] in [[0x5B, 0x22, 0xC3, 0x22, 0x5D], [0x5B, 0x22, 0xE0, 0x80, 0xAF, 0x22, 0x5D], [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D], [0xFF, 0xFE, 0x5B, 0x00]] {
            XCTAssertNil(read(bytes), "\(bytes)")
        }
    }

    /// Generated JSON, and the same with bytes deleted, repeated or swapped: whatever the
    /// reader takes, libyaml reads the same way.
    func testRandomAndMutatedJSONGivesLibYAMLsDocument() throws {
        var random = SeededRandom(seed: 24)
        var accepted = 0
        for round in 0..<400 {
            var generator = RandomJSON(random: random)
            let text = generator.document()
            random = generator.random
            var bytes = Array(text.utf8)
            if round % 2 == 1 {
                for _ in 0..<Int.random(in: 1...3, using: &random) where !bytes.isEmpty {
                    let index = Int.random(in: 0..<bytes.count, using: &random)
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: bytes.remove(at: index)
                    case 1: bytes.insert(bytes[index], at: index)
                    default: bytes.swapAt(index, Int.random(in: 0..<bytes.count, using: &random))
                    }
                }
            }
            if read(bytes) != nil {
                accepted += 1
                try assertSameDocument(bytes, label: "round \(round)", mustAccept: false)
            }
        }
        XCTAssertGreaterThan(accepted, 200)
    }

    func testJSONSpecsGiveLibYAMLsDocument() throws {
        for name in ["kubernetes-1.36-swagger.json", "github-api.github.com.json", "stripe-spec3.json", "tfl-spec.json"] {
            let path = try SharedCorpus.path("bench/specs/" + name)
            try assertSameDocument(Array(try XCTUnwrap(FileManager.default.contents(atPath: path))), label: name)
        }
        // The JSON specs of the parity corpus, written by many tools: whatever the reader
        // takes must be read as libyaml reads it.
        let parity = SharedCorpus.packageRoot + "/Tests/Fixtures/SOGParity"
        var compared = 0
        for entry in try FileManager.default.contentsOfDirectory(atPath: parity).sorted() {
            let path = parity + "/" + entry + "/spec.json.gz"
            guard FileManager.default.fileExists(atPath: path) else { continue }
            let bytes = Array(try Gzip.decompress(path))
            if read(bytes) != nil { compared += 1 }
            try assertSameDocument(bytes, label: entry, mustAccept: false)
        }
        XCTAssertGreaterThanOrEqual(compared, 15)
    }

    // MARK: - Helpers

    private func read(_ bytes: [UInt8]) -> ParsedDocument? {
        bytes.withUnsafeBufferPointer { JSONEventReader.parseDocument($0, file: "spec.json") }
    }

    private func assertSameDocument(_ bytes: [UInt8], label: String, mustAccept: Bool = true, line: UInt = #line) throws {
        guard let fast = read(bytes) else {
            if mustAccept { XCTFail("the reader left \(label) to libyaml", line: line) }
            return
        }
        let libyaml = try bytes.withUnsafeBufferPointer { buffer throws(SpecError) in
            try YAMLTreeParser.parseDocument(buffer, file: "spec.json", pipeThreshold: Int.max, halvesThreshold: .max)
        }
        XCTAssertEqual(TreeDump.text(of: fast), TreeDump.text(of: libyaml), label, line: line)
    }
}

/// Random JSON documents with every kind of value, escape, character width and whitespace.
private struct RandomJSON {
    var random: SeededRandom

    mutating func document() -> String {
        value(depth: 0, container: true)
    }

    private mutating func value(depth: Int, container: Bool = false) -> String {
        let kind = container ? Int.random(in: 0..<2, using: &random) : Int.random(in: 0..<(depth > 4 ? 5 : 7), using: &random)
        switch kind {
        case 0, 5:
            let count = Int.random(in: 0..<4, using: &random)
            let members = (0..<count).map { _ in string() + space(line: false) + ":" + space() + value(depth: depth + 1) }
            return "{" + space() + members.joined(separator: space() + "," + space()) + space() + "}"
        case 1, 6:
            let count = Int.random(in: 0..<4, using: &random)
            let items = (0..<count).map { _ in value(depth: depth + 1) }
            return "[" + space() + items.joined(separator: space() + "," + space()) + space() + "]"
        case 2: return string()
        case 3: return ["0", "-1", "12.5", "1e10", "-0.25E-2", "7E+3", "123456789012345678901234567890"].randomElement(using: &random)!
        default: return ["true", "false", "null"].randomElement(using: &random)!
        }
    }

    private mutating func string() -> String {
        let pieces = ["a", "Z", "$ref", " ", "é", "中", "👍", "\u{E001}", "\\n", "\\\"", "\\\\", "\\/", "\\u00e9", "\\u0000", "\\t", ":", "#", "-", "{", "]", ",", "<<"]
        let count = Int.random(in: 0..<6, using: &random)
        return "\"" + (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined() + "\""
    }

    private mutating func space(line: Bool = true) -> String {
        let pieces = line ? ["", "", " ", "  ", "\n", "\r\n", "\r", "\t", "\n\t "] : ["", "", " ", "\t"]
        return pieces.randomElement(using: &random)!
    }
}
