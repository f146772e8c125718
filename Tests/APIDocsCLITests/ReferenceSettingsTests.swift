@testable import APIDocsKit
import Foundation
import XCTest

/// `refRoot:` / `allowRemoteRefs:` in the root `apidocs.yml` and its entries, and remote
/// documents in the build fingerprint.
final class ReferenceSettingsTests: XCTestCase {
    private static let spec = """
        openapi: 3.0.3
        info: {title: T, version: '1'}
        paths: {}
        components:
          schemas:
            Error: {$ref: '../../common/Error.yml#/Error'}

        """

    /// The root file's folder is the default root; an entry's `refRoot` narrows it, and is
    /// reported at the `$ref` with the root it set.
    func testTheRootFileDecidesTheRootAndAnEntryMayNarrowIt() throws {
        let scratch = try TemporaryFolder()
        try scratch.write("common/Error.yml", "Error: {type: object, properties: {code: {type: integer}}}\n")
        try scratch.write("services/zoo/spec.yml", Self.spec)
        try scratch.write("apidocs.yml", "specs:\n  - path: services/zoo\n")
        let built = try CLIRunner.run(["build"], in: scratch.path)
        XCTAssertEqual(built.exitCode, 0, built.stderr)

        try scratch.write("apidocs.yml", "specs:\n  - path: services/zoo\n    refRoot: services\n")
        let narrowed = try CLIRunner.run(["build"], in: scratch.path)
        XCTAssertEqual(narrowed.exitCode, 1)
        let base = URL(fileURLWithPath: scratch.path).resolvingSymlinksInPath().path
        XCTAssertEqual(narrowed.stderrLines, [
            "services/zoo/spec.yml:6:19: error: $ref '../../common/Error.yml#/Error' leads to '\(base)/common/Error.yml',"
                + " outside the reference root '\(base)/services' (widen it with --ref-root DIR or refRoot: in apidocs.yml) (at #/components/schemas/Error/$ref)",
        ])

        try scratch.write("apidocs.yml", "refRoot: 42\nspecs:\n  - path: services/zoo\n")
        let wrong = try CLIRunner.run(["build"], in: scratch.path)
        XCTAssertEqual(wrong.exitCode, 1)
        XCTAssertEqual(wrong.stderrLines, ["apidocs.yml:1:10: error: 'refRoot' must be a non-empty string (a folder, relative to this file)"])
    }

    func testSettingsLayerAndReadTheirKeys() {
        let lower = ReferenceSettings(refRoot: "a", allowRemoteRefs: ["https://one/"])
        let upper = ReferenceSettings(refRoot: nil, allowRemoteRefs: ["https://two/", "https://one/"])
        XCTAssertEqual(upper.over(lower), ReferenceSettings(refRoot: "a", allowRemoteRefs: ["https://one/", "https://two/"]))
        XCTAssertTrue(ReferenceSettings.isURLPrefix("https://schemas.example.com/"))
        XCTAssertFalse(ReferenceSettings.isURLPrefix("https://"))
        XCTAssertFalse(ReferenceSettings.isURLPrefix("file:///"))
    }

    /// A remote document counts by URL and bytes; a build with one is never up to date.
    func testRemoteDocumentsAreInTheFingerprint() {
        var job = DocsJob(specPath: "spec.yml", outputName: "API", optionLayers: [], template: nil)
        job.references.allowRemoteRefs = ["https://schemas.example.com/"]
        let inputs = ["spec.yml", "https://schemas.example.com/pet.yml"]
        let one = DocsPipeline.fingerprint(for: job, inputs: inputs, themeFiles: [], fetched: [inputs[1]: Array("a: 1\n".utf8)])
        let same = DocsPipeline.fingerprint(for: job, inputs: inputs, themeFiles: [], fetched: [inputs[1]: Array("a: 1\n".utf8)])
        let other = DocsPipeline.fingerprint(for: job, inputs: inputs, themeFiles: [], fetched: [inputs[1]: Array("a: 2\n".utf8)])
        XCTAssertEqual(one, same)
        XCTAssertNotEqual(one, other)
        XCTAssertTrue(one.hasSuffix(" spec.yml\thttps://schemas.example.com/pet.yml"))
        XCTAssertTrue(DocsPipeline.hasRemoteInputs(inputs))
        XCTAssertFalse(DocsPipeline.hasRemoteInputs(["spec.yml"]))
    }
}
