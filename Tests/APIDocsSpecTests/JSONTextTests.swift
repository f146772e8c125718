import APIDocsLoader
@testable import APIDocsSpec
import XCTest

/// Spec values written as JSON text: two-space indentation, keys in document order, scalars
/// read as YAML's core schema reads them, and exactly `"`, `\` and control characters escaped.
final class JSONTextTests: XCTestCase {
    private func value(_ yaml: String) throws -> SpecValue {
        SpecValue(try YAMLTreeParser.parse(yaml, file: "v.yml"))
    }

    func testPrettyAndInlineText() throws {
        let spec = try value("""
        b: [1, 2.5, true, null, ~, "7", x]
        a: {}
        c: []
        d: {k: {l: [{}]}}
        """)
        XCTAssertEqual(spec.json, """
        {
          "b": [
            1,
            2.5,
            true,
            null,
            null,
            "7",
            "x"
          ],
          "a": {},
          "c": [],
          "d": {
            "k": {
              "l": [
                {}
              ]
            }
          }
        }
        """)
        XCTAssertEqual(spec.inlineJSON, #"{"b":[1,2.5,true,null,null,"7","x"],"a":{},"c":[],"d":{"k":{"l":[{}]}}}"#)
    }

    func testEscapes() throws {
        let text = try value(#"s: "q\"b\\c\nd\re\tf\x01g\x1Fh\x7Fé😀""#)
        XCTAssertEqual(text.inlineJSON, "{\"s\":\"q\\\"b\\\\c\\nd\\re\\tf\\u0001g\\u001fh\u{7F}é😀\"}")
        let key = try value(#""k\"\x02": 1"#)
        XCTAssertEqual(key.json, "{\n  \"k\\\"\\u0002\": 1\n}")
    }
}
