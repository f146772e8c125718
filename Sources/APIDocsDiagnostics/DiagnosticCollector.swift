import Foundation

/// Gathers the diagnostics of one run from every stage (and every thread of a stage).
///
/// Stages take one and report into it instead of throwing on the first problem or dropping
/// what they cannot read. The caller decides what the run's outcome is: with `strict`,
/// warnings count as errors. Only the first `errorLimit` errors in print order are shown; the
/// rest are counted, so a hopeless input cannot flood the terminal.
public final class DiagnosticCollector: @unchecked Sendable {
    /// Warnings become errors (`--strict`, `strict: true`).
    public let strict: Bool
    /// How many errors are shown (the first in print order); the others are only counted.
    public let errorLimit: Int

    private let lock = NSLock()
    private var kept: [Diagnostic] = []
    private var seen: Set<Diagnostic> = []
    private var errors = 0

    /// The collector this one forwards to (see `strictScope`); `nil` for a run's own collector.
    private let parent: DiagnosticCollector?

    public init(strict: Bool = false, errorLimit: Int = 50) {
        self.strict = strict
        self.errorLimit = errorLimit
        self.parent = nil
    }

    private init(strictOver parent: DiagnosticCollector) {
        self.strict = true
        self.errorLimit = parent.errorLimit
        self.parent = parent
    }

    /// A collector for one part of a run that is strict on its own (a spec whose `apidocs.yml`
    /// says `strict: true`): what it is told goes to this collector, warnings as errors.
    public func strictScope() -> DiagnosticCollector {
        strict ? self : DiagnosticCollector(strictOver: self)
    }

    /// Records one diagnostic (a warning is recorded as an error when `strict`). The same
    /// diagnostic reported twice (a shared component read for each of its users) is kept once.
    public func report(_ diagnostic: Diagnostic) {
        let recorded = strict ? diagnostic.escalated : diagnostic
        if let parent {
            parent.report(recorded)
            return
        }
        lock.lock()
        defer { lock.unlock() }
        guard seen.insert(recorded).inserted else { return }
        if recorded.severity == .error { errors += 1 }
        kept.append(recorded)
    }

    public func error(_ message: String, at location: SourceLocation?, file: String? = nil, pointer: String? = nil, related: [Diagnostic] = []) {
        report(Diagnostic(.error, message, at: location, file: file, pointer: pointer, related: related))
    }

    public func warning(_ message: String, at location: SourceLocation?, file: String? = nil, pointer: String? = nil, related: [Diagnostic] = []) {
        report(Diagnostic(.warning, message, at: location, file: file, pointer: pointer, related: related))
    }

    /// Records a thrown `SpecError` as an error.
    public func report(_ error: SpecError) {
        report(error.diagnostic)
    }

    /// Every diagnostic in print order (file, line, column), errors up to the limit: the first
    /// ones in print order, never the first to arrive (stages report from several threads).
    public var diagnostics: [Diagnostic] {
        if let parent { return parent.diagnostics }
        lock.lock()
        let all = kept
        lock.unlock()
        var shownErrors = 0
        return all.sorted(by: Diagnostic.printOrder).filter { diagnostic in
            guard diagnostic.severity == .error else { return true }
            shownErrors += 1
            return shownErrors <= errorLimit
        }
    }

    /// How many errors were reported, including those past the limit.
    public var errorCount: Int {
        if let parent { return parent.errorCount }
        lock.lock()
        defer { lock.unlock() }
        return errors
    }

    public var hasErrors: Bool { errorCount > 0 }

    /// The lines to print: every kept diagnostic, then a count of errors past the limit.
    public var printedLines: [String] {
        var lines = diagnostics.map(\.description)
        let dropped = errorCount - errorLimit
        if dropped > 0 {
            lines.append("error: \(dropped) more error\(dropped == 1 ? "" : "s") not shown (limit \(errorLimit))")
        }
        return lines
    }
}
