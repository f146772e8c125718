import XCTest
@testable import APIDocsRender

/// The built-in templates render exactly like the SwagGen templates they stand for, for
/// every hand-built context, and show the README details of rules doc §6.5 and §9.3.
final class BuiltInTemplateTests: XCTestCase {
    private let renderer = ReadmeRenderer()

    private func renderBuiltIn(_ name: String, _ context: [String: Any]) throws -> String {
        try renderer.render(ReadmeTemplate.builtIn(name), context: context)
    }

    private func assertSameAsConformance(_ name: String, _ relative: String) throws {
        let conformance = try TestPaths.sharedFile(relative)
        for (label, context) in ReadmeContexts.all {
            let ours = try renderBuiltIn(name, context)
            let theirs = try renderer.render(TestDisk.template(conformance), context: context)
            XCTAssertEqual(Array(ours.utf8), Array(theirs.utf8), "\(name) vs \(relative), context \(label)")
        }
    }

    func testSwagGenMatchesCurrentMasterTemplate() throws {
        try assertSameAsConformance("swaggen", "conformance/swaggen-templates/README-2023-01-06.md")
    }

    func testSwagGen4MatchesReleasedTemplate() throws {
        try assertSameAsConformance("swaggen-4", "conformance/swaggen-templates/README-2019-04-23.md")
    }

    func testPaceMatchesForkTemplate() throws {
        try assertSameAsConformance("pace", "conformance/seeds/pace-poi-api/template.md")
    }

    func testSwagGenIsTheUsersSeedTemplate() throws {
        let seed = try TestPaths.read(try TestPaths.sharedFile("seeds/001_c5af7d1a6b52cdc8.txt"))
        let builtIn = try ReadmeTemplate.builtIn("swaggen").text
        XCTAssertEqual(Array(builtIn.utf8), Array(seed.utf8))
    }

    func testRequestLines() throws {
        let output = try renderBuiltIn("swaggen", ReadmeContexts.full)
        let requests = try XCTUnwrap(output.components(separatedBy: "## Requests\n\n").last)
        XCTAssertEqual(requests, """
            - **TestAPI.GetFile**: GET `/file`
            - **TestAPI.PostThing**: POST `/things/{thingid}`
            - **TestAPI.Pets**
            \t- **AddPet**: POST `/pets`
            \t- **GetPetById**: GET `/pets/{petid}`
            - **TestAPI.UserService**
            \t- **DeleteUser**: DELETE `/users/{userid}`

            """)
        XCTAssertTrue(output.contains("## Models\n\n- **Pet**\n- **User**\n- **_200Response**\n- **`Type`**\n\n## Requests\n"))
        XCTAssertTrue(output.hasPrefix("# TestAPI\n\nThis is an api generated from a OpenAPI 3.0 spec"))
        XCTAssertTrue(output.contains("that uses `TestAPI.default`."))
    }

    func testTagPrefixAndSuffix() throws {
        let output = try renderBuiltIn("swaggen", ReadmeContexts.tagsOnly)
        XCTAssertTrue(output.hasSuffix("## Requests\n\n- **API.PreLinePost**\n\t- **LineGet**: GET `/line/{ids}`\n"))
    }

    func testZeroSchemasAndZeroOperations() throws {
        let noSchemas = try renderBuiltIn("swaggen", ReadmeContexts.noSchemas)
        XCTAssertTrue(noSchemas.contains("## Models\n\n\n## Requests\n\n- **TestAPI.Pets**\n"))
        let noOperations = try renderBuiltIn("swaggen", ReadmeContexts.noOperations)
        XCTAssertTrue(noOperations.hasSuffix("## Models\n\n- **Pet**\n\n## Requests\n\n"))
        let nothing = try renderBuiltIn("swaggen", ReadmeContexts.nothing)
        XCTAssertTrue(nothing.hasSuffix("## Models\n\n\n## Requests\n\n"))
    }

    func testMutableModelsOption() throws {
        XCTAssertTrue(try renderBuiltIn("swaggen", ReadmeContexts.full).contains("API are mutable classes."))
        XCTAssertTrue(try renderBuiltIn("swaggen", ReadmeContexts.immutable).contains("API are immutable classes."))
        XCTAssertTrue(try renderBuiltIn("swaggen", ReadmeContexts.nothing).contains("API are immutable classes."))
        // A string from the command line is true whatever it says.
        let fromCommandLine = ReadmeContexts.make(mutableModels: "false")
        XCTAssertTrue(try renderBuiltIn("swaggen", fromCommandLine).contains("API are mutable classes."))
    }

    func testTemplateWording() throws {
        let four = try renderBuiltIn("swaggen-4", ReadmeContexts.full)
        XCTAssertTrue(four.contains("that uses `TestAPI.shared`."))
        let pace = try renderBuiltIn("pace", ReadmeContexts.make(name: "POIAPI"))
        XCTAssertTrue(pace.contains("## POIAPIClient\nThe `POIAPIClient` is used"))
        XCTAssertTrue(pace.contains("[SwagGen](https://github.com/pace/SwagGen)"))
        XCTAssertTrue(pace.contains("that uses `POIAPI.shared`."))
    }
}
