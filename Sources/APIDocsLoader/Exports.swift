// Every stage after the loader reports through the diagnostics module; re-exported so a
// stage that reads loaded nodes has `SourceLocation`, `SpecError` and `Diagnostic` at hand.
@_exported import APIDocsDiagnostics
