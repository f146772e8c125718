import APIDocsRender
import Foundation
import XCTest

/// `Specs/Hostile` puts markup and path tricks in every name and text a spec has; none may
/// reach a page as markup, and every file must land, distinct, inside the output folder.
final class HostileSiteTests: XCTestCase {
    var output: TemporaryFolder!

    override func setUpWithError() throws {
        output = try TemporaryFolder()
        XCTAssertEqual(runAPIDocs(["build", TestPaths.specs + "/Hostile", "--output", output.path + "/Site"]), 0)
    }

    /// XCTest keeps every test case object to the end of the run: the folder goes now.
    override func tearDown() {
        output = nil
        super.tearDown()
    }

    /// Tags of `html` as (name, [(attribute, value)]); spec text is escaped, so every raw `<`
    /// starts real markup.
    func tags(_ html: String) -> [(name: String, attributes: [(String, String)])] {
        var result: [(String, [(String, String)])] = []
        var rest = html[...]
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            if rest.hasPrefix("!--") {
                guard let end = rest.firstRange(of: "-->") else { break }
                rest = rest[end.upperBound...]
                continue
            }
            guard let close = rest.firstIndex(of: ">") else { break }
            let body = rest[..<close]
            rest = rest[rest.index(after: close)...]
            let parts = body.split(whereSeparator: { $0 == " " || $0 == "\n" })
            guard let name = parts.first?.lowercased() else { continue }
            let attributes = body.matches(of: /([A-Za-z-]+)="([^"]*)"/).map { (String($0.output.1).lowercased(), String($0.output.2)) }
            let bare = parts.dropFirst().filter { !$0.contains("=") }.map { (String($0).lowercased(), "") }
            result.append((name, attributes + bare))
        }
        return result
    }

    func testNoSpecTextBecomesMarkup() throws {
        let pages = output.files().filter { $0.hasSuffix(".html") }
        XCTAssertGreaterThan(pages.count, 10)
        for page in pages {
            let html = try output.read(page)
            for tag in tags(html) {
                if tag.name == "script" {
                    // Only the theme's two scripts; search.js names the index it loads on first use.
                    let source = tag.attributes.first { $0.0 == "src" }?.1 ?? ""
                    if source.hasSuffix("assets/search.js") {
                        XCTAssertEqual(tag.attributes.map(\.0).sorted(), ["data-index", "defer", "src"], page)
                        let index = tag.attributes.first { $0.0 == "data-index" }?.1 ?? ""
                        XCTAssertTrue(index == "search-index.js" || index == "../search-index.js", "\(page): index \(index)")
                    } else if source.isEmpty {
                        // An operation's "Try it" data: JSON, never run.
                        XCTAssertEqual(tag.attributes.map { $0.0 + "=" + $0.1 }.sorted(), ["class=try-it-data", "type=application/json"], page)
                    } else if source.hasSuffix("assets/try-it.js") {
                        XCTAssertEqual(tag.attributes.map(\.0).sorted(), ["defer", "src"], page)
                    } else {
                        XCTAssertTrue(source.hasSuffix("assets/site.js"), "\(page): script \(source)")
                        XCTAssertEqual(tag.attributes.map(\.0).sorted(), ["defer", "src"], page)
                    }
                }
                XCTAssertFalse(["iframe", "img", "svg", "style", "object", "embed", "b", "base", "meta http-equiv"].contains(tag.name), "\(page): <\(tag.name)>")
                for (name, value) in tag.attributes {
                    XCTAssertFalse(name.hasPrefix("on"), "\(page): \(name)= on <\(tag.name)>")
                    XCTAssertFalse(value.lowercased().contains("javascript:"), "\(page): \(name)=\"\(value)\"")
                    if name == "href" || name == "src" {
                        // Our relative links and empty favicon, the README template's SwagGen link, the spec's one safe link.
                        let allowed = ["https://github.com/yonaskolb/SwagGen", "https://example.com/", "data:,"]
                        XCTAssertFalse(value.contains(":") && !allowed.contains(value), "\(page): unexpected \(name)=\(value)")
                    }
                }
            }
            XCTAssertFalse(html.contains("<script>"), page)
            // The theme's two scripts; on an operation page also the panel's data and script.
            let scripts = page.contains("operations/") ? 5 : 3
            XCTAssertEqual(html.components(separatedBy: "<script").count, scripts, "\(page): only the theme's scripts")
            if let data = html.range(of: "<script type=\"application/json\" class=\"try-it-data\">"),
               let end = html[data.upperBound...].range(of: "</script>") {
                let json = html[data.upperBound..<end.lowerBound]
                XCTAssertFalse(json.contains("<"), "\(page): the panel's data can never close its element")
                XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(json.utf8)), page)
            }
        }
    }

    func testDataFilesCannotCloseAScriptElement() throws {
        for file in output.files() where file.hasSuffix("search-index.js") || file.hasSuffix("symbols.json") {
            XCTAssertFalse(try output.read(file).contains("<"), file)
        }
    }

    func testFilesAreSafeDistinctAndInside() throws {
        let files = output.files()
        for file in files {
            XCTAssertNil(file.firstIndex { !"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-/".contains($0) }, file)
            for component in file.split(separator: "/") {
                XCTAssertFalse(component.hasPrefix("."), file)
                XCTAssertLessThanOrEqual(component.count, 80, file)
            }
            let resolved = URL(fileURLWithPath: output.path + "/" + file).standardized.path
            XCTAssertTrue(resolved.hasPrefix(URL(fileURLWithPath: output.path + "/Site").standardized.path + "/"), file)
        }
        XCTAssertEqual(Set(files.map { $0.lowercased() }).count, files.count, "distinct on a case-insensitive file system")
        XCTAssertTrue(files.contains("Site/Hostile/models/pet.html"))
        XCTAssertTrue(files.contains("Site/Hostile/models/pet-2.html"))
        XCTAssertTrue(files.contains("Site/Hostile/models/etc-passwd.html"))
        XCTAssertTrue(files.contains("Site/Hostile/tags/etc-passwd.html"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path + "/etc"))
    }

    /// No file or folder is named like a Windows device (`nul.html`, `con.aux.html`), and none
    /// ends in a dot or a space: the site can be checked out on Windows.
    func testNoNameIsAWindowsDeviceName() throws {
        let files = output.files()
        for file in files {
            for component in file.split(separator: "/") {
                let head = String(component.prefix { $0 != "." }).lowercased()
                XCTAssertFalse(Slug.deviceNames.contains(head), file)
                XCTAssertFalse(component.hasSuffix(".") || component.hasSuffix(" "), file)
            }
        }
        XCTAssertTrue(files.contains("Site/Hostile/models/nul_.html"))
        XCTAssertTrue(files.contains("Site/Hostile/tags/con_.html"))
        XCTAssertTrue(files.contains("Site/Hostile/operations/con_.aux.html"))
    }

    /// Control characters in spec text (NUL, BEL, ESC, DEL, C1) reach no page raw: HTML forbids
    /// them, so they become U+FFFD; the JSON data files escape them.
    func testNoControlCharacterReachesAPageOrADataFileRaw() throws {
        for file in output.files() where file.hasSuffix(".html") || file.hasSuffix(".json") || file.hasSuffix(".js") {
            let bytes = try XCTUnwrap(FileManager.default.contents(atPath: output.path + "/" + file))
            let text = String(decoding: bytes, as: UTF8.self)
            for scalar in text.unicodeScalars {
                let value = scalar.value
                let allowedWhitespace = value == 0x09 || value == 0x0A || value == 0x0C || value == 0x0D
                XCTAssertFalse((value < 0x20 && !allowedWhitespace) || (0x7F...0x9F).contains(value),
                               "\(file): U+\(String(value, radix: 16))")
            }
        }
        let page = try output.read("Site/Hostile/operations/con_.aux.html")
        XCTAssertTrue(page.contains("Control characters: NUL \u{FFFD} BEL \u{FFFD} ESC \u{FFFD} DEL \u{FFFD} C1 \u{FFFD} and \u{FFFD}"), page)
        XCTAssertTrue(try output.read("Site/Hostile/search-index.js").contains("\"key\\u0000with\\u0001controls\""))
        XCTAssertTrue(try output.read("Site/Hostile/models/nul_.html").contains("key\u{FFFD}with\u{FFFD}controls"))
    }
}
