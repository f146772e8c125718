/// How serious a diagnostic is, in the compiler's words.
public enum DiagnosticSeverity: String, Sendable, Hashable, Comparable {
    /// Wrong input: the run fails (exit 1).
    case error
    /// Something was ignored so the run could go on; `--strict` makes it an error.
    case warning
    /// Extra information attached to another diagnostic, or printed on its own.
    case note

    private var rank: Int {
        switch self {
        case .error: return 0
        case .warning: return 1
        case .note: return 2
        }
    }

    public static func < (lhs: DiagnosticSeverity, rhs: DiagnosticSeverity) -> Bool { lhs.rank < rhs.rank }
}

/// One finding about the user's input, as a value: what, how serious, and where.
///
/// Every stage reports through these instead of failing on the first problem or dropping
/// what it cannot use, so the CLI can print all of them, compiler-style, sorted by place.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    public var severity: DiagnosticSeverity
    public var message: String
    /// Line and column when known.
    public var location: SourceLocation?
    /// The file when no line is known (a missing file, for example).
    public var file: String?
    /// JSON pointer of the value inside its file (`#/components/schemas/Pet`), when it helps.
    public var pointer: String?
    /// A second place that explains the first (the `$ref` that led to a file, the first of two
    /// clashing declarations).
    public var related: [Diagnostic]

    public init(
        _ severity: DiagnosticSeverity,
        _ message: String,
        at location: SourceLocation?,
        file: String? = nil,
        pointer: String? = nil,
        related: [Diagnostic] = []
    ) {
        self.severity = severity
        self.message = message
        self.location = location
        self.file = location?.file ?? file
        self.pointer = pointer
        self.related = related
    }

    /// A note at another place, to attach to a diagnostic's `related`.
    public static func note(_ message: String, at location: SourceLocation?, file: String? = nil, pointer: String? = nil) -> Diagnostic {
        Diagnostic(.note, message, at: location, file: file, pointer: pointer)
    }

    /// The compiler-style line: `path:line:column: severity: message (at #/pointer)`, followed
    /// by one line per related note.
    public var description: String {
        var lines = [headline]
        lines += related.map(\.headline)
        return lines.joined(separator: "\n")
    }

    private var headline: String {
        var text: String
        if let location {
            text = "\(location): \(severity.rawValue): \(message)"
        } else if let file {
            text = "\(file): \(severity.rawValue): \(message)"
        } else {
            text = "\(severity.rawValue): \(message)"
        }
        if let pointer, !pointer.isEmpty { text += " (at \(pointer))" }
        return text
    }

    /// The same diagnostic as an error (what `--strict` does to warnings).
    public var escalated: Diagnostic {
        var copy = self
        if copy.severity == .warning { copy.severity = .error }
        return copy
    }
}

extension Diagnostic {
    /// Sort key: file, then line and column (diagnostics without a line first in their file),
    /// then severity and message, so the printed order never depends on thread timing.
    public static func printOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        let lf = lhs.file ?? "", rf = rhs.file ?? ""
        if lf != rf { return lf.unicodeScalars.lexicographicallyPrecedes(rf.unicodeScalars) }
        let ll = lhs.location?.line ?? 0, rl = rhs.location?.line ?? 0
        if ll != rl { return ll < rl }
        let lc = lhs.location?.column ?? 0, rc = rhs.location?.column ?? 0
        if lc != rc { return lc < rc }
        if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
        return lhs.message.unicodeScalars.lexicographicallyPrecedes(rhs.message.unicodeScalars)
    }
}
