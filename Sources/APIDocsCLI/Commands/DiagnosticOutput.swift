import APIDocsDiagnostics

/// Prints a run's diagnostics on standard error, compiler-style, in file and line order.
enum DiagnosticOutput {
    static func print(_ diagnostics: DiagnosticCollector) {
        let lines = diagnostics.printedLines
        guard !lines.isEmpty else { return }
        StandardError.write(lines.joined(separator: "\n") + "\n")
    }
}
