/// A problem in the user's input (spec, options file, template) that stops the stage reading it.
///
/// It exists so that every stage reports errors the same way: `file:line:column: error: message`,
/// optionally followed by the JSON pointer of the offending value. The CLI maps it to exit code 1.
public struct SpecError: Error, Sendable, Equatable, CustomStringConvertible {
    public var location: SourceLocation?
    /// The file when no line is known (a missing file, for example).
    public var file: String?
    public var message: String
    /// JSON pointer of the value inside its file (`#/components/schemas/Pet`), when it helps.
    public var pointer: String?

    public init(_ message: String, at location: SourceLocation?, pointer: String? = nil) {
        self.message = message
        self.location = location
        self.file = location?.file
        self.pointer = pointer
    }

    public init(_ message: String, file: String) {
        self.message = message
        self.location = nil
        self.file = file
        self.pointer = nil
    }

    /// Notes at other places that explain this one (the `$ref` that led here).
    public var related: [Diagnostic] = []

    /// The error as a diagnostic value, for a `DiagnosticCollector`.
    public var diagnostic: Diagnostic {
        Diagnostic(.error, message, at: location, file: file, pointer: pointer, related: related)
    }

    /// The compiler-style line: `path:line:column: error: message (at #/pointer)`.
    public var description: String { diagnostic.description }
}
