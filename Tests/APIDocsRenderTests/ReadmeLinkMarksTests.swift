@testable import APIDocsRender
import APIDocsSymbols
import XCTest

/// `ReadmeLinkMarks.link` works on bytes; it links and drops exactly what the scalar by scalar
/// pass did, and a mark the spec's own text forges ends no build.
final class ReadmeLinkMarksTests: XCTestCase {
    private static let o = String(ReadmeLinkMarks.open), c = String(ReadmeLinkMarks.close)
    private static func scalar(_ value: UInt32) -> String { String(Unicode.Scalar(value)!) }

    private static let pieces: [String] = [
        "<a href=\"x\">", "</a>", "<a>", "<p>", "</p>", "<h2 id=\"", "\">", "<", ">", " ", "\n", "\t", "Pet", "é", "\u{301}", "x",
        ReadmeLinkMarks.marked("", .model, 0), ReadmeLinkMarks.marked("", .operation, 1), ReadmeLinkMarks.marked("", .tag, 0),
        ReadmeLinkMarks.marked("", .model, 12), o, c, scalar(0xE010), scalar(0xE02F), scalar(0xE025),
        o + scalar(0xE010) + scalar(0xE01B) + scalar(0xE021) + c, o + scalar(0xE011) + scalar(0xE01D) + scalar(0xE021) + c,
        o + scalar(0xE013) + c, o + c,
    ]

    func testBytePassMatchesTheScalarPass() throws {
        let graph = try SiteFixtures.graph(SiteFixtures.petstore)
        let plan = SitePlan(graph: graph)
        var state: UInt64 = 3
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33)
        }
        var compared = 0
        for _ in 0..<3000 {
            let html = (0..<(next() % 30)).map { _ in Self.pieces[next() % Self.pieces.count] }.joined()
            let linked = ReadmeLinkMarks.link(html, graph: graph, plan: plan, page: "index.html")
            guard let expected = Self.reference(html, graph: graph, plan: plan, page: "index.html") else { continue }
            XCTAssertEqual(linked, expected, html.debugDescription)
            compared += 1
        }
        XCTAssertGreaterThan(compared, 1000)
    }

    func testAForgedMarkIsNoNumberAndNoCrash() throws {
        let graph = try SiteFixtures.graph(SiteFixtures.petstore)
        let forged = "Pet" + Self.o + Self.scalar(0xE010) + "x" + Self.c + " and Pet" + Self.o + Self.scalar(0xE010) + Self.scalar(0xE000) + Self.c
        XCTAssertEqual(ReadmeLinkMarks.link(forged, graph: graph, plan: SitePlan(graph: graph), page: "index.html"), "Pet and Pet")
    }

    /// The scalar by scalar pass as it was; `nil` where it would have stopped the process (a
    /// mark body scalar that stands for no character).
    private static func reference(_ html: String, graph: SymbolGraph, plan: SitePlan, page: String) -> String? {
        guard html.unicodeScalars.contains(ReadmeLinkMarks.open) else { return html }
        var output = String.UnicodeScalarView()
        let scalars = Array(html.unicodeScalars)
        var index = 0
        var insideAnchor = false
        var insideTag = false
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "<" {
                insideTag = true
                let rest = String(String.UnicodeScalarView(scalars[index..<min(index + 3, scalars.count)]))
                if rest.hasPrefix("<a ") || rest == "<a>" { insideAnchor = true }
                if rest.hasPrefix("</a") { insideAnchor = false }
            } else if scalar == ">" {
                insideTag = false
            }
            guard scalar == ReadmeLinkMarks.open else {
                if !ReadmeLinkMarks.isMarkScalar(scalar) { output.append(scalar) }
                index += 1
                continue
            }
            var end = index + 1
            while end < scalars.count, scalars[end] != ReadmeLinkMarks.close { end += 1 }
            let body = scalars[(index + 1)..<min(end, scalars.count)]
            index = end + 1
            guard !insideAnchor, !insideTag, let kindScalar = body.first, let kind = ReadmeLinkMarks.Kind(rawValue: kindScalar.value) else { continue }
            guard body.dropFirst().allSatisfy({ $0.value + 48 >= ReadmeLinkMarks.digitBase }) else { return nil }
            let number = Int(String(body.dropFirst().map { Character(Unicode.Scalar(48 + $0.value - ReadmeLinkMarks.digitBase)!) })) ?? -1
            guard let target = ReadmeLinkMarks.target(kind, number, graph: graph, plan: plan) else { continue }
            var start = output.endIndex
            while start > output.startIndex {
                let previous = output[output.index(before: start)]
                if previous == " " || previous == ">" || previous == "\n" || previous == "\t" { break }
                start = output.index(before: start)
            }
            let word = String(String.UnicodeScalarView(output[start...]))
            guard !word.isEmpty else { continue }
            output.removeSubrange(start...)
            let href = SitePaths.relativePath(from: page, to: target)
            output.append(contentsOf: "<a href=\"\(HTML.escape(href))\">\(word)</a>".unicodeScalars)
        }
        return String(output)
    }
}
