import Foundation
import XCTest

/// Issue 11's "settings that do not mean what they say", each as a test of the new behaviour:
/// options are typed at the edge (files and `--option` alike), enumerated options reject
/// unknown values, every path in `apidocs.yml` is relative to that file with a location on
/// errors, an empty `specs:` is an error.
final class TypedSettingsTests: XCTestCase {
    private let spec = """
        openapi: 3.0.3
        info: {title: Pets, version: "1.0"}
        paths:
          /pets:
            get:
              operationId: listPets
              tags: [pets]
              responses:
                "200": {description: The pets.}
        components:
          schemas:
            Pet: {type: object, properties: {name: {type: string}}}

        """

    private func project() throws -> TemporaryFolder {
        let scratch = try TemporaryFolder()
        try scratch.write("Specs/Pets/spec.yml", spec)
        return scratch
    }

    private func readme(_ arguments: [String], in folder: TemporaryFolder) throws -> CLIResult {
        try CLIRunner.run(["readme", "Specs/Pets"] + arguments, in: folder.path)
    }

    /// `--option mutableModels:false` used to render "mutable": the string "false" was truthy.
    func testABooleanOptionMeansTheSameFromAFileAndFromTheCommandLine() throws {
        let scratch = try project()
        let flag = try readme(["--option", "mutableModels:false"], in: scratch)
        XCTAssertEqual(flag.exitCode, 0, flag.stderr)
        try scratch.write("options.yml", "mutableModels: false\n")
        let file = try readme(["--options", "options.yml"], in: scratch)
        XCTAssertEqual(file.stdout, flag.stdout)
        XCTAssertTrue(flag.stdout.contains("immutable"), flag.stdout)
        // SwagGen's YAML reader takes `no`/`off` as false too; so do both edges.
        for spelling in ["no", "off", "False", "NO"] {
            XCTAssertEqual(try readme(["--option", "mutableModels:\(spelling)"], in: scratch).stdout, flag.stdout, spelling)
        }
        XCTAssertEqual(try readme(["--option", "mutableModels:yes"], in: scratch).stdout, try readme([], in: scratch).stdout)
    }

    /// `--option mutableModels:nope` used to be accepted.
    func testABooleanOptionRejectsOtherWords() throws {
        let scratch = try project()
        let result = try readme(["--option", "mutableModels:nope"], in: scratch)
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertTrue(result.stderr.contains("option 'mutableModels' must be true or false (also yes/no, on/off), found 'nope'"), result.stderr)
        try scratch.write("options.yml", "mutableModels: nope\n")
        let file = try readme(["--options", "options.yml"], in: scratch)
        XCTAssertTrue(file.stderr.hasPrefix("options.yml:1:16: error: option 'mutableModels' must be true or false"), file.stderr)
    }

    /// `modelType: enum` used to become `class` quietly.
    func testAnEnumeratedOptionListsItsValues() throws {
        let scratch = try project()
        try scratch.write("Specs/Pets/apidocs.yml", "options:\n  modelType: enum\n")
        let file = try readme([], in: scratch)
        XCTAssertEqual(file.exitCode, 1)
        XCTAssertTrue(file.stderr.hasPrefix("Specs/Pets/apidocs.yml:2:14: error: option 'modelType' must be one of class, struct, found 'enum'"), file.stderr)
        try FileManager.default.removeItem(atPath: scratch.path + "/Specs/Pets/apidocs.yml")
        let flag = try readme(["--option", "modelType:enum"], in: scratch)
        XCTAssertEqual(flag.exitCode, 1)
        XCTAssertTrue(flag.stderr.contains("one of class, struct"), flag.stderr)
        XCTAssertEqual(try readme(["--option", "modelType:struct"], in: scratch).exitCode, 0)
    }

    /// `theme:` in a folder's apidocs.yml was resolved from the current folder, without a location.
    func testAThemeInAFolderFileIsRelativeToItAndLocated() throws {
        let scratch = try project()
        try scratch.write("Specs/Pets/apidocs.yml", "theme: ../../brand\n")
        try scratch.write("brand/templates/tag.mustache", "<p>brand {{title}}</p>")
        let build = try CLIRunner.run(["build", "--quiet"], in: scratch.path)
        XCTAssertEqual(build.exitCode, 0, build.stderr)
        XCTAssertEqual(try TestPaths.read(scratch.path + "/Site/Pets/tags/pets.html").hasPrefix("<p>brand"), true)
        try scratch.write("Specs/Pets/apidocs.yml", "theme: brand\n")
        let missing = try CLIRunner.run(["build"], in: scratch.path)
        XCTAssertEqual(missing.exitCode, 1)
        XCTAssertTrue(missing.stderr.hasPrefix("Specs/Pets/apidocs.yml:1:8: error: theme folder 'Specs/Pets/brand' not found"), missing.stderr)
    }

    /// `theme:` in an `--options` file was ignored, even a folder that does not exist.
    func testAThemeInAnOptionsFileIsUsed() throws {
        let scratch = try project()
        try scratch.write("config/options.yml", "theme: ../brand\noptions:\n  name: Pets\n")
        try scratch.write("brand/templates/tag.mustache", "<p>from options {{title}}</p>")
        let build = try CLIRunner.run(["build", "--quiet", "--options", "config/options.yml"], in: scratch.path)
        XCTAssertEqual(build.exitCode, 0, build.stderr)
        XCTAssertTrue(try TestPaths.read(scratch.path + "/Site/Pets/tags/pets.html").hasPrefix("<p>from options"))
        try scratch.write("config/options.yml", "theme: nowhere\n")
        let missing = try CLIRunner.run(["build", "--options", "config/options.yml"], in: scratch.path)
        XCTAssertEqual(missing.exitCode, 1)
        XCTAssertTrue(missing.stderr.hasPrefix("config/options.yml:1:8: error: theme folder 'config/nowhere' not found"), missing.stderr)
    }

    /// `specs: []` in the root apidocs.yml did nothing, silently.
    func testAnEmptySpecsListIsAnError() throws {
        let scratch = try project()
        try scratch.write("apidocs.yml", "specs: []\n")
        let build = try CLIRunner.run(["build"], in: scratch.path)
        XCTAssertEqual(build.exitCode, 1)
        XCTAssertTrue(build.stderr.hasPrefix("apidocs.yml:1:8: error: 'specs' lists no spec"), build.stderr)
    }

    /// A root entry's `template:` that names no file is reported at its line.
    func testARootEntryTemplateErrorIsLocated() throws {
        let scratch = try project()
        try scratch.write("apidocs.yml", "specs:\n  - path: Specs/Pets\n    template: missing.stencil\n")
        let build = try CLIRunner.run(["build"], in: scratch.path)
        XCTAssertEqual(build.exitCode, 1)
        XCTAssertTrue(build.stderr.hasPrefix("apidocs.yml:3:15: error: README template file not found"), build.stderr)
    }

    /// `apidocs --version` names the version and the commit the binary was built from.
    func testVersionNamesTheCommit() throws {
        let result = try CLIRunner.run(["--version"])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let pattern = #"^apidocs \d+\.\d+\.\d+(-[a-z]+)? \(commit ([0-9a-f]{12}(\+changes)?|unknown)\)\n$"#
        XCTAssertNotNil(result.stdout.range(of: pattern, options: .regularExpression), result.stdout)
    }
}
