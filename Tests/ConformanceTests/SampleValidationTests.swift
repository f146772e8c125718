import APIDocsTestSupport
import APIDocsKit
import APIDocsLoader
import APIDocsSymbols
import APIDocsRender
import APIDocsSOG
import Foundation
import XCTest

/// Every JSON sample the site builds from a schema must be valid against that schema, checked
/// by an independent validator (Python `jsonschema`, scripts/validate-samples/validate.py), for
/// the `Specs/` samples, the six SwagGen conformance cases and, in the swift-openapi-generator
/// flavour, every case and naming strategy of `conformance/sog`.
final class SampleValidationTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The SwagGen-flavour jobs: the `Specs/` samples', then the six conformance cases'.
    static func jobs() throws -> [(String, DocsJob)] {
        var jobs: [(String, DocsJob)] = []
        let specs = try FileManager.default.contentsOfDirectory(atPath: Self.packageRoot + "/Specs").filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }.sorted()
        for sample in specs {
            let job = try JobPlanner().job(for: Self.packageRoot + "/Specs/" + sample)
            // The swift-openapi-generator flavour's samples are in `sogJobs()`.
            if job.client == .swaggen { jobs.append((sample, job)) }
        }
        for folder in try SharedCorpus.folders(in: "conformance/swaggen") {
            let name = (folder as NSString).lastPathComponent
            let options = try OptionsFile.read(SpecDocumentSet.load(path: folder + "/options.yml").root)
            jobs.append((name, DocsJob(specPath: SharedCorpus.specFile(in: folder)!, outputName: name, optionLayers: [options], template: nil)))
        }
        return jobs
    }

    /// The swift-openapi-generator-flavour jobs: the `Specs/` samples that use it, then every
    /// case of `conformance/sog` in both naming strategies.
    static func sogJobs() throws -> [(String, DocsJob)] {
        var jobs: [(String, DocsJob)] = []
        let specs = try FileManager.default.contentsOfDirectory(atPath: Self.packageRoot + "/Specs").filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }.sorted()
        for sample in specs {
            let job = try JobPlanner().job(for: Self.packageRoot + "/Specs/" + sample)
            if job.client == .swiftOpenAPIGenerator { jobs.append((sample, job)) }
        }
        for folder in try SharedCorpus.folders(in: "conformance/sog") {
            let name = (folder as NSString).lastPathComponent
            for strategy in ["defensive", "idiomatic"] {
                var job = DocsJob(specPath: SharedCorpus.specFile(in: folder)!, outputName: name, optionLayers: [], template: nil)
                job.client = .swiftOpenAPIGenerator
                job.generatorConfig = folder + "/" + strategy + "/openapi-generator-config.yaml"
                jobs.append((name + "/" + strategy, job))
            }
        }
        return jobs
    }

    func testGeneratedSamplesValidateAgainstTheirSchemas() throws {
        var jobs: [(String, [(label: String, media: MediaTypeFacts)], String)] = []
        for (name, job) in try Self.jobs() {
            let graph = try DocsPipeline.symbols(for: job, diagnostics: DiagnosticCollector())
            jobs.append((name, graph.allMediaTypes, graph.api.specVersion))
        }
        for (name, job) in try Self.sogJobs() {
            let result = try DocsPipeline.run(job, diagnostics: DiagnosticCollector())
            let facts = try XCTUnwrap(result.sog?.facts, name)
            jobs.append(("sog " + name, facts.allMediaTypes, facts.api.specVersion))
        }
        var report: [String] = []
        var inputs: [String] = []
        var expectedLines: [String] = []
        defer { for input in inputs { try? FileManager.default.removeItem(atPath: input) } }
        // A sample already validated against the same schema (the other naming strategy of a
        // SOG case, the other flavour of the same spec, a schema many operations share) is the
        // same check again: each distinct (schema, sample) pair is validated once.
        var validated = Set<String>()
        var repeated = 0
        for (name, mediaTypes, specVersion) in jobs {
            var samples: [[String: String]] = []
            for (label, media) in mediaTypes {
                guard let json = media.generatedSample, let pointer = media.schemaPointer, let file = media.schemaFile else { continue }
                let path = Self.absolute(file)
                guard validated.insert([specVersion, path, pointer, json].joined(separator: "\u{0}")).inserted else {
                    repeated += 1
                    continue
                }
                samples.append(["label": name + ": " + label, "file": path, "pointer": pointer, "json": json])
            }
            let input = NSTemporaryDirectory() + "apidocs-samples-" + UUID().uuidString + ".json"
            inputs.append(input)
            let payload: [String: Any] = ["specVersion": specVersion, "samples": samples]
            try JSONSerialization.data(withJSONObject: payload, options: [.sortedKeys]).write(to: URL(fileURLWithPath: input))
            report.append("\(name) \(samples.count)")
            expectedLines.append("\(input): validated \(samples.count) samples, 0 invalid")
        }
        // One validator process for every job: Python and jsonschema start once, not per job.
        let (status, output) = try Self.run(["python3", Self.packageRoot + "/scripts/validate-samples/validate.py"] + inputs)
        print("sample validation: " + report.joined(separator: ", ") + "; \(validated.count) distinct, \(repeated) repeats of a pair already validated")
        XCTAssertFalse(report.allSatisfy { $0.hasSuffix(" 0") }, "no generated samples at all")
        XCTAssertEqual(status, 0, output)
        // Each input was read and each of its samples validated (a count line per input, in order).
        let counts = output.split(separator: "\n").map(String.init).filter { $0.hasPrefix(NSTemporaryDirectory()) }
        XCTAssertEqual(counts, expectedLines, output)
    }

    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    static func run(_ arguments: [String]) throws -> (Int32, String) {
        let result = try ChildProcess.run("/usr/bin/env", arguments)
        return (result.status, result.stdoutText + result.stderrText)
    }
}
