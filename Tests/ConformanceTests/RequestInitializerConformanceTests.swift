import APIDocsKit
import APIDocsLoader
import APIDocsSymbols
import APIDocsTestSupport
import Foundation
import XCTest

/// The initializers the SwagGen namer records on each request (`init()`, `init(options:)`, the
/// convenience `init(petId:name:)`, `init(body:options:encoder:)`) and on its `Options`, held
/// against the code SwagGen generated for the six conformance specs: each is declared, with the
/// same labels, types and defaults, in the operation's file, and so is every convenience
/// initializer the file declares. `apidocs diff` judges a request's changed call by them.
final class RequestInitializerConformanceTests: XCTestCase {
    func testEveryRequestInitializerIsTheGeneratedOne() throws {
        var compared = 0
        var failures: [String] = []
        for folder in try SharedCorpus.folders(in: "conformance/swaggen") {
            let name = (folder as NSString).lastPathComponent
            let options = try OptionsFile.read(SpecDocumentSet.load(path: folder + "/options.yml").root)
            let job = DocsJob(specPath: SharedCorpus.specFile(in: folder)!, outputName: name, optionLayers: [options], template: nil)
            let graph = try DocsPipeline.symbols(for: job, diagnostics: DiagnosticCollector())
            let files = try Self.requestFiles(folder + "/client/Sources/Requests")
            for operation in graph.operations {
                guard let source = files[operation.operationId] else { failures.append("\(name): no file for \(operation.operationId)"); continue }
                let declared = Self.initializers(inRequestOf: source)
                let request = try XCTUnwrap(operation.clientDeclaration.members.first { $0.role == .input })
                let options = request.members.first { $0.role == .requestOptions }
                let recorded = (request.members + (options?.members ?? [])).filter { $0.kind == .initializer }
                for initializer in recorded {
                    compared += 1
                    let text = Self.text(initializer)
                    if !declared.all.contains(text) { failures.append("\(name) \(operation.operationId): \(text) is not in \(declared.all.sorted())") }
                }
                let convenience = recorded.filter { $0.role == .requestInitializer && options != nil }.map(Self.text)
                if Set(convenience) != declared.convenience {
                    failures.append("\(name) \(operation.operationId): convenience \(convenience) != \(declared.convenience.sorted())")
                }
            }
        }
        XCTAssert(failures.isEmpty, "\(failures.count) mismatches of \(compared):\n" + failures.prefix(40).joined(separator: "\n"))
        XCTAssertGreaterThan(compared, 400, "the six clients' requests")
    }

    /// operationId → the text of the file that declares its request.
    static func requestFiles(_ folder: String) throws -> [String: String] {
        var result: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let text = try String(contentsOfFile: folder + "/" + relative, encoding: .utf8)
            guard let range = text.range(of: "APIService<Response>(id: \"") else { continue }
            let id = text[range.upperBound...].prefix { $0 != "\"" }
            result[String(id)] = text
        }
        return result
    }

    /// The `init(...)` declarations of the file's `Request` class (and the types nested in it),
    /// normalized by `normalized`; the convenience ones apart.
    static func initializers(inRequestOf source: String) -> (all: Set<String>, convenience: Set<String>) {
        guard let start = source.range(of: "public final class Request"),
              let end = source.range(of: "public enum Response", range: start.upperBound..<source.endIndex) else { return ([], []) }
        var all = Set<String>(), convenience = Set<String>()
        for line in source[start.upperBound..<end.lowerBound].split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            for prefix in ["public init(", "public convenience init("] where trimmed.hasPrefix(prefix) {
                guard let close = trimmed.range(of: ") {", options: .backwards) else { continue }
                let text = normalized("init(" + trimmed[trimmed.index(trimmed.startIndex, offsetBy: prefix.count)..<close.lowerBound] + ")")
                all.insert(text)
                if prefix.contains("convenience") { convenience.insert(text) }
            }
        }
        return (all, convenience)
    }

    static func text(_ declaration: ClientDeclaration) -> String {
        normalized("init(" + (declaration.parameters ?? []).map(\.declaration).joined(separator: ", ") + ")")
    }

    /// Without backticks, and each dotted type name by its last part (`API.Pets.X.Request.Options`
    /// → `Options`, as the code inside the class writes it).
    static func normalized(_ text: String) -> String {
        let plain = text.replacingOccurrences(of: "`", with: "")
        var result = "", word = ""
        func flush() {
            result += word.split(separator: ".").last.map(String.init) ?? word
            word = ""
        }
        for character in plain {
            if character.isLetter || character.isNumber || character == "_" || character == "." { word.append(character) } else { flush(); result.append(character) }
        }
        flush()
        return result
    }
}
