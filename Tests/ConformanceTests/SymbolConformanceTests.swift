import APIDocsTestSupport
import APIDocsKit
import APIDocsLoader
import APIDocsSymbols
import Foundation
import XCTest

/// The SwagGen namer's client model against the six `symbols.json` files (made from SwagGen's
/// generated code): every swiftPath with its Swift name, type and kind must match, and no
/// symbol may be missing or extra.
final class SymbolConformanceTests: XCTestCase {
    /// swiftPath → (swiftName, type) as the fixture states them.
    struct Expected { var name: String?; var type: String?; var declared: String? }

    func expectedSymbols(_ json: Any) -> [String: Expected] {
        var result: [String: Expected] = [:]
        func walk(_ value: Any) {
            if let object = value as? [String: Any] {
                if let path = object["swiftPath"] as? String {
                    let typeKeys = ["swiftType", "associatedType", "aliasOf", "rawValue", "superclass", "rawType", "successType"]
                    // A null payload (`associatedType: null`) is compared too, as "nil".
                    let type = typeKeys.first { object[$0] != nil }.map { object[$0] is NSNull ? "nil" : object[$0] as? String }
                    result[path] = Expected(name: object["swiftName"] as? String, type: type ?? nil, declared: object["declaredType"] as? String)
                }
                for (key, child) in object where key != "initParameters" { walk(child) }
            } else if let array = value as? [Any] {
                array.forEach(walk)
            }
        }
        if let object = json as? [String: Any] {
            for key in ["tags", "servers", "models", "enums", "operations"] { walk(object[key] ?? []) }
        }
        return result
    }

    func testSymbolsMatchFixtures() throws {
        var compared = 0
        var failures: [String] = []
        for folder in try SharedCorpus.folders(in: "conformance/swaggen") {
            let name = (folder as NSString).lastPathComponent
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/symbols.json")))
            let expected = expectedSymbols(json)
            let options = try OptionsFile.read(SpecDocumentSet.load(path: folder + "/options.yml").root)
            let diagnostics = DiagnosticCollector()
            let graph = try DocsPipeline.symbols(for: DocsJob(specPath: SharedCorpus.specFile(in: folder)!, outputName: name, optionLayers: [options], template: nil), diagnostics: diagnostics)
            // SwagGen generates these specs: reading them must not find an error in them.
            failures += diagnostics.diagnostics.filter { $0.severity == .error }.map { "\(name): \($0)" }
            // The shared client model the SwagGen namer makes: every symbol the fixture lists,
            // with its name and types, and nothing else but the containers the fixture leaves
            // out (the namespace struct, `Server`, a request's `Options`, `Response.SuccessType`,
            // a model's `additionalProperties`).
            let tree = graph.clientTree()
            let swiftNames = Self.swiftNames(graph)
            var actual: [String: ClientSymbol] = [:]
            for symbol in tree.symbols where actual[symbol.path] == nil { actual[symbol.path] = symbol }
            for (path, want) in expected.sorted(by: { $0.key < $1.key }) {
                compared += 1
                guard let got = actual[path] else { failures.append("\(name): missing \(path)"); continue }
                if let wantName = want.name, swiftNames[path] != wantName {
                    failures.append("\(name): \(path) swiftName \(swiftNames[path] ?? "none") != \(wantName)")
                }
                let gotType: String
                if got.rawValue != nil {
                    gotType = got.rawValue!
                } else if got.role == .output {
                    gotType = actual[path + ".SuccessType"]?.swiftType?.description ?? "no SuccessType"
                } else {
                    gotType = got.swiftType?.description ?? "nil"
                }
                if let wantType = want.type, gotType != wantType {
                    failures.append("\(name): \(path) type \(gotType) != \(wantType)")
                }
                let gotDeclared = got.swiftType.map { got.isOptional ? "\($0)?" : "\($0)" }
                if let wantDeclared = want.declared, gotDeclared != wantDeclared {
                    failures.append("\(name): \(path) declared \(gotDeclared ?? "nil") != \(wantDeclared)")
                }
            }
            for symbol in tree.symbols where expected[symbol.path] == nil {
                // Initializers are no swiftPaths of the format (a model's are its `initParameters`);
                // a request's are held against the generated code by RequestInitializerConformanceTests.
                let container = [ClientRole.namespace, .servers, .requestOptions, .additionalProperties].contains(symbol.role)
                    || (symbol.kind == .typealias && symbol.path.hasSuffix(".Response.SuccessType"))
                    || symbol.kind == .initializer
                if !container { failures.append("\(name): extra \(symbol.path) (\(symbol.kind.label))") }
            }
            // Kinds as the fixture states them for models and global enums.
            for case let model as [String: Any] in ((json as? [String: Any])?["models"] as? [Any] ?? []) + ((json as? [String: Any])?["enums"] as? [Any] ?? []) {
                guard let path = model["swiftPath"] as? String, let kind = model["kind"] as? String, let got = actual[path] else { continue }
                let want: ClientSymbolKind = ["class": .class, "struct": .struct, "typealias": .typealias][kind] ?? .enum
                if got.kind != want { failures.append("\(name): \(path) kind \(got.kind.label) != \(kind)") }
            }
        }
        print("symbol conformance: compared \(compared) symbols, \(failures.count) mismatches")
        XCTAssert(failures.isEmpty, "\(failures.count) mismatches of \(compared):\n" + failures.prefix(80).joined(separator: "\n"))
        // The corpus README lists 35 + 342 + 1181 + 568 + 1407 + 135 swiftPaths.
        XCTAssertEqual(compared, 3668)
    }

    /// swiftPath → the Swift name as the code writes it (backticks included), the first met.
    static func swiftNames(_ graph: SymbolGraph) -> [String: String] {
        var names: [String: String] = [:]
        func add(_ path: String, _ name: String) { if names[path] == nil { names[path] = name } }
        func addEnum(_ symbol: EnumSymbol) {
            add(symbol.swiftPath, symbol.swiftName)
            for item in symbol.cases { add(item.swiftPath, item.swiftName) }
        }
        func addModel(_ model: ModelSymbol) {
            add(model.swiftPath, model.swiftName)
            for property in model.properties { add(property.swiftPath, property.swiftName) }
            for item in model.enumSymbol?.cases ?? [] { add(item.swiftPath, item.swiftName) }
            for item in model.discriminator?.cases ?? [] { add(item.swiftPath, item.swiftName) }
            model.enums.forEach(addEnum)
            model.nestedTypes.forEach(addModel)
        }
        for tag in graph.tags { add(tag.swiftPath, tag.swiftName) }
        for server in graph.servers { add(server.swiftPath, server.swiftName) }
        graph.models.forEach(addModel)
        graph.enums.forEach(addEnum)
        for operation in graph.operations {
            add(operation.swiftPath, operation.swiftName)
            operation.enums.forEach(addEnum)
            add(operation.request.swiftPath, "Request")
            for option in operation.request.options { add(option.swiftPath, option.swiftName) }
            if let body = operation.request.body { add(body.swiftPath, "body") }
            operation.request.nestedTypes.forEach(addModel)
            add(operation.response.swiftPath, "Response")
            for item in operation.response.cases { add(item.swiftPath, item.swiftName) }
            operation.response.enums.forEach(addEnum)
            operation.response.nestedTypes.forEach(addModel)
        }
        return names
    }
}
