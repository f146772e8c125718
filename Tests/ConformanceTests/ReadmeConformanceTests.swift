import APIDocsTestSupport
import APIDocsKit
import APIDocsLoader
import APIDocsSymbols
import XCTest

/// Every README case of the shared conformance corpus, byte for byte (20 cases).
final class ReadmeConformanceTests: XCTestCase {
    struct Case {
        var name: String
        var spec: String
        var options: String
        var template: String?
        var expected: String
    }

    func cases() throws -> [Case] {
        var cases: [Case] = []
        for folder in try SharedCorpus.folders(in: "conformance/swaggen") {
            cases.append(Case(name: "swaggen/" + (folder as NSString).lastPathComponent, spec: SharedCorpus.specFile(in: folder)!, options: folder + "/options.yml", template: nil, expected: folder + "/README.md"))
        }
        for dateFolder in try SharedCorpus.folders(in: "conformance/swaggen-history") {
            let date = (dateFolder as NSString).lastPathComponent
            let template = try SharedCorpus.path("conformance/swaggen-templates/README-\(date).md")
            for folder in try SharedCorpus.folders(in: "conformance/swaggen-history/\(date)") {
                cases.append(Case(name: "history/\(date)/" + (folder as NSString).lastPathComponent, spec: SharedCorpus.specFile(in: folder)!, options: folder + "/options.yml", template: template, expected: folder + "/README.md"))
            }
        }
        let bitrise = try SharedCorpus.path("conformance/seeds/bitrise-api")
        cases.append(Case(name: "seeds/bitrise-api", spec: bitrise + "/swagger.json", options: bitrise + "/options.yml", template: "swaggen-4", expected: bitrise + "/README.md"))
        let pace = try SharedCorpus.path("conformance/seeds/pace-poi-api")
        cases.append(Case(name: "seeds/pace-poi-api", spec: pace + "/spec.reconstructed.yml", options: pace + "/options.yml", template: "pace", expected: pace + "/README.md"))
        return cases
    }

    func testEveryReadmeIsByteIdentical() throws {
        let all = try cases()
        XCTAssertEqual(all.count, 20, "the corpus should hold 20 README cases")
        var failures: [String] = []
        for item in all {
            do {
                let options = try OptionsFile.read(SpecDocumentSet.load(path: item.options).root)
                let job = DocsJob(specPath: item.spec, outputName: "out", optionLayers: [options], template: item.template)
                let expected = try SharedCorpus.read(item.expected)
                // `build` reads every fact for the pages; `readme` only what a README shows.
                for detail in [SymbolDetail.pages, .readme] {
                    let readme = try DocsPipeline.run(job, diagnostics: DiagnosticCollector(), detail: detail).readme
                    if readme != expected {
                        failures.append("\(item.name) (\(detail)): \(TextDifference.first(readme, expected))")
                    }
                }
            } catch {
                failures.append("\(item.name): \(error)")
            }
        }
        XCTAssert(failures.isEmpty, "\(failures.count) of \(all.count) READMEs differ:\n" + failures.joined(separator: "\n"))
        print("README conformance: \(all.count - failures.count) of \(all.count) byte-identical")
    }
}
