import APIDocsLoader
@testable import APIDocsRender
import APIDocsSpec
import APIDocsSymbols
import APIDocsTestSupport
import Stencil
import XCTest

/// One render gives the README file and the home page's copy only where that is exact:
/// `ReadmeRenderer.fileAndSiteCopy` against the two renders it replaces.
final class ReadmeSiteCopyTests: XCTestCase {
    private static let swagGenTemplates = ["swaggen", "swaggen-4", "pace"]

    /// Tag names whose camel-casing turns on their last characters (a one-letter piece, the
    /// `url` acronym, all capitals), names with separators, and a tagless operation.
    private static let trickyTags = """
    openapi: 3.0.0
    info: {title: Tags, version: "1"}
    paths:
      /a: {get: {tags: [foo-a], operationId: getA, responses: {"200": {description: ok}}}}
      /b: {get: {tags: [url], operationId: getB, responses: {"200": {description: ok}}}}
      /c: {get: {tags: [ALL_CAPS], operationId: getC, responses: {"200": {description: ok}}}}
      /d: {get: {tags: [x], operationId: getD, responses: {"200": {description: ok}}}}
      /e: {get: {tags: [two words.here], operationId: getE, responses: {"200": {description: ok}}}}
      /f: {get: {operationId: getF, responses: {"200": {description: ok}}}}
    components:
      schemas:
        Thing: {type: object, properties: {id: {type: integer}}}
    """

    func testOneRenderEqualsBothRendersForEveryBuiltInTemplate() throws {
        for (label, yaml) in [("petstore", SiteFixtures.petstore), ("tags", Self.trickyTags)] {
            let graph = try SiteFixtures.graph(yaml)
            for name in Self.swagGenTemplates {
                try assertOneRenderIsExact(ReadmeTemplate.builtIn(name), graph: graph, label: "\(label) \(name)")
            }
        }
    }

    func testOneRenderEqualsBothRendersOnTheConformanceCorpus() throws {
        var compared = 0
        let bench = try SharedCorpus.path("bench/specs/github-api.github.com.yaml")
        for group in ["conformance/swaggen", "conformance/seeds", "bench"] {
            let folders = group == "bench" ? [bench] : try SharedCorpus.folders(in: group)
            for folder in folders {
                guard let specFile = group == "bench" ? bench : SharedCorpus.specFile(in: folder) else { continue }
                let documents = try SpecDocumentSet.load(path: specFile)
                XCTAssertFalse(documents.holdsLowPrivateUse, folder)
                let diagnostics = DiagnosticCollector()
                let spec = try SpecReader.read(documents, diagnostics: diagnostics)
                let graph = SymbolGraphBuilder.build(spec, options: GeneratorOptions.merged([try OptionsReader.read(arguments: ["name:Case"])]), diagnostics: diagnostics)
                for name in Self.swagGenTemplates {
                    try assertOneRenderIsExact(ReadmeTemplate.builtIn(name), graph: graph, label: "\(folder) \(name)")
                    compared += 1
                }
            }
        }
        XCTAssertGreaterThanOrEqual(compared, 27)
    }

    /// The camel-case filters convert a marked tag name as they convert the name itself: the
    /// home page shows `Fooa` where the README file does (once `FooA`, which no client has).
    func testCamelCaseFiltersKeepTheMarkOutOfTheConversion() throws {
        let graph = try SiteFixtures.graph(Self.trickyTags)
        let copies = try XCTUnwrap(ReadmeRenderer().fileAndSiteCopy(ReadmeTemplate.builtIn("swaggen"), graph: graph, specHoldsLowPrivateUse: false))
        XCTAssertTrue(copies.file.contains("- **Test.Fooa**"), copies.file)
        XCTAssertTrue(copies.file.contains("- **Test.URL**"), copies.file)
        let index = try XCTUnwrap(graph.operationsByTag.firstIndex { $0.name == "foo-a" })
        XCTAssertTrue(copies.site.contains("Test.Fooa" + ReadmeLinkMarks.marked("", .tag, index)), copies.site)
    }

    func testTextThatCouldHoldAMarkGetsTwoRenders() throws {
        let graph = try SiteFixtures.graph(SiteFixtures.petstore)
        let swaggen = try ReadmeTemplate.builtIn("swaggen")
        XCTAssertNil(ReadmeRenderer().fileAndSiteCopy(swaggen, graph: graph, specHoldsLowPrivateUse: true))
        let marked = try SiteFixtures.graph(SiteFixtures.petstore, options: ["name:Test\u{E000}"])
        XCTAssertNil(ReadmeRenderer().fileAndSiteCopy(swaggen, graph: marked, specHoldsLowPrivateUse: false))
        let template = ReadmeTemplate(origin: .file, path: "own.stencil", text: "# \u{E001}{{ options.name }}\n", includes: .none)
        XCTAssertNil(ReadmeRenderer().fileAndSiteCopy(template, graph: graph, specHoldsLowPrivateUse: false))
    }

