import XCTest
@testable import APIDocsSymbols

/// Every row of the table in rules doc §3, all columns that the table fills in.
/// "as a type" = escapeType(upperCamelCased(x)); "as a member name" = getName(x).
final class NamingTableTests: XCTestCase {
    private struct Row {
        let inputs: [String]
        let upper: [String]?
        let lower: [String]?
        let type: [String]?
        let member: [String]?
        let line: UInt
    }

    /// One row; a single expected value applies to every input of the row.
    private static func row(
        _ inputs: [String], upper: [String]? = nil, lower: [String]? = nil,
        type: [String]? = nil, member: [String]? = nil, line: UInt = #line
    ) -> Row {
        Row(inputs: inputs, upper: upper, lower: lower, type: type, member: member, line: line)
    }

    private static let rows: [Row] = [
        row(["android-keystore-file"], upper: ["AndroidKeystoreFile"], lower: ["androidKeystoreFile"],
            type: ["AndroidKeystoreFile"], member: ["androidKeystoreFile"]),
        row(["v0.AppRespModel"], upper: ["V0AppRespModel"], lower: ["v0AppRespModel"],
            type: ["V0AppRespModel"], member: ["v0AppRespModel"]),
        row(["XAny"], upper: ["XAny"], lower: ["xAny"], type: ["XAny"], member: ["xAny"]),
        row(["x-any"], upper: ["XAny"], lower: ["xAny"], type: ["XAny"], member: ["xAny"]),
        row(["URL", "url", "Url"], upper: ["URL"], lower: ["url"], type: ["URL"], member: ["url"]),
        row(["URLPath", "url_path"], upper: ["URLPath"], lower: ["uRLPath"], type: ["URLPath"], member: ["uRLPath"]),
        row(["user_url", "userURL"], upper: ["UserURL"], lower: ["userURL"], type: ["UserURL"], member: ["userURL"]),
        row(["ID"], upper: ["ID"], lower: ["id"], type: ["ID"], member: ["id"]),
        row(["id"], upper: ["Id"], lower: ["id"], type: ["Id"], member: ["id"]),
        row(["SAMLResponse"], upper: ["SAMLResponse"], lower: ["sAMLResponse"],
            type: ["SAMLResponse"], member: ["sAMLResponse"]),
        row(["SNAKE_CASE", "snake_case"], upper: ["SnakeCase"], lower: ["snakeCase"],
            type: ["SnakeCase"], member: ["snakeCase"]),
        row(["A-Z"], upper: ["AZ"], lower: ["aZ"], type: ["AZ"], member: ["aZ"]),
        row(["a-z"], upper: ["Az"], lower: ["az"], type: ["Az"], member: ["az"]),
        row(["en-US"], upper: ["EnUS"], lower: ["enUS"], type: ["EnUS"], member: ["enUS"]),
        row(["foo__bar", "_foo", "foo_"], upper: ["FooBar", "Foo", "Foo"], lower: ["fooBar", "foo", "foo"]),
        row(["200_response"], upper: ["200Response"], lower: ["200Response"],
            type: ["_200Response"], member: ["_200Response"]),
        row(["$special[model.name]"], upper: ["$special[modelName]"], lower: ["$special[modelName]"],
            type: ["dollarspecialmodelName"], member: ["dollarspecialmodelName"]),
        row(["Get_Line_Status"], upper: ["GetLineStatus"], lower: ["getLineStatus"], type: ["GetLineStatus"]),
        row(["auth.samlAssert__get_auth_saml_assert"], upper: ["AuthSamlAssertGetAuthSamlAssert"],
            lower: ["authSamlAssertGetAuthSamlAssert"], type: ["AuthSamlAssertGetAuthSamlAssert"]),
        row(["UserService.getCustomerDevices"], upper: ["UserServiceGetCustomerDevices"],
            lower: ["userServiceGetCustomerDevices"]),
        row(["1", "1.1", "-1", "-1.2"], upper: ["1", "11", "1", "12"], lower: ["1", "11", "1", "12"],
            type: ["_1", "_11", "_1", "_12"], member: ["_1", "_11", "negative1", "negative12"]),
        row(["_abc", "-efg", "(xyz)", ">", "$"], lower: ["abc", "efg", "(xyz)", ">", "$"],
            member: ["abc", "efg", "xyz", "greaterThan", "dollar"]),
        row(["@type", "2fa", "é-clair"], upper: ["@type", "2fa", "ÉClair"],
            type: ["alphatype", "_2fa", "ÉClair"], member: ["alphatype", "_2fa", "éClair"]),
        row(["Type", "type"], upper: ["Type"], lower: ["type"], type: ["`Type`"], member: ["type"]),
        row(["class", "default", "self"], upper: ["Class", "Default", "Self"], lower: ["class", "default", "self"],
            type: ["Class", "Default", "`Self`"], member: ["`class`", "`default`", "`self`"]),
        row(["Error", "Data", "Any"], type: ["ErrorType", "DataType", "`Any`"], member: ["error", "data", "any"]),
        row([""], type: ["UNKNOWN234"], member: ["UNKNOWN234"]),
    ]

    private func check(_ column: String, _ expected: [String]?, _ row: Row, _ function: (String) -> String) {
        guard let expected else { return }
        for (index, input) in row.inputs.enumerated() {
            let want = expected.count == 1 ? expected[0] : expected[index]
            XCTAssertEqual(function(input), want, "\(column)(\"\(input)\")", line: row.line)
        }
    }

    func testUpperCamelCased() {
        for row in Self.rows { check("upperCamelCased", row.upper, row, SwagGenCase.upperCamelCased) }
    }

    func testLowerCamelCased() {
        for row in Self.rows { check("lowerCamelCased", row.lower, row, SwagGenCase.lowerCamelCased) }
    }

    func testAsType() {
        for row in Self.rows {
            check("escapeType∘upperCamelCased", row.type, row) {
                SwiftIdentifier.escapeType(SwagGenCase.upperCamelCased($0))
            }
        }
    }

    func testAsMemberName() {
        for row in Self.rows { check("getName", row.member, row, SwiftIdentifier.getName) }
    }

    func testTableCoversEveryRow() {
        XCTAssertEqual(Self.rows.count, 27)
    }
}
