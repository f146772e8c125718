import APIDocsKit
import APIDocsLoader
@testable import APIDocsSpec
@testable import APIDocsRender
@testable import APIDocsSymbols
import Foundation
import XCTest

/// Every fact of the spec reaches the page the symbol map points to.
///
/// The test reads each fact straight from the spec's nodes (not from the symbol model's facts)
/// and looks for it on the rendered page: property facts in the property's row, parameter
/// facts in the option's row, headers, media types, callbacks and security requirements on
/// the operation page, tag descriptions on tag pages, info, servers, security schemes and
/// webhooks on the home page. It prints counts per kind and requires 100%.
final class FactCoverageTests: XCTestCase {
    struct Tally {
        var found: [String: Int] = [:]
        var missing: [String] = []

        mutating func check(_ kind: String, _ needle: String, in haystack: Substring, _ label: @autoclosure () -> String) {
            if haystack.contains(needle) {
                found[kind, default: 0] += 1
            } else {
                missing.append("\(kind): \(label()) lacks \(needle)")
            }
        }
    }


    /// The security schemes (with OAuth scopes and URLs, API key names), contact, license,
    /// terms and external docs of `spec` on the home page `home`; both client flavours show
    /// them there.
    static func checkDocumentFacts(_ spec: APISpec, home: Substring, name: String, tally: inout Tally) {
        let root = spec.root
        for scheme in spec.securitySchemes {
            tally.check("security scheme", "id=\"" + FactsHTML.securityAnchor(scheme.name) + "\"", in: home, "\(name) home")
            for flow in scheme.node["flows"]?.mapping?.entries ?? [] {
                for scope in flow.value["scopes"]?.mapping?.entries ?? [] {
                    tally.check("OAuth scope", "<code>" + HTML.escape(scope.key) + "</code>", in: home, "\(name) home")
                }
                for key in ["authorizationUrl", "tokenUrl", "refreshUrl"] {
                    if let url = flow.value[key]?.text { tally.check("OAuth URL", HTML.escape(url), in: home, "\(name) home") }
                }
            }
            if let header = scheme.node["name"]?.text { tally.check("API key name", "<code>" + HTML.escape(header) + "</code>", in: home, "\(name) home") }
        }
        let info = root["info"]
        for key in ["name", "email", "url"] {
            if let value = info?["contact"]?[key]?.text { tally.check("contact", HTML.escape(value), in: home, "\(name) home") }
        }
        if let license = info?["license"]?["name"]?.text { tally.check("license", HTML.escape(license), in: home, "\(name) home") }
        if let terms = info?["termsOfService"]?.text { tally.check("termsOfService", HTML.escape(terms), in: home, "\(name) home") }
        if let url = root["externalDocs"]?["url"]?.text { tally.check("externalDocs", HTML.escape(url), in: home, "\(name) home") }
    }

    static let constraintKeywords = Constraint.keywords

    /// The facts of the schema `node` in a row: constraints, format, default, examples,
    /// nullability, access, deprecation, title, external docs, composition members.
    static func checkSchemaFacts(_ node: SpecNode, row: Substring, label: String, tally: inout Tally) {
        for keyword in Self.constraintKeywords {
            guard let value = node[keyword], let text = value.text else { continue }
            if value.bool == false { continue }
            let shown = value.bool == true ? "true" : text
            tally.check(keyword, keyword + ": <code>" + HTML.escape(shown) + "</code>", in: row, label)
        }
        if let format = node["format"]?.text { tally.check("format", "Format: <code>" + HTML.escape(format) + "</code>", in: row, label) }
        if node["default"] != nil { tally.check("default", "Default: ", in: row, label) }
        if node["example"] != nil || node["examples"] != nil { tally.check("example", "Example", in: row, label) }
        if node["nullable"]?.bool == true || node["x-nullable"]?.bool == true { tally.check("nullable", "ullable", in: row, label) }
        if node["readOnly"]?.bool == true { tally.check("readOnly", "Read-only", in: row, label) }
        if node["writeOnly"]?.bool == true { tally.check("writeOnly", "Write-only", in: row, label) }
        if node["deprecated"]?.bool == true { tally.check("deprecated", "Deprecated", in: row, label) }
        if let title = node["title"]?.text { tally.check("title", "Title: " + HTML.escape(title), in: row, label) }
        if let url = node["externalDocs"]?["url"]?.text { tally.check("externalDocs", HTML.escape(url), in: row, label) }
        for key in ["oneOf", "anyOf", "allOf"] {
            for member in node[key]?.sequence ?? [] {
                guard let ref = member["$ref"]?.string, let component = FactsReader.componentName(ofRef: ref) else { continue }
                tally.check("composition", "<code>" + HTML.escape(component) + "</code>", in: row, label)
            }
        }
    }

