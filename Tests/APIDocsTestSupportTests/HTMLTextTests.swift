import APIDocsTestSupport
import Foundation
import XCTest

/// `HTMLText.attributeValues` finds what the pattern it replaces finds.
final class HTMLTextTests: XCTestCase {
    func regexValues(_ name: String, in html: String) -> [String] {
        html.matches(of: try! Regex("\\s\(name)=\"([^\"]*)\"")).compactMap { $0.output[1].substring.map(String.init) }
    }

    func testAttributeValuesAgreeWithThePattern() {
        let samples = [
            #"<a href="a.html">x</a> <p id="one" class="c"><span\#nid="two">"#,
            #"id="start" <b id="">empty</b><i data-id="no">not after a space</i>"#,
            #"<x id="a"id="b"> <y id="c" id="d"> <z id="é ü"> <w id="unclosed"#,
            "<a\thref=\"tab\"><a\r\nhref=\"crlf\"><a  href=\"x\" href=\"y\">",
            #"<p id="x"> id="" id="q"\#n"#,
            "",
        ]
        for html in samples {
            for name in ["id", "href", "src"] {
                XCTAssertEqual(HTMLText.attributeValues(name, in: html), regexValues(name, in: html), "\(name) in \(html.debugDescription)")
            }
        }
        XCTAssertEqual(HTMLText.attributeValues("id", in: samples[0]), ["one", "two"])
    }

    func testUncolouredDropsTheSwiftColouring() {
        XCTAssertEqual(HTMLText.uncoloured(#"<code><span class="sx-keyword">let</span> x</code>"#), "<code>let x</code>")
    }
}
