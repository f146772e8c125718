@testable import APIDocsKit
import XCTest

/// The names `apidocs init` derives from a title, and the names `--name` accepts.
final class SpecFolderNameTests: XCTestCase {
    func testTitlesBecomeOneSwiftWordAsSwagGenCasesIt() {
        let cases: [(String?, String)] = [
            ("Transport for London Unified API", "TransportForLondonUnifiedAPI"),
            ("Bookshop API", "BookshopAPI"),
            ("Swagger Petstore", "SwaggerPetstore"),
            ("petstore", "Petstore"),
            ("my-api_v2.1", "MyApiV21"),
            ("URL", "URL"),
            ("Café API", "CafeAPI"),
            ("2048 Game API", "GameAPI"),
            ("Cats & Dogs", "CatsandDogs"),
            ("a-z", "Az"),
            ("Type", "TypeAPI"),
            ("Error", "ErrorAPI"),
            ("日本語", "API"),
            ("   ", "API"),
            ("", "API"),
            (nil, "API"),
        ]
        for (title, expected) in cases {
            let name = SpecFolderName.derived(fromTitle: title)
            XCTAssertEqual(name, expected, title ?? "nil")
            XCTAssertNil(SpecFolderName.problem(name), "a derived name is always accepted: \(name)")
        }
    }

    func testNamesThatCannotBeFoldersOrNamespacesAreRefused() {
        for name in ["", "9Lives", "_Hidden", "my-api", "my api", "a/b", "..", "Été", "My_API", "Type", "Data", "Self"] {
            XCTAssertNotNil(SpecFolderName.problem(name), name)
        }
        for name in ["A", "Shop", "Shop2", "MyAPI", "api"] {
            XCTAssertNil(SpecFolderName.problem(name), name)
        }
    }
}
