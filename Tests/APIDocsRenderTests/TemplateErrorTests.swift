import APIDocsLoader
import XCTest
@testable import APIDocsRender

/// Template problems come back as `SpecError`s naming the template file and, when
/// Stencil knows it, the line and column.
final class TemplateErrorTests: XCTestCase {
    private let renderer = ReadmeRenderer()

    private func specError(_ template: String, in folder: ScratchFolder, _ context: [String: Any] = [:]) -> SpecError? {
        let path = folder.path + "/README.stencil"
        do {
            _ = try renderer.render(templateText: template, path: path, context: context, includes: TestDisk.includes(folder.path))
            XCTFail("rendering should fail")
            return nil
        } catch let error as SpecError {
            return error
        } catch {
            XCTFail("not a SpecError: \(error)")
            return nil
        }
    }

    func testSyntaxErrorHasFileLineAndColumn() throws {
        let folder = try ScratchFolder()
        let error = try XCTUnwrap(specError("# Title\n\nsome text {% for x in %}\n", in: folder))
        let location = try XCTUnwrap(error.location)
        XCTAssertEqual(location.file, folder.path + "/README.stencil")
        XCTAssertEqual(location.line, 3)
        XCTAssertEqual(location.column, 14)
        XCTAssertTrue(error.message.contains("for"), error.message)
        XCTAssertTrue(error.description.hasPrefix("\(folder.path)/README.stencil:3:14: error: "), error.description)
    }

    func testUnknownFilter() throws {
        let folder = try ScratchFolder()
        let error = try XCTUnwrap(specError("a\n{{ name|upperCamelCased }}\n", in: folder))
        XCTAssertTrue(error.message.contains("Unknown filter 'upperCamelCased'"), error.message)
        XCTAssertEqual(error.file, folder.path + "/README.stencil")
        XCTAssertEqual(error.location?.line, 2)
    }

    func testUnclosedBlock() throws {
        let folder = try ScratchFolder()
        let error = try XCTUnwrap(specError("a\n{% for x in xs %}\nb\n", in: folder, ["xs": [1]]))
        XCTAssertTrue(error.message.contains("endfor"), error.message)
        XCTAssertEqual(error.file, folder.path + "/README.stencil")
    }

    func testMissingInclude() throws {
        let folder = try ScratchFolder()
        let error = try XCTUnwrap(specError("a\n\n{% include \"parts/missing.stencil\" %}\n", in: folder))
        XCTAssertTrue(error.message.contains("`parts/missing.stencil` not found"), error.message)
        XCTAssertEqual(error.location?.file, folder.path + "/README.stencil")
        XCTAssertEqual(error.location?.line, 3)
    }

    func testIncludeOutsideTheFolderIsRefused() throws {
        let folder = try ScratchFolder()
        let error = try XCTUnwrap(specError("{% include \"../x.stencil\" %}\n", in: folder))
        XCTAssertTrue(error.message.contains("outside the template folder"), error.message)
    }

    func testErrorInsideAnIncludedTemplatePointsIntoIt() throws {
        let folder = try ScratchFolder()
        let part = try folder.write("part.stencil", "fine\n{% if %}\n")
        let error = try XCTUnwrap(specError("top\n{% include \"part.stencil\" %}\n", in: folder))
        XCTAssertEqual(error.location?.file, part)
        XCTAssertEqual(error.location?.line, 2)
        XCTAssertTrue(error.message.contains("included from \(folder.path)/README.stencil:2:"), error.message)
    }
}
