import APIDocsLoader
import APIDocsTestSupport
import Foundation
import XCTest
@testable import APIDocsRender

/// The built-in README templates and themes are compiled in, equal to `Themes/`, and found by
/// name; template paths are spelled without reading the current directory.
final class TemplateChoiceTests: XCTestCase {
    func testBuiltInNames() throws {
        for name in ReadmeTemplate.builtInNames {
            let template = try ReadmeTemplate.builtIn(name)
            XCTAssertEqual(template.origin, .builtIn(name))
            XCTAssertEqual(template.path, "Themes/readme/\(name).stencil")
            XCTAssertEqual(Array(template.text.utf8), TestDisk.bytes(TestPaths.readmeThemes + "/\(name).stencil"))
        }
        XCTAssertEqual(ReadmeTemplate.defaultName, "swaggen")
    }

    func testUnknownNameListsTheKnownOnes() {
        XCTAssertThrowsError(try ReadmeTemplate.builtIn("swagger")) { error in
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
        XCTAssertEqual(try ReadmeRenderer().render(TestDisk.template(file), context: ["options": ["name": "X"]]), "# X\n")
        XCTAssertEqual(TemplatePaths.standardized("/a/./b/../c"), "/a/c")
        XCTAssertEqual(TemplatePaths.standardized("a/../../c"), "../c")
        XCTAssertEqual(TemplatePaths.folder(of: "README.stencil"), ".")
    }

    /// The compiled-in theme files are the files of `Themes/default` and `Themes/readme` (their
    /// README.md aside), byte for byte.
    func testBuiltInFilesAreThoseOfThemes() throws {
        for name in ["default", "readme"] {
            let builtIn = ThemeFiles.builtIn(name)
            let folder = TestPaths.themes + "/" + name
            let onDisk = ((FileManager.default.enumerator(atPath: folder)?.allObjects as? [String]) ?? [])
                .filter { TestDisk.bytes(folder + "/" + $0) != nil && $0 != "README.md" && !$0.hasPrefix(".") }
            XCTAssertEqual(builtIn.files.keys.sorted(), onDisk.sorted(), "run scripts/embed-themes.sh")
            for path in onDisk {
                XCTAssertEqual(builtIn.files[path], TestDisk.bytes(folder + "/" + path), "Themes/\(name)/\(path) changed: run scripts/embed-themes.sh")
            }
        }
    }

    /// The generated Swift file is what `scripts/embed-themes.sh` writes from `Themes/` now.
    func testGeneratedFileIsCurrent() throws {
        let result = try ChildProcess.run("/bin/bash", [TestPaths.packageRoot + "/scripts/embed-themes.sh", "--stdout"], stderr: .discarded)
        let generated = result.stdout
        XCTAssertEqual(result.status, 0)
        let committed = TestDisk.bytes(TestPaths.packageRoot + "/Sources/APIDocsRender/Theme/BuiltInThemeFiles.swift")
        XCTAssertTrue(committed == [UInt8](generated),
                      "Sources/APIDocsRender/Theme/BuiltInThemeFiles.swift is stale against Themes/: run scripts/embed-themes.sh")
    }

    /// Render reads no process state: no file system, environment, current directory or
    /// command line in its sources (theme and template files are read by APIDocsKit).
    func testRenderReadsNoProcessState() throws {
        let folder = TestPaths.packageRoot + "/Sources/APIDocsRender"
        let forbidden = ["FileManager", "ProcessInfo", "CommandLine", "getenv", "contentsOfFile", "currentDirectoryPath", "fopen("]
        for path in (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String]) ?? [] where path.hasSuffix(".swift") {
            let text = String(decoding: TestDisk.bytes(folder + "/" + path) ?? [], as: UTF8.self)
            for word in forbidden {
                XCTAssertFalse(text.contains(word), "Sources/APIDocsRender/\(path) uses \(word)")
            }
        }
    }
}
