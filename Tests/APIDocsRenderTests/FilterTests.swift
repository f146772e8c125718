import XCTest
@testable import APIDocsRender

/// The filters the README environment registers (rules doc §3 and §9.2), through templates.
final class FilterTests: XCTestCase {
    private func render(_ template: String, _ value: Any) throws -> String {
        try ReadmeRenderer().render(templateText: template, path: NSTemporaryDirectory() + "/f.stencil", context: ["v": value])
    }

    private func assertFilter(_ filter: String, _ cases: [(String, String)], line: UInt = #line) throws {
        for (input, output) in cases {
            XCTAssertEqual(try render("{{ v|\(filter) }}", input), output, "\(input)|\(filter)", line: line)
        }
    }

    func testSwagGenCamelCaseFilters() throws {
        try assertFilter("upperCamelCase", [("user-service", "UserService"), ("a-z", "Az"), ("URL", "URL")])
        try assertFilter("lowerCamelCase", [("user-service", "userService"), ("ID", "id"), ("SAMLResponse", "sAMLResponse")])
        XCTAssertEqual(try render("{{ v|upperCamelCase }}", 5), "5")
        XCTAssertEqual(try render("{{ v|upperCamelCase|join:\",\" }}", ["a-b", "c"]), "a-b,c")
    }

    func testFirstLetterFilters() throws {
        try assertFilter("lowerFirstLetter", [("People Picker", "people Picker"), ("", ""), ("Éa", "éa")])
        try assertFilter("upperFirstLetter", [("people picker", "People picker"), ("ßa", "SSa")])
        try assertFilter("titlecase", [("sports Stats", "Sports Stats")])
    }

    func testLowerFirstWord() throws {
        try assertFilter("lowerFirstWord", [
            ("URLChooser", "urlChooser"), ("XAny", "xAny"), ("ID", "id"), ("SNAKE_CASE", "snake_CASE"),
            ("PeoplePicker", "peoplePicker"), ("already", "already"), ("", ""),
        ])
    }

    func testCamelToSnakeCase() throws {
        try assertFilter("camelToSnakeCase", [
            ("v0.AppRespModel", "v0.app_resp_model"), ("XAny", "x_any"),
            ("android-keystore-file", "android_keystore_file"), ("URLChooser", "url_chooser"),
            ("ABC1Def", "abc1_def"), ("someHTTPRequest2Go", "some_http_request2_go"),
        ])
        try assertFilter("camelToSnakeCase:\"false\"", [("XAny", "X_Any"), ("PeoplePicker", "People_Picker")])
    }

    func testSnakeToCamelCase() throws {
        try assertFilter("snakeToCamelCase", [
            ("snake_case", "SnakeCase"), ("android-keystore-file", "Android-keystore-file"),
            ("SNAKE_CASE", "SnakeCase"), ("ID", "Id"), ("_private_name", "_PrivateName"), ("__x_y", "__XY"),
        ])
        try assertFilter("snakeToCamelCase:\"true\"", [("_private_name", "PrivateName"), ("__X_Y", "XY")])
    }

    func testSwiftIdentifier() throws {
        try assertFilter("swiftIdentifier", [
            ("android-keystore-file", "Android_Keystore_File"), ("v0.AppRespModel", "V0_AppRespModel"),
            ("200_response", "_200_response"), ("hello world!", "Hello_World_"), ("", ""),
        ])
        try assertFilter("swiftIdentifier:\"pretty\"", [
            ("android-keystore-file", "AndroidKeystoreFile"), ("v0.AppRespModel", "V0AppRespModel"),
            ("200_response", "_200Response"),
        ])
        try assertFilter("swiftIdentifier:\"valid\"", [("android-keystore-file", "android_keystore_file"), ("1a", "_1a")])
    }

    func testEscapeReservedKeywords() throws {
        try assertFilter("escapeReservedKeywords", [
            ("init", "`init`"), ("Type", "`Type`"), ("self", "`self`"), ("willSet", "`willSet`"),
            ("foo", "foo"), ("AnyObject", "AnyObject"), ("Init", "Init"),
        ])
    }

    func testReplaceAndPaths() throws {
        XCTAssertEqual(try render("{{ v|replace:\"-\",\"_\" }}", "a-b-c"), "a_b_c")
        XCTAssertEqual(try render("{{ v|replace:\"[0-9]+\",\"#\",\"regex\" }}", "ab12c3"), "ab#c#")
        XCTAssertEqual(try render("{{ v|replace:\"(a)(b)\",\"$2$1\",\"regex\" }}", "xaby"), "xbay")
        try assertFilter("basename", [("dir/sub/file.txt", "file.txt"), ("dir/sub/", "sub"), ("file", "file"), ("/", "/")])
        try assertFilter("dirname", [("dir/sub/file.txt", "dir/sub"), ("file", "."), ("/file", "/"), ("a/b/", "a")])
    }

    func testRemoveNewlines() throws {
        XCTAssertEqual(try render("{{ v|removeNewlines }}", "a b\n\tc \n"), "abc")
        XCTAssertEqual(try render("{{ v|removeNewlines:\"leading\" }}", "  a\n  b c \n"), "ab c")
    }

    func testBooleanFilters() throws {
        let template = "{% if v|contains:\"Pet\" %}c{% endif %}{% if v|hasPrefix:\"Get\" %}p{% endif %}"
            + "{% if v|hasSuffix:\"Id\" %}s{% endif %}{% if v|!contains:\"User\" %}n{% endif %}"
        XCTAssertEqual(try render(template, "GetPetById"), "cpsn")
        XCTAssertEqual(try render(template, "ListUsers"), "")
    }

    func testStencilDefaultsStillWork() throws {
        XCTAssertEqual(try render("{{ v|lowercase }}", "/Line/{Ids}"), "/line/{ids}")
        XCTAssertEqual(try render("{{ v|uppercase }}", "get"), "GET")
    }

    func testStringFiltersRejectOtherValues() {
        XCTAssertThrowsError(try render("{{ v|lowerFirstWord }}", ["a": 1])) { error in
            XCTAssertTrue("\(error)".contains("lowerFirstWord"), "\(error)")
        }
        XCTAssertThrowsError(try render("{{ v|swiftIdentifier:\"fancy\" }}", "x"))
        XCTAssertThrowsError(try render("{{ v|camelToSnakeCase:\"maybe\" }}", "x"))
    }
}
