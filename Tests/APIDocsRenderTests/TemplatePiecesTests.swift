import APIDocsLoader
import Stencil
import XCTest
@testable import APIDocsRender

/// A README template parsed in pieces has the whole template's tokens and renders its text;
/// a template the pieces cannot model stays whole, and errors are the whole template's.
final class TemplatePiecesTests: XCTestCase {
    private func environment(_ includes: TemplateIncludes = .none) -> Environment {
        Environment(
            loader: TemplateFolderLoader(includes: includes),
            extensions: [SwagGenFilterExtension(), SwiftKitFilterExtension()],
            templateClass: MarkedTemplate.self
        )
    }

    /// `text` parsed in pieces as small as the cuts allow (a piece at every possible cut).
    private func inPieces(_ text: String, includes: TemplateIncludes = .none) -> ParsedReadmeTemplate {
        ParsedReadmeTemplate(text: text, path: "/t/README.stencil", environment: environment(includes), pieceBytes: 1)
    }

    private func whole(_ text: String, includes: TemplateIncludes = .none) -> MarkedTemplate {
        MarkedTemplate(templateString: text, environment: environment(includes), name: "/t/README.stencil")
    }

    /// Kind and contents of each token, adjacent texts joined (a cut splits a text token).
    private func tokenSummary(_ tokens: [Token]) -> [String] {
        var summary: [String] = []
        var pendingText: String?
        for token in tokens {
            if case .text = token.kind {
                pendingText = (pendingText ?? "") + token.contents
                continue
            }
            if let text = pendingText { summary.append("text:" + text) }
            pendingText = nil
            summary.append("\(token.kind):" + token.contents)
        }
        if let text = pendingText { summary.append("text:" + text) }
        return summary
    }

    private func assertSameAsWhole(_ text: String, _ context: [String: Any], file: StaticString = #filePath, line: UInt = #line) throws {
        let pieces = inPieces(text)
        let reference = whole(text)
        XCTAssertEqual(tokenSummary(pieces.tokens), tokenSummary(reference.tokens), "tokens of \(text.debugDescription)", file: file, line: line)
        XCTAssertEqual(pieces.keepsMarksApart, reference.keepsMarksApart, file: file, line: line)
        let expected = try reference.render(context)
        XCTAssertEqual(try pieces.render(context), expected, "render of \(text.debugDescription)", file: file, line: line)
    }

    func testCutsOnlyBetweenTopLevelLines() throws {
        let text = "a\n{% for x in xs %}\nb\n{% endfor %}\nc {{ d }}\n{# e\nf #}\ng\n"
        let cuts = try XCTUnwrap(TemplatePieces.cutOffsets(Array(text.utf8), pieceBytes: 1))
        let lines = cuts.map { offset in String(decoding: Array(text.utf8)[offset...], as: UTF8.self).prefix(while: { $0 != "\n" }) }
        // Not inside the loop, not inside the comment, never at the end.
        XCTAssertEqual(lines, ["{% for x in xs %}", "c {{ d }}", "{# e", "g"])
        XCTAssertEqual(TemplatePieces.split(text, pieceBytes: 1)?.joined(), text)
        XCTAssertEqual(TemplatePieces.split(text, pieceBytes: 1)?.count, 5)
    }

    func testPiecesOfTheRequestedSize() throws {
        let text = String(repeating: "0123456789\n", count: 100)
        let pieces = try XCTUnwrap(TemplatePieces.split(text, pieceBytes: 256))
        XCTAssertEqual(pieces.joined(), text)
        XCTAssertEqual(pieces.count, 5)
        XCTAssertTrue(pieces.dropLast().allSatisfy { $0.utf8.count >= 256 && $0.utf8.count < 256 + 11 })
        XCTAssertNil(TemplatePieces.split("short\ntemplate\n"), "one piece is no pieces")
    }

    func testTemplatesThePiecesDoNotModelStayWhole() {
        let whole = [
            "a\n{%- if x %}\nb\n{% endif %}\nc\n",
            "a\n{% if x -%}\nb\n{% endif %}\nc\n",
            "a\n{%+ if x %}\nb\n{% endif %}\nc\n",
            "a\n{% extends \"base\" %}\nb\n",
            "a\n{% block body %}\nb\n{% endblock %}\nc\n",
            "a\n{% endfor %}\nb\n",
            "a\n{% else %}\nb\n",
            "a\n{% for x in xs %}\nb\n",
            "a\n{{ unterminated\nb\n",
            "a\n{%%}\nb\n",
            "a\n{%\tif x %}\nb\n{% endif %}\nc\n",
            "a\n{% if \u{E9} %}\nb\n{% endif %}\nc\n",
            "a\n{% mystery %}\nb\n",
        ]
        for text in whole {
            XCTAssertNil(TemplatePieces.cutOffsets(Array(text.utf8), pieceBytes: 1), text.debugDescription)
            XCTAssertEqual(inPieces(text).pieceCount, 1, text.debugDescription)
        }
    }

