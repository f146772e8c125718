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
                try YAMLTreeParser.parseDocument(buffer, file: file, pipeThreshold: threshold)
            }
            var dump = TreeDump()
            dump.write(document.root)
            let refs = document.refs.map { "\($0.ref) \($0.node.location)" }.joined(separator: ",")
            let duplicates = document.duplicateKeys.map { "\($0.key) \($0.location) \($0.firstLocation)" }.joined(separator: ",")
            return dump.text + "\nrefs " + refs + "\nduplicates " + duplicates
                + "\naliases \(document.usesAliases) private \(document.holdsLowPrivateUse)"
        } catch {
            return "error " + error.description
        }
    }
}

/// A tree written out with every fact a node holds; a node met again (an alias) is written as
/// the number of its first appearance, so shared nodes must be shared in both trees.
private struct TreeDump {
    var text = ""
    private var seen: [ObjectIdentifier: Int] = [:]

    mutating func write(_ node: SpecNode, depth: Int = 0) {
        let indent = String(repeating: " ", count: depth)
        if let number = seen[ObjectIdentifier(node)] {
            text += indent + "#\(number)\n"
            return
        }
        seen[ObjectIdentifier(node)] = seen.count
        text += indent + "\(node.location) \(node.pointer) "
        switch node.value {
        case .scalar(let scalar):
            text += "scalar \(scalar.style) \(scalar.text.debugDescription)\n"
        case .sequence(let items):
            text += "sequence\n"
            for item in items { write(item, depth: depth + 1) }
        case .mapping(let mapping):
            text += "mapping\n"
            for entry in mapping.entries {
                text += indent + " key \(entry.key.debugDescription) \(entry.keyLocation)\n"
                write(entry.value, depth: depth + 2)
            }
        }
    }
}