    func testTheLoaderNoticesPrivateUseScalarsWrittenEitherWay() throws {
        let literal = "openapi: 3.0.0\ninfo: {title: \"a\u{E005}b\", version: \"1\"}\npaths: {}\n"
        XCTAssertTrue(try SpecDocumentSet.load(path: "spec.yml", sources: ["spec.yml": literal]).holdsLowPrivateUse)
        let escaped = #"{"openapi": "3.0.0", "info": {"title": "a", "version": "1"}, "paths": {"/\ue02f": {}}}"#
        XCTAssertTrue(try SpecDocumentSet.load(path: "spec.json", sources: ["spec.json": escaped]).holdsLowPrivateUse)
        let outside = "openapi: 3.0.0\ninfo: {title: \"a\u{E040}\u{F8FF}b\", version: \"1\"}\npaths: {}\n"
        XCTAssertFalse(try SpecDocumentSet.load(path: "spec.yml", sources: ["spec.yml": outside]).holdsLowPrivateUse)
        XCTAssertFalse(try SpecDocumentSet.load(path: "spec.yml", sources: ["spec.yml": SiteFixtures.petstore]).holdsLowPrivateUse)
    }

    func testWithoutMarksTakesOutWholeMarksOnly() {
        let mark = ReadmeLinkMarks.marked("", .model, 12)
        XCTAssertEqual(ReadmeLinkMarks.withoutMarks("Pet" + mark + " é\u{301} x" + ReadmeLinkMarks.marked("", .tag, 0)), "Pet é\u{301} x")
        XCTAssertEqual(ReadmeLinkMarks.withoutMarks("plain"), "plain")
        XCTAssertEqual(ReadmeLinkMarks.withoutMarks("\u{E040}\u{EE80}ok"), "\u{E040}\u{EE80}ok")
        XCTAssertNil(ReadmeLinkMarks.withoutMarks("a\u{E000}b"))
        XCTAssertNil(ReadmeLinkMarks.withoutMarks("a\u{E000}\u{E010}\u{E001}"))
        XCTAssertNil(ReadmeLinkMarks.withoutMarks("a\u{E000}\u{E013}\u{E020}\u{E001}"))
        XCTAssertNil(ReadmeLinkMarks.withoutMarks("a" + String(String.UnicodeScalarView(mark.unicodeScalars.dropLast()))))
        XCTAssertNil(ReadmeLinkMarks.withoutMarks("a\u{E02F}"))
    }

    func testTransparencyRules() throws {
        let passing = [
            "{{ options.name }} {% for model in schemas %}{{ model.type }}{{ model.description|lowercase }}{% endfor %}",
            "{% for tag in operationsByTag %}{% if tag.name %}{{ tag.name|upperCamelCase|lowercase }}{% endif %}{% for op in tag.operations %}{{ op.type }}{% endfor %}{% endfor %}",
            "{% for tag in operationsByTag %}{% if not tag.name %}-{% elif tag.name != \"\" %}{{ tag.name|lowerCamelCase }}{% endif %}{% endfor %}",
            "{% for op in operations %}{{ op.path|lowercase }} {{ forloop.counter }}{% empty %}none{% endfor %}",
            "{{ schemas.first.type }} {{ schemas.count }} {{ info.title|upperCamelCase }}",
        ]
        let failing = [
            "{% for model in schemas %}{% if model.type == \"Pet\" %}x{% endif %}{% endfor %}",
            "{% for model in schemas %}{{ model }}{% endfor %}",
            "{{ schemas }}",
            "{% for model in schemas %}{{ model.type.count }}{% endfor %}",
            "{% for model in schemas %}{{ model.type|snakeToCamelCase }}{% endfor %}",
            "{% for model in schemas %}{{ options.name|default:model.type }}{% endfor %}",
            "{% for c in schemas.first.type %}{{ c }}{% endfor %}",
            "{% for model in schemas where model.type %}x{% endfor %}",
            "{% include \"other.stencil\" %}",
            "{% for model in schemas %}{{ schemas[0].type }}{% endfor %}",
            "{% for model in schemas %}{% if model.type and model.description %}x{% endif %}{% endfor %}",
            "{% for model in schemas %}x",
        ]
        for text in passing {
            XCTAssertTrue(ReadmeMarkTransparency.isTransparent(try Self.tokens(text)), text)
        }
        for text in failing {
            XCTAssertFalse(ReadmeMarkTransparency.isTransparent(try Self.tokens(text)), text)
        }
        for name in Self.swagGenTemplates {
            XCTAssertTrue(ReadmeMarkTransparency.isTransparent(try Self.tokens(ReadmeTemplate.builtIn(name).text)), name)
        }
    }

    private static func tokens(_ text: String) throws -> [Token] {
        Template(templateString: text).tokens
    }

    private func assertOneRenderIsExact(_ template: ReadmeTemplate, graph: SymbolGraph, label: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let renderer = ReadmeRenderer()
        let copies = try XCTUnwrap(renderer.fileAndSiteCopy(template, graph: graph, specHoldsLowPrivateUse: false), label, file: file, line: line)
        let plain = try renderer.render(template, context: ReadmeContext.make(graph))
        let site = try renderer.render(template, context: ReadmeContext.siteContext(graph))
        XCTAssertEqual(copies.file, plain, label + ": " + TextDifference.first(copies.file, plain), file: file, line: line)
        XCTAssertEqual(copies.site, site, label, file: file, line: line)
    }
}