    func testEveryFactReachesItsPage() throws {
        var tally = Tally()
        for (name, job) in try SampleValidationTests.jobs() {
            let diagnostics = DiagnosticCollector()
            let result = try DocsPipeline.run(job, diagnostics: diagnostics)
            let renderer = SiteRenderer(theme: try SiteTheme.load(custom: nil))
            var pages: [String: String] = [:]
            for file in DocsPipeline.files(for: job, result: result, site: renderer, diagnostics: diagnostics) {
                pages[file.path] = String(decoding: file.bytes, as: UTF8.self)
            }
            let graph = try XCTUnwrap(result.graph, name)
            let plan = SitePlan(graph: graph)
            func row(_ swiftPath: String) -> (String, Substring)? {
                guard let location = plan.location(of: swiftPath), let anchor = location.anchor, let page = pages[location.page],
                      let start = page.range(of: "id=\"\(anchor)\"") else { return nil }
                let end = page[start.upperBound...].range(of: "</li>\n")?.lowerBound ?? page.endIndex
                return (location.page + "#" + anchor, page[start.lowerBound..<end])
            }
            func schemaFacts(_ node: SpecNode, row: Substring, label: String) {
                Self.checkSchemaFacts(node, row: row, label: "\(name) \(label)", tally: &tally)
            }
            func walk(_ model: ModelSymbol) {
                for property in model.properties {
                    guard let (label, cells) = row(property.swiftPath) else { continue }
                    tally.found["property row", default: 0] += 1
                    schemaFacts(property.schema.node, row: cells, label: label)
                }
                model.nestedTypes.forEach(walk)
            }
            graph.models.forEach(walk)
            for (index, operation) in graph.operations.enumerated() {
                // An operation left out of the site (x-internal) has no page to hold its facts.
                guard let pagePath = plan.operationPages[index] else { continue }
                let page = Substring(pages[pagePath] ?? "")
                let label = "\(name) \(operation.method) \(operation.path)"
                operation.request.nestedTypes.forEach(walk)
                operation.response.nestedTypes.forEach(walk)
                for option in operation.request.options where option.location != .form {
                    guard let (rowLabel, cells) = row(option.swiftPath) else { continue }
                    let parameter = operation.operation.parameters.first { $0.name == option.key }
                    if let node = parameter?.node, node["$ref"] == nil {
                        if node["deprecated"]?.bool == true { tally.check("deprecated", "Deprecated", in: cells, rowLabel) }
                        if node["example"] != nil || node["examples"] != nil { tally.check("example", "Example", in: cells, rowLabel) }
                        if let schema = node["schema"], schema["$ref"] == nil { schemaFacts(schema, row: cells, label: rowLabel) }
                    }
                }
                for media in operation.operation.requestBody?.content ?? [] {
                    tally.check("request media type", "<code>" + HTML.escape(media.mediaType) + "</code>", in: page, label)
                }
                for response in operation.operation.responses {
                    for media in response.content {
                        tally.check("response media type", "<code>" + HTML.escape(media.mediaType) + "</code>", in: page, label + " " + response.code)
                    }
                    for header in response.node["headers"]?.mapping?.entries ?? [] {
                        tally.check("response header", "<code class=\"member-name\">" + HTML.escape(header.key) + "</code>", in: page, label + " " + response.code)
                    }
                    if response.content.contains(where: { FactsReader.isJSON($0.mediaType) && $0.schema != nil }) {
                        tally.check("body sample", "class=\"language-json\"", in: page, label + " " + response.code)
                    }
                }
                for callback in operation.operation.node["callbacks"]?.mapping?.entries ?? [] {
                    tally.check("callback", ">" + HTML.escape(callback.key) + " <span", in: page, label)
                }
                for requirement in operation.operation.security {
                    tally.check("security requirement", "#" + FactsHTML.securityAnchor(requirement.name) + "\"", in: page, label)
                }
                tally.check("HTTP sample", "class=\"language-http\"", in: page, label)
            }
            let home = Substring(pages[SitePlan.homePage] ?? "")
            Self.checkDocumentFacts(graph.spec, home: home, name: name, tally: &tally)
            let root = graph.spec.root
            for server in graph.servers {
                tally.check("server", HTML.escape(server.url), in: home, "\(name) home")
                for variable in server.variables { tally.check("server variable", "<code>" + HTML.escape(variable.name) + "</code>", in: home, "\(name) home") }
            }
            for hook in root["webhooks"]?.mapping?.entries ?? [] {
                tally.check("webhook link", ">" + HTML.escape(hook.key) + "</a>", in: home, "\(name) home")
                let hookPages = pages.filter { $0.key.hasPrefix(SitePlan.webhooksFolder + "/") && $0.value.contains("<h1>" + HTML.escape(hook.key) + "</h1>") }
                tally.check("webhook page", "webhook", in: Substring(hookPages.isEmpty ? "" : "webhook"), "\(name) webhook \(hook.key)")
                if let description = hook.value["post"]?["description"]?.text, let first = description.split(separator: " ").first {
                    tally.check("webhook description", HTML.escape(String(first)), in: Substring(hookPages.first?.value ?? ""), "\(name) webhook \(hook.key)")
                }
            }
            for tag in root["tags"]?.sequence ?? [] {
                guard let tagName = tag["name"]?.text, let description = tag["description"]?.text, !description.isEmpty,
                      let path = plan.tagPaths[tagName], let tagPage = plan.tagPages[path] else { continue }
                let firstWord = description.split(whereSeparator: { $0.isWhitespace }).first.map(String.init) ?? ""
                tally.check("tag description", HTML.escape(firstWord), in: Substring(pages[tagPage] ?? ""), "\(name) tag \(tagName)")
            }
        }
        print("fact coverage: " + tally.found.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
              + "; missing \(tally.missing.count)")
        XCTAssertTrue(tally.missing.isEmpty, tally.missing.prefix(40).joined(separator: "\n"))
        XCTAssertGreaterThan(tally.found["property row"] ?? 0, 0)
    }
}
