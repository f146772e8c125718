@testable import APIDocsKit
import APIDocsDiagnostics
import Foundation
import XCTest

/// A render with a memo (what `serve` does after each save) reuses exactly the specs whose
/// inputs are unchanged, and its output equals a render without one.
final class RenderMemoTests: XCTestCase {
    var folder = ""

    override func setUp() {
        folder = NSTemporaryDirectory() + "apidocs-memo-\(UUID().uuidString)"
        for name in ["Cats", "Dogs"] {
            try? FileManager.default.createDirectory(atPath: "\(folder)/Specs/\(name)", withIntermediateDirectories: true)
            write("Specs/\(name)/spec.yaml", ServeTests.spec(description: "\(name), first.").replacingOccurrences(of: "Pets API", with: "\(name) API"))
        }
        write("Specs/Dogs/intro.md", "Dogs **first**.\n")
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: folder) }

    func write(_ path: String, _ text: String) {
        try? text.write(toFile: folder + "/" + path, atomically: true, encoding: .utf8)
    }

    /// With `deferred`, the plan leaves pages pending (as the preview does) and they are
    /// rendered here, each on its own, in reverse order.
    func render(_ memo: RenderMemo?, deferred: Bool = false, template: String? = nil) throws -> [String: [UInt8]] {
        var plan = try BuildPlan.make(BuildRequest(specs: [folder + "/Specs/Cats", folder + "/Specs/Dogs"], template: template))
        plan.output = folder + "/NoSite"
        plan.isWholeSet = true
        plan.defersPages = deferred
        let diagnostics = DiagnosticCollector()
        let output = try plan.render(progress: SilentProgress(), diagnostics: diagnostics, memo: memo)
        var files: [String: [UInt8]] = [:]
        for spec in output.specs {
            for file in spec.files { files[spec.folder + "/" + file.path] = file.bytes }
            XCTAssertEqual(spec.pending.isEmpty, !deferred)
            for pending in spec.pending.reversed() { files[spec.folder + "/" + pending.path] = pending.render(diagnostics: diagnostics).bytes }
        }
        for file in output.topLevel { files[file.path] = file.bytes }
        XCTAssertFalse(diagnostics.hasErrors, diagnostics.printedLines.joined(separator: "\n"))
        return files
    }

    func testPagesLeftPendingRenderToTheFilesOfARenderThatDoesNotDeferThem() throws {
        let eager = try render(nil)
        let deferred = try render(nil, deferred: true)
        XCTAssertEqual(Set(deferred.keys), Set(eager.keys))
        for (path, bytes) in eager { XCTAssertEqual(deferred[path], bytes, path) }
        XCTAssertGreaterThan(eager.keys.count { $0.hasSuffix(".html") }, 6)
    }

    func testAREADMETemplateErrorOfAPendingREADMEIsReportedWhenItIsRendered() throws {
        write("broken.stencil", "{% for x in %}\n")
        var plan = try BuildPlan.make(BuildRequest(specs: [folder + "/Specs/Cats"], template: folder + "/broken.stencil"))
        plan.output = folder + "/NoSite"
        plan.defersPages = true
        let diagnostics = DiagnosticCollector()
        let output = try plan.render(progress: SilentProgress(), diagnostics: diagnostics, memo: nil)
        XCTAssertFalse(diagnostics.hasErrors, "the README is not rendered yet")
        let readme = try XCTUnwrap(output.specs.first?.pending.first { $0.path == "README.md" })
        let pageDiagnostics = DiagnosticCollector()
        _ = readme.render(diagnostics: pageDiagnostics)
        XCTAssertTrue(pageDiagnostics.hasErrors)
        XCTAssertTrue(pageDiagnostics.printedLines.contains { $0.contains("broken.stencil") }, pageDiagnostics.printedLines.joined(separator: "\n"))
    }

    func testOnlyTheEditedSpecIsRenderedAgainAndTheOutputIsAFreshRendersOutput() throws {
        let memo = RenderMemo()
        _ = try render(memo)
        XCTAssertEqual(memo.lastReused, [])
        _ = try render(memo)
        XCTAssertEqual(memo.lastReused, ["Cats", "Dogs"], "nothing changed")

        write("Specs/Cats/spec.yaml", ServeTests.spec(description: "Cats, second.").replacingOccurrences(of: "Pets API", with: "Cats API"))
        let edited = try render(memo)
        XCTAssertEqual(memo.lastReused, ["Dogs"])
        XCTAssertEqual(edited, try render(nil), "a memo never changes the output")
        XCTAssertTrue(String(decoding: edited[folder + "/NoSite/Cats/models/pet.html"] ?? [], as: UTF8.self).contains("Cats, second."))

        // A Markdown file a description names is an input too.
        write("Specs/Dogs/spec.yaml", ServeTests.spec(description: "{$ref: intro.md}").replacingOccurrences(of: "Pets API", with: "Dogs API"))
        _ = try render(memo)
        write("Specs/Dogs/intro.md", "Dogs **second**.\n")
        let markdown = try render(memo)
        XCTAssertEqual(memo.lastReused, ["Cats"])
        XCTAssertTrue(String(decoding: markdown[folder + "/NoSite/Dogs/models/pet.html"] ?? [], as: UTF8.self).contains("<strong>second</strong>"))
    }
}
