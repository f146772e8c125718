import APIDocsLoader
import XCTest
@testable import APIDocsRender

/// Choosing a README template by name or path, and finding the built-in themes folder.
final class TemplateChoiceTests: XCTestCase {
    private let themes = ThemeLocator(explicitDirectory: TestPaths.themes, environment: [:])

    func testBuiltInNames() throws {
        for name in ReadmeTemplate.builtInNames {
            let template = try ReadmeTemplate.resolve(name, themes: themes)
            XCTAssertEqual(template.origin, .builtIn(name))
            XCTAssertEqual(template.path, TestPaths.readmeThemes + "/\(name).stencil")
            XCTAssertFalse(try template.text().isEmpty)
        }
        XCTAssertEqual(ReadmeTemplate.defaultName, "swaggen")
    }

    func testUnknownNameListsTheKnownOnes() {
        XCTAssertThrowsError(try ReadmeTemplate.resolve("swagger", themes: themes)) { error in
            let message = (error as? SpecError)?.message ?? ""
            XCTAssertTrue(message.contains("unknown README template `swagger`"), message)
            XCTAssertTrue(message.contains("swaggen, swaggen-4, pace"), message)
        }
    }

    func testPaths() throws {
        XCTAssertTrue(ReadmeTemplate.looksLikePath("templates/readme"))
        XCTAssertTrue(ReadmeTemplate.looksLikePath("README.md"))
        XCTAssertTrue(ReadmeTemplate.looksLikePath("mine.stencil"))
        XCTAssertFalse(ReadmeTemplate.looksLikePath("pace"))
        let folder = try ScratchFolder()
        let file = try folder.write("custom", "# {{ options.name }}\n")
        let template = try ReadmeTemplate.resolve(file, themes: themes)
        XCTAssertEqual(template, ReadmeTemplate(origin: .file, path: file))
        XCTAssertEqual(try ReadmeRenderer().render(template, context: ["options": ["name": "X"]]), "# X\n")
        XCTAssertThrowsError(try ReadmeTemplate.resolve(folder.path + "/missing.md", themes: themes)) { error in
            XCTAssertTrue((error as? SpecError)?.message.contains("not found") == true)
        }
    }

    func testExplicitFolderAndEnvironment() throws {
        let standardized = TemplatePaths.standardized(TestPaths.themes)
        XCTAssertEqual(try themes.themesDirectory(), standardized)
        let readmeFolder = ThemeLocator(explicitDirectory: TestPaths.readmeThemes, environment: [:])
        XCTAssertEqual(try readmeFolder.themesDirectory(), standardized)
        let fromEnvironment = ThemeLocator(environment: [ThemeLocator.environmentVariable: TestPaths.themes])
        XCTAssertEqual(try fromEnvironment.themesDirectory(), standardized)
        let flagWins = ThemeLocator(explicitDirectory: "/nonexistent", environment: ["APIDOCS_THEMES": TestPaths.themes])
        XCTAssertThrowsError(try flagWins.themesDirectory())
    }

    func testWalkUpFromTheExecutable() throws {
        let checkout = ThemeLocator(environment: [:], executablePath: TestPaths.packageRoot + "/.build/debug/apidocs")
        XCTAssertEqual(try checkout.readmeDirectory(), TemplatePaths.standardized(TestPaths.readmeThemes))
        // The test binary itself lives under .build, so the default locator finds this checkout.
        XCTAssertNotNil(ThemeLocator.runningExecutablePath())
        XCTAssertEqual(try ThemeLocator(environment: [:]).themesDirectory(), TemplatePaths.standardized(TestPaths.themes))
    }

    func testInstalledLayout() throws {
        let folder = try ScratchFolder()
        try folder.write("share/apidocs/Themes/readme/swaggen.stencil", "x\n")
        let installed = ThemeLocator(environment: [:], executablePath: folder.path + "/bin/apidocs")
        XCTAssertEqual(try installed.themesDirectory(), folder.path + "/share/apidocs/Themes")
        let nowhere = ThemeLocator(environment: [:], executablePath: folder.path + "/a/b/apidocs")
        XCTAssertThrowsError(try nowhere.themesDirectory()) { error in
            XCTAssertTrue((error as? SpecError)?.message.contains("APIDOCS_THEMES") == true)
        }
    }
}
