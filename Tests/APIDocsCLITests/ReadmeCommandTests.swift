import XCTest

/// `apidocs readme`: the README on standard output or in a file, and the flags that change it.
final class ReadmeCommandTests: XCTestCase {
    private var bookshopGolden: String {
        get throws { try TestPaths.read(TestPaths.site + "/Bookshop/README.md") }
    }

    private func readme(_ arguments: [String], in directory: String = TestPaths.packageRoot,
                        file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let result = try CLIRunner.run(["readme"] + arguments, in: directory)
        XCTAssertEqual(result.exitCode, 0, "stderr: \(result.stderr)", file: file, line: line)
        XCTAssertEqual(result.stderr, "", file: file, line: line)
        return result.stdout
    }

    private func firstLine(_ text: String) -> String {
        String(text.prefix { $0 != "\n" })
    }

    func testReadmeOfBookshopFolderPrintsTheCommittedGolden() throws {
        XCTAssertEqual(try readme(["Specs/Bookshop"]), try bookshopGolden)
    }

    func testReadmeOfSpecFileUsesTheApidocsYmlBesideIt() throws {
        XCTAssertEqual(try readme(["Specs/Bookshop/spec.yml"]), try bookshopGolden)
    }

    func testOutputFlagWritesTheSameBytesAndPrintsNothing() throws {
        let scratch = try TemporaryFolder()
        let output = scratch.path + "/README.md"
        XCTAssertEqual(try readme(["Specs/Bookshop", "--output", output]), "")
        let written = try XCTUnwrap(FileManager.default.contents(atPath: output))
        XCTAssertEqual(written, Data(try bookshopGolden.utf8))
    }

    /// `--output FILE` in a folder that does not exist is an error; no folder is created.
    func testOutputIntoAMissingFolderIsAnErrorAndCreatesNothing() throws {
        let scratch = try TemporaryFolder()
        let output = scratch.path + "/nested/deeper/README.md"
        let result = try CLIRunner.run(["readme", "Specs/Bookshop", "--output", output])
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(result.stderr, "\(output): error: cannot write the README: the folder '\(scratch.path)/nested/deeper' does not exist\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.path + "/nested"))
    }

    func testOutputToADeviceWritesInPlaceAndNeverReplacesIt() throws {
        // Through a link in a scratch folder, so that a regression replaces only the link,
        // never /dev/null itself.
        let scratch = try TemporaryFolder()
        let link = scratch.path + "/null"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/null")
        XCTAssertEqual(try readme(["Specs/Bookshop", "--output", link]), "")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), "/dev/null")
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: "/dev/null")[.type] as? FileAttributeType, .typeCharacterSpecial)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.path), ["null"], "no temporary file left")

        // A folder is not a file to write.
        let folder = try CLIRunner.run(["readme", "Specs/Bookshop", "--output", scratch.path])
        XCTAssertEqual(folder.exitCode, 1)
        XCTAssertEqual(folder.stderr, "\(scratch.path): error: cannot write: it is a folder\n")
    }

    func testOptionFlagChangesTheTitleLine() throws {
        let text = try readme(["Specs/Bookshop", "--option", "name:Other"])
        XCTAssertEqual(firstLine(try bookshopGolden), "# Bookshop")
        XCTAssertEqual(firstLine(text), "# Other")
        XCTAssertTrue(text.contains("`Other.default`"))
        XCTAssertFalse(text.contains("Bookshop"))
    }

    func testSwagGen4TemplateSaysShared() throws {
        let text = try readme(["Specs/Bookshop", "--template", "swaggen-4"])
        XCTAssertTrue(text.contains("uses `Bookshop.shared`."), text)
        XCTAssertFalse(text.contains("Bookshop.default"))
        XCTAssertTrue(try bookshopGolden.contains("uses `Bookshop.default`."))
    }

    func testTemplateFilePathIsRendered() throws {
        let scratch = try TemporaryFolder()
        let template = try scratch.write("mine.stencil", "Title: {{ options.name }}\n")
        XCTAssertEqual(try readme(["Specs/Bookshop", "--template", template]), "Title: Bookshop\n")
    }

    func testMissingTemplateFileIsBadInput() throws {
        let result = try CLIRunner.run(["readme", "Specs/Bookshop", "--template", "no/such.stencil"])
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(result.stderrLines, ["no/such.stencil: error: README template file not found"])
    }

    func testOptionsFileSetsOptionsAndOptionFlagWinsOverIt() throws {
        let scratch = try TemporaryFolder()
        let options = try scratch.write("options.yml", "options:\n  name: FromFile\n")
        XCTAssertEqual(firstLine(try readme(["Specs/Bookshop", "--options", options])), "# FromFile")
        let both = try readme(["Specs/Bookshop", "--options", options, "--option", "name:FromFlag"])
        XCTAssertEqual(firstLine(both), "# FromFlag")
    }

    func testBareOptionsFileIsReadAsOptions() throws {
        let scratch = try TemporaryFolder()
        let options = try scratch.write("options.yml", "name: Bare\nmutableModels: false\n")
        let text = try readme(["Specs/Bookshop", "--options", options])
        XCTAssertEqual(firstLine(text), "# Bare")
    }

    func testOptionsFileTemplatePathIsRelativeToTheOptionsFile() throws {
        let scratch = try TemporaryFolder()
        try scratch.write("config/mine.stencil", "Name: {{ options.name }}\n")
        let options = try scratch.write("config/options.yml", "template: mine.stencil\noptions:\n  name: Relative\n")
        XCTAssertEqual(try readme([TestPaths.specs + "/Bookshop", "--options", options], in: scratch.path), "Name: Relative\n")
    }

    func testTemplateFlagWinsOverTheOptionsFile() throws {
        let scratch = try TemporaryFolder()
        let options = try scratch.write("options.yml", "template: pace\n")
        let text = try readme(["Specs/Bookshop", "--options", options, "--template", "swaggen-4"])
        XCTAssertTrue(text.contains("Bookshop.shared"))
    }

    func testUnknownOptionFlagIsBadInputWithAHint() throws {
        let result = try CLIRunner.run(["readme", "Specs/Bookshop", "--option", "nme:X"])
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(result.stderrLines.count, 1)
        XCTAssertTrue(result.stderr.hasPrefix("error: unknown option 'nme' (did you mean 'name'?)"), result.stderr)
    }
}
