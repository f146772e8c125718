import APIDocsDiagnostics
import XCTest

final class DiagnosticCollectorTests: XCTestCase {
    private func at(_ file: String, _ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    func testPrintsCompilerStyleSortedByFileAndPosition() {
        let collector = DiagnosticCollector()
        collector.warning("ignored x-enum-names", at: at("b.yml", 3, 1), pointer: "#/x")
        collector.error("must be a mapping", at: at("a.yml", 9, 5))
        collector.error("no such file", at: nil, file: "a.yml")
        collector.error("earlier", at: at("a.yml", 2, 7))
        XCTAssertEqual(collector.printedLines, [
            "a.yml: error: no such file",
            "a.yml:2:7: error: earlier",
            "a.yml:9:5: error: must be a mapping",
            "b.yml:3:1: warning: ignored x-enum-names (at #/x)",
        ])
        XCTAssertEqual(collector.errorCount, 3)
    }

    func testAStrictScopeEscalatesOnlyWhatIsReportedThroughIt() {
        let run = DiagnosticCollector()
        let strictSpec = run.strictScope()
        run.warning("lenient", at: at("a.yml", 1, 1))
        strictSpec.warning("strict", at: at("b.yml", 1, 1))
        XCTAssertTrue(strictSpec.hasErrors)
        XCTAssertEqual(run.errorCount, 1)
        XCTAssertEqual(run.printedLines, ["a.yml:1:1: warning: lenient", "b.yml:1:1: error: strict"])
        XCTAssertEqual(strictSpec.printedLines, run.printedLines)
        XCTAssertTrue(DiagnosticCollector(strict: true).strictScope().strict)
    }

    func testStrictTurnsWarningsIntoErrors() {
        let collector = DiagnosticCollector(strict: true)
        collector.warning("ignored", at: at("a.yml", 1, 1))
        XCTAssertTrue(collector.hasErrors)
        XCTAssertEqual(collector.printedLines, ["a.yml:1:1: error: ignored"])
    }

    func testWarningsAloneAreNotErrors() {
        let collector = DiagnosticCollector()
        collector.warning("ignored", at: at("a.yml", 1, 1))
        XCTAssertFalse(collector.hasErrors)
    }

    func testErrorsPastTheLimitAreCountedNotKept() {
        let collector = DiagnosticCollector(errorLimit: 2)
        for line in 1...5 { collector.error("bad", at: at("a.yml", line, 1)) }
        XCTAssertEqual(collector.errorCount, 5)
        XCTAssertEqual(collector.printedLines.count, 3)
        XCTAssertEqual(collector.printedLines.last, "error: 3 more errors not shown (limit 2)")
    }

    /// Stages report from several threads: which errors are shown must not depend on which
    /// arrived first.
    func testTheErrorsShownAreTheFirstInPrintOrderWhateverTheArrivalOrder() {
        let forward = DiagnosticCollector(errorLimit: 2), backward = DiagnosticCollector(errorLimit: 2)
        for line in 1...5 { forward.error("bad", at: at("a.yml", line, 1)) }
        for line in (1...5).reversed() { backward.error("bad", at: at("a.yml", line, 1)) }
        backward.warning("kept", at: at("a.yml", 9, 1))
        forward.warning("kept", at: at("a.yml", 9, 1))
        XCTAssertEqual(backward.printedLines, forward.printedLines)
        XCTAssertEqual(forward.printedLines, [
            "a.yml:1:1: error: bad", "a.yml:2:1: error: bad", "a.yml:9:1: warning: kept",
            "error: 3 more errors not shown (limit 2)",
        ])
    }

    func testTheSameDiagnosticTwiceIsKeptOnce() {
        let collector = DiagnosticCollector()
        collector.warning("unresolvable mapping", at: at("a.yml", 4, 2))
        collector.warning("unresolvable mapping", at: at("a.yml", 4, 2))
        XCTAssertEqual(collector.diagnostics.count, 1)
    }

    func testRelatedNotesPrintBelowTheirDiagnostic() {
        let note = Diagnostic.note("referenced from here", at: at("spec.yml", 12, 9))
        let diagnostic = Diagnostic(.error, "outside the project", at: at("spec.yml", 12, 9), related: [note])
        XCTAssertEqual(diagnostic.description, "spec.yml:12:9: error: outside the project\nspec.yml:12:9: note: referenced from here")
    }

    func testSpecErrorKeepsItsFormat() {
        let error = SpecError("must be a mapping", at: at("spec.yml", 3, 4), pointer: "#/paths")
        XCTAssertEqual(error.description, "spec.yml:3:4: error: must be a mapping (at #/paths)")
        XCTAssertEqual(SpecError("cannot read", file: "x.yml").description, "x.yml: error: cannot read")
    }
}
