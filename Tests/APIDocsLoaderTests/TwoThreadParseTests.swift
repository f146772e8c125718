@testable import APIDocsLoader
import APIDocsTestSupport
import Foundation
import XCTest

/// Parsing on a second thread (`YAMLEventPipe`) gives the serial loop's result for every input:
/// the same tree (locations, styles, pointers, aliases as shared nodes), `$ref`s, repeated keys
/// and flags, or the same first error.
final class TwoThreadParseTests: XCTestCase {
    func testSmallInputsGiveTheSerialResult() throws {
        let long = (0..<2000).map { "k\($0): &a\($0) {x: [\($0), \"\u{E001}\"], y: *a\($0 / 2 * 2)}" }.joined(separator: "\n")
        let texts: [(String, String)] = [
            ("spec.yml", "openapi: 3.0.0\ninfo: {title: x, version: '1'}\npaths: {}\n"),
            ("spec.yml", "a: &x {p: 1}\nb: {<<: *x, q: 2}\nc: *x\nd: [*x, !!str 5, \"6\", |\n  block\n]\n"),
            ("spec.yml", "a: 1\na: 2\n$ref: '#/b'\nb: {$ref: other.yml#/c}\n"),
            ("spec.yml", "a: 1\nb:\n  c: d\n   e: f\n"),
            ("spec.yml", long + "\nbroken: [\n"),
            ("spec.yml", long + "\nnested: " + String(repeating: "[", count: 300) + String(repeating: "]", count: 300) + "\n"),
            ("spec.yml", long + "\nalias: *missing\n"),
            // The builder's error comes before the parser's, in the parser's last batch.
            ("spec.yml", long + "\nnested: " + String(repeating: "[", count: 300) + "\n"),
            ("spec.yml", "nested: " + String(repeating: "[", count: 300) + "\n"),
            ("spec.yml", "a: 1\n---\nb: 2\n"),
            ("spec.yml", ""),
            ("spec.yml", "# only a comment\n"),
            ("spec.json", "{\"openapi\": \"3.0.0\", \"info\": {\"title\": \"\\ue000\"}, \"paths\": {}}"),
            ("spec.json", "{\"openapi\": \"3.0.0\", \"info\": {\"title\": \"x\"}"),
        ]
        for (file, text) in texts {
            try assertSameResult(Array(text.utf8), file: file, label: String(text.prefix(60)))
        }
    }

    func testBrokenFixturesGiveTheSerialResult() throws {
        let folder = SharedCorpus.packageRoot + "/Tests/Fixtures/broken"
        var compared = 0
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder).sorted()
        where path.hasSuffix(".yml") || path.hasSuffix(".yaml") || path.hasSuffix(".json") {
            let bytes = try XCTUnwrap(FileManager.default.contents(atPath: folder + "/" + path))
            try assertSameResult(Array(bytes), file: path, label: path)
            compared += 1
        }
        XCTAssertGreaterThan(compared, 15)
    }

    func testBenchSpecsGiveTheSerialResult() throws {
        for name in ["github-api.github.com.yaml", "kubernetes-1.36-swagger.json"] {
            let path = try SharedCorpus.path("bench/specs/" + name)
            let bytes = try XCTUnwrap(FileManager.default.contents(atPath: path))
            try assertSameResult(Array(bytes), file: name, label: name)
        }
    }

    private func assertSameResult(_ bytes: [UInt8], file: String, label: String, line: UInt = #line) throws {
        let serial = outcome(bytes, file: file, threshold: Int.max)
        let piped = outcome(bytes, file: file, threshold: 0)
        XCTAssertEqual(piped, serial, label, line: line)
    }

    /// The parse's whole result as text, or its error.
    private func outcome(_ bytes: [UInt8], file: String, threshold: Int) -> String {
        do {
            let document = try bytes.withUnsafeBufferPointer { buffer throws(SpecError) in
                try YAMLTreeParser.parseDocument(buffer, file: file, pipeThreshold: threshold, halvesThreshold: .max)
            }
            return TreeDump.text(of: document)
        } catch {
            return "error " + error.description
        }
    }
}