    func testHandwrittenTemplatesRenderAsWhole() throws {
        let context: [String: Any] = ["xs": [1, 2, 3], "name": "pet store", "flag": true, "empty": [Int]()]
        let templates = [
            "# {{ name|upperCamelCase }}\n\n{% for x in xs %}\n- {{ x }}\n{% endfor %}\n\nend\n",
            "a {{ \"{\" }} b\n{ not a tag }\n{%}\n{{x}}}\n}}\n{#}#}\nc\n",
            "a\n\n\n  \n{% if flag %}\n\tyes\n{% else %}\n\tno\n{% endif %}\n\n{% for x in empty %}\nnever\n{% empty %}\nnone\n{% endfor %}\n",
            "{% filter uppercase %}\nshout\n{% endfilter %}\n{% ifnot flag %}\nno\n{% endif %}\nlast line without newline",
            "{% if flag\n %}\nmulti-line tag\n{% endif %}\n{#\nmulti-line comment\n#}\n{{\nname\n}}\n",
            "caf\u{E9} {{ name }} \u{1F600}\n{# \u{E9} #}\n{{ \"\u{E9}\" }}\nok\n",
            "a\r\nb {{ name }}\r\n{% if flag %}\r\nc\r\n{% endif %}\r\n",
        ]
        for text in templates {
            try assertSameAsWhole(text, context)
        }
    }

    /// Random templates made of text lines, variables, comments, loops and conditions, cut at
    /// every possible place.
    func testRandomTemplatesRenderAsWhole() throws {
        var generator = SplitMix(seed: 24)
        let context: [String: Any] = [
            "xs": [1, 2], "ys": ["a", "b", "c"], "name": "Pet store", "flag": true, "off": false, "empty": [String](),
        ]
        for _ in 0..<200 {
            var lines: [String] = []
            appendBlock(into: &lines, depth: 0, generator: &generator)
            let text = lines.joined(separator: generator.next() % 4 == 0 ? "\r\n" : "\n") + (generator.next() % 2 == 0 ? "\n" : "")
            try assertSameAsWhole(text, context)
        }
    }

    private func appendBlock(into lines: inout [String], depth: Int, generator: inout SplitMix) {
        let count = Int(generator.next() % 6) + 1
        for _ in 0..<count {
            switch generator.next() % (depth < 3 ? 12 : 7) {
            case 0: lines.append("")
            case 1: lines.append("  \t")
            case 2: lines.append("text { not a tag } {%}")
            case 3: lines.append("- {{ name|lowercase }} and {{ x }}")
            case 4: lines.append("{# a comment #} after")
            case 5: lines.append("{#\nspans lines\n#}")
            case 6: lines.append("caf\u{E9} }} %} #}")
            case 7, 8:
                appendTag(["{% for x in xs %}", "{% for x in ys %}", "{% for x in empty %}"], middle: "{% empty %}", oneIn: 3,
                          end: "{% endfor %}", into: &lines, depth: depth, generator: &generator)
            case 9, 10:
                appendTag(["{% if flag %}", "{% if off %}", "{% ifnot off %}"], middle: "{% else %}", oneIn: 2,
                          end: "{% endif %}", into: &lines, depth: depth, generator: &generator)
            default:
                lines.append("{% filter uppercase %}")
                appendBlock(into: &lines, depth: depth + 1, generator: &generator)
                lines.append("{% endfilter %}")
            }
        }
    }

    /// One of `starts`, a block, `middle` and another block one time in `oneIn`, and `end`.
    private func appendTag(
        _ starts: [String], middle: String, oneIn: UInt64, end: String,
        into lines: inout [String], depth: Int, generator: inout SplitMix
    ) {
        lines.append(starts[Int(generator.next() % UInt64(starts.count))])
        appendBlock(into: &lines, depth: depth + 1, generator: &generator)
        if generator.next() % oneIn == 0 {
            lines.append(middle)
            appendBlock(into: &lines, depth: depth + 1, generator: &generator)
        }
        lines.append(end)
    }

    func testBuiltInTemplatesAreCutAndRenderAsWhole() throws {
        for name in ReadmeTemplate.builtInNames where name != ReadmeTemplate.sogName {
            let template = try ReadmeTemplate.builtIn(name)
            let parsed = ParsedReadmeTemplate(text: template.text, path: template.path, environment: environment(template.includes))
            XCTAssertGreaterThan(parsed.pieceCount, 10, name)
            let reference = whole(template.text, includes: template.includes)
            XCTAssertTrue(parsed.keepsMarksApart, name)
            XCTAssertEqual(tokenSummary(parsed.tokens), tokenSummary(reference.tokens), name)
            for (label, context) in ReadmeContexts.all {
                XCTAssertEqual(try parsed.render(context), try reference.render(context), "\(name), context \(label)")
            }
        }
    }

    /// An error in a later piece is reported as the whole template reports it: message, line
    /// and column in the whole template.
    func testErrorsAreTheWholeTemplates() throws {
        let lead = String(repeating: "some introduction text\n", count: 40)
        let cases = [
            lead + "{{ name|upperCamelCased }}\n",
            lead + "{% for x in %}\n{% endfor %}\n",
            lead + "{% include \"missing.stencil\" %}\n",
            lead + "{% if x == %}\n{% endif %}\n",
        ]
        for text in cases {
            let parsed = ParsedReadmeTemplate(text: text, path: "/t/README.stencil", environment: environment())
            XCTAssertGreaterThan(parsed.pieceCount, 1, text)
            var pieceError: SpecError?
            var wholeError: SpecError?
            do { _ = try parsed.render([:]) } catch { pieceError = TemplateErrorMapping.specError(error, templatePath: "/t/README.stencil") }
            do { _ = try whole(text).render([:]) } catch { wholeError = TemplateErrorMapping.specError(error, templatePath: "/t/README.stencil") }
            let expected = try XCTUnwrap(wholeError)
            XCTAssertEqual(pieceError?.description, expected.description)
            XCTAssertEqual(expected.location?.line, 41, expected.description)
        }
    }
}

/// A small deterministic generator (SplitMix64) for the random templates.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
