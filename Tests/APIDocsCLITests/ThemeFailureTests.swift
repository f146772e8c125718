import XCTest

/// A theme template that cannot render a page is an error of the build (exit 1, nothing
/// written), never an empty or partial page.
final class ThemeFailureTests: XCTestCase {
    private func build(withTemplate name: String, text: String) throws -> (result: CLIResult, theme: String, wrote: Bool) {
        let scratch = try TemporaryFolder()
        let theme = scratch.path + "/theme"
        try FileManager.default.createDirectory(atPath: theme + "/templates", withIntermediateDirectories: true)
        try text.write(toFile: theme + "/templates/\(name).mustache", atomically: true, encoding: .utf8)
        let output = scratch.path + "/out"
        let result = try CLIRunner.run(["build", "Specs/Bookshop", "--theme", theme, "--output", output])
        return (result, theme, TestPaths.exists(output))
    }

    func testATemplateThatRendersNothingIsAnError() throws {
        let (result, theme, wrote) = try build(withTemplate: "model", text: "")
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(result.stderrLines, ["\(theme)/templates/model.mustache: error: theme template 'model' rendered an empty page"])
        XCTAssertFalse(wrote)
    }

    func testAPartialTheThemeLacksIsAnErrorAtItsTag() throws {
        let (result, theme, wrote) = try build(withTemplate: "tag", text: "<p>\n  {{> nosuch }}\n")
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(result.stderrLines, ["\(theme)/templates/tag.mustache:2:3: error: template 'tag' includes the partial 'nosuch', which the theme does not have"])
        XCTAssertFalse(wrote)
    }
}
