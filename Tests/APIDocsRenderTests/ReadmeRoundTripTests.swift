import XCTest
import APIDocsSymbols
@testable import APIDocsRender

/// Byte-for-byte checks against real READMEs: each expected README's lists are read back
/// into a context, which must render to the very same bytes with the matching template.
/// (This checks the templates and the renderer; building the context from a spec is
/// checked elsewhere.)
final class ReadmeRoundTripTests: XCTestCase {
    private let renderer = ReadmeRenderer()

    private func assertRoundTrip(_ readme: String, builtIn name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let path = try TestPaths.sharedFile(readme)
        let expected = try TestPaths.read(path)
        let context = try ReadmeLists.context(from: expected)
        let output = try renderer.render(ReadmeTemplate.builtIn(name), context: context)
        XCTAssertTrue(output == expected && output.utf8.count == expected.utf8.count,
                      "\(readme) differs from the \(name) rendering", file: file, line: line)
    }

    func testSeeds() throws {
        try assertRoundTrip("seeds/000_5dbaa11e195b47ce.txt", builtIn: "swaggen-4")
        try assertRoundTrip("seeds/002_8c4c5e52fb90cac9.txt", builtIn: "swaggen")
        try assertRoundTrip("seeds/003_fde969aa43d52774.txt", builtIn: "pace")
        try assertRoundTrip("seeds/004_aef648f29a8282d8.txt", builtIn: "swaggen")
    }

    func testSwagGenFixtures() throws {
        for name in ["Petstore", "PetstoreTest", "Rocket", "TBX", "TFL", "TestSpec"] {
            try assertRoundTrip("conformance/swaggen/\(name)/README.md", builtIn: "swaggen")
            try assertRoundTrip("conformance/swaggen-history/2019-04-23/\(name)/README.md", builtIn: "swaggen-4")
        }
    }

    /// The check can fail: the lists are really read, and the wrong template is caught.
    func testRoundTripDetectsTheWrongTemplate() throws {
        let expected = try TestPaths.read(try TestPaths.sharedFile("seeds/002_8c4c5e52fb90cac9.txt"))
        let context = try ReadmeLists.context(from: expected)
        XCTAssertGreaterThan((context["schemas"] as? [Any])?.count ?? 0, 10)
        XCTAssertGreaterThan((context["operationsByTag"] as? [Any])?.count ?? 0, 2)
        let output = try renderer.render(ReadmeTemplate.builtIn("swaggen-4"), context: context)
        XCTAssertNotEqual(output, expected)
        XCTAssertEqual(output.replacingOccurrences(of: "TBX.shared`", with: "TBX.default`"), expected)
    }

    /// The 4.0/4.1 template is no built-in, but user templates by path render the same way.
    func testOlderTemplateByPath() throws {
        let template = try TestPaths.sharedFile("conformance/swaggen-templates/README-2019-02-20.md")
        for name in ["Petstore", "TestSpec", "TFL"] {
            let expected = try TestPaths.read(try TestPaths.sharedFile("conformance/swaggen-history/2019-02-20/\(name)/README.md"))
            let output = try renderer.render(TestDisk.template(template), context: try ReadmeLists.context(from: expected))
            XCTAssertEqual(output, expected, name)
        }
    }
}

/// Reads the Models and Requests lists of a rendered README back into a context.
enum ReadmeLists {
    struct Unreadable: Error, CustomStringConvertible { let description: String }

    static func context(from readme: String) throws -> [String: Any] {
        let lines = readme.components(separatedBy: "\n")
        guard let title = lines.first, title.hasPrefix("# ") else { throw Unreadable(description: "no title") }
        let name = String(title.dropFirst(2))
        guard let models = lines.firstIndex(of: "## Models"), let requests = lines.firstIndex(of: "## Requests") else {
            throw Unreadable(description: "no Models/Requests sections")
        }
        let schemas: [[String: Any]] = lines[models..<requests].compactMap { line in
            guard line.hasPrefix("- **"), line.hasSuffix("**") else { return nil }
            return ["type": String(line.dropFirst(4).dropLast(2))]
        }
        var groups: [(name: String, operations: [[String: Any]])] = []
        for line in lines[(requests + 1)...] where !line.isEmpty {
            if line.hasPrefix("\t- **") {
                guard !groups.isEmpty else { throw Unreadable(description: "request before a tag: \(line)") }
                groups[groups.count - 1].operations.append(try operation(String(line.dropFirst(5))))
            } else if line.hasPrefix("- **\(name)."), line.hasSuffix("**"), !line.contains("**: ") {
                let tag = String(line.dropFirst(4 + name.count + 1).dropLast(2))
                guard SwagGenCase.upperCamelCased(tag) == tag else { throw Unreadable(description: "tag \(tag)") }
                groups.append((tag, []))
            } else if line.hasPrefix("- **\(name).") {
                if groups.first?.name != "" { groups.insert(("", []), at: 0) }
                groups[0].operations.append(try operation(String(line.dropFirst(4 + name.count + 1))))
            } else {
                throw Unreadable(description: "unexpected line: \(line)")
            }
        }
        let options: [String: Any] = ["name": name, "mutableModels": readme.contains("API are mutable classes")]
        let groupList: [[String: Any]] = groups.map { ["name": $0.name, "operations": $0.operations] }
        return ["options": options, "schemas": schemas, "definitions": schemas, "operationsByTag": groupList]
    }

    /// `Type**: METHOD `path`` (the part after `- **`).
    private static func operation(_ text: String) throws -> [String: Any] {
        let parts = text.components(separatedBy: "**: ")
        let rest = parts.count == 2 ? parts[1].components(separatedBy: " `") : []
        guard rest.count == 2, rest[1].hasSuffix("`") else { throw Unreadable(description: "request line \(text)") }
        return ["type": parts[0], "method": rest[0], "path": String(rest[1].dropLast())]
    }
}
