import APIDocsSOG
import XCTest

/// SOAR-0001 (defensive) and SOAR-0013 (idiomatic) spellings, from the proposals' examples.
final class SOGNamingTests: XCTestCase {
    func testDefensiveAndIdiomaticNamesFollowTheProposals() {
        let rows: [(documented: String, defensive: String, idiomaticType: String, idiomaticMember: String)] = [
            ("foo", "foo", "Foo", "foo"),
            ("Hello world", "Hello_space_world", "HelloWorld", "helloWorld"),
            ("My_URL_value", "My_URL_value", "MyURLValue", "myURLValue"),
            ("Retry-After", "Retry_hyphen_After", "RetryAfter", "retryAfter"),
            ("NOT_AVAILABLE", "NOT_AVAILABLE", "NotAvailable", "notAvailable"),
            ("version 2.0", "version_space_2_period_0", "Version2_0", "version2_0"),
            ("naïve café", "naïve_space_café", "NaïveCafé", "naïveCafé"),
            ("__user", "__user", "__User", "__user"),
            ("get/pets/{petId}", "get_sol_pets_sol__lcub_petId_rcub_", "GetPetsPetId", "getPetsPetId"),
            ("HTTPProxy", "HTTPProxy", "HTTPProxy", "httpProxy"),
            // The proposal's table gives `order_num_123` for the type name; 1.14.3 capitalises it.
            ("order#123", "order_num_123", "Order_num_123", "order_num_123"),
        ]
        let defensive = SOGNamer(strategy: .defensive)
        let idiomatic = SOGNamer(strategy: .idiomatic)
        for row in rows {
            XCTAssertEqual(defensive.typeName(row.documented), row.defensive, row.documented)
            XCTAssertEqual(defensive.memberName(row.documented), row.defensive, row.documented)
            XCTAssertEqual(idiomatic.typeName(row.documented), row.idiomaticType, row.documented)
            XCTAssertEqual(idiomatic.memberName(row.documented), row.idiomaticMember, row.documented)
        }
    }

    func testKeywordsDigitsAndEmptyNames() {
        let defensive = SOGNamer(strategy: .defensive)
        XCTAssertEqual(defensive.typeName("Error"), "_Error")
        XCTAssertEqual(defensive.memberName("type"), "_type")
        XCTAssertEqual(defensive.memberName("400"), "_400")
        XCTAssertEqual(defensive.memberName(""), "_empty")
        XCTAssertEqual(defensive.memberName("_"), "_underscore_")
        XCTAssertEqual(defensive.memberName("a…"), "a_x2026_")
        let idiomatic = SOGNamer(strategy: .idiomatic)
        XCTAssertEqual(idiomatic.memberName(""), "_empty_")
        XCTAssertEqual(idiomatic.typeName("type"), "_Type")
    }

    func testOverridesWinOverTheStrategy() {
        let namer = SOGNamer(strategy: .idiomatic, overrides: ["Etc/GMT-1": "etcGMTMinus1"])
        XCTAssertEqual(namer.memberName("Etc/GMT-1"), "etcGMTMinus1")
        XCTAssertEqual(namer.memberName("Etc/GMT+1"), "etcGMT1")
    }

    func testContentTypeNames() throws {
        let idiomatic = SOGNamer(strategy: .idiomatic)
        let defensive = SOGNamer(strategy: .defensive)
        let custom = try XCTUnwrap(SOGContentType("application/myformat+json"))
        XCTAssertEqual(idiomatic.contentTypeName(custom), "applicationMyformatJson")
        XCTAssertEqual(defensive.contentTypeName(custom), "application_myformat_plus_json")
        XCTAssertEqual(custom.category, .json)
        let json = try XCTUnwrap(SOGContentType("application/json"))
        XCTAssertEqual(idiomatic.contentTypeName(json), "json")
        let withCharset = try XCTUnwrap(SOGContentType("text/plain; charset=utf-8"))
        XCTAssertEqual(defensive.contentTypeName(withCharset), "text_plain_charset_utf_hyphen_8")
        XCTAssertEqual(idiomatic.contentTypeName(withCharset), "textPlainCharsetUtf8")
        XCTAssertNil(SOGContentType("json"))
    }
}
