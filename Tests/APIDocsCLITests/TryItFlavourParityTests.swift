import APIDocsDiagnostics
import APIDocsKit
@testable import APIDocsRender
import APIDocsSymbols
import Foundation
import XCTest

/// Try it decides alike in both client flavours (issue 49, disagreement 4): the `Accept` it
/// sends comes from one rule, and the swift-openapi-generator flavour finds each parameter's
/// Swift property by the role its `Input` part plays in the client tree, not by that part's name.
final class TryItFlavourParityTests: XCTestCase {
    private let spec = """
        openapi: 3.0.3
        info: {title: Reports, version: "1.0"}
        paths:
          /reports/{reportId}:
            post:
              operationId: makeReport
              parameters:
                - {name: reportId, in: path, required: true, schema: {type: integer, format: int32}}
                - {name: page-size, in: query, schema: {type: integer, format: int32}}
                - {name: X-Trace, in: header, schema: {type: string}}
              responses:
                "202": {description: Queued.}
                "201": {description: Made., content: {text/csv: {schema: {type: string}}}}
                "200": {description: Ready., content: {application/json: {schema: {type: object, properties: {id: {type: string}}}}}}
                default: {description: Failed., content: {application/problem+json: {schema: {type: object}}}}
          /health:
            get:
              operationId: health
              responses:
                "204": {description: Fine.}
                default: {description: Failed., content: {application/json: {schema: {type: object}}}}

        """

    /// `Accept` is the first media type of the first 2XX response, in the spec's order, that has
    /// content (`201`'s `text/csv`: not the `202` listed first, which has none, nor the `200`
    /// with the lowest code); an operation whose successes have no content sends none. The page's
    /// HTTP sample says the same.
    func testAcceptIsTheFirstSuccessWithContentInSpecOrder() throws {
        let scratch = try TemporaryFolder()
        try scratch.write("Specs/Reports/spec.yml", spec)
        try scratch.write("Specs/Reports/apidocs.yml", "name: Reports\n")
        try scratch.write("Specs/ReportsSOG/spec.yml", spec)
        try scratch.write("Specs/ReportsSOG/apidocs.yml", "name: ReportsSOG\nclient: swift-openapi-generator\n")
        let build = try CLIRunner.run(["build", "--quiet"], in: scratch.path)
        XCTAssertEqual(build.exitCode, 0, build.stderr)
        for folder in ["Reports", "ReportsSOG"] {
            let operations = scratch.path + "/Site/" + folder + "/operations/"
            var pages: [String: String] = [:]
            for file in try FileManager.default.contentsOfDirectory(atPath: operations) {
                let html = try TestPaths.read(operations + file)
                for id in ["makeReport", "health"] where html.contains("\"operationId\":\"\(id)\"") { pages[id] = html }
            }
            let make = try XCTUnwrap(pages["makeReport"], folder)
            XCTAssertTrue(make.contains(#""accept":"text/csv""#), "\(folder): \(make)")
            XCTAssertTrue(make.contains("Accept: text/csv"), "\(folder): \(make)")
            let health = try XCTUnwrap(pages["health"], folder)
            XCTAssertFalse(health.contains(#""accept":"#), "\(folder): \(health)")
            XCTAssertFalse(health.contains("Accept: "), "\(folder): \(health)")
        }
    }

    /// The parameters' Swift names with `Input.Path`, `Query` and `Headers` renamed: a consumer
    /// that matched those names would find none.
    func testSOGParametersAreFoundByTheirRoleNotTheirPartsNames() throws {
        let folder = try TemporaryFolder()
        try folder.write("spec.yml", spec)
        var job = DocsJob(specPath: folder.path + "/spec.yml", outputName: "Reports", optionLayers: [], template: nil)
        job.client = .swiftOpenAPIGenerator
        let input = try XCTUnwrap(try DocsPipeline.run(job, diagnostics: DiagnosticCollector()).sog)
        let settings = SiteSettings(apiName: "Reports")
        let names = TryItCatalog.requests(sog: input, settings: settings).map { $0.parameters.map(\.swiftName) }
        XCTAssertEqual(names, [["reportId", "page_hyphen_size", "X_hyphen_Trace"], []])

        func renamingParts(_ declaration: ClientDeclaration) -> ClientDeclaration {
            var copy = declaration
            if ["Path", "Query", "Headers", "Cookies"].contains(copy.name) { copy.name += "Part" }
            copy.members = copy.members.map(renamingParts)
            return copy
        }
        let renamed = SOGSiteInput(graph: ClientDeclarationTree(declarations: input.graph.declarations.map(renamingParts)), facts: input.facts)
        XCTAssertNotEqual(renamed.graph.paths, input.graph.paths, "the parts were renamed")
        XCTAssertEqual(TryItCatalog.requests(sog: renamed, settings: settings).map { $0.parameters.map(\.swiftName) }, names)
    }
}
