import APIDocsTestSupport
import Foundation
import XCTest

/// The Redoc and Redocly vendor extensions (`Tests/Fixtures/VendorExtensions`, and
/// `Specs/Kennel`) through the real executable, in both client flavours: each one shows on the
/// site, no link reaches a page left out, the README and what it documents do not change, a
/// tag group naming an unknown tag warns at its place, and a logo that is missing, outside the
/// project or of another kind is left out with a warning at its `url` (an error with
/// `--strict`), never read from outside the project.
final class VendorExtensionTests: XCTestCase {
    static let fixture = TestPaths.packageRoot + "/Tests/Fixtures/VendorExtensions"

    /// A scratch repository with the fixture as `Specs/Aviary` (spec and logo), built with
    /// `client` when given.
    private func scratch(client: String? = nil, spec: String? = nil) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Specs/Aviary/spec.yml", spec ?? TestPaths.read(Self.fixture + "/spec.yml"))
        try FileManager.default.copyItem(atPath: Self.fixture + "/images", toPath: folder.path + "/Specs/Aviary/images")
        // Kennel's logo, for a scratch built from its spec.
        try FileManager.default.copyItem(atPath: TestPaths.specs + "/Kennel/logo.svg", toPath: folder.path + "/Specs/Aviary/logo.svg")
        if let client { try folder.write("Specs/Aviary/apidocs.yml", "client: \(client)\n") }
        return folder
    }

    private func build(_ folder: TemporaryFolder, _ extra: [String] = []) throws -> CLIResult {
        try CLIRunner.run(["build"] + extra, in: folder.path)
    }

    /// `text` with every vendor extension this feature reads taken out (the key's line and the
    /// lines indented under it).
    static func strippingExtensions(_ text: String) -> String {
        let keys = ["x-tagGroups", "x-displayName", "x-traitTag", "x-codeSamples", "x-code-samples", "x-logo", "x-internal", "x-hidden"]
        var kept: [Substring] = []
        var skipIndent: Int?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let indent = line.prefix { $0 == " " }.count
            if let limit = skipIndent, indent > limit || line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            skipIndent = nil
            let body = line.drop { $0 == " " || $0 == "-" }
            if keys.contains(where: { body.hasPrefix($0 + ":") }) {
                skipIndent = indent
                continue
            }
            kept.append(line)
        }
        return kept.joined(separator: "\n")
    }

    /// Every `href` and `src` of every page of `site` that is not an address reaches a file and,
    /// with a fragment, an id on it.
    private func assertNoDanglingLinks(_ site: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let root = URL(fileURLWithPath: site)
        let pages = FileManager.default.enumerator(atPath: site)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".html") } ?? []
        XCTAssertFalse(pages.isEmpty, file: file, line: line)
        for page in pages {
            let html = try TestPaths.read(site + "/" + page)
            let base = root.appendingPathComponent(page).deletingLastPathComponent()
            for url in HTMLText.attributeValues("href", in: html) + HTMLText.attributeValues("src", in: html) where !url.contains(":") {
                let parts = url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let target = parts[0].isEmpty ? root.appendingPathComponent(page) : base.appendingPathComponent(parts[0]).standardized
                XCTAssertTrue(FileManager.default.fileExists(atPath: target.path), "\(page): \(url)", file: file, line: line)
                if parts.count == 2, let text = try? String(contentsOf: target, encoding: .utf8) {
                    XCTAssertTrue(HTMLText.attributeValues("id", in: text).contains(parts[1]), "\(page): \(url)", file: file, line: line)
                }
            }
        }
    }

    func testSwiftOpenAPIGeneratorFlavourShowsEachExtension() throws {
        let folder = try scratch(client: "swift-openapi-generator")
        let result = try build(folder, ["--quiet"])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let site = folder.path + "/Site/Aviary/"
        XCTAssertEqual(try TestPaths.read(site + "navigation.js").split(separator: "\n").prefix(9).joined(separator: "\n"), """
            window.APIDOCS_NAV = [
            ["Animals",[
            ["Birds & nests","index.html#tag-birds",[["listBirds","operations/listbirds.html","GET"]]],
            ["Rate limits","index.html#tag-rate-limits",[]]]],
            ["People",[
            ["keepers","index.html#tag-keepers",[["listKeepers","operations/listkeepers.html","GET"]]]]],
            ["Other",[
            ["misc","index.html#tag-misc",[["getStatus","operations/getstatus.html","GET"]]],
            ["Other","",[["getLimits","operations/getlimits.html","GET"]]]]],
            """)
        let home = try TestPaths.read(site + "index.html")
        XCTAssertTrue(home.contains("<a class=\"site-logo\" href=\"https://aviary.example/\" style=\"background-color: #fafafa\"><img src=\"assets/api-logo.png\" alt=\"Aviary &lt;logo&gt;\"></a>"), home)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: site + "assets/api-logo.png")), try Data(contentsOf: URL(fileURLWithPath: Self.fixture + "/images/aviary.png")))
        XCTAssertTrue(home.contains("<h3 class=\"tag-group\">Animals</h3>"), home)
        XCTAssertTrue(home.contains("<h3>Birds &amp; nests</h3>"), home)
        XCTAssertTrue(home.contains("<p>At most <strong>60</strong> requests a minute; past that, <code>429</code>.</p>\n<p class=\"trait-note\">"), home)
        let operation = try TestPaths.read(site + "operations/listbirds.html")
        XCTAssertTrue(operation.contains("<div class=\"code-sample\" id=\"code-sample-2\" data-title=\"Python\">"), operation)
        XCTAssertTrue(operation.contains("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"), operation)
        XCTAssertFalse(operation.contains("<script>alert"), operation)
        XCTAssertTrue(try TestPaths.read(site + "operations/listkeepers.html").contains("data-sample-lang=\"Go\""), "x-code-samples is read too")
        // Left out: the x-internal path item's operation, the x-hidden operation, the x-internal schema.
        for name in ["feedbirds", "ringbird", "feedingplan"] {
            XCTAssertFalse(folder.files().contains { $0.lowercased().contains(name) }, name)
        }
        for file in ["symbols.json", "search-index.js", "client.html", "api-protocol.html", "index.html"] {
            let text = try TestPaths.read(site + file)
            XCTAssertFalse(text.contains("feedBirds") || text.contains("ringBird"), file)
        }
        XCTAssertFalse(try TestPaths.read(site + "symbols.json").contains("FeedingPlan"))
        let bird = try TestPaths.read(site + "schemas/bird.html")
        XCTAssertTrue(bird.contains("<code class=\"member-type\">Components.Schemas.FeedingPlan?</code>"), "a type left out is named, not linked")
        try assertNoDanglingLinks(site)
        XCTAssertTrue(try TestPaths.read(site + "README.md").contains("feedBirds"), "the README still documents what the generator generates")
    }

    func testSwagGenFlavourShowsEachExtension() throws {
        let folder = try scratch()
        let result = try build(folder, ["--quiet"])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let site = folder.path + "/Site/Aviary/"
        let navigation = try TestPaths.read(site + "navigation.js")
        XCTAssertTrue(navigation.contains("""
            ["Animals",[
            ["Birds & nests","tags/birds.html",[["ListBirds","operations/birds.listbirds.html","GET"]]],
            ["Rate limits","tags/ratelimits.html",[]]]],
            """), navigation)
        let trait = try TestPaths.read(site + "tags/ratelimits.html")
        XCTAssertTrue(trait.contains("<h1>Rate limits</h1>") && trait.contains("<p class=\"trait-note\">"), trait)
        XCTAssertFalse(trait.contains("GetLimits"), "a trait tag lists no operations")
        XCTAssertTrue(try TestPaths.read(site + "tags/birds.html").contains("<h1>Birds &amp; nests</h1>"))
        XCTAssertTrue(try TestPaths.read(site + "operations/birds.listbirds.html").contains("<h3>curl &lt;all&gt;</h3>"))
        XCTAssertTrue(try TestPaths.read(site + "index.html").contains("<img src=\"assets/api-logo.png\""))
        XCTAssertFalse(folder.files().contains { $0.contains("feedbirds") || $0.contains("ringbird") || $0.contains("feedingplan") }, "\(folder.files())")
        try assertNoDanglingLinks(site)
    }

    func testUnknownTagOfAGroupWarnsAtItsPlaceAndStrictFails() throws {
        let text = try TestPaths.read(Self.fixture + "/spec.yml")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try XCTUnwrap(lines.firstIndex { $0.contains("tags: [keepers, ghosts]") })
        let column = try XCTUnwrap(lines[line].range(of: "ghosts")).lowerBound.utf16Offset(in: lines[line]) + 1
        let expected = "Specs/Aviary/spec.yml:\(line + 1):\(column): warning: x-tagGroups group 'People' names the tag 'ghosts', which no tag declaration and no operation has; it is left out (at #/x-tagGroups/1/tags/1)"
        for client in [nil, "swift-openapi-generator"] {
            let folder = try scratch(client: client)
            let lenient = try build(folder, ["--quiet"])
            XCTAssertEqual(lenient.exitCode, 0, lenient.stderr)
            XCTAssertTrue(lenient.stderrLines.contains(expected), lenient.stderr)
            let strict = try build(folder, ["--quiet", "--strict"])
            XCTAssertEqual(strict.exitCode, 1)
            XCTAssertTrue(strict.stderrLines.contains(expected.replacingOccurrences(of: ": warning: ", with: ": error: ")), strict.stderr)
        }
    }

    func testReadmeIsTheSameWithoutTheExtensions() throws {
        let kennel = try TestPaths.read(TestPaths.specs + "/Kennel/spec.yml")
        let fixture = try TestPaths.read(Self.fixture + "/spec.yml")
        XCTAssertNotEqual(Self.strippingExtensions(kennel), kennel)
        XCTAssertFalse(Self.strippingExtensions(fixture).contains("x-"), Self.strippingExtensions(fixture))
        for (spec, client) in [(kennel, nil), (fixture, nil), (fixture, "swift-openapi-generator")] {
            let with = try scratch(client: client, spec: spec)
            let without = try scratch(client: client, spec: Self.strippingExtensions(spec))
            XCTAssertEqual(try build(with, ["--quiet"]).exitCode, 0)
            XCTAssertEqual(try build(without, ["--quiet"]).exitCode, 0)
            XCTAssertEqual(try with.read("Site/Aviary/README.md"), try without.read("Site/Aviary/README.md"), client ?? "swaggen")
        }
    }

    /// The fixture with its logo `url` replaced.
    private func logoSpec(_ url: String) throws -> String {
        try TestPaths.read(Self.fixture + "/spec.yml").replacingOccurrences(of: "url: images/aviary.png", with: "url: \"\(url)\"")
    }

    /// Where the fixture writes the logo's `url`: line and column of its value.
    private func logoPlace() throws -> String {
        let lines = try TestPaths.read(Self.fixture + "/spec.yml").split(separator: "\n", omittingEmptySubsequences: false)
        let line = try XCTUnwrap(lines.firstIndex { $0.contains("url: images/aviary.png") })
        return "Specs/Aviary/spec.yml:\(line + 1):\(lines[line].firstIndex(of: "i")!.utf16Offset(in: lines[line]) + 1)"
    }

    /// The header of the home page: from `<header` to the breadcrumbs.
    private func header(_ folder: TemporaryFolder, _ api: String) throws -> String {
        let home = try folder.read("Site/\(api)/index.html")
        let start = try XCTUnwrap(home.range(of: "<header class=\"site-header\">"))
        let end = try XCTUnwrap(home.range(of: "<nav class=\"breadcrumbs\"", range: start.upperBound..<home.endIndex))
        return String(home[start.lowerBound..<end.lowerBound])
    }

    /// A logo left out: the build succeeds with `warning` as its only diagnostic about the logo
    /// (with `onlyDiagnostic`, its only one at all), the header shows the title alone and no
    /// logo file is written; `--strict` fails on the same line.
    private func assertLogoLeftOut(_ folder: TemporaryFolder, api: String = "Aviary", warning: String, onlyDiagnostic: Bool = false, file: StaticString = #filePath, line: UInt = #line) throws {
        func diagnostics(_ result: CLIResult) -> [String] {
            result.stderrLines.filter { ($0.contains(": warning: ") || $0.contains(": error: ")) && (onlyDiagnostic || $0.contains("x-logo")) }
        }
        let result = try build(folder, ["--quiet"])
        XCTAssertEqual(result.exitCode, 0, result.stderr, file: file, line: line)
        XCTAssertEqual(diagnostics(result), [warning], file: file, line: line)
        XCTAssertEqual(try header(folder, api), "<header class=\"site-header\">\n<a class=\"site-title\" href=\"index.html\">\(api)</a>\n", file: file, line: line)
        XCTAssertFalse(folder.files().contains { $0.contains("api-logo") }, "\(folder.files())", file: file, line: line)
        let strict = try build(folder, ["--quiet", "--strict"])
        XCTAssertEqual(strict.exitCode, 1, file: file, line: line)
        XCTAssertEqual(diagnostics(strict), [warning.replacingOccurrences(of: ": warning: ", with: ": error: ")], file: file, line: line)
    }

    /// Okta's OAuth spec names `logo.svg`, which its repository does not hold: Redoc shows no
    /// logo and goes on, and so does the build, in both flavours; adding the file later makes
    /// the site stale, and the next build shows it.
    func testOktaShapedSpecWithAMissingLogoFileBuildsWithOneWarning() throws {
        let spec = try TestPaths.read(Self.fixture + "/okta-oauth.yml")
        let lines = spec.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try XCTUnwrap(lines.firstIndex { $0.contains("url: logo.svg") })
        let column = try XCTUnwrap(lines[line].range(of: "logo.svg")).lowerBound.utf16Offset(in: lines[line]) + 1
        let warning = "Specs/Okta/spec.yml:\(line + 1):\(column): warning: x-logo url 'logo.svg' is ignored: cannot read 'Specs/Okta/logo.svg' (no such file); the pages show no logo (at #/info/x-logo/url)"
        for client in [nil, "swift-openapi-generator"] {
            let folder = try TemporaryFolder()
            try folder.write("Specs/Okta/spec.yml", spec)
            if let client { try folder.write("Specs/Okta/apidocs.yml", "client: \(client)\n") }
            try assertLogoLeftOut(folder, api: "Okta", warning: warning, onlyDiagnostic: true)
            XCTAssertEqual(try build(folder, ["--quiet"]).exitCode, 0)
            XCTAssertEqual(try CLIRunner.run(["check"], in: folder.path).exitCode, 0, client ?? "swaggen")
            try folder.write("Specs/Okta/logo.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
            XCTAssertNotEqual(try CLIRunner.run(["check"], in: folder.path).exitCode, 0, "the logo file appearing makes the site stale")
            let rebuilt = try build(folder, ["--quiet", "--strict"])
            XCTAssertEqual(rebuilt.exitCode, 0, rebuilt.stderr)
            let shown = try header(folder, "Okta")
            XCTAssertTrue(shown.contains("<img src=\"assets/api-logo.svg\" alt=\"Okta Developer Portal\">"), shown)
        }
    }

    func testLogoOutsideTheProjectWarnsAndIsNeverRead() throws {
        let folder = try scratch(spec: try logoSpec("../../../outside.png"))
        try folder.write("../outside.png", "not really a png")
        let outside = URL(fileURLWithPath: folder.path + "/../outside.png").standardized.resolvingSymlinksInPath().path
        let warning = try logoPlace() + ": warning: x-logo url '../../../outside.png' is ignored: it leads to '\(outside)', outside the project root '\(folder.path)' (a logo file must be inside it; widen it with --ref-root DIR or refRoot: in apidocs.yml) (at #/info/x-logo/url)"
        try assertLogoLeftOut(folder, warning: warning)
        let manifest = try folder.read("Site/Aviary/.apidocs-manifest")
        XCTAssertFalse(manifest.contains("outside.png"), "a file outside the project is no input either: \(manifest)")
    }

    func testLogoOfAnotherTypeWarnsAndIsLeftOut() throws {
        let folder = try scratch(spec: try logoSpec("notes.txt"))
        try folder.write("Specs/Aviary/notes.txt", "text")
        try assertLogoLeftOut(folder, warning: try logoPlace() + ": warning: x-logo url 'notes.txt' is ignored: it is not an image file (gif, jpeg, jpg, png, svg, webp) (at #/info/x-logo/url)")
    }

    func testLogoOfAnotherSchemeWarnsAndIsLeftOut() throws {
        for url in ["javascript:alert(1)", "http://aviary.example/logo.png", "data:image/png;base64,AAAA", "//aviary.example/logo.png"] {
            let folder = try scratch(spec: try logoSpec(url))
            let result = try build(folder, ["--quiet"])
            XCTAssertEqual(result.exitCode, 0, result.stderr)
            XCTAssertTrue(result.stderrLines.contains(try logoPlace() + ": warning: x-logo url '\(url)' is ignored: a logo is an https: address or an image file beside the spec (at #/info/x-logo/url)"), result.stderr)
            XCTAssertFalse(try folder.read("Site/Aviary/index.html").contains("site-logo"), url)
        }
        let remote = try scratch(spec: try logoSpec("https://cdn.aviary.example/logo.svg"))
        XCTAssertEqual(try build(remote, ["--quiet"]).exitCode, 0)
        XCTAssertTrue(try remote.read("Site/Aviary/operations/birds.listbirds.html").contains("<img src=\"https://cdn.aviary.example/logo.svg\""))
        XCTAssertFalse(TestPaths.exists(remote.path + "/Site/Aviary/assets/api-logo.svg"))
    }

    func testLogoFileIsAnInputOfTheBuild() throws {
        let folder = try scratch()
        XCTAssertEqual(try build(folder, ["--quiet"]).exitCode, 0)
        XCTAssertEqual(try CLIRunner.run(["check"], in: folder.path).exitCode, 0)
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0A]).write(to: URL(fileURLWithPath: folder.path + "/Specs/Aviary/images/aviary.png"))
        let drift = try CLIRunner.run(["check"], in: folder.path)
        XCTAssertNotEqual(drift.exitCode, 0, "a changed logo file makes the site stale")
        XCTAssertTrue(drift.stdout.contains("api-logo.png") || drift.stderr.contains("api-logo.png"), drift.stdout + drift.stderr)
        XCTAssertEqual(try build(folder, ["--quiet"]).exitCode, 0)
        XCTAssertEqual(try CLIRunner.run(["check"], in: folder.path).exitCode, 0)
    }

    func testVerboseBuildNamesThePartsLeftOut() throws {
        let folder = try scratch(client: "swift-openapi-generator")
        let verbose = try build(folder, ["--verbose"])
        XCTAssertEqual(verbose.exitCode, 0, verbose.stderr)
        XCTAssertTrue(verbose.stderrLines.contains { $0.hasPrefix("  note      left out of the site: operation feedBirds, marked x-internal at Specs/Aviary/spec.yml:") }, verbose.stderr)
        XCTAssertTrue(verbose.stderrLines.contains { $0.hasPrefix("  note      left out of the site: schema FeedingPlan, marked x-internal at ") }, verbose.stderr)
        let plain = try build(try scratch(client: "swift-openapi-generator"))
        XCTAssertFalse(plain.stderr.contains("left out of the site"), plain.stderr)
    }
}
