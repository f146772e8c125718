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
}
