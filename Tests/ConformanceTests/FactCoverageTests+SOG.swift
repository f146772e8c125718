import APIDocsKit
import APIDocsLoader
@testable import APIDocsRender
@testable import APIDocsSOG
@testable import APIDocsSpec
@testable import APIDocsSymbols
import Foundation
import XCTest

/// The same coverage for the swift-openapi-generator flavour: every fact of the spec reaches
/// the SOG page its symbol is documented on, for the `Specs/` samples that use the flavour and
/// every case and naming strategy of `conformance/sog`.
///
/// Facts are read straight from the spec's nodes (a fresh read, matched to SOG's declarations
/// by JSON pointer): a property's or parameter's facts in its member row; an operation's
/// media types, headers, samples, callbacks, security requirements and HTTP request on its
/// page; a component schema's own facts above its members; info, servers, security schemes,
/// tags and webhook links on the home page, each webhook's facts on its page.
extension FactCoverageTests {
    func testEveryFactReachesItsSOGPage() throws {
        var tally = Tally()
        for (name, job) in try SampleValidationTests.sogJobs() {
            let diagnostics = DiagnosticCollector()
            let result = try DocsPipeline.run(job, diagnostics: diagnostics)
            let input = try XCTUnwrap(result.sog, name)
            let renderer = SiteRenderer(theme: try SiteTheme.load(custom: nil))
            var pages: [String: String] = [:]
            for file in DocsPipeline.files(for: job, result: result, site: renderer, diagnostics: diagnostics) {
                pages[file.path] = String(decoding: file.bytes, as: UTF8.self)
            }
            let plan = SOGSitePlan(graph: input.graph)
            let spec = try SpecReader.read(SpecDocumentSet.load(path: job.specPath), detail: .allComponents, diagnostics: DiagnosticCollector())
            func row(_ symbol: ClientSymbol) -> (String, Substring)? {
                guard let location = plan.locations[SOGSitePlan.Key(path: symbol.path, kind: symbol.kind)], let anchor = location.anchor,
                      let page = pages[location.page], let start = page.range(of: " id=\"\(anchor)\"><div class=\"member-sig\">") else { return nil }
                let end = page[start.upperBound...].range(of: "</li>\n")?.lowerBound ?? page.endIndex
                return (location.page + "#" + anchor, page[start.lowerBound..<end])
            }
            var operationPages: [String: String] = [:]
            for symbol in input.graph.symbols {
                guard let node = symbol.source?.node, node.mapping != nil else { continue }
                let pointer = node.pointer
                if symbol.kind == .enum, symbol.path.hasPrefix("Operations."), !symbol.path.dropFirst("Operations.".count).contains(".") {
                    operationPages[pointer] = plan.locations[SOGSitePlan.Key(path: symbol.path, kind: symbol.kind)]?.page
                    continue
                }
                if symbol.kind == .struct || symbol.kind == .enum || symbol.kind == .typealias,
                   symbol.path.hasPrefix("Components.Schemas."), !symbol.path.dropFirst("Components.Schemas.".count).contains("."),
                   let location = plan.locations[SOGSitePlan.Key(path: symbol.path, kind: symbol.kind)], let page = pages[location.page] {
                    let top = page[..<(page.range(of: "<ul class=\"member-list\" aria-label=\"Members of ")?.lowerBound ?? page.endIndex)]
                    tally.found["schema page", default: 0] += 1
                    Self.checkSchemaFacts(node, row: top, label: "\(name) \(symbol.path)", tally: &tally)
                    continue
                }
                guard symbol.kind == .property, let (label, cells) = row(symbol) else { continue }
                if node["in"] != nil {
                    tally.found["parameter row", default: 0] += 1
                    if node["deprecated"]?.bool == true { tally.check("deprecated", "Deprecated", in: cells, label) }
                    if node["example"] != nil || node["examples"] != nil { tally.check("example", "Example", in: cells, label) }
                    if let schema = node["schema"], schema["$ref"] == nil { Self.checkSchemaFacts(schema, row: cells, label: "\(name) \(label)", tally: &tally) }
                } else if pointer.split(separator: "/").dropLast().last == "properties" {
                    tally.found["property row", default: 0] += 1
                    Self.checkSchemaFacts(node, row: cells, label: "\(name) \(label)", tally: &tally)
                }
            }
            for operation in spec.operations {
                guard let pagePath = operationPages[operation.node.pointer] else { continue }
                let page = Substring(pages[pagePath] ?? "")
                let label = "\(name) \(operation.method) \(operation.path)"
                for media in operation.requestBody?.content ?? [] {
                    tally.check("request media type", "<code>" + HTML.escape(media.mediaType) + "</code>", in: page, label)
                }
                for response in operation.responses {
                    for media in response.content {
                        tally.check("response media type", "<code>" + HTML.escape(media.mediaType) + "</code>", in: page, label + " " + response.code)
                    }
                    for header in response.headers {
                        tally.check("response header", "<code class=\"member-name\">" + HTML.escape(header.name) + "</code>", in: page, label + " " + response.code)
                    }
                    if response.content.contains(where: { FactsReader.isJSON($0.mediaType) && $0.schema != nil }) {
                        tally.check("body sample", "class=\"language-json\"", in: page, label + " " + response.code)
                    }
                }
                for callback in operation.node["callbacks"]?.mapping?.entries ?? [] {
                    tally.check("callback", ">" + HTML.escape(callback.key) + " <span", in: page, label)
                }
                for requirement in operation.security {
                    tally.check("security requirement", "#" + FactsHTML.securityAnchor(requirement.name) + "\"", in: page, label)
                }
                tally.check("HTTP sample", "class=\"language-http\"", in: page, label)
            }
            let home = Substring(pages[SOGSitePlan.homePage] ?? "")
            Self.checkDocumentFacts(spec, home: home, name: name, tally: &tally)
            let root = spec.root
            for (index, server) in spec.servers.enumerated() {
                tally.check("server", HTML.escape(server.url), in: home, "\(name) home")
                tally.check("server symbol", "<code>Servers.Server\(index + 1).url(", in: home, "\(name) home")
                for variable in server.variables { tally.check("server variable", "<code>" + HTML.escape(variable.name) + "</code>", in: home, "\(name) home") }
            }
            // Webhooks as in the other flavour: linked from the home page, each on its own page.
            for hook in root["webhooks"]?.mapping?.entries ?? [] {
                tally.check("webhook link", ">" + HTML.escape(hook.key) + "</a>", in: home, "\(name) home")
                let hookPages = pages.filter { $0.key.hasPrefix(SitePlan.webhooksFolder + "/") && $0.value.contains("<h1>" + HTML.escape(hook.key) + "</h1>") }
                tally.check("webhook page", "webhook", in: Substring(hookPages.isEmpty ? "" : "webhook"), "\(name) webhook \(hook.key)")
                if let description = hook.value["post"]?["description"]?.text, let first = description.split(separator: " ").first {
                    tally.check("webhook description", HTML.escape(String(first)), in: Substring(hookPages.first?.value ?? ""), "\(name) webhook \(hook.key)")
                }
            }
            for tag in root["tags"]?.sequence ?? [] {
                guard let tagName = tag["name"]?.text else { continue }
                tally.check("tag", ">" + HTML.escape(tagName) + "</h3>", in: home, "\(name) tag \(tagName)")
                guard let description = tag["description"]?.text, !description.isEmpty else { continue }
                let firstWord = description.split(whereSeparator: { $0.isWhitespace }).first.map(String.init) ?? ""
                tally.check("tag description", HTML.escape(firstWord), in: home, "\(name) tag \(tagName)")
            }
        }
        print("SOG fact coverage: " + tally.found.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
              + "; missing \(tally.missing.count)")
        XCTAssertTrue(tally.missing.isEmpty, tally.missing.prefix(40).joined(separator: "\n"))
        XCTAssertGreaterThan(tally.found["property row"] ?? 0, 0)
        XCTAssertGreaterThan(tally.found["parameter row"] ?? 0, 0)
    }
}
