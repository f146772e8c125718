import APIDocsSymbols
import XCTest

/// `key:value` option arguments: their form is checked before they are read, so no argument
/// can trap the reader.
final class OptionArgumentTests: XCTestCase {
    func testFormProblems() {
        XCTAssertNil(OptionsReader.formProblem("name:Petstore"))
        XCTAssertNil(OptionsReader.formProblem("typeAliases.ID:Int"))
        XCTAssertNil(OptionsReader.formProblem("name:"), "an empty value is a value")
        XCTAssertNil(OptionsReader.formProblem("name:a:b"), "the value may hold colons")
        XCTAssertEqual(OptionsReader.formProblem("name"), "option 'name' must be written key:value")
        XCTAssertEqual(OptionsReader.formProblem(":x"), "option ':x' has no key before ':' (write key:value)")
        XCTAssertEqual(OptionsReader.formProblem(".a:x"), "option '.a:x' has an empty key around '.' (write key.subkey:value)")
        XCTAssertEqual(OptionsReader.formProblem("typeAliases.:x"), "option 'typeAliases.:x' has an empty key around '.' (write key.subkey:value)")
    }

    func testTheReaderRefusesWhatTheFormCheckRefuses() throws {
        for argument in ["name", ":x", ".a:x", "typeAliases.:x", ":"] {
            XCTAssertThrowsError(try OptionsReader.read(arguments: [argument]), argument)
        }
        let entries = try OptionsReader.read(arguments: ["name:a:b", "typeAliases.ID:Int"])
        XCTAssertEqual(entries.map(\.key), ["name", "typeAliases"])
    }

    /// Values are typed at the edge: `--option` reads a boolean or an enumerated option the
    /// way a file does.
    func testArgumentsAreTypedByTheOptionTable() throws {
        XCTAssertEqual(try OptionsReader.read(arguments: ["mutableModels:false"]), [OptionEntry(key: "mutableModels", value: .bool(false))])
        XCTAssertEqual(try OptionsReader.read(arguments: ["fixedWidthIntegers:YES"]), [OptionEntry(key: "fixedWidthIntegers", value: .bool(true))])
        XCTAssertEqual(try OptionsReader.read(arguments: ["name:false"]), [OptionEntry(key: "name", value: .string("false"))], "a string option keeps its text")
        XCTAssertThrowsError(try OptionsReader.read(arguments: ["mutableModels:nope"]))
        XCTAssertThrowsError(try OptionsReader.read(arguments: ["modelType:enum"]))
        XCTAssertEqual(try OptionsReader.read(arguments: ["modelType:struct"]), [OptionEntry(key: "modelType", value: .string("struct"))])
        XCTAssertFalse(GeneratorOptions.merged([try OptionsReader.read(arguments: ["splitRequestSchemas:off"])]).splitRequestSchemas)
    }

    func testBooleanSpellings() {
        for word in ["true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON", "y", "Y"] { XCTAssertEqual(OptionTable.bool(word), true, word) }
        for word in ["false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF", "n", "N"] { XCTAssertEqual(OptionTable.bool(word), false, word) }
        for word in ["nope", "1", "0", "tRUE", ""] { XCTAssertNil(OptionTable.bool(word), word) }
    }

    func testEveryDefaultIsOfItsOptionsType() throws {
        for row in OptionTable.rows {
            XCTAssertEqual(OptionsReader.known[row.name], row.type)
        }
        XCTAssertEqual(OptionTable.defaults.first { $0.key == "modelType" }?.value, .string("class"))
    }
}
